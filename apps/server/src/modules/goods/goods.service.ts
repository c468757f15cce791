import { eq, inArray, sql } from 'drizzle-orm';
import {
  SHOP_STATUS,
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  formatFen,
  levelPrice,
  nowSeconds,
  type GoodsSkuCategoryInfo,
  type GoodsSkuDetail,
  type GoodsSkuDetailResult,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { preparedPer } from '../../infra/db/prepared';
import { rowsOf } from '../../infra/db/rows';
import { AppError } from '../../infra/http/errors';
import { shop, shopGroup, toShopInfo } from '../shop';
import { goodsMessages } from './goods.messages';
import { buildGoodsSpecFormat, readSkuSpec, readStoredSpecs } from './goods.specformat';
import { goods, goodsSku } from './goods.tables';
import { skuPriceAt, skuPriceFieldsAt } from './goods.price';

// The category tree and the goods list live in goods.category.ts and goods.list.ts.

// ---------------------------------------------------------------- one SKU

type SkuRow = {
  sku: typeof goodsSku.$inferSelect;
  goods: typeof goods.$inferSelect;
  shop: typeof shop.$inferSelect;
  groupName: string | null;
};

const skuWithShopQuery = preparedPer((db) =>
  db
    .select({ sku: goodsSku, goods, shop, groupName: shopGroup.groupName })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(shopGroup, eq(shopGroup.groupId, shop.groupId))
    .where(eq(goodsSku.skuId, sql.placeholder('skuId')))
    .limit(1)
    .prepare('goods_sku_with_shop'),
);

const siblingSkusQuery = preparedPer((db) =>
  db
    .select({ sku_id: goodsSku.skuId, stock: goodsSku.stock, spec: goodsSku.skuSpecFormat })
    .from(goodsSku)
    .where(eq(goodsSku.goodsId, sql.placeholder('goodsId')))
    .prepare('goods_sibling_skus'),
);

/** The SKU with its goods and shop, refused (clearly) when it cannot be sold: 2 prepared queries. */
const loadSellableSku = async (db: Db, skuId: number) => {
  const [row]: SkuRow[] = await skuWithShopQuery(db).execute({ skuId });
  if (!row || row.goods.isDelete !== 0) throw new AppError(goodsMessages['goods.notExist']);
  if (row.goods.goodsState !== GOODS_STATE.ON || row.goods.verifyState !== GOODS_VERIFY_STATE.APPROVED)
    throw new AppError(goodsMessages['goods.offShelf']);
  if (row.shop.shopStatus !== SHOP_STATUS.open) throw new AppError(goodsMessages['goods.shopClosed']);
  const siblings = await siblingSkusQuery(db).execute({ goodsId: row.goods.goodsId });
  const skuSpec = readSkuSpec(row.sku.skuSpecFormat);
  const specFormat = buildGoodsSpecFormat(
    readStoredSpecs(row.goods.goodsSpecFormat),
    siblings.map((s) => ({ sku_id: s.sku_id, stock: s.stock, spec: readSkuSpec(s.spec) })),
    skuSpec,
  );
  return { ...row, sku: skuPriceFieldsAt(row.sku, nowSeconds()), skuSpec, specFormat };
};

const toDetail = (r: Awaited<ReturnType<typeof loadSellableSku>>): GoodsSkuDetail => ({
  goods_id: r.goods.goodsId,
  sku_id: r.sku.skuId,
  goods_name: r.goods.goodsName,
  sku_name: r.sku.skuName,
  sku_no: r.sku.skuNo,
  sku_spec_format: JSON.stringify(r.skuSpec),
  price: formatFen(r.sku.price),
  market_price: formatFen(r.sku.marketPrice),
  discount_price: formatFen(r.sku.discountPrice),
  promotion_type: r.sku.promotionType,
  start_time: r.sku.startTime,
  end_time: r.sku.endTime,
  stock: r.sku.stock,
  click_num: r.goods.clickNum,
  sale_num: r.goods.saleNum,
  collect_num: r.goods.collectNum,
  sku_image: r.sku.skuImage,
  sku_images: r.sku.skuImages,
  site_id: r.goods.siteId,
  site_name: r.shop.siteName,
  website_id: r.goods.websiteId,
  is_own: r.goods.isOwn,
  category_id: r.goods.categoryId,
  goods_content: r.goods.goodsContent,
  goods_state: r.goods.goodsState,
  verify_state: r.goods.verifyState,
  is_free_shipping: r.goods.isFreeShipping,
  goods_spec_format: JSON.stringify(r.specFormat),
  goods_attr_format: JSON.stringify(Array.isArray(r.goods.goodsAttrFormat) ? r.goods.goodsAttrFormat : []),
  introduction: r.goods.introduction,
  keywords: r.goods.keywords,
  unit: r.goods.unit,
  video_url: r.goods.videoUrl,
  evaluate: r.goods.evaluate,
  is_virtual: r.goods.isVirtual,
  max_buy: r.goods.maxBuy,
  min_buy: r.goods.minBuy,
  goods_image: r.goods.goodsImage,
  purchased_num: 0,
  goods_promotion: [],
});

/**
 * The member's level discount (percent, 100 = none). Read with SQL rather than through the member face: the
 * member module already depends on this one (through coupons), and this is a read only.
 */
const levelDiscount = async (db: Db, memberId: number | null | undefined): Promise<number> => {
  if (!memberId) return 100;
  const [row] = rowsOf<{ d: number }>(
    await db.execute(sql`select l.consume_discount as d from member m join member_level l on l.level_id = m.member_level
      where m.member_id = ${memberId}`),
  );
  return row ? Number(row.d) : 100;
};

/** The detail with the member's level price when the level has a discount (checkout charges the same). */
const withMemberPrice = async (db: Db, d: GoodsSkuDetail, fen: number, memberId: number | null | undefined): Promise<GoodsSkuDetail> => {
  const discount = await levelDiscount(db, memberId);
  return discount < 100 ? { ...d, member_price: formatFen(levelPrice(fen, discount)) } : d;
};

/** One entry of `goods_promotion`: an activity of the goods not over yet, with its price for one of its SKUs. */
export interface GoodsPromotionEntry {
  /** The promotion kind ('seckill', …). */
  promotion_type: string;
  promotion_name: string;
  /** The activity SKU row (what the promotion's detail page takes, e.g. `seckill_id`). */
  id: number;
  activity_id: number;
  sku_id: number;
  /** The activity price. */
  promotion_price: string;
  start_time: number;
  end_time: number;
}

/**
 * The price promotions of the goods that are open and not over (promotion wing tables, read here with SQL since
 * that wing builds on this module). The answer is kept until an operator changes an activity (its triggers raise
 * the goods answer version), so the client compares `start_time`/`end_time` with the clock itself.
 */
const goodsPromotions = async (db: Db, goodsId: number): Promise<GoodsPromotionEntry[]> =>
  rowsOf<{
    kind: string;
    name: string;
    id: number;
    activity_id: number;
    sku_id: number;
    price: number;
    start_time: number;
    end_time: number;
  }>(
    await db.execute(sql`select * from (select a.kind, a.name, s.id, a.activity_id, s.sku_id, s.price, a.start_time, a.end_time
      from promotion_activity_sku s join promotion_activity a on a.activity_id = s.activity_id
      where s.goods_id = ${goodsId} and a.status <> -1 and a.end_time > ${nowSeconds()}
      union all
      -- sold by wholesale (no window): its lowest tier price, for the detail's 批发 row
      select 'wholesale', '', w.wholesale_goods_id, w.wholesale_goods_id, g.sku_id, w.min_price, 0, 0
      from promotion_wholesale_goods w join goods g on g.goods_id = w.goods_id where w.goods_id = ${goodsId} and w.status = 1) x
      order by x.start_time, x.id limit 20`),
  ).map((r) => ({
    promotion_type: r.kind,
    promotion_name: r.name,
    id: Number(r.id),
    activity_id: Number(r.activity_id),
    sku_id: Number(r.sku_id),
    promotion_price: formatFen(Number(r.price)),
    start_time: Number(r.start_time),
    end_time: Number(r.end_time),
  }));

/** `/api/goodssku/detail`: the SKU and its shop. */
export const goodsSkuDetail = async (db: Db, skuId: number, memberId?: number | null): Promise<GoodsSkuDetailResult> => {
  const r = await loadSellableSku(db, skuId);
  const detail = { ...toDetail(r), goods_promotion: await goodsPromotions(db, r.goods.goodsId) };
  return {
    goods_sku_detail: await withMemberPrice(db, detail, r.sku.discountPrice, memberId),
    shop_info: toShopInfo(r.shop, r.groupName),
  };
};

/** `/api/goodssku/info`: the SKU only (the detail page calls it when the shopper switches specs). */
export const goodsSkuInfo = async (db: Db, skuId: number, memberId?: number | null): Promise<GoodsSkuDetail> => {
  const r = await loadSellableSku(db, skuId);
  // The goods' promotions as on the detail, so the rows (秒杀, 团购 …) stay when the shopper switches specs.
  const detail = { ...toDetail(r), goods_promotion: await goodsPromotions(db, r.goods.goodsId) };
  return withMemberPrice(db, detail, r.sku.discountPrice, memberId);
};

/** `/api/goodssku/getInfoForCategory`: what the category page's add-to-cart popup needs. */
export const goodsSkuForCategory = async (db: Db, skuId: number): Promise<GoodsSkuCategoryInfo> => {
  const r = await loadSellableSku(db, skuId);
  return {
    goods_id: r.goods.goodsId,
    sku_id: r.sku.skuId,
    goods_name: r.goods.goodsName,
    sku_name: r.sku.skuName,
    sku_spec_format: JSON.stringify(r.skuSpec),
    goods_spec_format: JSON.stringify(r.specFormat),
    price: formatFen(r.sku.price),
    market_price: formatFen(r.sku.marketPrice),
    discount_price: formatFen(r.sku.discountPrice),
    stock: r.sku.stock,
    sku_image: r.sku.skuImage,
    sku_images: r.sku.skuImages,
    site_id: r.goods.siteId,
    unit: r.goods.unit,
    min_buy: r.goods.minBuy,
    max_buy: r.goods.maxBuy,
    is_virtual: r.goods.isVirtual,
    goods_state: r.goods.goodsState,
  };
};

// ---------------------------------------------------------------- for other modules

/** What the cart (and later checkout) needs of a SKU; prices in fen. */
export interface CartSku {
  sku_id: number;
  goods_id: number;
  site_id: number;
  site_name: string;
  website_id: number;
  is_own: number;
  sku_name: string;
  sku_no: string;
  /** JSON string of `[{spec_id, spec_name, spec_value_id, spec_value_name}]`. */
  sku_spec_format: string;
  price: number;
  market_price: number;
  discount_price: number;
  stock: number;
  sku_image: string;
  goods_name: string;
  unit: string;
  goods_state: number;
  verify_state: number;
  is_delete: number;
  shop_status: number;
  min_buy: number;
  max_buy: number;
}

/** SKUs by id in one query, whatever their state (the caller decides what is sellable); unknown ids are left out. */
export const skusForCart = async (db: Db, skuIds: number[]): Promise<CartSku[]> => {
  const ids = [...new Set(skuIds.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      sku_id: goodsSku.skuId,
      goods_id: goodsSku.goodsId,
      site_id: goods.siteId,
      site_name: shop.siteName,
      website_id: goods.websiteId,
      is_own: goods.isOwn,
      sku_name: goodsSku.skuName,
      sku_no: goodsSku.skuNo,
      spec: goodsSku.skuSpecFormat,
      price: goodsSku.price,
      market_price: goodsSku.marketPrice,
      discount_price: skuPriceAt(nowSeconds()),
      stock: goodsSku.stock,
      sku_image: goodsSku.skuImage,
      goods_name: goods.goodsName,
      unit: goods.unit,
      goods_state: goods.goodsState,
      verify_state: goods.verifyState,
      is_delete: goods.isDelete,
      shop_status: shop.shopStatus,
      min_buy: goods.minBuy,
      max_buy: goods.maxBuy,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(inArray(goodsSku.skuId, ids));
  const byId = new Map(rows.map(({ spec, ...r }) => [r.sku_id, { ...r, sku_spec_format: JSON.stringify(readSkuSpec(spec)) }]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
};

/**
 * Refreshes the list fields a goods row keeps from its SKUs: the default SKU (the flagged one when it
 * has stock, else the first with stock, else the first), its prices, and the total sales.
 */
export const syncGoodsFromSkus = async (db: Db, goodsIds: number[]): Promise<void> => {
  if (goodsIds.length === 0) return;
  await db.execute(sql`
    update goods g set
      sku_id = d.sku_id, price = d.price, market_price = d.market_price, discount_price = d.discount_price,
      sale_num = d.total_sales
    from (
      select distinct on (s.goods_id) s.goods_id, s.sku_id, s.price, s.market_price, s.discount_price,
        sum(s.sale_num) over (partition by s.goods_id) as total_sales
      from goods_sku s
      where s.goods_id in ${sql.raw(`(${goodsIds.map((id) => Math.trunc(id)).join(',')})`)}
      order by s.goods_id, (s.stock > 0) desc, s.is_default desc, s.sku_id
    ) d
    where g.goods_id = d.goods_id`);
};
