/** Spec paths of the content pages (help, notices, store notes) and the custom DIY page. */
export const CONTENT_PATHS = {
  helpList: '/otherpages/help/list/list',
  helpDetail: '/otherpages/help/detail/detail',
  noticeList: '/otherpages/notice/list/list',
  noticeDetail: '/otherpages/notice/detail/detail',
  noteList: '/otherpages/store_notes/note_list/note_list',
  noteDetail: '/otherpages/store_notes/note_detail/note_detail',
  diy: '/otherpages/diy/diy',
} as const;
