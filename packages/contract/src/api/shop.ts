import { z } from 'zod';
import { idParam } from '../core/fields';

/** Shop endpoints (reference §4.6). Credits are "4.90"-style strings; service flags 0/1. */

export const shopInfoParams = z.object({
  site_id: idParam(),
});
export type ShopInfoParams = z.infer<typeof shopInfoParams>;

export interface ShopInfo {
  site_id: number;
  site_name: string;
  website_id: number;
  /** 1 = run by the platform (自营). */
  is_own: number;
  category_id: number;
  category_name: string;
  level_name: string;
  logo: string;
  avatar: string;
  banner: string;
  seo_keywords: string;
  seo_description: string;
  qq: string;
  ww: string;
  telephone: string;
  address: string;
  full_address: string;
  longitude: string;
  latitude: string;
  workingtime: string;
  work_week: string;
  shop_adv: string;
  /** 1 open, 0 closed. */
  shop_status: number;
  start_time: number;
  expire_time: number;
  /** Scores 0.00–5.00. */
  shop_desccredit: string;
  shop_servicecredit: string;
  shop_deliverycredit: string;
  /** 保证服务 and its deposit. */
  shop_baozh: number;
  shop_baozhopen: number;
  shop_baozhrmb: string;
  /** 7天退换 */
  shop_qtian: number;
  /** 正品保障 */
  shop_zhping: number;
  /** 两小时发货 */
  shop_erxiaoshi: number;
  /** 退货承诺 */
  shop_tuihuo: number;
  /** 试用中心 */
  shop_shiyong: number;
  /** 实体验证 */
  shop_shiti: number;
  /** 消协保证 */
  shop_xiaoxie: number;
  shop_sales: number;
  /** Followers. */
  sub_num: number;
  create_time: number;
}
