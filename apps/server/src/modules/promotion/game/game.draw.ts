import { and, eq, gt, sql } from 'drizzle-orm';
import {
  ACCOUNT_FROM_TYPE,
  ACCOUNT_FROM_TYPE_LABELS,
  COUPON_GET_TYPES,
  formatFen,
  GAME_AWARD_TYPE,
  GAME_STATUS,
  nowSeconds,
  type GameAwardType,
  type GameLotteryResult,
  type GameType,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { grantCouponTx, platformCoupons } from '../../coupon';
import { AccountRefused, changeAccounts, member } from '../../member';
import { AppError } from '../../../infra/http/errors';
import { createGiftOrderTx } from '../../gift';
import { refuse } from '../engine';
import { gameMessages } from './game.messages';
import { isWin, pickAward, type GameRandom } from './game.pick';
import { drawsCounted, endGameTx, gameAwards, gameOfType, gameStatusAt, levelIdsOf, type AwardRow, type GameRow } from './game.read';
import { promotionGameAward, promotionGameDrawRecord } from './game.tables';

/** How often a draw tries again when another draw took the last unit of the award it picked. */
const PICK_TRIES = 5;

const fromOf = (g: GameRow, remark: string) => ({
  fromType: ACCOUNT_FROM_TYPE[g.gameType as GameType],
  typeName: ACCOUNT_FROM_TYPE_LABELS[ACCOUNT_FROM_TYPE[g.gameType as GameType]]['zh-cn'],
  relateTag: String(g.gameId),
  remark,
});

/**
 * A won gift: a gift order of the gift module (source `game`, relate id = the draw record), shipped to the member's
 * default address and shown on their gift pages. False when the gift is gone or out of stock (its guarded update
 * changed nothing, so the transaction goes on): the draw then counts as a miss, as a coupon that cannot be given.
 */
export const grantGiftAward = async (tx: Db, a: { memberId: number; giftId: number; recordId: number }): Promise<boolean> => {
  try {
    await createGiftOrderTx(tx, { memberId: a.memberId, giftId: a.giftId, num: 1, source: 'game', relateId: a.recordId });
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
};

/** Takes one unit of an award picked by weight; another draw may have taken the last one first, then it picks again. */
const takeAwardTx = async (tx: Db, gameId: number, random: GameRandom): Promise<AwardRow | null> => {
  for (let i = 0; i < PICK_TRIES; i++) {
    const picked = pickAward(await gameAwards(tx, gameId), random);
    if (!picked) return null;
    const [taken] = await tx
      .update(promotionGameAward)
      .set({ remainingNum: sql`${promotionGameAward.remainingNum} - 1` })
      .where(and(eq(promotionGameAward.awardId, picked.awardId), gt(promotionGameAward.remainingNum, 0)))
      .returning();
    if (taken) return taken;
  }
  return null;
};

const giveAwardBackTx = (tx: Db, awardId: number) =>
  tx
    .update(promotionGameAward)
    .set({ remainingNum: sql`${promotionGameAward.remainingNum} + 1` })
    .where(eq(promotionGameAward.awardId, awardId));

/** Grants what the award gives; false when it cannot be given (a coupon sold out or past its member limit). */
const grantAwardTx = async (tx: Db, g: GameRow, memberId: number, a: AwardRow, recordId: number): Promise<boolean> => {
  switch (a.awardType) {
    case GAME_AWARD_TYPE.point:
      await changeAccounts(tx, memberId, { point: a.point }, fromOf(g, `game award ${a.awardId}`));
      return true;
    case GAME_AWARD_TYPE.balance:
      await changeAccounts(tx, memberId, { balance: a.balance }, fromOf(g, `game award ${a.awardId}`));
      return true;
    case GAME_AWARD_TYPE.coupon:
      return (await grantCouponTx(tx, platformCoupons, memberId, a.relateId, COUPON_GET_TYPES.activity)).ok;
    case GAME_AWARD_TYPE.gift:
      return grantGiftAward(tx, { memberId, giftId: a.relateId, recordId });
    default:
      return false;
  }
};

/**
 * One draw of a game, in one transaction: the member's row locked first (a member's draws go one at a time, so
 * the count of draws and the points cannot be raced), the game running and of the member's level, the draws left
 * counted, the points taken with a guarded update and its ledger row, then the chance; a win takes one unit of an
 * award picked by weight (guarded, never below zero) and grants it in the same transaction. When no award has
 * units left the game ends.
 */
export const drawGame = (db: Db, type: GameType, gameId: number, memberId: number, random: GameRandom): Promise<GameLotteryResult> =>
  db.transaction(async (tx) => {
    const [m] = await tx
      .select({ id: member.memberId, level: member.memberLevel, nickname: member.nickname, username: member.username })
      .from(member)
      .where(eq(member.memberId, memberId))
      .for('update');
    if (!m) throw refuse(gameMessages.gameMemberNotExist);
    const at = nowSeconds();
    const g = await gameOfType(tx, type, gameId);
    const status = gameStatusAt(g, at);
    if (status === GAME_STATUS.NOT_STARTED) throw refuse(gameMessages.gameNotStarted);
    if (status === GAME_STATUS.CLOSED) throw refuse(gameMessages.gameClosed);
    if (status === GAME_STATUS.ENDED) throw refuse(gameMessages.gameEnded);
    const levels = levelIdsOf(g.levelId);
    if (levels.length > 0 && !levels.includes(m.level)) throw refuse(gameMessages.gameLevelRefused);
    // The count is read under the member's lock: parallel draws of one member wait for each other here.
    if ((await drawsCounted(tx, g, memberId, at)) >= g.joinFrequency) throw refuse(gameMessages.gameNoChance);
    if (g.points > 0) {
      try {
        await changeAccounts(tx, memberId, { point: -g.points }, fromOf(g, `game ${g.gameId} draw`));
      } catch (e) {
        if (e instanceof AccountRefused) throw refuse(gameMessages.gamePointShort);
        throw e;
      }
    }

    const [rec] = await tx
      .insert(promotionGameDrawRecord)
      .values({
        gameId: g.gameId,
        gameType: g.gameType,
        memberId,
        memberNickName: m.nickname || m.username || '',
        points: g.points,
        isWinning: 0,
        createTime: at,
      })
      .returning({ id: promotionGameDrawRecord.recordId });
    const recordId = rec!.id;

    const award = isWin(g.winningRate, random) ? await takeAwardTx(tx, g.gameId, random) : null;
    const granted = award ? await grantAwardTx(tx, g, memberId, award, recordId) : false;
    if (award && !granted) await giveAwardBackTx(tx, award.awardId);
    const [left] = await tx
      .select({ n: sql<number>`coalesce(sum(${promotionGameAward.remainingNum}), 0)::int` })
      .from(promotionGameAward)
      .where(eq(promotionGameAward.gameId, g.gameId));
    if (Number(left?.n ?? 0) === 0) await endGameTx(tx, g.gameId);
    if (!award || !granted) return { is_winning: 0, record_id: recordId };

    await tx
      .update(promotionGameDrawRecord)
      .set({
        isWinning: 1,
        awardId: award.awardId,
        awardName: award.awardName,
        awardType: award.awardType,
        relateId: award.relateId,
        relateName: award.relateName,
        point: award.point,
        balance: award.balance,
      })
      .where(eq(promotionGameDrawRecord.recordId, recordId));
    return {
      is_winning: 1,
      record_id: recordId,
      award_id: award.awardId,
      award_name: award.awardName,
      award_img: award.awardImg,
      award_type: award.awardType as GameAwardType,
      relate_id: award.relateId,
      relate_name: award.relateName,
      point: award.point,
      balance: formatFen(award.balance),
    };
  });
