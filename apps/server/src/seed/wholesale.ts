import { and, asc, eq, inArray } from 'drizzle-orm';
import { GOODS_STATE, WHOLESALE_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { goods, goodsSku } from '../modules/goods';
import { wholesaleGoods, wholesaleSku, type StoredTier } from '../modules/promotion';
import { SEED_TIME } from './plan';

/**
 * The demo wholesale goods, in order: three tiers (10 / 50 / 100 pieces) on every SKU of the first, two (5 / 20)
 * on the second; each tier price a share of the SKU's price.
 */
const WHOLESALE_PLAN = [
  [
    { num: 10, share: 0.9 },
    { num: 50, share: 0.85 },
    { num: 100, share: 0.8 },
  ],
  [
    { num: 5, share: 0.95 },
    { num: 20, share: 0.88 },
  ],
] as const;

/**
 * Wholesale on the first goods of shop `siteId` (the last demo shop: seckill, groupbuy and topics use the first
 * shop's goods, the limited discount the second's, so no other activity prices these).
 */
export const seedWholesale = async (db: Db, siteId: number): Promise<void> => {
  const picked = await db
    .select({ goodsId: goods.goodsId })
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.goodsState, GOODS_STATE.ON), eq(goods.isVirtual, 0), eq(goods.isDelete, 0)))
    .orderBy(asc(goods.goodsId))
    .limit(WHOLESALE_PLAN.length);
  if (picked.length === 0) return;
  const skus = await db
    .select({ goodsId: goodsSku.goodsId, skuId: goodsSku.skuId, price: goodsSku.price })
    .from(goodsSku)
    .where(
      inArray(
        goodsSku.goodsId,
        picked.map((g) => g.goodsId),
      ),
    )
    .orderBy(asc(goodsSku.skuId));
  for (const [i, g] of picked.entries()) {
    const plan = WHOLESALE_PLAN[i]!;
    const own = skus.filter((k) => k.goodsId === g.goodsId);
    const tiers = own.map((k): StoredTier[] => plan.map((t) => ({ num: t.num, price: Math.max(1, Math.round(k.price * t.share)) })));
    const prices = tiers.flat().map((t) => t.price);
    const [w] = await db
      .insert(wholesaleGoods)
      .values({
        siteId,
        goodsId: g.goodsId,
        minPrice: Math.min(...prices),
        maxPrice: Math.max(...prices),
        minNum: plan[0].num,
        status: WHOLESALE_STATUS.ON,
        createTime: SEED_TIME,
      })
      .returning({ id: wholesaleGoods.wholesaleGoodsId });
    await db
      .insert(wholesaleSku)
      .values(own.map((k, j) => ({ wholesaleGoodsId: w!.id, goodsId: g.goodsId, skuId: k.skuId, priceJson: tiers[j]! })));
  }
};
