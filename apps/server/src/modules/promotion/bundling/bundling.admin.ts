import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  BUNDLING_MAX_GOODS,
  BUNDLING_STATUS,
  Code,
  formatFen,
  nowSeconds,
  type BundlingAddParams,
  type BundlingAdminListParams,
  type BundlingEditParams,
  type BundlingItem,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { goods, goodsSku } from '../../goods';
import { shop } from '../../shop';
import { bundlingMessages } from './bundling.messages';
import { combosOut, splitLastTakesRest } from './bundling.service';
import { promotionBundling, promotionBundlingGoods } from './bundling.tables';

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(key, Code.ERROR, params);

/** Fewest SKUs of a combo. */
const MIN_GOODS = 2;

export const bundlingAdminList = async (db: Db, p: BundlingAdminListParams): Promise<Paged<BundlingItem>> => {
  const where = and(
    p.site_id ? eq(promotionBundling.siteId, p.site_id) : undefined,
    p.status === undefined ? undefined : eq(promotionBundling.status, p.status),
  );
  const [total] = await db.select({ n: count() }).from(promotionBundling).where(where);
  const rows = await db
    .select()
    .from(promotionBundling)
    .where(where)
    .orderBy(desc(promotionBundling.blId))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  const n = Number(total?.n ?? 0);
  return { page_count: Math.ceil(n / p.page_size), count: n, list: await combosOut(db, rows) };
};

/**
 * Checks a combo's SKUs (2 to 10, each once, each of the shop `siteId` and not deleted) and its price (above 0,
 * at most the sum of the SKUs' prices): the SKUs' combo prices, `bl_price` split pro rata by their prices.
 */
const comboGoodsOf = async (tx: Db, siteId: number, p: Pick<BundlingAddParams, 'sku_ids' | 'bl_price'>) => {
  const ids = [...new Set(p.sku_ids)];
  if (ids.length !== p.sku_ids.length || ids.length < MIN_GOODS || ids.length > BUNDLING_MAX_GOODS)
    throw refuse(bundlingMessages.bundlingSkuCount, { min: MIN_GOODS, max: BUNDLING_MAX_GOODS });
  const skus = await tx
    .select({ skuId: goodsSku.skuId, price: goodsSku.price })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(inArray(goodsSku.skuId, ids), eq(goods.siteId, siteId), eq(goods.isDelete, 0)));
  const priceOf = new Map(skus.map((k) => [k.skuId, k.price]));
  const missing = ids.find((id) => !priceOf.has(id));
  if (missing !== undefined) throw refuse(bundlingMessages.bundlingSkuInvalid, { sku_id: missing });
  const prices = ids.map((id) => priceOf.get(id)!);
  const total = prices.reduce((s, x) => s + x, 0);
  if (p.bl_price <= 0 || p.bl_price > total) throw refuse(bundlingMessages.bundlingPrice, { money: formatFen(total) });
  const shares = splitLastTakesRest(p.bl_price, prices);
  return ids.map((skuId, i) => ({ skuId, promotionPrice: shares[i]! }));
};

const comboById = async (db: Db, blId: number) => {
  const [bl] = await db.select().from(promotionBundling).where(eq(promotionBundling.blId, blId));
  if (!bl) throw refuse(bundlingMessages.bundlingNotExist);
  return (await combosOut(db, [bl]))[0]!;
};

export const bundlingAdd = async (db: Db, p: BundlingAddParams): Promise<BundlingItem> => {
  const blId = await db.transaction(async (tx) => {
    const [s] = await tx.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, p.site_id));
    if (!s) throw refuse(bundlingMessages.bundlingShopNotExist);
    const items = await comboGoodsOf(tx, p.site_id, p);
    const [bl] = await tx
      .insert(promotionBundling)
      .values({
        siteId: p.site_id,
        blName: p.bl_name,
        blPrice: p.bl_price,
        shippingFeeType: p.shipping_fee_type,
        status: p.status ?? BUNDLING_STATUS.ON,
        createTime: nowSeconds(),
      })
      .returning({ id: promotionBundling.blId });
    await tx.insert(promotionBundlingGoods).values(items.map((i) => ({ blId: bl!.id, siteId: p.site_id, ...i })));
    return bl!.id;
  });
  return comboById(db, blId);
};

/** Changes a combo and replaces its SKUs (of its own shop); the row is locked so concurrent edits queue. */
export const bundlingEdit = async (db: Db, p: BundlingEditParams): Promise<BundlingItem> => {
  await db.transaction(async (tx) => {
    const [bl] = await tx.select().from(promotionBundling).where(eq(promotionBundling.blId, p.bl_id)).for('update');
    if (!bl) throw refuse(bundlingMessages.bundlingNotExist);
    const items = await comboGoodsOf(tx, bl.siteId, p);
    await tx
      .update(promotionBundling)
      .set({
        blName: p.bl_name,
        blPrice: p.bl_price,
        shippingFeeType: p.shipping_fee_type,
        ...(p.status === undefined ? {} : { status: p.status }),
      })
      .where(eq(promotionBundling.blId, bl.blId));
    await tx.delete(promotionBundlingGoods).where(eq(promotionBundlingGoods.blId, bl.blId));
    await tx.insert(promotionBundlingGoods).values(items.map((i) => ({ blId: bl.blId, siteId: bl.siteId, ...i })));
  });
  return comboById(db, p.bl_id);
};

/** Takes a combo off sale: its unpaid orders stay payable, new checkouts are refused. */
export const bundlingClose = async (db: Db, blId: number): Promise<BundlingItem> => {
  const done = await db
    .update(promotionBundling)
    .set({ status: BUNDLING_STATUS.OFF })
    .where(eq(promotionBundling.blId, blId))
    .returning({ id: promotionBundling.blId });
  if (done.length === 0) throw refuse(bundlingMessages.bundlingNotExist);
  return comboById(db, blId);
};
