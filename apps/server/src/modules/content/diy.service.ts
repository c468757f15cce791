import { and, eq } from 'drizzle-orm';
import {
  DIY_VIEW_CITY_INDEX,
  type DiyBlock,
  type DiyBottomNav,
  type DiyGlobal,
  type DiyMemberIndex,
  type DiyMemberMenuItem,
  type DiyPageValue,
  type DiyView,
  type Lang,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { addonFlags, cachedPublicRead, getSetting } from '../settings';
import { sanitizeHtml } from '../goods';
import { website } from '../website';
import { diyView } from './content.tables';
import { resolveLang } from './diy.lang';
import { upgradeBlock, withBothLinkKeys } from './diy.schema';
import { DEFAULT_MEMBER_INDEX } from './diy.memberindex';

interface StoredPage {
  global?: Partial<DiyGlobal>;
  value?: unknown[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The city sub-site's area (`website` table of the city add-on); null when there is no such site. */
const websiteArea = async (db: Db, websiteId: number): Promise<{ site_area_id: number; site_area_name: string } | null> => {
  const [row] = await db
    .select({ site_area_id: website.siteAreaId, site_area_name: website.siteAreaName })
    .from(website)
    .where(eq(website.siteId, websiteId))
    .limit(1);
  return row ?? null;
};

/** Server-side cleaning of what a block may carry: rich text is sanitised on the way out. */
const cleanBlock = (b: DiyBlock): DiyBlock =>
  b.controller === 'RichText' ? { ...b, html: sanitizeHtml(typeof b.html === 'string' ? b.html : '') } : b;

/** The page JSON of a `/api/diyview/info` answer (its `value` string), for the server's own readers. */
export const diyPageOf = (view: DiyView | null): DiyPageValue | null => {
  if (!view) return null;
  try {
    const page = JSON.parse(view.value) as unknown;
    return isRecord(page) && Array.isArray(page.value) ? (page as unknown as DiyPageValue) : null;
  } catch {
    return null;
  }
};

type DiyViewQuery = { id?: number; name?: string; siteId: number; websiteId?: number; lang: Lang };

/**
 * A decorated page by id or by name (per site, and per city sub-site for `DIY_VIEW_CITY_INDEX`), or
 * null when there is none. Blocks that belong to an add-on which is not installed are removed, as are
 * malformed ones; texts are in `lang` (see resolveLang). `value` is the page JSON as a string, as Niushop
 * sends it. City home pages add the sub-site's `site_area_id` and `site_area_name`.
 * Pages read only `diy_view`, `addon` and `website`, so they are kept in memory while those are unchanged
 * (`cachedPublicRead`).
 */
export const diyViewInfo = (db: Db, q: DiyViewQuery): Promise<DiyView | null> => {
  const byName = q.id ? '' : `${q.name ?? ''}:${q.siteId}:${q.name === DIY_VIEW_CITY_INDEX ? (q.websiteId ?? 0) : 0}`;
  const key = `diy:${q.id ?? ''}:${byName}:${q.lang}`;
  return cachedPublicRead(db, key, () => readDiyView(db, q));
};

const readDiyView = async (db: Db, q: DiyViewQuery): Promise<DiyView | null> => {
  const isCity = !q.id && q.name === DIY_VIEW_CITY_INDEX;
  const websiteId = isCity ? (q.websiteId ?? 0) : 0;
  if (isCity && websiteId <= 0) return null;
  const where = q.id
    ? eq(diyView.id, q.id)
    : and(eq(diyView.siteId, q.siteId), eq(diyView.websiteId, websiteId), eq(diyView.name, q.name ?? ''));
  const [row] = await db.select().from(diyView).where(where).limit(1);
  if (!row) return null;
  const page = resolveLang((isRecord(row.value) ? row.value : {}) as StoredPage, q.lang);
  let blocks = (Array.isArray(page.value) ? page.value : [])
    .filter((b): b is Record<string, unknown> => isRecord(b) && typeof b.controller === 'string')
    .map((b) => withBothLinkKeys(upgradeBlock(b)) as unknown as DiyBlock);
  if (blocks.some((b) => b.addon_name)) {
    const addons = await addonFlags(db);
    blocks = blocks.filter((b) => !b.addon_name || (addons as Record<string, number>)[b.addon_name] === 1);
  }
  const value: DiyPageValue = {
    global: { ...page.global, title: String(page.global?.title ?? row.title), bgColor: String(page.global?.bgColor ?? '') },
    value: blocks.map(cleanBlock),
  };
  const view: DiyView = {
    id: row.id,
    site_id: row.siteId,
    name: row.name,
    title: value.global.title || row.title,
    value: JSON.stringify(value),
  };
  if (row.name === DIY_VIEW_CITY_INDEX && row.websiteId > 0) {
    const area = await websiteArea(db, row.websiteId);
    view.site_area_id = area?.site_area_id ?? 0;
    view.site_area_name = area?.site_area_name ?? '';
  }
  return view;
};

const EMPTY_NAV: DiyBottomNav = { type: 1, backgroundColor: '#ffffff', textColor: '#333333', textHoverColor: '', list: [] };

/** A bottom navigation setting in `lang`, or null when the operator has not switched one on. */
const navSetting = async (db: Db, key: string, lang: Lang): Promise<DiyBottomNav | null> => {
  const s = await getSetting(db, key);
  return s.is_use && isRecord(s.value) ? withBothLinkKeys(resolveLang({ ...EMPTY_NAV, ...s.value } as DiyBottomNav, lang)) : null;
};

/** The platform's bottom navigation (setting `DIY_BOTTOM_NAV`), texts in `lang`; null when it is off. */
export const platformBottomNav = (db: Db, lang: Lang): Promise<DiyBottomNav | null> => navSetting(db, 'DIY_BOTTOM_NAV', lang);

/** The platform's bottom navigation (an empty one when it is off). */
export const bottomNav = async (db: Db, lang: Lang): Promise<DiyBottomNav> => (await platformBottomNav(db, lang)) ?? EMPTY_NAV;

/** A shop's bottom navigation (`DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG_SHOP_<id>`), else the platform's. */
export const shopBottomNav = async (db: Db, siteId: number, lang: Lang): Promise<DiyBottomNav> =>
  (await navSetting(db, `DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG_SHOP_${siteId}`, lang)) ?? bottomNav(db, lang);

/** Add-on tags the member menu always keeps (reference §4.1: the verifier entry checks the shopper itself). */
const ALWAYS_KEPT_TAGS = new Set(['', 'verifier']);

/**
 * The member centre's decoration (setting `DIY_VIEW_MEMBER_INDEX`) in `lang`: its menu without hidden
 * entries and without those of add-ons that are off.
 */
export const memberIndex = async (db: Db, lang: Lang): Promise<DiyMemberIndex> => {
  const s = await getSetting(db, 'DIY_VIEW_MEMBER_INDEX');
  const saved = isRecord(s.value) && Array.isArray(s.value.menuList) ? s.value : DEFAULT_MEMBER_INDEX;
  const stored = resolveLang({ ...DEFAULT_MEMBER_INDEX, ...saved } as DiyMemberIndex, lang);
  const addons = (await addonFlags(db)) as Record<string, number>;
  const menuList = (Array.isArray(stored.menuList) ? stored.menuList : []).filter(
    (m): m is DiyMemberMenuItem =>
      isRecord(m) &&
      typeof m.text === 'string' &&
      Boolean(m.isShow) &&
      (ALWAYS_KEPT_TAGS.has(String(m.tag ?? '')) || addons[String(m.tag)] === 1),
  );
  return { ...stored, menuList };
};
