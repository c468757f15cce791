import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Decorated pages: `value` is `{global, value:[blocks]}`; names are unique per site (0 = platform)
 * and city sub-site (`website_id`, city home pages; 0 elsewhere).
 */
export const diyView = pgTable(
  'diy_view',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().default(0),
    websiteId: integer('website_id').notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    title: varchar('title', { length: 64 }).notNull().default(''),
    value: jsonb('value').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('diy_view_site_name_uq').on(t.siteId, t.websiteId, t.name)],
);

/** Help classes (`app_module` admin = the platform's help centre). */
export const helpClass = pgTable(
  'help_class',
  {
    classId: serial('class_id').primaryKey(),
    appModule: varchar('app_module', { length: 32 }).notNull().default('admin'),
    className: varchar('class_name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('help_class_module_idx').on(t.appModule, t.sort)],
);

/** Help articles; `content` is sanitised HTML. */
export const help = pgTable(
  'help',
  {
    id: serial('id').primaryKey(),
    appModule: varchar('app_module', { length: 32 }).notNull().default('admin'),
    title: varchar('title', { length: 128 }).notNull(),
    classId: integer('class_id').notNull(),
    content: text('content').notNull().default(''),
    linkAddress: varchar('link_address', { length: 255 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('help_module_class_idx').on(t.appModule, t.classId, t.sort, t.id)],
);

/** Platform notices; `receiving_type` lists the audiences (`mobile`, `web`). */
export const notice = pgTable(
  'notice',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 128 }).notNull(),
    content: text('content').notNull().default(''),
    receivingType: varchar('receiving_type', { length: 32 }).notNull().default('mobile,web'),
    receivingName: varchar('receiving_name', { length: 64 }).notNull().default(''),
    isTop: smallint('is_top').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('notice_list_idx').on(t.isTop, t.sort, t.createTime, t.id)],
);

/** Groups of store notes. */
export const notesGroup = pgTable(
  'notes_group',
  {
    groupId: serial('group_id').primaryKey(),
    siteId: integer('site_id').notNull().default(0),
    groupName: varchar('group_name', { length: 32 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('notes_group_sort_idx').on(t.sort, t.groupId)],
);

/** Store notes ("种草" articles by shops); `status` 1 = published. */
export const notes = pgTable(
  'notes',
  {
    noteId: serial('note_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    siteName: varchar('site_name', { length: 64 }).notNull().default(''),
    noteType: varchar('note_type', { length: 32 }).notNull().default('goods_item'),
    noteTitle: varchar('note_title', { length: 128 }).notNull(),
    noteAbstract: varchar('note_abstract', { length: 255 }).notNull().default(''),
    groupId: integer('group_id').notNull(),
    coverType: smallint('cover_type').notNull().default(0),
    coverImg: text('cover_img').notNull().default(''),
    goodsIds: varchar('goods_ids', { length: 255 }).notNull().default(''),
    goodsHighlights: varchar('goods_highlights', { length: 255 }).notNull().default(''),
    noteContent: text('note_content').notNull().default(''),
    status: smallint('status').notNull().default(1),
    isShowReleaseTime: smallint('is_show_release_time').notNull().default(1),
    isShowReadNum: smallint('is_show_read_num').notNull().default(1),
    isShowDianzanNum: smallint('is_show_dianzan_num').notNull().default(1),
    readNum: integer('read_num').notNull().default(0),
    dianzanNum: integer('dianzan_num').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    releaseTime: bigint('release_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('notes_list_idx').on(t.status, t.sort, t.noteId),
    index('notes_group_list_idx').on(t.status, t.groupId, t.sort, t.noteId),
    index('notes_site_list_idx').on(t.status, t.siteId, t.sort, t.noteId),
  ],
);

/** Who liked which note: one row per (note, member); `notes.dianzan_num` follows the rows. */
export const notesDianzanRecord = pgTable(
  'notes_dianzan_record',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id').notNull(),
    memberId: integer('member_id').notNull(),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('notes_dianzan_note_member_uq').on(t.noteId, t.memberId), index('notes_dianzan_member_idx').on(t.memberId)],
);
