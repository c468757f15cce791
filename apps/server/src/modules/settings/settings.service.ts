import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  ADDON_KEYS,
  ADDON_STATUS,
  type AddonKey,
  type CopyrightConfig,
  type DefaultImages,
  nowSeconds,
  type Theme,
  THEMES,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { addon, setting } from './settings.tables';

export interface SettingRow {
  site_id: number;
  app_module: string;
  config_key: string;
  value: Record<string, unknown>;
  config_desc: string;
  is_use: number;
  create_time: number;
  modify_time: number;
}

const toRow = (r: typeof setting.$inferSelect): SettingRow => ({
  site_id: 0,
  app_module: 'shop',
  config_key: r.configKey,
  value: r.value as Record<string, unknown>,
  config_desc: r.configDesc,
  is_use: r.isUse,
  create_time: r.createTime,
  modify_time: r.modifyTime,
});

/** A settings row in the mall's config shape, or a disabled empty row when the operator never saved it. */
export const getSetting = async (db: Db, key: string): Promise<SettingRow> => {
  const [r] = await db.select().from(setting).where(eq(setting.configKey, key)).limit(1);
  return r
    ? toRow(r)
    : { site_id: 0, app_module: 'shop', config_key: key, value: {}, config_desc: '', is_use: 0, create_time: 0, modify_time: 0 };
};

export const putSetting = async (db: Db, key: string, value: unknown, isUse = 1): Promise<void> => {
  const now = nowSeconds();
  await db
    .insert(setting)
    .values({ configKey: key, value, isUse, createTime: now, modifyTime: now })
    .onConflictDoUpdate({ target: setting.configKey, set: { value, isUse, modifyTime: now } });
};

export const addonFlags = async (db: Db): Promise<Record<AddonKey, 0 | 1>> => {
  const rows = await db
    .select()
    .from(addon)
    .where(inArray(addon.name, [...ADDON_KEYS]));
  const on = new Set(rows.filter((r) => r.status === ADDON_STATUS.on).map((r) => r.name));
  return Object.fromEntries(ADDON_KEYS.map((k) => [k, on.has(k) ? 1 : 0])) as Record<AddonKey, 0 | 1>;
};

const COPYRIGHT_KEYS = [
  'logo',
  'company_name',
  'copyright_link',
  'copyright_desc',
  'icp',
  'gov_record',
  'gov_url',
  'market_supervision_url',
] as const;

/** The footer copyright block (setting `COPYRIGHT`); texts the operator never set are ''. */
export const copyright = async (db: Db): Promise<CopyrightConfig> => {
  const stored = (await getSetting(db, 'COPYRIGHT')).value;
  return Object.fromEntries(COPYRIGHT_KEYS.map((k) => [k, typeof stored[k] === 'string' ? stored[k] : ''])) as unknown as CopyrightConfig;
};

export const styleTheme = async (db: Db): Promise<Theme> => {
  const v = (await getSetting(db, 'STYLE_THEME')).value.style_theme;
  return THEMES.includes(v as Theme) ? (v as Theme) : 'default';
};

/** Each default image's key as the mall names it, and the file shipped for it. */
const DEFAULT_IMG_FILES: Record<keyof DefaultImages, string> = {
  default_goods_img: 'goods',
  default_headimg: 'head',
  default_shop_img: 'shop',
  default_category_img: 'category',
  default_city_img: 'city',
  default_supply_img: 'supply',
  default_store_img: 'store',
  default_brand_img: 'brand',
};

/** Default images: the operator's where set, else the shipped ones. */
export const defaultImages = async (db: Db): Promise<DefaultImages> => {
  const stored = (await getSetting(db, 'DEFAULT_IMG')).value as Partial<Record<keyof DefaultImages, string>>;
  const pick = (key: keyof DefaultImages): string => stored[key] ?? `upload/default/${DEFAULT_IMG_FILES[key]}.png`;
  return {
    default_goods_img: pick('default_goods_img'),
    default_headimg: pick('default_headimg'),
    default_shop_img: pick('default_shop_img'),
    default_category_img: pick('default_category_img'),
    default_city_img: pick('default_city_img'),
    default_supply_img: pick('default_supply_img'),
    default_store_img: pick('default_store_img'),
    default_brand_img: pick('default_brand_img'),
  };
};

/** The token secret is kept in the database so every API process signs alike. */
export const loadTokenSecret = async (db: Db): Promise<string> => {
  const existing = await getSetting(db, 'TOKEN_SECRET');
  if (typeof existing.value.secret === 'string') return existing.value.secret;
  const secret = crypto.randomBytes(32).toString('hex');
  await db.insert(setting).values({ configKey: 'TOKEN_SECRET', value: { secret }, isUse: 1 }).onConflictDoNothing();
  const again = await getSetting(db, 'TOKEN_SECRET');
  return again.value.secret as string;
};
