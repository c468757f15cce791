import { and, eq } from 'drizzle-orm';
import type { DiyBlock, DiyGlobal, DiyView } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { addonFlags } from '../config';
import { diyView } from './content.tables';

interface StoredPage {
  global?: Partial<DiyGlobal>;
  value?: unknown[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A decorated page by id or by name (per site), or null when there is none. Blocks that belong to
 * an add-on which is not installed are removed, as are malformed ones.
 */
export const diyViewInfo = async (db: Db, q: { id?: number; name?: string; siteId: number }): Promise<DiyView | null> => {
  const where = q.id ? eq(diyView.id, q.id) : and(eq(diyView.siteId, q.siteId), eq(diyView.name, q.name ?? ''));
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
  return {
    id: row.id,
    site_id: row.siteId,
    name: row.name,
    title: row.title,
    value: {
      global: { title: String(page.global?.title ?? row.title), bgColor: String(page.global?.bgColor ?? '') },
      value: blocks,
    },
  };
};
