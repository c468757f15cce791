import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { pageCount, type HelpClass, type HelpInfo, type HelpListItem, type Paged } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { contentMessages } from './content.messages';
import { help, helpClass } from './content.tables';

/** Article rows of `help` with their class name. */
const listFields = {
  id: help.id,
  title: help.title,
  class_id: help.classId,
  class_name: helpClass.className,
  sort: help.sort,
  create_time: help.createTime,
};

/** Help articles, by class sort then article sort (`/api/help/page`). */
export const helpPage = async (
  db: Db,
  q: { page: number; page_size: number; class_id?: number; app_module: string },
): Promise<Paged<HelpListItem>> => {
  const where = and(eq(help.appModule, q.app_module), q.class_id ? eq(help.classId, q.class_id) : undefined);
  const [[{ total }], list] = await Promise.all([
    db.select({ total: count() }).from(help).where(where),
    db
      .select(listFields)
      .from(help)
      .innerJoin(helpClass, eq(helpClass.classId, help.classId))
      .where(where)
      .orderBy(asc(helpClass.sort), asc(help.sort), asc(help.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
  ]);
  return { page_count: pageCount(total, q.page_size), count: total, list };
};

/** One article (`/api/help/info`); unknown ids fail. */
export const helpInfo = async (db: Db, id: number): Promise<HelpInfo> => {
  const [row] = await db
    .select({ ...listFields, content: help.content, link_address: help.linkAddress, modify_time: help.modifyTime })
    .from(help)
    .innerJoin(helpClass, eq(helpClass.classId, help.classId))
    .where(eq(help.id, id))
    .limit(1);
  if (!row) throw new AppError(contentMessages['content.helpNotExist']);
  return row;
};

/** Classes with the titles of their articles (`/api/helpclass/lists`); empty classes are left out. */
export const helpClassLists = async (db: Db, appModule: string): Promise<HelpClass[]> => {
  const classes = await db
    .select({ class_id: helpClass.classId, class_name: helpClass.className, sort: helpClass.sort })
    .from(helpClass)
    .where(eq(helpClass.appModule, appModule))
    .orderBy(asc(helpClass.sort), asc(helpClass.classId));
  if (classes.length === 0) return [];
  const articles = await db
    .select({ id: help.id, title: help.title, class_id: help.classId })
    .from(help)
    .where(and(eq(help.appModule, appModule), inArray(help.classId, classes.map((c) => c.class_id))))
    .orderBy(asc(help.sort), asc(help.id));
  return classes
    .map((c) => ({ ...c, child_list: articles.filter((a) => a.class_id === c.class_id).map(({ id, title }) => ({ id, title })) }))
    .filter((c) => c.child_list.length > 0);
};
