/** Business constants from the spec (§9) and the mall's API conventions. */
export const APP_VERSION = '5.0.2';
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const TOKEN_TTL_SECONDS = 172_800; // 48 h
export const TOKEN_REFRESH_WINDOW_SECONDS = 300;

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_SECONDS = 600;
export const SMS_CODE_LENGTH = 4;
export const SMS_CODE_TTL_SECONDS = 600;
export const SMS_RESEND_SECONDS = 120;
export const MOBILE_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 6;

export const EARTH_RADIUS_KM = 6378.137;
export const STORE_CLEAR_DISTANCE_KM = 20;

export const LOADING_VIEW_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const TOAST_DURATION_MS = 1500;
export const PULL_REFRESH_THRESHOLD = 80;
export const LOAD_MORE_DISTANCE = 80;
export const BACK_TO_TOP_AFTER = 1000;

export const LANGS = ['zh-cn', 'en-us'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-cn';

/** Storefront themes; `default` is red. */
export const THEMES = ['default', 'blue', 'green', 'pink', 'golden'] as const;
export type Theme = (typeof THEMES)[number];

/** The add-on flags of `addon_is_exit` (spec §3 and every add-on the mall's `/api/addon/addonisexit` lists); 0 until built. */
export const ADDON_KEYS = [
  'bundling',
  'coupon',
  'discount',
  'fenxiao',
  'gift',
  'groupbuy',
  'manjian',
  'memberconsume',
  'memberrecharge',
  'memberregister',
  'membersignin',
  'memberwithdraw',
  'pintuan',
  'pointexchange',
  'seckill',
  'store',
  'topic',
  'bargain',
  'membercancel',
  'servicer',
  'platformcoupon',
  'city',
  'notes',
  'live',
  'wholesale',
  'cards',
  'egg',
  'turntable',
  'presale',
] as const;
export type AddonKey = (typeof ADDON_KEYS)[number];

export const APP_TYPES = { h5: 'H5', wechat: '微信公众号' } as const;
export type AppType = keyof typeof APP_TYPES;

/** Image size suffixes inserted before the extension. */
export const IMAGE_SIZES = ['big', 'mid', 'small'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
