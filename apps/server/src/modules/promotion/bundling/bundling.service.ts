import { and, asc, eq, inArray } from 'drizzle-orm';
import { BUNDLING_STATUS, formatFen, type BundlingItem } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { goods, goodsSku } from '../../goods';
import { promotionBundling, promotionBundlingGoods } from './bundling.tables';

/** Combos that are on and contain the SKU, each with its goods (2 queries). */
export const bundlingsForSku = async (db: Db, skuId: number): Promise<BundlingItem[]> => {
  const combos = await db
    .selectDistinct({ bl: promotionBundling })
    .from(promotionBundlingGoods)
    .innerJoin(promotionBundling, eq(promotionBundling.blId, promotionBundlingGoods.blId))
    .where(and(eq(promotionBundlingGoods.skuId, skuId), eq(promotionBundling.status, BUNDLING_STATUS.ON)))
    .orderBy(asc(promotionBundling.blId));
  if (combos.length === 0) return [];
  const items = await db
    .select({
      blId: promotionBundlingGoods.blId,
      promotionPrice: promotionBundlingGoods.promotionPrice,
      skuId: goodsSku.skuId,
      goodsId: goodsSku.goodsId,
      skuName: goodsSku.skuName,
      price: goodsSku.price,
      skuImage: goodsSku.skuImage,
      stock: goodsSku.stock,
      unit: goods.unit,
      goodsState: goods.goodsState,
      verifyState: goods.verifyState,
    })
    .from(promotionBundlingGoods)
    .innerJoin(goodsSku, eq(goodsSku.skuId, promotionBundlingGoods.skuId))
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(inArray(promotionBundlingGoods.blId, combos.map((c) => c.bl.blId)))
    .orderBy(asc(promotionBundlingGoods.id));
  return combos.map(({ bl }) => {
    const own = items.filter((i) => i.blId === bl.blId);
    return {
      bl_id: bl.blId,
      bl_name: bl.blName,
      site_id: bl.siteId,
      bl_price: formatFen(bl.blPrice),
      goods_money: formatFen(own.reduce((sum, i) => sum + i.price, 0)),
      shipping_fee_type: bl.shippingFeeType,
      status: bl.status,
      bundling_goods: own.map((i) => ({
        sku_id: i.skuId,
        goods_id: i.goodsId,
        sku_name: i.skuName,
        price: formatFen(i.price),
        promotion_price: formatFen(i.promotionPrice),
        sku_image: i.skuImage,
        stock: i.stock,
        unit: i.unit,
        goods_state: i.goodsState,
        verify_state: i.verifyState,
      })),
    };
  });
};
