import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { GOODS_STATE, PROMOTION_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { goods, goodsSku } from '../modules/goods';
import { groupbuyKind, promotionActivity, promotionActivitySku } from '../modules/promotion';
import { SEED_TIME } from './plan';

const DAY = 86_400;

/** The minimum of each demo groupbuy, in order: the first asks for two pieces per order. */
const BUY_NUMS = [2, 1, 3];

/**
 * The demo groupbuys: three goods of the first shop (after the four on seckill) running for years, every SKU of
 * each at 80 % of its price with 200 units, the first needing at least two pieces per order.
 */
export const seedGroupbuy = async (db: Db, siteId: number): Promise<void> => {
  const picked = await db
    .select({ goodsId: goods.goodsId, goodsName: goods.goodsName })
    .from(goods)
    .innerJoin(goodsSku, eq(goodsSku.skuId, goods.skuId))
    .where(and(eq(goods.siteId, siteId), eq(goods.goodsState, GOODS_STATE.ON), eq(goods.isVirtual, 0), gt(goodsSku.stock, 100)))
    .orderBy(asc(goods.goodsId))
    .offset(4)
    .limit(BUY_NUMS.length);
  if (picked.length === 0) return;
  const skus = await db
    .select({ goodsId: goodsSku.goodsId, skuId: goodsSku.skuId, price: goodsSku.discountPrice })
    .from(goodsSku)
    .where(
      inArray(
        goodsSku.goodsId,
        picked.map((g) => g.goodsId),
      ),
    )
    .orderBy(asc(goodsSku.skuId));
  for (const [i, g] of picked.entries()) {
    const buyNum = BUY_NUMS[i]!;
    const [a] = await db
      .insert(promotionActivity)
      .values({
        kind: groupbuyKind.kind,
        siteId,
        name: `团购 ${g.goodsName}`.slice(0, 64),
        startTime: SEED_TIME,
        endTime: SEED_TIME + 10 * 365 * DAY,
        status: PROMOTION_STATUS.RUNNING,
        rules: { buy_num: buyNum, rule: buyNum > 1 ? `${buyNum}件起购，多买多省` : '1件起购' },
        createTime: SEED_TIME,
        modifyTime: SEED_TIME,
      })
      .returning({ id: promotionActivity.activityId });
    await db.insert(promotionActivitySku).values(
      skus
        .filter((k) => k.goodsId === g.goodsId)
        .map((k) => ({
          activityId: a!.id,
          kind: groupbuyKind.kind,
          siteId,
          goodsId: g.goodsId,
          skuId: k.skuId,
          price: Math.max(1, Math.round(k.price * 0.8)),
          stock: 200,
          minBuy: buyNum,
        })),
    );
  }
};
