import { z } from 'zod';
import type { AddonKey, Theme } from '../core/constants';
import { endpoint, returns } from '../core/endpoint';
import type { RegisterRewardCoupon } from './coupon';
import type { DiyBottomNav } from './diy';

/**
 * Settings rows as the mall returns them (`/api/register/config`, `/memberregister/api/Config/Config`,
 * `/api/config/getCaptchaConfig`): the whole row, the client reads `is_use` and `value.*`.
 */
export interface ConfigRow<V> {
  site_id: number;
  app_module: string;
  config_key: string;
  value: V;
  config_desc: string;
  is_use: number;
  create_time: number;
  modify_time: number;
}

/** `/api/register/config` value: comma lists of the enabled login and register modes. */
export interface RegisterConfigValue {
  /** e.g. "username,mobile" */
  login: string;
  /** e.g. "username" */
  register: string;
  third_party: 0 | 1;
  bind_mobile: 0 | 1;
  /** Minimum password length on registration. */
  pwd_len: number;
  /** Required character kinds, comma list of `number`, `letter`, `upper_case`, `symbol`; "" = none. */
  pwd_complexity: string;
}
export type RegisterConfig = ConfigRow<RegisterConfigValue>;

/** `/memberregister/api/Config/Config` value: the new-member gift. */
export interface RegisterRewardValue {
  point: number;
  /** Money, "0.00". */
  balance: string;
  growth: number;
  /** Platform coupon type ids, comma list ("" = none); one of each is issued on registration. */
  coupon: string;
  /** The active coupon types of `coupon` as the reward popup shows them (spec §3); always sent by the server. */
  coupon_list?: RegisterRewardCoupon[];
}
export type RegisterRewardConfig = ConfigRow<RegisterRewardValue>;

/** `/api/config/getCaptchaConfig` value: 1 = picture captcha required on shopper login/register. */
export interface CaptchaConfigValue {
  shop_reception_login: 0 | 1;
}
export type CaptchaConfig = ConfigRow<CaptchaConfigValue>;

export type AddonFlags = Record<AddonKey, 0 | 1>;

/** `/api/config/defaultimg`: relative image paths. */
export interface DefaultImages {
  default_goods_img: string;
  default_headimg: string;
  default_shop_img: string;
  default_category_img: string;
  default_city_img: string;
  default_supply_img: string;
  default_store_img: string;
  default_brand_img: string;
}

/** `/api/config/init`. */
export interface InitConfig {
  /** Pieces in the member's cart over lines that can be bought; 0 for visitors. */
  cart_count: number;
  wholesale_cart_count: number;
  style_theme: Theme;
  addon_is_exit: AddonFlags;
  /** The platform bottom navigation config, texts in the request's language (`{}` when not set). */
  diy_bottom_nav: DiyBottomNav | Record<string, never>;
  development: 0 | 1;
  default_img: DefaultImages;
}

/** `/api/diyview/style`. */
export interface StyleResult {
  style_theme: Theme;
}

/** `/api/config/copyright`: the copyright block of the mall's footer (empty texts until the operator sets them). */
export interface CopyrightConfig {
  logo: string;
  company_name: string;
  copyright_link: string;
  copyright_desc: string;
  icp: string;
  gov_record: string;
  gov_url: string;
  market_supervision_url: string;
}

/** `/api/addon/isexit`: is the add-on `name` installed (answers 0/1). */
/** Whether an installed add-on is switched on (`addon_is_exit` answers 1 only for those). */
export const ADDON_STATUS = { off: 0, on: 1 } as const;

export const addonIsExitParams = z.object({ name: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(32)) });
export type AddonIsExitParams = z.infer<typeof addonIsExitParams>;

/** Start-up and settings (spec §7, reference §4.1). */
export const configApi = {
  init: endpoint({
    path: '/api/config/init',
    access: 'optional',
    response: returns<InitConfig>(),
    summary: "Start-up settings: theme, add-ons, default images, bottom navigation and the member's cart count",
  }),
  defaultImg: endpoint({
    path: '/api/config/defaultimg',
    access: 'visitor',
    response: returns<DefaultImages>(),
    summary: 'The default images',
  }),
  style: endpoint({ path: '/api/diyview/style', access: 'visitor', response: returns<StyleResult>(), summary: "The mall's colour theme" }),
  addonIsExit: endpoint({
    path: '/api/addon/addonisexit',
    access: 'visitor',
    response: returns<AddonFlags>(),
    summary: 'Which add-ons are installed (0/1 by name)',
  }),
  isExit: endpoint({
    path: '/api/addon/isexit',
    access: 'visitor',
    params: addonIsExitParams,
    response: returns<0 | 1>(),
    summary: 'Whether one add-on is installed',
  }),
  copyright: endpoint({
    path: '/api/config/copyright',
    access: 'visitor',
    response: returns<CopyrightConfig>(),
    summary: "The footer's copyright block",
  }),
  health: endpoint({
    path: '/api/health',
    access: 'visitor',
    response: returns<1>(),
    summary: 'Health check: answers 1 once the database answers one query',
  }),
  time: endpoint({ path: '/api/config/time', access: 'visitor', response: returns<number>(), summary: "The server's time, unix seconds" }),
  captchaConfig: endpoint({
    path: '/api/config/getCaptchaConfig',
    access: 'visitor',
    response: returns<CaptchaConfig>(),
    summary: 'Whether a picture captcha is required on login and registration',
  }),
};
