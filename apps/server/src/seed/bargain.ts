import { and, desc, eq, gt } from 'drizzle-orm';
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
 * The demo bargain, on a goods no other promotion uses: the last goods on sale (not virtual) of the fourth shop
 * (seckill, groupbuy and topics take the first shop's goods, the discount the second's), its default SKU cut from its
 * price to 5 % of it by 5 cuts, the first of them (the launcher's own) a quarter of the way, launches lasting 24 hours
 * and bought only at the floor, running for years; and the demo shopper's launch in progress, its own cut made.
 */
export const seedBargain = async (db: Db, siteId: number): Promise<void> => {
  const [picked] = await db
    .select({ goodsId: goods.goodsId, goodsName: goods.goodsName, skuId: goodsSku.skuId, price: goodsSku.discountPrice })
    .from(goods)
    .innerJoin(goodsSku, eq(goodsSku.skuId, goods.skuId))
    .where(
      and(
        eq(goods.siteId, siteId),
        eq(goods.goodsState, GOODS_STATE.ON),
        eq(goods.isVirtual, 0),
        eq(goods.isDelete, 0),
        gt(goodsSku.stock, 100),
      ),
    )
    .orderBy(desc(goods.goodsId))
    .limit(1);
  if (!picked || picked.price < 200) return;
  const price = picked.price;
  const floor = Math.max(1, Math.round(price * 0.05));
  const firstCut = Math.floor((price - floor) / 4);
  const g = { id: picked.goodsId };
  const k = { id: picked.skuId };

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
  const [row] = await db
    .insert(promotionActivitySku)
    .values({
      activityId: a!.id,
      kind: bargainKind.kind,
      siteId,
      goodsId: g.id,
      skuId: k.id,
      price: floor,
      // One of the 100 units is the demo launch's.
      stock: 99,
      saleNum: 1,
      extra: { first_bargain_price: firstCut },
    })
    .returning({ id: promotionActivitySku.id });

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
