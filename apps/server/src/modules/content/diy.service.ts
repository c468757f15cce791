import { and, eq } from 'drizzle-orm';
import { DIY_VIEW_CITY_INDEX, type DiyBlock, type DiyBottomNav, type DiyGlobal, type DiyView } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { addonFlags, getSetting } from '../config';
import { sanitizeHtml } from '../goods';
import { website } from '../website';
import { diyView } from './content.tables';

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

/**
 * A decorated page by id or by name (per site, and per city sub-site for `DIY_VIEW_CITY_INDEX`), or
 * null when there is none. Blocks that belong to an add-on which is not installed are removed, as are
 * malformed ones. City home pages add the sub-site's `site_area_id` and `site_area_name`.
 */
export const diyViewInfo = async (
  db: Db,
  q: { id?: number; name?: string; siteId: number; websiteId?: number },
): Promise<DiyView | null> => {
  const isCity = !q.id && q.name === DIY_VIEW_CITY_INDEX;
  const websiteId = isCity ? (q.websiteId ?? 0) : 0;
  if (isCity && websiteId <= 0) return null;
  const where = q.id
    ? eq(diyView.id, q.id)
    : and(eq(diyView.siteId, q.siteId), eq(diyView.websiteId, websiteId), eq(diyView.name, q.name ?? ''));
  const [row] = await db.select().from(diyView).where(where).limit(1);
  if (!row) return null;
  const page = (isRecord(row.value) ? row.value : {}) as StoredPage;
  let blocks = (Array.isArray(page.value) ? page.value : []).filter(
    (b): b is DiyBlock => isRecord(b) && typeof b.controller === 'string',
  );
  if (blocks.some((b) => b.addon_name)) {
    const addons = await addonFlags(db);
    blocks = blocks.filter((b) => !b.addon_name || (addons as Record<string, number>)[b.addon_name] === 1);
  }
  const view: DiyView = {
    id: row.id,
    site_id: row.siteId,
    name: row.name,
    title: row.title,
    value: {
      global: { title: String(page.global?.title ?? row.title), bgColor: String(page.global?.bgColor ?? '') },
      value: blocks.map(cleanBlock),
    },
  };
  if (row.name === DIY_VIEW_CITY_INDEX && row.websiteId > 0) {
    const area = await websiteArea(db, row.websiteId);
    view.site_area_id = area?.site_area_id ?? 0;
    view.site_area_name = area?.site_area_name ?? '';
  }
  return view;
};

const EMPTY_NAV: DiyBottomNav = { type: 1, backgroundColor: '#ffffff', textColor: '#333333', textHoverColor: '', list: [] };

/** The platform's bottom navigation (setting `DIY_BOTTOM_NAV`). */
export const bottomNav = async (db: Db): Promise<DiyBottomNav> => {
  const s = await getSetting(db, 'DIY_BOTTOM_NAV');
  return s.is_use && isRecord(s.value) ? ({ ...EMPTY_NAV, ...s.value } as DiyBottomNav) : EMPTY_NAV;
};

/** A shop's bottom navigation (`DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG_SHOP_<id>`), else the platform's. */
export const shopBottomNav = async (db: Db, siteId: number): Promise<DiyBottomNav> => {
  const s = await getSetting(db, `DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG_SHOP_${siteId}`);
  return s.is_use && isRecord(s.value) ? ({ ...EMPTY_NAV, ...s.value } as DiyBottomNav) : bottomNav(db);
};
