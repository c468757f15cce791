import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
  WHOLESALE_STATUS,
  type Paged,
  type WholesaleAddParams,
  type WholesaleAdminGoods,
  type WholesaleAdminListParams,
  type WholesaleEditParams,
  type WholesaleSkuInput,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { goods, goodsSku } from '../../goods';
import { wholesaleMessages } from './wholesale.messages';
import { wsRefuse } from './wholesale.skus';
import { wholesaleGoods, wholesaleSku, type StoredTier } from './wholesale.tables';
import { priceJsonOf, readTiers, tierSummary, tiersOut, tiersValid } from './wholesale.tiers';

type GoodsRow = typeof wholesaleGoods.$inferSelect;

/** Wholesale goods on the wire with their SKUs and tiers (2 queries). */
const goodsOut = async (db: Db, rows: GoodsRow[]): Promise<WholesaleAdminGoods[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.wholesaleGoodsId);
  const skus = await db
    .select({
      wholesaleGoodsId: wholesaleSku.wholesaleGoodsId,
      skuId: wholesaleSku.skuId,
      priceJson: wholesaleSku.priceJson,
      skuName: goodsSku.skuName,
      price: goodsSku.price,
      stock: goodsSku.stock,
    })
    .from(wholesaleSku)
    .innerJoin(goodsSku, eq(goodsSku.skuId, wholesaleSku.skuId))
    .where(inArray(wholesaleSku.wholesaleGoodsId, ids))
    .orderBy(wholesaleSku.id);
  const names = await db
    .select({ goodsId: goods.goodsId, goodsName: goods.goodsName })
    .from(goods)
    .where(
      inArray(
        goods.goodsId,
        rows.map((r) => r.goodsId),
      ),
    );
  const nameOf = new Map(names.map((n) => [n.goodsId, n.goodsName]));
  return rows.map((r) => ({
    wholesale_goods_id: r.wholesaleGoodsId,
    site_id: r.siteId,
    goods_id: r.goodsId,
    goods_name: nameOf.get(r.goodsId) ?? '',
    min_price: formatFen(r.minPrice),
    max_price: formatFen(r.maxPrice),
    min_num: r.minNum,
    status: r.status,
    create_time: r.createTime,
    sku_list: skus
      .filter((k) => k.wholesaleGoodsId === r.wholesaleGoodsId)
      .map((k) => {
        const tiers = readTiers(k.priceJson);
        return {
          sku_id: k.skuId,
          sku_name: k.skuName,
          price: formatFen(k.price),
          stock: k.stock,
          price_json: priceJsonOf(tiers),
          price_array: tiersOut(tiers),
        };
      }),
  }));
};

export const wholesaleAdminList = async (db: Db, p: WholesaleAdminListParams): Promise<Paged<WholesaleAdminGoods>> => {
  const where = and(
    p.site_id ? eq(wholesaleGoods.siteId, p.site_id) : undefined,
    p.status === undefined ? undefined : eq(wholesaleGoods.status, p.status),
  );
  const [total] = await db.select({ n: count() }).from(wholesaleGoods).where(where);
  const rows = await db
    .select()
    .from(wholesaleGoods)
    .where(where)
    .orderBy(desc(wholesaleGoods.wholesaleGoodsId))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  const n = Number(total?.n ?? 0);
  return { page_count: Math.ceil(n / p.page_size), count: n, list: await goodsOut(db, rows) };
};

/** Checks the SKUs (each once, of the goods) and their tiers; answers them as stored with the goods' summary. */
const checkedSkus = async (tx: Db, goodsId: number, list: WholesaleSkuInput[]) => {
  const ids = list.map((k) => k.sku_id);
  if (new Set(ids).size !== ids.length) throw wsRefuse(wholesaleMessages.wsSkuTwice);
  const own = await tx
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .where(and(inArray(goodsSku.skuId, ids), eq(goodsSku.goodsId, goodsId)));
  const ownIds = new Set(own.map((k) => k.skuId));
  const missing = ids.find((id) => !ownIds.has(id));
  if (missing !== undefined) throw wsRefuse(wholesaleMessages.wsSkuInvalid, { sku_id: missing });
  const skus = list.map((k) => ({ skuId: k.sku_id, tiers: k.price_array.map((t): StoredTier => ({ num: t.num, price: t.price })) }));
  const bad = skus.find((k) => !tiersValid(k.tiers));
  if (bad) throw wsRefuse(wholesaleMessages.wsTiers, { sku_id: bad.skuId });
  return { skus, summary: tierSummary(skus.map((k) => k.tiers)) };
};

const byId = async (db: Db, id: number): Promise<WholesaleAdminGoods> => {
  const rows = await db.select().from(wholesaleGoods).where(eq(wholesaleGoods.wholesaleGoodsId, id));
  if (rows.length === 0) throw wsRefuse(wholesaleMessages.wsNotExist);
  return (await goodsOut(db, rows))[0]!;
};

/** Sells a goods by wholesale (one row per goods; a goods that has one is edited instead). */
export const wholesaleAdd = async (db: Db, p: WholesaleAddParams): Promise<WholesaleAdminGoods> => {
  const id = await db.transaction(async (tx) => {
    const [g] = await tx
      .select({ siteId: goods.siteId })
      .from(goods)
      .where(and(eq(goods.goodsId, p.goods_id), eq(goods.isDelete, 0)));
    if (!g) throw wsRefuse(wholesaleMessages.wsGoodsNotExist);
    const { skus, summary } = await checkedSkus(tx, p.goods_id, p.sku_list);
    const [row] = await tx
      .insert(wholesaleGoods)
      .values({ siteId: g.siteId, goodsId: p.goods_id, ...summary, status: WHOLESALE_STATUS.ON, createTime: nowSeconds() })
      .onConflictDoNothing()
      .returning({ id: wholesaleGoods.wholesaleGoodsId });
    if (!row) throw wsRefuse(wholesaleMessages.wsGoodsExists);
    await tx
      .insert(wholesaleSku)
      .values(skus.map((k) => ({ wholesaleGoodsId: row.id, goodsId: p.goods_id, skuId: k.skuId, priceJson: k.tiers })));
    return row.id;
  });
  return byId(db, id);
};

/** Replaces the SKUs and tiers of a wholesale goods and puts it on sale; the row is locked so edits queue. */
export const wholesaleEdit = async (db: Db, p: WholesaleEditParams): Promise<WholesaleAdminGoods> => {
  await db.transaction(async (tx) => {
    const [w] = await tx.select().from(wholesaleGoods).where(eq(wholesaleGoods.wholesaleGoodsId, p.wholesale_goods_id)).for('update');
    if (!w) throw wsRefuse(wholesaleMessages.wsNotExist);
    const { skus, summary } = await checkedSkus(tx, w.goodsId, p.sku_list);
    await tx
      .update(wholesaleGoods)
      .set({ ...summary, status: WHOLESALE_STATUS.ON })
      .where(eq(wholesaleGoods.wholesaleGoodsId, w.wholesaleGoodsId));
    await tx.delete(wholesaleSku).where(eq(wholesaleSku.wholesaleGoodsId, w.wholesaleGoodsId));
    await tx
      .insert(wholesaleSku)
      .values(skus.map((k) => ({ wholesaleGoodsId: w.wholesaleGoodsId, goodsId: w.goodsId, skuId: k.skuId, priceJson: k.tiers })));
  });
  return byId(db, p.wholesale_goods_id);
};

/** Stops selling by wholesale: checkouts and cart adds are refused; rows already in carts stay (shown as invalid). */
export const wholesaleClose = async (db: Db, id: number): Promise<WholesaleAdminGoods> => {
  const done = await db
    .update(wholesaleGoods)
    .set({ status: WHOLESALE_STATUS.OFF })
    .where(eq(wholesaleGoods.wholesaleGoodsId, id))
    .returning({ id: wholesaleGoods.wholesaleGoodsId });
  if (done.length === 0) throw wsRefuse(wholesaleMessages.wsNotExist);
  return byId(db, id);
};
