import { z } from 'zod';
import { idListParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';

/*
 * Help articles, notices and store notes (reference §4.15). Lists paginate with page/page_size;
 * HTML content is sanitised by the server.
 */

// ---------------------------------------------------------------- help

export const helpPageParams = pageParams.extend({
  /** 0 or absent = every class. */
  class_id: optional(intParam(0, 2_147_483_647)),
  app_module: withDefault(strParam(1, 32), 'admin'),
});
export type HelpPageParams = z.infer<typeof helpPageParams>;

export const helpInfoParams = z.object({ id: idParam() });
export type HelpInfoParams = z.infer<typeof helpInfoParams>;

export const helpClassListsParams = z.object({ app_module: withDefault(strParam(1, 32), 'admin') });
export type HelpClassListsParams = z.infer<typeof helpClassListsParams>;

export interface HelpListItem {
  id: number;
  title: string;
  class_id: number;
  class_name: string;
  sort: number;
  create_time: number;
}

export interface HelpInfo extends HelpListItem {
  /** Sanitised HTML. */
  content: string;
  link_address: string;
  modify_time: number;
}

export interface HelpClass {
  class_id: number;
  class_name: string;
  sort: number;
  child_list: { id: number; title: string }[];
}

// ---------------------------------------------------------------- notices

export const noticePageParams = pageParams.extend({
  /** `mobile` (default) or `web`: the audience the notice was published for. */
  receiving_type: withDefault(z.enum(['mobile', 'web']), 'mobile'),
});
export type NoticePageParams = z.infer<typeof noticePageParams>;

export const noticeListsParams = z.object({ id_arr: idListParam(50) });
export type NoticeListsParams = z.infer<typeof noticeListsParams>;

export const noticeInfoParams = z.object({ id: idParam() });
export type NoticeInfoParams = z.infer<typeof noticeInfoParams>;

export interface NoticeListItem {
  id: number;
  title: string;
  /** Comma-separated audiences: `mobile`, `web`. */
  receiving_type: string;
  receiving_name: string;
  is_top: number;
  sort: number;
  create_time: number;
}

export interface NoticeInfo extends NoticeListItem {
  /** Sanitised HTML. */
  content: string;
  modify_time: number;
}

// ---------------------------------------------------------------- store notes

export const notesListsParams = pageParams.extend({
  group_id: optional(intParam(0, 2_147_483_647)),
  /** Note ids (the name is the mall's). */
  goods_id_arr: optional(idListParam(50)),
  site_id: optional(intParam(0, 2_147_483_647)),
});
export type NotesListsParams = z.infer<typeof notesListsParams>;

export const noteIdParams = z.object({ note_id: idParam() });
export type NoteIdParams = z.infer<typeof noteIdParams>;

export interface NotesGroup {
  group_id: number;
  group_name: string;
  /** Notes in the group, published or not. */
  notes_num: number;
  /** Published notes in the group. */
  release_num: number;
}

export interface NoteListItem {
  note_id: number;
  site_id: number;
  site_name: string;
  /** `goods_item` (one goods tried) or `shop_say` (shop talk). */
  note_type: string;
  note_title: string;
  note_abstract: string;
  group_id: number;
  group_name: string;
  /** 0 one cover, 1 several. */
  cover_type: number;
  /** Comma-separated cover paths. */
  cover_img: string;
  /** Comma-separated goods ids. */
  goods_ids: string;
  goods_highlights: string;
  is_show_release_time: number;
  is_show_read_num: number;
  is_show_dianzan_num: number;
  read_num: number;
  dianzan_num: number;
  create_time: number;
  release_time: number;
  /** 1 when the signed-in shopper liked it (0 for visitors). */
  is_dianzan: number;
}

/** A goods linked from a note (its default SKU). */
export interface NoteGoods {
  goods_id: number;
  sku_id: number;
  goods_name: string;
  goods_image: string;
  price: string;
  discount_price: string;
  sale_num: number;
}

export interface NoteDetail extends NoteListItem {
  /** Sanitised HTML. */
  note_content: string;
  goods_list: NoteGoods[];
}

/** Answer of `/notes/api/record/add` and `delete`: the state after the call. */
export interface NoteLikeState {
  note_id: number;
  is_dianzan: number;
  dianzan_num: number;
}

/** Help articles, notices and store notes (reference §4.15). */
export const contentApi = {
  helpPage: endpoint({
    path: '/api/help/page',
    access: 'visitor',
    params: helpPageParams,
    response: returns<Paged<HelpListItem>>(),
    summary: 'One page of help articles, optionally of one class',
  }),
  helpInfo: endpoint({
    path: '/api/help/info',
    access: 'visitor',
    params: helpInfoParams,
    response: returns<HelpInfo>(),
    summary: 'One help article',
  }),
  helpClassLists: endpoint({
    path: '/api/helpclass/lists',
    access: 'visitor',
    params: helpClassListsParams,
    response: returns<HelpClass[]>(),
    summary: 'The help classes of a module',
  }),
  noticePage: endpoint({
    path: '/api/notice/page',
    access: 'visitor',
    params: noticePageParams,
    response: returns<Paged<NoticeListItem>>(),
    summary: 'One page of notices for a receiving side',
  }),
  noticeLists: endpoint({
    path: '/api/notice/lists',
    access: 'visitor',
    params: noticeListsParams,
    response: returns<NoticeListItem[]>(),
    summary: 'Notices by ids, in the order asked (the DIY notice block)',
  }),
  noticeInfo: endpoint({
    path: '/api/notice/info',
    access: 'visitor',
    params: noticeInfoParams,
    response: returns<NoticeInfo>(),
    summary: 'One notice',
  }),
  notesGroups: endpoint({
    path: '/notes/api/notes/group',
    access: 'visitor',
    response: returns<NotesGroup[]>(),
    summary: 'The store note groups',
  }),
  notesLists: endpoint({
    path: '/notes/api/notes/lists',
    access: 'optional',
    params: notesListsParams,
    response: returns<Paged<NoteListItem>>(),
    summary: "One page of published store notes (with the member's likes when logged in)",
  }),
  noteDetail: endpoint({
    path: '/notes/api/notes/detail',
    access: 'optional',
    params: noteIdParams,
    response: returns<NoteDetail>(),
    summary: "One store note with its goods (with the member's like when logged in)",
  }),
  noteLike: endpoint({
    path: '/notes/api/record/add',
    access: 'member',
    params: noteIdParams,
    response: returns<NoteLikeState>(),
    write: true,
    summary: 'Like a store note; answers the state after the call',
  }),
  noteUnlike: endpoint({
    path: '/notes/api/record/delete',
    access: 'member',
    params: noteIdParams,
    response: returns<NoteLikeState>(),
    write: true,
    summary: 'Take back the like of a store note; answers the state after the call',
  }),
  noteIsLiked: endpoint({
    path: '/notes/api/record/isDianzan',
    access: 'member',
    params: noteIdParams,
    response: returns<number>(),
    summary: 'Whether the member likes a store note (1) or not (0)',
  }),
};
