import { and, asc, eq } from 'drizzle-orm';
import { GOODS_STATE, nowSeconds, PROMOTION_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { goods, goodsSku, syncGoodsFromSkus } from '../modules/goods';
import { member } from '../modules/member';
import {
  bargainKind,
  cutMoney,
  promotionActivity,
  promotionActivitySku,
  promotionBargainLaunch,
  promotionBargainRecord,
} from '../modules/promotion';
import { DEMO_MEMBER } from './members';
import { SEED_TIME } from './plan';

const DAY = 86_400;
const HOURS = 24;

/** The bargain goods' own price, floor and first cut (fen). */
const PRICE = 19_900;
const FLOOR = 990;
const FIRST_CUT = 5_000;
const NEED = 5;

/**
 * The demo bargain: a goods of its own (a copy of the first shop's first goods on sale, one SKU at 199.00, named
 * "…（砍价专享）", so no other promotion's goods and no goods list test sees it change), running for years, cut
 * from 199.00 to 9.90 by 5 helpers, a first cut of 50.00 by the launcher itself, launches lasting 24 hours, bought
 * only at the floor; and the demo shopper's launch in progress, with its own first cut made.
 */
export const seedBargain = async (db: Db, siteId: number): Promise<void> => {
  const [src] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.goodsState, GOODS_STATE.ON), eq(goods.isVirtual, 0), eq(goods.isDelete, 0)))
    .orderBy(asc(goods.goodsId))
    .limit(1);
  if (!src) return;
  const [srcSku] = await db.select().from(goodsSku).where(eq(goodsSku.skuId, src.skuId));
  if (!srcSku) return;
  const name = `${src.goodsName}（砍价专享）`.slice(0, 100);
  const { goodsId: _g, ...goodsRow } = src;
  const [g] = await db
    .insert(goods)
    .values({ ...goodsRow, goodsName: name, saleNum: 0, price: PRICE, marketPrice: PRICE, discountPrice: PRICE, goodsSpecFormat: [] })
    .returning({ id: goods.goodsId });
  const { skuId: _s, ...skuRow } = srcSku;
  const [k] = await db
    .insert(goodsSku)
    .values({
      ...skuRow,
      goodsId: g!.id,
      skuName: name,
      skuNo: '',
      skuSpecFormat: [],
      price: PRICE,
      marketPrice: PRICE,
      discountPrice: PRICE,
      stock: 500,
      saleNum: 0,
      isDefault: 1,
    })
    .returning({ id: goodsSku.skuId });
  await db.update(goods).set({ skuId: k!.id }).where(eq(goods.goodsId, g!.id));
  await syncGoodsFromSkus(db, [g!.id]);

  const [a] = await db
    .insert(promotionActivity)
    .values({
      kind: bargainKind.kind,
      siteId,
      name: `砍价 ${src.goodsName}`.slice(0, 64),
      startTime: SEED_TIME,
      endTime: SEED_TIME + 10 * 365 * DAY,
      status: PROMOTION_STATUS.RUNNING,
      rules: { buy_type: 1, bargain_type: 0, bargain_num: NEED, bargain_time: HOURS, is_own: 1 },
      createTime: SEED_TIME,
      modifyTime: SEED_TIME,
    })
    .returning({ id: promotionActivity.activityId });
  const [row] = await db
    .insert(promotionActivitySku)
    .values({
      activityId: a!.id,
      kind: bargainKind.kind,
      siteId,
      goodsId: g!.id,
      skuId: k!.id,
      price: FLOOR,
      // One of the 100 units is the demo launch's.
      stock: 99,
      saleNum: 1,
      extra: { first_bargain_price: FIRST_CUT },
    })
    .returning({ id: promotionActivitySku.id });

  const [demo] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, DEMO_MEMBER.username));
  if (!demo) return;
  const start = Math.max(nowSeconds(), SEED_TIME);
  const cut = cutMoney({ price: PRICE, floor: FLOOR, curr: PRICE, currNum: 0, needNum: NEED, firstCut: FIRST_CUT, type: 0 }, () => 1);
  const [l] = await db
    .insert(promotionBargainLaunch)
    .values({
      activityId: a!.id,
      activitySkuId: row!.id,
      siteId,
      goodsId: g!.id,
      skuId: k!.id,
      memberId: demo.id,
      price: PRICE,
      floorPrice: FLOOR,
      currPrice: PRICE - cut,
      firstBargainPrice: FIRST_CUT,
      bargainType: 0,
      buyType: 1,
      needNum: NEED,
      currNum: 1,
      startTime: start,
      endTime: start + HOURS * 3600,
    })
    .returning({ id: promotionBargainLaunch.launchId });
  await db.insert(promotionBargainRecord).values({ launchId: l!.id, memberId: demo.id, money: cut, bargainTime: start });
};
