import { and, asc, eq, gt } from 'drizzle-orm';
import { GOODS_STATE, PROMOTION_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { goods, goodsSku } from '../modules/goods';
import { promotionActivity, promotionActivitySku, promotionSeckillTime, seckillKind } from '../modules/promotion';
import { SEED_TIME } from './plan';

const HOUR = 3600;
const DAY = 86_400;

/** Six slots of four hours: together the whole mall day, so one is always selling. */
const SLOTS = ['00:00场', '04:00场', '08:00场', '12:00场', '16:00场', '20:00场'].map((name, i) => ({
  name,
  seckillStartTime: i * 4 * HOUR,
  seckillEndTime: (i + 1) * 4 * HOUR,
  createTime: SEED_TIME,
  modifyTime: SEED_TIME,
}));

/**
 * The demo seckill: the day's slots and one activity of the first shop running in all of them for years, with
 * the default SKUs of four of its goods at 60 % of their price, 100 units each and a limit of 2 per member.
 */
export const seedSeckill = async (db: Db, siteId: number): Promise<void> => {
  const slots = await db.insert(promotionSeckillTime).values(SLOTS).returning({ id: promotionSeckillTime.id });
  const picked = await db
    .select({ goodsId: goods.goodsId, skuId: goodsSku.skuId, price: goodsSku.discountPrice })
    .from(goods)
    .innerJoin(goodsSku, eq(goodsSku.skuId, goods.skuId))
    .where(and(eq(goods.siteId, siteId), eq(goods.goodsState, GOODS_STATE.ON), eq(goods.isVirtual, 0), gt(goodsSku.stock, 100)))
    .orderBy(asc(goods.goodsId))
    .limit(4);
  if (picked.length === 0) return;
  const [a] = await db
    .insert(promotionActivity)
    .values({
      kind: seckillKind.kind,
      siteId,
      name: '限时秒杀',
      startTime: SEED_TIME,
      endTime: SEED_TIME + 10 * 365 * DAY,
      status: PROMOTION_STATUS.RUNNING,
      rules: { time_ids: slots.map((s) => s.id) },
      createTime: SEED_TIME,
      modifyTime: SEED_TIME,
    })
    .returning({ id: promotionActivity.activityId });
  await db.insert(promotionActivitySku).values(
    picked.map((g) => ({
      activityId: a!.id,
      kind: seckillKind.kind,
      siteId,
      goodsId: g.goodsId,
      skuId: g.skuId,
      price: Math.max(1, Math.round(g.price * 0.6)),
      stock: 100,
      maxBuy: 2,
    })),
  );
};
