import { eq } from 'drizzle-orm';
import { formatFen, type ShopInfo } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { SM } from './shop.messages';
import { shop } from './shop.tables';

export type ShopRow = typeof shop.$inferSelect;

/** Credits are stored ×100: 490 → "4.90". */
const credit = (v: number) => formatFen(v);

export const toShopInfo = (r: ShopRow): ShopInfo => ({
  site_id: r.siteId,
  site_name: r.siteName,
  website_id: r.websiteId,
  is_own: r.isOwn,
  category_id: r.categoryId,
  category_name: r.categoryName,
  level_name: r.levelName,
  logo: r.logo,
  avatar: r.avatar,
  banner: r.banner,
  seo_keywords: r.seoKeywords,
  seo_description: r.seoDescription,
  qq: r.qq,
  ww: r.ww,
  telephone: r.telephone,
  address: r.address,
  full_address: r.fullAddress,
  longitude: r.longitude,
  latitude: r.latitude,
  workingtime: r.workingtime,
  work_week: r.workWeek,
  shop_adv: r.shopAdv,
  shop_status: r.shopStatus,
  start_time: r.startTime,
  expire_time: r.expireTime,
  shop_desccredit: credit(r.shopDesccredit),
  shop_servicecredit: credit(r.shopServicecredit),
  shop_deliverycredit: credit(r.shopDeliverycredit),
  shop_baozh: r.shopBaozh,
  shop_baozhopen: r.shopBaozhopen,
  shop_baozhrmb: formatFen(r.shopBaozhrmb),
  shop_qtian: r.shopQtian,
  shop_zhping: r.shopZhping,
  shop_erxiaoshi: r.shopErxiaoshi,
  shop_tuihuo: r.shopTuihuo,
  shop_shiyong: r.shopShiyong,
  shop_shiti: r.shopShiti,
  shop_xiaoxie: r.shopXiaoxie,
  shop_sales: r.shopSales,
  sub_num: r.subNum,
  create_time: r.createTime,
});

/** A shop by id; closed shops are answered too (`shop_status` 0) so pages can say so. */
export const shopInfo = async (db: Db, siteId: number): Promise<ShopInfo> => {
  const [row] = await db.select().from(shop).where(eq(shop.siteId, siteId)).limit(1);
  if (!row) throw new AppError(SM['shop.notExist']);
  return toShopInfo(row);
};
