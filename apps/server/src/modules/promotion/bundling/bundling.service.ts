import { and, asc, eq, inArray } from 'drizzle-orm';
import { BUNDLING_SHIPPING, BUNDLING_STATUS, Code, formatFen, GOODS_STATE, GOODS_VERIFY_STATE, type BundlingItem } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { goods, goodsSku } from '../../goods';
import { shop } from '../../shop';
import type { PromotionCheckoutLine, PromotionCheckoutSource } from '../engine';
import { bundlingKind } from './bundling.kind';
import { bundlingMessages } from './bundling.messages';
import { promotionBundling, promotionBundlingGoods } from './bundling.tables';

type ComboRow = typeof promotionBundling.$inferSelect;

/** The goods of the combos, in the order they were added (1 query). */
const comboGoods = (db: Db, blIds: number[]) =>
  db
    .select({
      blId: promotionBundlingGoods.blId,
      promotionPrice: promotionBundlingGoods.promotionPrice,
      skuId: goodsSku.skuId,
      goodsId: goodsSku.goodsId,
      skuName: goodsSku.skuName,
      goodsName: goods.goodsName,
      price: goodsSku.price,
      skuImage: goodsSku.skuImage,
      stock: goodsSku.stock,
      unit: goods.unit,
      goodsState: goods.goodsState,
      verifyState: goods.verifyState,
      isDelete: goods.isDelete,
    })
    .from(promotionBundlingGoods)
    .innerJoin(goodsSku, eq(goodsSku.skuId, promotionBundlingGoods.skuId))
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(inArray(promotionBundlingGoods.blId, blIds))
    .orderBy(asc(promotionBundlingGoods.id));

/** Combos on the wire, each with its goods (a deleted goods reads as off the shelf). */
export const combosOut = async (db: Db, combos: ComboRow[]): Promise<BundlingItem[]> => {
  if (combos.length === 0) return [];
  const items = await comboGoods(
    db,
    combos.map((c) => c.blId),
  );
  return combos.map((bl) => {
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
        goods_state: i.isDelete === 0 ? i.goodsState : GOODS_STATE.OFF,
        verify_state: i.verifyState,
      })),
    };
  });
};

/** Combos that are on and contain the SKU, each with its goods (2 queries). */
export const bundlingsForSku = async (db: Db, skuId: number): Promise<BundlingItem[]> => {
  const combos = await db
    .selectDistinct({ bl: promotionBundling })
    .from(promotionBundlingGoods)
    .innerJoin(promotionBundling, eq(promotionBundling.blId, promotionBundlingGoods.blId))
    .where(and(eq(promotionBundlingGoods.skuId, skuId), eq(promotionBundling.status, BUNDLING_STATUS.ON)))
    .orderBy(asc(promotionBundling.blId));
  return combosOut(
    db,
    combos.map((c) => c.bl),
  );
};

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(key, Code.ERROR, params, { error_code: 1 });

/** `/bundling/api/bundling/detail`: one combo with its goods, also when it is off (`status` 0; the page says so). */
export const bundlingDetail = async (db: Db, blId: number): Promise<BundlingItem> => {
  const [bl] = await db.select().from(promotionBundling).where(eq(promotionBundling.blId, blId));
  if (!bl) throw new AppError(bundlingMessages.bundlingNotExist, Code.ERROR);
  return (await combosOut(db, [bl]))[0]!;
};

/** What a combo's share poster draws: its first goods' picture, package price, name and shop; only a combo that is on. */
export const bundlingPosterFacts = async (db: Db, blId: number) => {
  const [bl] = await db
    .select({
      blId: promotionBundling.blId,
      blName: promotionBundling.blName,
      blPrice: promotionBundling.blPrice,
      status: promotionBundling.status,
      shop: shop.siteName,
    })
    .from(promotionBundling)
    .innerJoin(shop, eq(shop.siteId, promotionBundling.siteId))
    .where(eq(promotionBundling.blId, blId));
  if (!bl) throw new AppError(bundlingMessages.bundlingNotExist, Code.ERROR);
  if (bl.status !== BUNDLING_STATUS.ON) throw new AppError(bundlingMessages.bundlingOff, Code.ERROR);
  const [first] = await comboGoods(db, [blId]);
  return { id: bl.blId, price: bl.blPrice, image: first?.skuImage ?? '', title: bl.blName, shop: bl.shop };
};

/**
 * `total` split over `weights` pro rata, each part rounded down, the rounding remainder on the last part: the
 * parts add up to `total` exactly. Equal weights when every weight is 0.
 */
export const splitLastTakesRest = (total: number, weights: readonly number[]): number[] => {
  if (weights.length === 0) return [];
  const w = weights.some((x) => x > 0) ? weights : weights.map(() => 1);
  const sum = w.reduce((s, x) => s + x, 0);
  let left = total;
  return w.map((x, i) => {
    if (i === w.length - 1) return left;
    const part = Math.floor((total * x) / sum);
    left -= part;
    return part;
  });
};

/**
 * The lines of `num` packages of combo `blId`, checked: the combo is on, each of its goods on the shelf,
 * approved and in stock for `num`. The goods money of the lines is `bl_price × num` split by the goods' combo
 * prices (exact to the fen, the remainder on the last line); the seller pays shipping for shipping type 1.
 */
export const resolveBundlingLines = async (db: Db, blId: number, num: number): Promise<PromotionCheckoutLine[]> => {
  const [bl] = await db.select().from(promotionBundling).where(eq(promotionBundling.blId, blId));
  if (!bl) throw refuse(bundlingMessages.bundlingNotExist);
  if (bl.status !== BUNDLING_STATUS.ON) throw refuse(bundlingMessages.bundlingOff);
  const items = await comboGoods(db, [blId]);
  if (items.length === 0) throw refuse(bundlingMessages.bundlingOff);
  for (const i of items) {
    if (i.isDelete !== 0 || i.goodsState !== GOODS_STATE.ON || i.verifyState !== GOODS_VERIFY_STATE.APPROVED)
      throw refuse(bundlingMessages.bundlingGoodsOff, { name: i.goodsName });
    if (i.stock < num) throw refuse(bundlingMessages.bundlingStockShort, { name: i.goodsName });
  }
  const money = splitLastTakesRest(
    bl.blPrice * num,
    items.map((i) => i.promotionPrice),
  );
  return items.map((i, k) => ({
    kind: bundlingKind,
    activityId: bl.blId,
    activitySkuId: 0,
    skuId: i.skuId,
    goodsId: i.goodsId,
    num,
    price: Math.round(money[k]! / num),
    maxBuy: 0,
    money: money[k]!,
    freeShipping: bl.shippingFeeType === BUNDLING_SHIPPING.SELLER,
  }));
};

/** The checkout source of `num` packages of combo `blId`. */
export const bundlingCheckoutSource = (blId: number, num: number): PromotionCheckoutSource => ({
  kind: bundlingKind,
  resolve: (db) => resolveBundlingLines(db, blId, num),
});
