import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import {
  formatFen,
  GAME_JOIN_TYPE,
  GAME_STATUS,
  mallDayStart,
  NO_AWARD_ID,
  nowSeconds,
  TURNTABLE_CELLS,
  type GameAward,
  type GameAwardType,
  type GameDrawRecord,
  type GameFields,
  type GameInfo,
  type GameRecordPageParams,
  type GameStatus,
  type GameType,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { member } from '../../member';
import { refuse } from '../engine';
import { gameMessages } from './game.messages';
import { promotionGame, promotionGameAward, promotionGameDrawRecord } from './game.tables';

export type GameRow = typeof promotionGame.$inferSelect;
export type AwardRow = typeof promotionGameAward.$inferSelect;
type RecordRow = typeof promotionGameDrawRecord.$inferSelect;

/** How many winners the marquee shows. */
const MARQUEE_SIZE = 20;

/** The status now: a closed or sold-out game keeps its stored status, otherwise the window decides. */
export const gameStatusAt = (g: Pick<GameRow, 'status' | 'startTime' | 'endTime'>, at: number): GameStatus => {
  if (g.status === GAME_STATUS.CLOSED || g.status === GAME_STATUS.ENDED) return g.status;
  if (at < g.startTime) return GAME_STATUS.NOT_STARTED;
  if (at >= g.endTime) return GAME_STATUS.ENDED;
  return GAME_STATUS.RUNNING;
};

/** ",1,2," → [1, 2]; '' → [] (every level). */
export const levelIdsOf = (csv: string): number[] =>
  csv
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export const gameFieldsOut = (g: GameRow, at: number): GameFields => ({
  game_id: g.gameId,
  game_name: g.gameName,
  game_type: g.gameType as GameType,
  points: g.points,
  start_time: g.startTime,
  end_time: g.endTime,
  status: gameStatusAt(g, at),
  remark: g.remark,
  no_winning_desc: g.noWinningDesc,
  no_winning_img: g.noWinningImg,
  is_show_winner: g.isShowWinner ? 1 : 0,
  join_type: g.joinType ? 1 : 0,
  join_frequency: g.joinFrequency,
  level_id: g.levelId,
  winning_rate: g.winningRate / 100,
});

export const awardOut = (a: AwardRow): GameAward => ({
  award_id: a.awardId,
  award_name: a.awardName,
  award_img: a.awardImg,
  award_type: a.awardType as GameAwardType,
  relate_id: a.relateId,
  relate_name: a.relateName,
  point: a.point,
  balance: formatFen(a.balance),
  award_num: a.awardNum,
  remaining_num: a.remainingNum,
});

const recordOut = (r: RecordRow): GameDrawRecord => ({
  record_id: r.recordId,
  game_id: r.gameId,
  member_id: r.memberId,
  member_nick_name: r.memberNickName,
  is_winning: r.isWinning ? 1 : 0,
  award_id: r.awardId,
  award_name: r.awardName,
  award_type: r.awardType,
  relate_id: r.relateId,
  relate_name: r.relateName,
  point: r.point,
  balance: formatFen(r.balance),
  create_time: r.createTime,
});

/** The game of `type` with id `id`, or the 活动不存在 refusal (a game of another type is not found either). */
export const gameOfType = async (db: Db, type: GameType, id: number, lock = false): Promise<GameRow> => {
  const q = db
    .select()
    .from(promotionGame)
    .where(and(eq(promotionGame.gameId, id), eq(promotionGame.gameType, type)));
  const [g] = lock ? await q.for('update') : await q;
  if (!g) throw refuse(gameMessages.gameNotExist);
  return g;
};

export const gameAwards = (db: Db, gameId: number): Promise<AwardRow[]> =>
  db.select().from(promotionGameAward).where(eq(promotionGameAward.gameId, gameId)).orderBy(asc(promotionGameAward.awardId));

/** Since when the member's draws count against `join_frequency`: the mall's midnight, or the activity's start. */
export const countSince = (g: GameRow, at: number): number => (g.joinType === GAME_JOIN_TYPE.day ? mallDayStart(at) : 0);

/** The member's draws of the game counted against `join_frequency`. */
export const drawsCounted = async (db: Db, g: GameRow, memberId: number, at: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(promotionGameDrawRecord)
    .where(
      and(
        eq(promotionGameDrawRecord.gameId, g.gameId),
        eq(promotionGameDrawRecord.memberId, memberId),
        gte(promotionGameDrawRecord.createTime, countSince(g, at)),
      ),
    );
  return Number(row?.n ?? 0);
};

/** Game, awards (the turntable's padded to its 8 cells with 谢谢参与), recent winners and the caller's draws left. */
export const gameInfo = async (db: Db, type: GameType, id: number, memberId: number | null, thanks: string): Promise<GameInfo> => {
  const at = nowSeconds();
  const g = await gameOfType(db, type, id);
  const awards = (await gameAwards(db, id)).map(awardOut);
  if (type === 'turntable') {
    while (awards.length < TURNTABLE_CELLS) awards.push(emptyCell(thanks));
  }
  const winners = g.isShowWinner
    ? await db
        .select()
        .from(promotionGameDrawRecord)
        .where(and(eq(promotionGameDrawRecord.gameId, id), eq(promotionGameDrawRecord.isWinning, 1)))
        .orderBy(desc(promotionGameDrawRecord.recordId))
        .limit(MARQUEE_SIZE)
    : [];
  let surplus = g.joinFrequency;
  let point: number | null = null;
  if (memberId) {
    surplus = Math.max(0, g.joinFrequency - (await drawsCounted(db, g, memberId, at)));
    const [m] = await db.select({ point: member.point }).from(member).where(eq(member.memberId, memberId));
    point = m?.point ?? 0;
  }
  return {
    ...gameFieldsOut(g, at),
    award: awards,
    draw_record: winners.map((r) => ({ ...recordOut(r), member_nick_name: maskName(r.memberNickName) })),
    surplus_num: surplus,
    member_point: point,
  };
};

/** A turntable cell without an award. */
const emptyCell = (thanks: string): GameAward => ({
  award_id: NO_AWARD_ID,
  award_name: thanks,
  award_img: '',
  award_type: 0,
  relate_id: 0,
  relate_name: '',
  point: 0,
  balance: '0.00',
  award_num: 0,
  remaining_num: 0,
});

/** Other shoppers see a winner's name masked: first and last character kept. */
export const maskName = (name: string): string => {
  const chars = [...name];
  if (chars.length <= 1) return `${chars[0] ?? ''}*`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
};

/** The member's winning draws of a game, newest first. */
export const gameRecordPage = async (db: Db, memberId: number, p: GameRecordPageParams): Promise<Paged<GameDrawRecord>> => {
  const where = and(
    eq(promotionGameDrawRecord.gameId, p.id),
    eq(promotionGameDrawRecord.memberId, memberId),
    eq(promotionGameDrawRecord.isWinning, 1),
  );
  const [total] = await db.select({ n: count() }).from(promotionGameDrawRecord).where(where);
  const n = Number(total?.n ?? 0);
  const rows = await db
    .select()
    .from(promotionGameDrawRecord)
    .where(where)
    .orderBy(desc(promotionGameDrawRecord.recordId))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  return { page_count: Math.ceil(n / p.page_size), count: n, list: rows.map(recordOut) };
};

/** Sets a game whose awards ran out to ended (status 2), unless the operator closed it meanwhile. */
export const endGameTx = async (tx: Db, gameId: number): Promise<void> => {
  await tx
    .update(promotionGame)
    .set({ status: GAME_STATUS.ENDED, modifyTime: nowSeconds() })
    .where(and(eq(promotionGame.gameId, gameId), sql`${promotionGame.status} <> ${GAME_STATUS.CLOSED}`));
};

/** How many running games the list shows at most. */
const LIST_SIZE = 20;

/** The games running now, newest first. */
export const runningGames = async (db: Db, type: GameType | undefined): Promise<{ list: GameFields[] }> => {
  const at = nowSeconds();
  const rows = await db
    .select()
    .from(promotionGame)
    .where(
      and(
        type ? eq(promotionGame.gameType, type) : undefined,
        sql`${promotionGame.status} not in (${GAME_STATUS.ENDED}, ${GAME_STATUS.CLOSED})`,
        sql`${promotionGame.startTime} <= ${at}`,
        sql`${promotionGame.endTime} > ${at}`,
      ),
    )
    .orderBy(desc(promotionGame.gameId))
    .limit(LIST_SIZE);
  return { list: rows.map((g) => gameFieldsOut(g, at)) };
};
