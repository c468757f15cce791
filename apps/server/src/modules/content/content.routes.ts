import { eq } from 'drizzle-orm';
import {
  diyShopBottomNavParams,
  diyViewInfoParams,
  helpClassListsParams,
  helpInfoParams,
  helpPageParams,
  noteIdParams,
  noticeInfoParams,
  noticeListsParams,
  noticePageParams,
  notesListsParams,
} from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { memberRoute, route, type RouteSpec } from '../../infra/http/route';
import { shop } from '../shop';
import { contentMessages } from './content.messages';
import { bottomNav, diyViewInfo, memberIndex, shopBottomNav } from './diy.service';
import { helpClassLists, helpInfo, helpPage } from './help.service';
import { noticeInfo, noticeLists, noticePage } from './notice.service';
import { isNoteLiked, noteDetail, notesGroups, notesLists, setNoteLike } from './notes.service';

/** Content endpoints: decorated (DIY) pages, help, notices and store notes (reference §4.1, §4.15). */
export const contentRoutes = (): RouteSpec[] => [
  route('/api/diyview/info', {
    input: diyViewInfoParams,
    handler: ({ id, name, site_id, web_city }, { deps, websiteId, lang }) => {
      if (!id && !name) throw new AppError(contentMessages['content.diyIdOrName']);
      return diyViewInfo(deps.database.db, { id, name, siteId: site_id, websiteId: web_city ?? websiteId, lang });
    },
  }),
  route('/api/diyview/bottomNav', { handler: (_input, { deps, lang }) => bottomNav(deps.database.db, lang) }),
  route('/api/diyview/memberindex', { handler: (_input, { deps, lang }) => memberIndex(deps.database.db, lang) }),
  route('/api/diyview/shopBottomNav', {
    input: diyShopBottomNavParams,
    handler: async ({ site_id }, { deps, lang }) => {
      const db = deps.database.db;
      const [found] = await db.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, site_id)).limit(1);
      if (!found) throw new AppError(contentMessages['content.shopNotExist']);
      return shopBottomNav(db, site_id, lang);
    },
  }),

  route('/api/help/page', { input: helpPageParams, handler: (q, { deps }) => helpPage(deps.database.db, q) }),
  route('/api/help/info', { input: helpInfoParams, handler: ({ id }, { deps }) => helpInfo(deps.database.db, id) }),
  route('/api/helpclass/lists', {
    input: helpClassListsParams,
    handler: ({ app_module }, { deps }) => helpClassLists(deps.database.db, app_module),
  }),

  route('/api/notice/page', { input: noticePageParams, handler: (q, { deps }) => noticePage(deps.database.db, q) }),
  route('/api/notice/lists', { input: noticeListsParams, handler: ({ id_arr }, { deps }) => noticeLists(deps.database.db, id_arr) }),
  route('/api/notice/info', { input: noticeInfoParams, handler: ({ id }, { deps }) => noticeInfo(deps.database.db, id) }),

  route('/notes/api/notes/group', { handler: (_input, { deps }) => notesGroups(deps.database.db) }),
  route('/notes/api/notes/lists', {
    auth: 'optional',
    input: notesListsParams,
    handler: (q, { deps, memberId }) => notesLists(deps.database.db, memberId, q),
  }),
  route('/notes/api/notes/detail', {
    auth: 'optional',
    input: noteIdParams,
    handler: ({ note_id }, { deps, memberId }) => noteDetail(deps.database.db, memberId, note_id),
  }),
  memberRoute('/notes/api/record/add', {
    input: noteIdParams,
    handler: ({ note_id }, { deps, memberId }) => setNoteLike(deps.database.db, memberId, note_id, true),
  }),
  memberRoute('/notes/api/record/delete', {
    input: noteIdParams,
    handler: ({ note_id }, { deps, memberId }) => setNoteLike(deps.database.db, memberId, note_id, false),
  }),
  memberRoute('/notes/api/record/isDianzan', {
    input: noteIdParams,
    handler: ({ note_id }, { deps, memberId }) => isNoteLiked(deps.database.db, memberId, note_id),
  }),
];
