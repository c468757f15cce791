import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { GOODS_STATE, nowSeconds, PROMOTION_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { goods, goodsSku } from '../modules/goods';
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
const NEED = 5;

/**
 * The demo bargain, on a goods no other promotion uses: the last goods on sale (not virtual) of the fourth shop with
 * two SKUs or more (seckill, groupbuy and topics take the first shop's goods, the discount the second's), so the
 * detail offers a spec picker. Each SKU is cut from its own price to 5 % of it by 5 cuts, the first of them (the
 * launcher's own) a quarter of the way, launches lasting 24 hours and bought only at the floor, running for years;
 * and the demo shopper's launch of the default SKU in progress, its own cut made.
 */
export const seedBargain = async (db: Db, siteId: number): Promise<void> => {
  const multi = sql`(select count(*) from goods_sku k where k.goods_id = ${goods.goodsId} and k.stock > 100) >= 2`;
  const [picked] = await db
    .select({ goodsId: goods.goodsId, goodsName: goods.goodsName, skuId: goods.skuId })
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.goodsState, GOODS_STATE.ON), eq(goods.isVirtual, 0), eq(goods.isDelete, 0), multi))
    .orderBy(desc(goods.goodsId))
    .limit(1);
  if (!picked) return;
  const skus = (
    await db
      .select({ skuId: goodsSku.skuId, price: goodsSku.discountPrice })
      .from(goodsSku)
      .where(and(eq(goodsSku.goodsId, picked.goodsId), gt(goodsSku.stock, 100)))
      .orderBy(asc(goodsSku.skuId))
  ).filter((k) => k.price >= 200);
  const own = skus.find((k) => k.skuId === picked.skuId);
  if (!own) return;
  const termsOf = (price: number) => {
    const floor = Math.max(1, Math.round(price * 0.05));
    return { floor, firstCut: Math.floor((price - floor) / 4) };
  };

  const [a] = await db
    .insert(promotionActivity)
    .values({
      kind: bargainKind.kind,
      siteId,
      name: `砍价 ${picked.goodsName}`.slice(0, 64),
      startTime: SEED_TIME,
      endTime: SEED_TIME + 10 * 365 * DAY,
      status: PROMOTION_STATUS.RUNNING,
      rules: { buy_type: 1, bargain_type: 0, bargain_num: NEED, bargain_time: HOURS, is_own: 1 },
      createTime: SEED_TIME,
      modifyTime: SEED_TIME,
    })
    .returning({ id: promotionActivity.activityId });
  const rows = await db
    .insert(promotionActivitySku)
    .values(
      skus.map((k) => ({
        activityId: a!.id,
        kind: bargainKind.kind,
        siteId,
        goodsId: picked.goodsId,
        skuId: k.skuId,
        price: termsOf(k.price).floor,
        // One of the default SKU's 100 units is the demo launch's.
        stock: k.skuId === own.skuId ? 99 : 100,
        saleNum: k.skuId === own.skuId ? 1 : 0,
        extra: { first_bargain_price: termsOf(k.price).firstCut },
      })),
    )
    .returning({ id: promotionActivitySku.id, skuId: promotionActivitySku.skuId });
  const row = rows.find((r) => r.skuId === own.skuId);
  const g = { id: picked.goodsId };
  const k = { id: own.skuId };
  const price = own.price;
  const { floor, firstCut } = termsOf(price);

  const [demo] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, DEMO_MEMBER.username));
  if (!demo) return;
  const start = Math.max(nowSeconds(), SEED_TIME);
  const cut = cutMoney({ price: price, floor: floor, curr: price, currNum: 0, needNum: NEED, firstCut: firstCut, type: 0 }, () => 1);
  const [l] = await db
    .insert(promotionBargainLaunch)
    .values({
      activityId: a!.id,
      activitySkuId: row!.id,
      siteId,
      goodsId: g.id,
      skuId: k.id,
      memberId: demo.id,
      price: price,
      floorPrice: floor,
      currPrice: price - cut,
      firstBargainPrice: firstCut,
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
