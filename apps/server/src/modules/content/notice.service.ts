import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { pageCount, type NoticeInfo, type NoticeListItem, type Paged } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { contentMessages } from './content.messages';
import { notice } from './content.tables';

const listFields = {
  id: notice.id,
  title: notice.title,
  receiving_type: notice.receivingType,
  receiving_name: notice.receivingName,
  is_top: notice.isTop,
  sort: notice.sort,
  create_time: notice.createTime,
};

const order = [desc(notice.isTop), desc(notice.sort), desc(notice.createTime), desc(notice.id)];

/** Notices for an audience, pinned first then newest (`/api/notice/page`). */
export const noticePage = async (
  db: Db,
  q: { page: number; page_size: number; receiving_type: string },
): Promise<Paged<NoticeListItem>> => {
  const where = sql`${q.receiving_type} = any(string_to_array(${notice.receivingType}, ','))`;
  const [[{ total }], list] = await Promise.all([
    db.select({ total: count() }).from(notice).where(where),
    db.select(listFields).from(notice).where(where).orderBy(...order).limit(q.page_size).offset((q.page - 1) * q.page_size),
  ]);
  return { page_count: pageCount(total, q.page_size), count: total, list };
};

/** Notices by ids, in the order asked (`/api/notice/lists`, the DIY notice block); unknown ids are skipped. */
export const noticeLists = async (db: Db, ids: number[]): Promise<NoticeListItem[]> => {
  const rows = await db.select(listFields).from(notice).where(inArray(notice.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
};

/** One notice (`/api/notice/info`); unknown ids fail. */
export const noticeInfo = async (db: Db, id: number): Promise<NoticeInfo> => {
  const [row] = await db
    .select({ ...listFields, content: notice.content, modify_time: notice.modifyTime })
    .from(notice)
    .where(eq(notice.id, id))
    .limit(1);
  if (!row) throw new AppError(contentMessages['content.noticeNotExist']);
  return row;
};
