import { and, asc, eq } from 'drizzle-orm';
import { Code, WEBSITE_STATUS, type WebsiteGroup, type WebsiteInfo, type WebsiteLists, type WebsiteListsParams } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { M } from '../../infra/http/messages';
import { distanceKmJs } from '../shop';
import { websiteMessages } from './website.messages';
import { website } from './website.tables';

type WebsiteRow = typeof website.$inferSelect;

const toInfo = (r: WebsiteRow, distance = 0): WebsiteInfo => ({
  site_id: r.siteId,
  site_area_id: r.siteAreaId,
  site_area_name: r.siteAreaName,
  title: r.title,
  pinyin: r.pinyin,
  initial: (r.pinyin[0] ?? '#').toUpperCase(),
  longitude: r.longitude,
  latitude: r.latitude,
  status: r.status,
  distance,
});

/** An open city sub-site by id (`site_id`, else the caller's `website_id`). */
export const websiteInfo = async (db: Db, siteId: number | undefined, websiteId: number): Promise<WebsiteInfo> => {
  const id = siteId ?? (websiteId > 0 ? websiteId : undefined);
  if (id === undefined) throw new AppError(M.paramRequired, Code.ERROR, { field: 'site_id' });
  const [r] = await db
    .select()
    .from(website)
    .where(and(eq(website.siteId, id), eq(website.status, WEBSITE_STATUS.open)))
    .limit(1);
  if (!r) throw new AppError(websiteMessages['website.notExist']);
  return toInfo(r);
};

/**
 * Every open sub-site grouped by initial (A→Z, cities by pinyin inside a group). The list is small
 * (one row per city), so distances are computed here; `nearest` is the closest city to the position.
 */
export const websiteLists = async (db: Db, p: WebsiteListsParams): Promise<WebsiteLists> => {
  const rows = await db
    .select()
    .from(website)
    .where(eq(website.status, WEBSITE_STATUS.open))
    .orderBy(asc(website.pinyin), asc(website.siteId));
  const located = p.lat !== undefined && p.lng !== undefined;
  const items = rows.map((r) => {
    const lat = Number.parseFloat(r.latitude);
    const lng = Number.parseFloat(r.longitude);
    const d = located && Number.isFinite(lat) && Number.isFinite(lng) ? Math.round(distanceKmJs(p.lat!, p.lng!, lat, lng) * 100) / 100 : 0;
    return toInfo(r, d);
  });
  const groups: WebsiteGroup[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.initial === item.initial) last.list.push(item);
    else groups.push({ initial: item.initial, list: [item] });
  }
  const nearest = located && items.length > 0 ? items.reduce((a, b) => (b.distance < a.distance ? b : a)) : null;
  return { nearest, groups };
};
