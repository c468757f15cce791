import { and, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  COUPON_TYPE_STATUS,
  GAME_AWARD_TYPE,
  GAME_STATUS,
  nowSeconds,
  type GameAddParams,
  type GameAdmin,
  type GameAdminListParams,
  type GameAwardInput,
  type GameEditParams,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { platformcouponType } from '../../coupon';
import { refuse } from '../engine';
import { gameMessages } from './game.messages';
import { awardOut, gameFieldsOut, type GameRow } from './game.read';
import { promotionGame, promotionGameAward, promotionGameDrawRecord } from './game.tables';

const levelCsv = (ids: number[] | undefined) => (ids && ids.length ? `,${[...new Set(ids)].sort((a, b) => a - b).join(',')},` : '');

/** Games with their awards and how many draws and wins they had. */
const gamesOut = async (db: Db, rows: GameRow[]): Promise<GameAdmin[]> => {
  const ids = rows.map((r) => r.gameId);
  if (ids.length === 0) return [];
  const awards = await db
    .select()
    .from(promotionGameAward)
    .where(inArray(promotionGameAward.gameId, ids))
    .orderBy(promotionGameAward.awardId);
  const draws = await db
    .select({
      id: promotionGameDrawRecord.gameId,
      n: count(),
      won: sql<number>`count(*) filter (where ${promotionGameDrawRecord.isWinning} = 1)::int`,
    })
    .from(promotionGameDrawRecord)
    .where(inArray(promotionGameDrawRecord.gameId, ids))
    .groupBy(promotionGameDrawRecord.gameId);
  const at = nowSeconds();
  return rows.map((g) => {
    const d = draws.find((x) => x.id === g.gameId);
    return {
      ...gameFieldsOut(g, at),
      create_time: g.createTime,
      award: awards.filter((a) => a.gameId === g.gameId).map((a) => ({ ...awardOut(a), award_winning_rate: a.awardWinningRate })),
      join_num: Number(d?.n ?? 0),
      winning_num: Number(d?.won ?? 0),
    };
  });
};

export const gameAdminList = async (db: Db, p: GameAdminListParams) => {
  const at = nowSeconds();
  const conds: SQL[] = [];
  if (p.game_type) conds.push(eq(promotionGame.gameType, p.game_type));
  if (p.status !== undefined) {
    const S = GAME_STATUS;
    const open = sql`${promotionGame.status} not in (${S.ENDED}, ${S.CLOSED})`;
    const byStatus: Record<number, SQL> = {
      [S.NOT_STARTED]: sql`${open} and ${promotionGame.startTime} > ${at}`,
      [S.RUNNING]: sql`${open} and ${promotionGame.startTime} <= ${at} and ${promotionGame.endTime} > ${at}`,
      [S.ENDED]: sql`(${promotionGame.status} = ${S.ENDED} or (${open} and ${promotionGame.endTime} <= ${at}))`,
      [S.CLOSED]: sql`${promotionGame.status} = ${S.CLOSED}`,
    };
    conds.push(byStatus[p.status]!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [total] = await db.select({ n: count() }).from(promotionGame).where(where);
  const n = Number(total?.n ?? 0);
  const rows = await db
    .select()
    .from(promotionGame)
    .where(where)
    .orderBy(desc(promotionGame.gameId))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  return { page_count: Math.ceil(n / p.page_size), count: n, list: await gamesOut(db, rows) };
};

/** Each award gives something real: points or balance above zero, an active platform coupon type, a gift. */
const checkAwards = async (tx: Db, awards: GameAwardInput[]): Promise<GameAwardInput[]> => {
  const out: GameAwardInput[] = [];
  for (const a of awards) {
    const name = a.award_name;
    if (a.award_type === GAME_AWARD_TYPE.point && a.point <= 0) throw refuse(gameMessages.gameAwardPoint, { name });
    if (a.award_type === GAME_AWARD_TYPE.balance && a.balance <= 0) throw refuse(gameMessages.gameAwardBalance, { name });
    if (a.award_type === GAME_AWARD_TYPE.gift && a.relate_id <= 0) throw refuse(gameMessages.gameAwardGift, { name });
    if (a.award_type === GAME_AWARD_TYPE.coupon) {
      const [t] = await tx
        .select({ name: platformcouponType.platformcouponName, status: platformcouponType.status })
        .from(platformcouponType)
        .where(eq(platformcouponType.platformcouponTypeId, a.relate_id));
      if (!t || t.status !== COUPON_TYPE_STATUS.active) throw refuse(gameMessages.gameAwardCoupon, { name });
      out.push({ ...a, relate_name: t.name, point: 0, balance: 0 });
      continue;
    }
    out.push({
      ...a,
      relate_id: a.award_type === GAME_AWARD_TYPE.gift ? a.relate_id : 0,
      point: a.award_type === GAME_AWARD_TYPE.point ? a.point : 0,
      balance: a.award_type === GAME_AWARD_TYPE.balance ? a.balance : 0,
    });
  }
  return out;
};

const awardValues = (gameId: number, a: GameAwardInput, remaining: number) => ({
  gameId,
  awardName: a.award_name,
  awardImg: a.award_img,
  awardType: a.award_type,
  relateId: a.relate_id,
  relateName: a.relate_name,
  point: a.point,
  balance: a.balance,
  awardNum: a.award_num,
  remainingNum: remaining,
  awardWinningRate: a.award_winning_rate,
});

const gameValues = (p: GameAddParams | GameEditParams) => ({
  gameName: p.game_name,
  points: p.points,
  startTime: p.start_time,
  endTime: p.end_time,
  remark: p.remark,
  noWinningDesc: p.no_winning_desc,
  noWinningImg: p.no_winning_img,
  isShowWinner: p.is_show_winner,
  joinType: p.join_type,
  joinFrequency: p.join_frequency,
  levelId: levelCsv(p.level_id),
  winningRate: p.winning_rate,
});

export const gameAdd = async (db: Db, p: GameAddParams): Promise<GameAdmin> => {
  if (p.end_time <= p.start_time) throw refuse(gameMessages.gameTime);
  const row = await db.transaction(async (tx) => {
    const awards = await checkAwards(tx, p.award);
    const now = nowSeconds();
    const [g] = await tx
      .insert(promotionGame)
      .values({ ...gameValues(p), gameType: p.game_type, status: GAME_STATUS.RUNNING, createTime: now, modifyTime: now })
      .returning();
    await tx.insert(promotionGameAward).values(awards.map((a) => awardValues(g!.gameId, a, a.award_num)));
    return g!;
  });
  return (await gamesOut(db, [row]))[0]!;
};

/** The game locked for a change, refused when missing or closed. */
const lockOpenGame = async (tx: Db, id: number): Promise<GameRow> => {
  const [g] = await tx.select().from(promotionGame).where(eq(promotionGame.gameId, id)).for('update');
  if (!g) throw refuse(gameMessages.gameNotExist);
  if (g.status === GAME_STATUS.CLOSED) throw refuse(gameMessages.gameClosed);
  return g;
};

/**
 * Changes a game that is not closed. Awards are matched by `award_id`: a kept one keeps what was won of it (its
 * units left are the new number less those won), a new one is added, one left out is removed (records keep its
 * name). A game that had ended for want of awards runs again when the change gives it units.
 */
export const gameEdit = async (db: Db, p: GameEditParams): Promise<GameAdmin> => {
  if (p.end_time <= p.start_time) throw refuse(gameMessages.gameTime);
  const row = await db.transaction(async (tx) => {
    const old = await lockOpenGame(tx, p.game_id);
    const awards = await checkAwards(tx, p.award);
    const current = await tx.select().from(promotionGameAward).where(eq(promotionGameAward.gameId, old.gameId)).for('update');
    const kept: number[] = [];
    let left = 0;
    for (const a of awards) {
      if (a.award_id === undefined) {
        await tx.insert(promotionGameAward).values(awardValues(old.gameId, a, a.award_num));
        left += a.award_num;
        continue;
      }
      const was = current.find((c) => c.awardId === a.award_id);
      if (!was) throw refuse(gameMessages.gameAwardNotOfGame, { award_id: a.award_id });
      const won = was.awardNum - was.remainingNum;
      if (a.award_num < won) throw refuse(gameMessages.gameAwardBelowWon, { name: a.award_name, won });
      await tx
        .update(promotionGameAward)
        .set(awardValues(old.gameId, a, a.award_num - won))
        .where(eq(promotionGameAward.awardId, was.awardId));
      kept.push(was.awardId);
      left += a.award_num - won;
    }
    await tx
      .delete(promotionGameAward)
      .where(and(eq(promotionGameAward.gameId, old.gameId), kept.length ? notInArray(promotionGameAward.awardId, kept) : undefined));
    const [g] = await tx
      .update(promotionGame)
      .set({ ...gameValues(p), status: left > 0 ? GAME_STATUS.RUNNING : GAME_STATUS.ENDED, modifyTime: nowSeconds() })
      .where(eq(promotionGame.gameId, old.gameId))
      .returning();
    return g!;
  });
  return (await gamesOut(db, [row]))[0]!;
};

/** Closes a game: no more draws; what was won stays won. */
export const gameClose = async (db: Db, id: number): Promise<GameAdmin> => {
  const row = await db.transaction(async (tx) => {
    await lockOpenGame(tx, id);
    const [g] = await tx
      .update(promotionGame)
      .set({ status: GAME_STATUS.CLOSED, modifyTime: nowSeconds() })
      .where(eq(promotionGame.gameId, id))
      .returning();
    return g!;
  });
  return (await gamesOut(db, [row]))[0]!;
};
