import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { preparedPer } from '../../infra/db/prepared';
import { sharedPerTurn } from '../../infra/db/coalesce';
import type { KeepAnswers } from '../../infra/http/kept-answers';
import { readVersion } from '../settings';

/**
 * The version the goods list and detail answers are kept under (infra/http/kept-answers.ts): the sum of the
 * list's membership version (`goods_list`, migration 0005) and of what the answers show (`goods_answer`,
 * migration 0006). Both only grow, so any write raising either changes the sum. Stock and sales raise neither:
 * kept answers show them at most one second old.
 */
const versionQuery = preparedPer((db) =>
  db
    .select({ v: sql<string | number | null>`sum(${readVersion.version})` })
    .from(readVersion)
    .where(inArray(readVersion.name, ['goods_list', 'goods_answer']))
    .prepare('goods_answer_version'),
);

export const goodsAnswers: KeepAnswers = {
  // The calls of one turn of the event loop share one read (infra/db/coalesce.ts).
  version: sharedPerTurn(async (db: Db) => {
    const [row] = await versionQuery(db).execute();
    return row?.v === null || row?.v === undefined ? null : Number(row.v);
  }),
};
