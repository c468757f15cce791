import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { pageCount, type GoodsBrandItem, type GoodsBrandPageParams, type Paged } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { goodsBrand } from './goods.tables';

export const toBrandItem = (b: {
  brandId: number;
  brandName: string;
  brandInitial: string;
  siteId: number;
  imageUrl: string;
}): GoodsBrandItem => ({
  brand_id: b.brandId,
  brand_name: b.brandName,
  brand_initial: b.brandInitial,
  site_id: b.siteId,
  image_url: b.imageUrl,
});

/**
 * `/api/goodsbrand/page`: recommended brands of the platform (site_id 0) or a shop, by weight; one
 * statement (window count) on `goods_brand_list_idx`, plus a count when the page lies past the end.
 */
export const goodsBrandPage = async (db: Db, p: GoodsBrandPageParams): Promise<Paged<GoodsBrandItem>> => {
  const cond = and(eq(goodsBrand.siteId, p.site_id), eq(goodsBrand.isRecommend, 1));
  const rows = await db
    .select({
      brandId: goodsBrand.brandId,
      brandName: goodsBrand.brandName,
      brandInitial: goodsBrand.brandInitial,
      siteId: goodsBrand.siteId,
      imageUrl: goodsBrand.imageUrl,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(goodsBrand)
    .where(cond)
    .orderBy(desc(goodsBrand.sort), asc(goodsBrand.brandId))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && p.page > 1) {
    [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(goodsBrand)
      .where(cond);
  }
  return { page_count: pageCount(total, p.page_size), count: total, list: rows.map(toBrandItem) };
};
