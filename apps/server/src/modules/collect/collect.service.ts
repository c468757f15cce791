import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  SHOP_STATUS,
  formatFen,
  nowSeconds,
  pageCount,
  type GoodsBrowseItem,
  type GoodsCollectItem,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { addClickNum, addCollectNumTx, goods, goodsSku, removeCollectNumTx } from '../goods';
import { followShopTx, shop } from '../shop';
import { collectMessages } from './collect.messages';
import { goodsBrowse, goodsCollect } from './collect.tables';

/** The SKU and its goods when the goods exists (deleted goods cannot be collected or browsed). */
const skuWithGoods = async (db: Db, skuId: number) => {
  const [row] = await db
    .select({
      skuId: goodsSku.skuId,
      skuName: goodsSku.skuName,
      skuImage: goodsSku.skuImage,
      goodsId: goods.goodsId,
      goodsName: goods.goodsName,
      siteId: goods.siteId,
      categoryId: goods.categoryId,
      isDelete: goods.isDelete,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(eq(goodsSku.skuId, skuId))
    .limit(1);
  if (!row || row.isDelete !== 0) throw new AppError(collectMessages['collect.goodsNotExist']);
  return row;
};

/** 1 when the goods can be bought now. */
const sellableFlag = sql<number>`case when ${goods.goodsState} = ${GOODS_STATE.ON} and ${goods.verifyState} = ${GOODS_VERIFY_STATE.APPROVED} and ${goods.isDelete} = 0 and ${shop.shopStatus} = ${SHOP_STATUS.open} then 1 else 0 end`;

// ---------------------------------------------------------------- collections

/**
 * Collects the SKU's goods for the member (once per goods) and counts it on `goods.collect_num`,
 * in one transaction. Answers the collect id (the existing one when already collected).
 */
export const addCollect = async (db: Db, memberId: number, skuId: number): Promise<number> => {
  const s = await skuWithGoods(db, skuId);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [inserted] = await t
      .insert(goodsCollect)
      .values({
        memberId,
        goodsId: s.goodsId,
        skuId: s.skuId,
        siteId: s.siteId,
        categoryId: s.categoryId,
        goodsName: s.goodsName,
        skuName: s.skuName,
        skuImage: s.skuImage,
        createTime: nowSeconds(),
      })
      .onConflictDoNothing({ target: [goodsCollect.memberId, goodsCollect.goodsId] })
      .returning({ id: goodsCollect.collectId });
    if (inserted) {
      await addCollectNumTx(t, s.goodsId);
      // Collecting a goods also follows its shop (reference §4.5).
      await followShopTx(t, memberId, s.siteId);
      return inserted.id;
    }
    const [existing] = await t
      .select({ id: goodsCollect.collectId })
      .from(goodsCollect)
      .where(and(eq(goodsCollect.memberId, memberId), eq(goodsCollect.goodsId, s.goodsId)))
      .limit(1);
    return existing?.id ?? 0;
  });
};

/** Removes the member's collection of a goods; answers 1 when something was removed, else 0. */
export const deleteCollect = async (db: Db, memberId: number, goodsId: number): Promise<number> =>
  db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const removed = await t
      .delete(goodsCollect)
      .where(and(eq(goodsCollect.memberId, memberId), eq(goodsCollect.goodsId, goodsId)))
      .returning({ id: goodsCollect.collectId });
    if (removed.length > 0) {
      await removeCollectNumTx(t, goodsId, removed.length);
    }
    return removed.length;
  });

export const isCollect = async (db: Db, memberId: number, goodsId: number): Promise<0 | 1> => {
  const [row] = await db
    .select({ id: goodsCollect.collectId })
    .from(goodsCollect)
    .where(and(eq(goodsCollect.memberId, memberId), eq(goodsCollect.goodsId, goodsId)))
    .limit(1);
  return row ? 1 : 0;
};

export const collectPage = async (db: Db, memberId: number, page: number, pageSize: number): Promise<Paged<GoodsCollectItem>> => {
  const [{ n }] = await db.select({ n: count() }).from(goodsCollect).where(eq(goodsCollect.memberId, memberId));
  const result: Paged<GoodsCollectItem> = { page_count: pageCount(n, pageSize), count: n, list: [] };
  const offset = (page - 1) * pageSize;
  if (n === 0 || offset >= n) return result;
  const rows = await db
    .select({
      collectId: goodsCollect.collectId,
      goodsId: goodsCollect.goodsId,
      skuId: goodsCollect.skuId,
      siteId: goodsCollect.siteId,
      siteName: shop.siteName,
      goodsName: goods.goodsName,
      skuName: goodsSku.skuName,
      price: goodsSku.price,
      discountPrice: goodsSku.discountPrice,
      skuImage: goodsSku.skuImage,
      goodsImage: goods.goodsImage,
      sellable: sellableFlag,
      stock: goodsSku.stock,
      createTime: goodsCollect.createTime,
    })
    .from(goodsCollect)
    .innerJoin(goods, eq(goods.goodsId, goodsCollect.goodsId))
    .innerJoin(goodsSku, eq(goodsSku.skuId, goodsCollect.skuId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(eq(goodsCollect.memberId, memberId))
    .orderBy(desc(goodsCollect.createTime), desc(goodsCollect.collectId))
    .limit(pageSize)
    .offset(offset);
  result.list = rows.map((r) => ({
    collect_id: r.collectId,
    member_id: memberId,
    goods_id: r.goodsId,
    sku_id: r.skuId,
    site_id: r.siteId,
    site_name: r.siteName,
    goods_name: r.goodsName,
    sku_name: r.skuName,
    sku_price: formatFen(r.discountPrice),
    discount_price: formatFen(r.discountPrice),
    sku_image: r.skuImage,
    goods_image: r.goodsImage,
    goods_state: Number(r.sellable),
    stock: r.stock,
    create_time: r.createTime,
  }));
  return result;
};

// ---------------------------------------------------------------- footprints

/** Records that the member viewed the SKU: one row per goods, its time moved to now. Answers the row id. */
export const addBrowse = async (db: Db, memberId: number, skuId: number): Promise<number> => {
  const s = await skuWithGoods(db, skuId);
  const t = nowSeconds();
  const [row] = await db
    .insert(goodsBrowse)
    .values({ memberId, goodsId: s.goodsId, skuId: s.skuId, siteId: s.siteId, categoryId: s.categoryId, browseTime: t })
    .onConflictDoUpdate({ target: [goodsBrowse.memberId, goodsBrowse.goodsId], set: { skuId: s.skuId, browseTime: t } })
    .returning({ id: goodsBrowse.id });
  return row.id;
};

/** Deletes the member's own footprints among `ids` (others' ids are ignored); answers how many went. */
export const deleteBrowse = async (db: Db, memberId: number, ids: number[]): Promise<number> => {
  const removed = await db
    .delete(goodsBrowse)
    .where(and(eq(goodsBrowse.memberId, memberId), inArray(goodsBrowse.id, ids)))
    .returning({ id: goodsBrowse.id });
  return removed.length;
};

export const browsePage = async (db: Db, memberId: number, page: number, pageSize: number): Promise<Paged<GoodsBrowseItem>> => {
  const [{ n }] = await db.select({ n: count() }).from(goodsBrowse).where(eq(goodsBrowse.memberId, memberId));
  const result: Paged<GoodsBrowseItem> = { page_count: pageCount(n, pageSize), count: n, list: [] };
  const offset = (page - 1) * pageSize;
  if (n === 0 || offset >= n) return result;
  const rows = await db
    .select({
      id: goodsBrowse.id,
      browseTime: goodsBrowse.browseTime,
      skuId: goodsBrowse.skuId,
      goodsId: goodsBrowse.goodsId,
      siteId: goodsBrowse.siteId,
      skuName: goodsSku.skuName,
      skuImage: goodsSku.skuImage,
      goodsName: goods.goodsName,
      goodsImage: goods.goodsImage,
      price: goodsSku.price,
      marketPrice: goodsSku.marketPrice,
      discountPrice: goodsSku.discountPrice,
      saleNum: goods.saleNum,
      isFreeShipping: goods.isFreeShipping,
      promotionType: goodsSku.promotionType,
      sellable: sellableFlag,
      stock: goodsSku.stock,
    })
    .from(goodsBrowse)
    .innerJoin(goods, eq(goods.goodsId, goodsBrowse.goodsId))
    .innerJoin(goodsSku, eq(goodsSku.skuId, goodsBrowse.skuId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(eq(goodsBrowse.memberId, memberId))
    .orderBy(desc(goodsBrowse.browseTime), desc(goodsBrowse.id))
    .limit(pageSize)
    .offset(offset);
  result.list = rows.map((r) => ({
    id: r.id,
    browse_time: r.browseTime,
    sku_id: r.skuId,
    goods_id: r.goodsId,
    site_id: r.siteId,
    sku_name: r.skuName,
    sku_image: r.skuImage,
    goods_name: r.goodsName,
    goods_image: r.goodsImage,
    price: formatFen(r.price),
    market_price: formatFen(r.marketPrice),
    discount_price: formatFen(r.discountPrice),
    sale_num: r.saleNum,
    is_free_shipping: r.isFreeShipping,
    promotion_type: r.promotionType,
    goods_state: Number(r.sellable),
    stock: r.stock,
  }));
  return result;
};

// ---------------------------------------------------------------- views

/** Counts one view of the SKU's goods. */
export const modifyClicks = async (db: Db, skuId: number): Promise<number> => {
  const s = await skuWithGoods(db, skuId);
  await addClickNum(db, s.goodsId);
  return 1;
};
