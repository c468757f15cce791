import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  formatFen,
  nowSeconds,
  pageCount,
  type NoteDetail,
  type NoteGoods,
  type NoteLikeState,
  type NoteListItem,
  type NotesGroup,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { goods } from '../goods';
import { contentMessages } from './content.messages';
import { notes, notesDianzanRecord, notesGroup } from './content.tables';

const PUBLISHED = 1;

const listFields = {
  note_id: notes.noteId,
  site_id: notes.siteId,
  site_name: notes.siteName,
  note_type: notes.noteType,
  note_title: notes.noteTitle,
  note_abstract: notes.noteAbstract,
  group_id: notes.groupId,
  group_name: notesGroup.groupName,
  cover_type: notes.coverType,
  cover_img: notes.coverImg,
  goods_ids: notes.goodsIds,
  goods_highlights: notes.goodsHighlights,
  is_show_release_time: notes.isShowReleaseTime,
  is_show_read_num: notes.isShowReadNum,
  is_show_dianzan_num: notes.isShowDianzanNum,
  read_num: notes.readNum,
  dianzan_num: notes.dianzanNum,
  create_time: notes.createTime,
  release_time: notes.releaseTime,
};

/** Ids of the given notes the member liked. */
const likedBy = async (db: Db, memberId: number | null, noteIds: number[]): Promise<Set<number>> => {
  if (!memberId || noteIds.length === 0) return new Set();
  const rows = await db
    .select({ id: notesDianzanRecord.noteId })
    .from(notesDianzanRecord)
    .where(and(eq(notesDianzanRecord.memberId, memberId), inArray(notesDianzanRecord.noteId, noteIds)));
  return new Set(rows.map((r) => r.id));
};

/** Groups with their note counts, in the operator's order (`/notes/api/notes/group`). */
export const notesGroups = async (db: Db): Promise<NotesGroup[]> => {
  const rows = await db
    .select({
      group_id: notesGroup.groupId,
      group_name: notesGroup.groupName,
      notes_num: sql<number>`count(${notes.noteId})`.mapWith(Number),
      release_num: sql<number>`count(${notes.noteId}) filter (where ${notes.status} = ${PUBLISHED})`.mapWith(Number),
    })
    .from(notesGroup)
    .leftJoin(notes, eq(notes.groupId, notesGroup.groupId))
    .groupBy(notesGroup.groupId)
    .orderBy(asc(notesGroup.sort), asc(notesGroup.groupId));
  return rows;
};

/** Published notes, newest first within the operator's order (`/notes/api/notes/lists`). */
export const notesLists = async (
  db: Db,
  memberId: number | null,
  q: { page: number; page_size: number; group_id?: number; goods_id_arr?: number[]; site_id?: number },
): Promise<Paged<NoteListItem>> => {
  const where = and(
    eq(notes.status, PUBLISHED),
    q.group_id ? eq(notes.groupId, q.group_id) : undefined,
    q.site_id ? eq(notes.siteId, q.site_id) : undefined,
    q.goods_id_arr ? inArray(notes.noteId, q.goods_id_arr) : undefined,
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(notes).where(where),
    db
      .select(listFields)
      .from(notes)
      .leftJoin(notesGroup, eq(notesGroup.groupId, notes.groupId))
      .where(where)
      .orderBy(desc(notes.sort), desc(notes.noteId))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
  ]);
  const liked = await likedBy(
    db,
    memberId,
    rows.map((r) => r.note_id),
  );
  return {
    page_count: pageCount(total, q.page_size),
    count: total,
    list: rows.map((r) => ({ ...r, group_name: r.group_name ?? '', is_dianzan: liked.has(r.note_id) ? 1 : 0 })),
  };
};

const idsOf = (csv: string) => [
  ...new Set(
    csv
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  ),
];

/** The goods a note links, on sale, in the note's order. */
const noteGoods = async (db: Db, csv: string): Promise<NoteGoods[]> => {
  const ids = idsOf(csv);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      goods_id: goods.goodsId,
      sku_id: goods.skuId,
      goods_name: goods.goodsName,
      goods_image: goods.goodsImage,
      price: goods.price,
      discount_price: goods.discountPrice,
      sale_num: goods.saleNum,
    })
    .from(goods)
    .where(
      and(
        inArray(goods.goodsId, ids),
        eq(goods.goodsState, GOODS_STATE.ON),
        eq(goods.verifyState, GOODS_VERIFY_STATE.APPROVED),
        eq(goods.isDelete, 0),
      ),
    );
  const byId = new Map(rows.map((r) => [r.goods_id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{ ...r, goods_image: r.goods_image.split(',')[0] ?? '', price: formatFen(r.price), discount_price: formatFen(r.discount_price) }]
      : [];
  });
};

/** A published note with its goods; counts one more read (`/notes/api/notes/detail`). */
export const noteDetail = async (db: Db, memberId: number | null, noteId: number): Promise<NoteDetail> => {
  const [bumped] = await db
    .update(notes)
    .set({ readNum: sql`${notes.readNum} + 1` })
    .where(and(eq(notes.noteId, noteId), eq(notes.status, PUBLISHED)))
    .returning({ id: notes.noteId });
  if (!bumped) throw new AppError(contentMessages['content.noteNotExist']);
  const [row] = await db
    .select({ ...listFields, note_content: notes.noteContent })
    .from(notes)
    .leftJoin(notesGroup, eq(notesGroup.groupId, notes.groupId))
    .where(eq(notes.noteId, noteId))
    .limit(1);
  const [goodsList, liked] = await Promise.all([noteGoods(db, row.goods_ids), likedBy(db, memberId, [noteId])]);
  return { ...row, group_name: row.group_name ?? '', is_dianzan: liked.has(noteId) ? 1 : 0, goods_list: goodsList };
};

const assertPublished = async (db: Db, noteId: number) => {
  const [row] = await db
    .select({ id: notes.noteId })
    .from(notes)
    .where(and(eq(notes.noteId, noteId), eq(notes.status, PUBLISHED)))
    .limit(1);
  if (!row) throw new AppError(contentMessages['content.noteNotExist']);
};

/**
 * Likes (`add`) or unlikes a note. Idempotent: one record per (note, member) by a unique index, and
 * `dianzan_num` moves only when a record was really inserted or deleted, in the same transaction.
 */
export const setNoteLike = async (db: Db, memberId: number, noteId: number, like: boolean): Promise<NoteLikeState> =>
  db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: notes.noteId })
      .from(notes)
      .where(and(eq(notes.noteId, noteId), eq(notes.status, PUBLISHED)))
      .for('update')
      .limit(1);
    if (!target) throw new AppError(contentMessages['content.noteNotExist']);
    const changed = like
      ? await tx
          .insert(notesDianzanRecord)
          .values({ noteId, memberId, createTime: nowSeconds() })
          .onConflictDoNothing()
          .returning({ id: notesDianzanRecord.id })
      : await tx
          .delete(notesDianzanRecord)
          .where(and(eq(notesDianzanRecord.noteId, noteId), eq(notesDianzanRecord.memberId, memberId)))
          .returning({ id: notesDianzanRecord.id });
    let dianzan: number;
    if (changed.length > 0) {
      const [r] = await tx
        .update(notes)
        .set({ dianzanNum: like ? sql`${notes.dianzanNum} + 1` : sql`greatest(${notes.dianzanNum} - 1, 0)` })
        .where(eq(notes.noteId, noteId))
        .returning({ n: notes.dianzanNum });
      dianzan = r.n;
    } else {
      const [r] = await tx.select({ n: notes.dianzanNum }).from(notes).where(eq(notes.noteId, noteId));
      dianzan = r.n;
    }
    return { note_id: noteId, is_dianzan: like ? 1 : 0, dianzan_num: dianzan };
  });

/** 1 when the member liked the note (`/notes/api/record/isDianzan`). */
export const isNoteLiked = async (db: Db, memberId: number, noteId: number): Promise<number> => {
  await assertPublished(db, noteId);
  return (await likedBy(db, memberId, [noteId])).has(noteId) ? 1 : 0;
};
