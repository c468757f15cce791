import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import { GOODS_STATE, nowSeconds, PROMOTION_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { goods, goodsSku } from '../modules/goods';
import { applyDiscountTx, DISCOUNT_KIND, promotionActivity, promotionActivitySku } from '../modules/promotion';
import { SEED_TIME } from './plan';

const DAY = 86_400;

/**
 * The demo limited-time discount: one activity of the shop running from the seed time until 30 days after the
 * mall was seeded, with the default SKUs of its four best-selling goods in no other activity at 80 % of their price
 * (put on the SKUs at once, as the operator's save does).
 */
export const seedDiscount = async (db: Db, siteId: number): Promise<void> => {
  const inActivity = db.select({ id: promotionActivitySku.goodsId }).from(promotionActivitySku);
  const picked = await db
    .select({ goodsId: goods.goodsId, skuId: goodsSku.skuId, price: goodsSku.price })
    .from(goods)
    .innerJoin(goodsSku, eq(goodsSku.skuId, goods.skuId))
    .where(
      and(
        eq(goods.siteId, siteId),
        eq(goods.goodsState, GOODS_STATE.ON),
        eq(goods.isVirtual, 0),
        gt(goodsSku.stock, 100),
        gt(goodsSku.price, 100),
        notInArray(goods.goodsId, inActivity),
      ),
    )
    .orderBy(desc(goods.saleNum), goods.goodsId)
    .limit(4);
  if (picked.length === 0) return;
  const endTime = Math.max(SEED_TIME, nowSeconds()) + 30 * DAY;
  const [a] = await db
    .insert(promotionActivity)
    .values({
      kind: DISCOUNT_KIND,
      siteId,
      name: '限时折扣',
      startTime: SEED_TIME,
      endTime,
      status: PROMOTION_STATUS.RUNNING,
      createTime: SEED_TIME,
      modifyTime: SEED_TIME,
    })
    .returning({ id: promotionActivity.activityId });
  await db.insert(promotionActivitySku).values(
    picked.map((g) => ({
      activityId: a!.id,
      kind: DISCOUNT_KIND,
      siteId,
      goodsId: g.goodsId,
      skuId: g.skuId,
      price: Math.max(1, Math.round((g.price * 0.8) / 10) * 10),
    })),
  );
  await applyDiscountTx(db, { activityId: a!.id, startTime: SEED_TIME, endTime });
};
