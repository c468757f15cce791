import { eq } from 'drizzle-orm';
import { contentApi, diyApi } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { serve, type RouteSpec } from '../../infra/http/route';
import { publicAnswers } from '../settings';
import { shop } from '../shop';
import { contentMessages } from './content.messages';
import { bottomNav, diyViewInfo, memberIndex, shopBottomNav } from './diy.service';
import { helpClassLists, helpInfo, helpPage } from './help.service';
import { noticeInfo, noticeLists, noticePage } from './notice.service';
import { isNoteLiked, noteDetail, notesGroups, notesLists, setNoteLike } from './notes.service';

/** Content endpoints: decorated (DIY) pages, help, notices and store notes (reference §4.1, §4.15). */
export const contentRoutes = (): RouteSpec[] => [
  serve(
    diyApi.viewInfo,
    ({ id, name, site_id, web_city }, { deps, websiteId, lang }) => {
      if (!id && !name) throw new AppError(contentMessages['content.diyIdOrName']);
      return diyViewInfo(deps.database.db, { id, name, siteId: site_id, websiteId: web_city ?? websiteId, lang });
    },
    // The same for every caller: a page reads only `diy_view`, `addon` and `website` (the public read version),
    // and no member. The city sub-site may come as the common `website_id`, outside the params: keyed with them.
    { keep: { ...publicAnswers, vary: (_input, { websiteId }) => String(websiteId) } },
  ),
  serve(diyApi.bottomNav, (_input, { deps, lang }) => bottomNav(deps.database.db, lang)),
  serve(diyApi.memberIndex, (_input, { deps, lang }) => memberIndex(deps.database.db, lang)),
  serve(diyApi.shopBottomNav, async ({ site_id }, { deps, lang }) => {
    const db = deps.database.db;
    const [found] = await db.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, site_id)).limit(1);
    if (!found) throw new AppError(contentMessages['content.shopNotExist']);
    return shopBottomNav(db, site_id, lang);
  }),

  serve(contentApi.helpPage, (q, { deps }) => helpPage(deps.database.db, q)),
  serve(contentApi.helpInfo, ({ id }, { deps }) => helpInfo(deps.database.db, id)),
  serve(contentApi.helpClassLists, ({ app_module }, { deps }) => helpClassLists(deps.database.db, app_module)),

  serve(contentApi.noticePage, (q, { deps }) => noticePage(deps.database.db, q)),
  serve(contentApi.noticeLists, ({ id_arr }, { deps }) => noticeLists(deps.database.db, id_arr)),
  serve(contentApi.noticeInfo, ({ id }, { deps }) => noticeInfo(deps.database.db, id)),

  serve(contentApi.notesGroups, (_input, { deps }) => notesGroups(deps.database.db)),
  serve(contentApi.notesLists, (q, { deps, memberId }) => notesLists(deps.database.db, memberId, q)),
  serve(contentApi.noteDetail, ({ note_id }, { deps, memberId }) => noteDetail(deps.database.db, memberId, note_id)),
  serve(contentApi.noteLike, ({ note_id }, { deps, memberId }) => setNoteLike(deps.database.db, memberId, note_id, true)),
  serve(contentApi.noteUnlike, ({ note_id }, { deps, memberId }) => setNoteLike(deps.database.db, memberId, note_id, false)),
  serve(contentApi.noteIsLiked, ({ note_id }, { deps, memberId }) => isNoteLiked(deps.database.db, memberId, note_id)),
];
