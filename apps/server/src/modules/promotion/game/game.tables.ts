import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Games (游戏: 幸运抽奖 turntable, 砸金蛋 egg, 刮刮乐 cards). `status` keeps what the clock cannot tell: 2 when the
 * awards ran out, 3 when the operator closed it; otherwise the window decides (0 未开始, 1 进行中, 2 已结束).
 * `winning_rate` is in hundredths of a percent (0…10000) so the draw compares integers.
 */
export const promotionGame = pgTable(
  'promotion_game',
  {
    gameId: serial('game_id').primaryKey(),
    siteId: integer('site_id').notNull().default(0),
    gameName: varchar('game_name', { length: 64 }).notNull(),
    gameType: varchar('game_type', { length: 16 }).notNull(),
    points: integer('points').notNull().default(0),
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    noWinningDesc: varchar('no_winning_desc', { length: 255 }).notNull().default(''),
    noWinningImg: varchar('no_winning_img', { length: 255 }).notNull().default(''),
    isShowWinner: smallint('is_show_winner').notNull().default(1),
    joinType: smallint('join_type').notNull().default(1),
    joinFrequency: integer('join_frequency').notNull().default(1),
    /** ",1,2," or '' for every level. */
    levelId: varchar('level_id', { length: 500 }).notNull().default(''),
    winningRate: integer('winning_rate').notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull().default(0),
    modifyTime: bigint('modify_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('promotion_game_type_idx').on(t.gameType, t.status),
    check('promotion_game_rate_check', sql`${t.winningRate} between 0 and 10000`),
  ],
);

/** A game's awards; `remaining_num` is taken one at a time by a guarded update and never goes below zero. */
export const promotionGameAward = pgTable(
  'promotion_game_award',
  {
    awardId: serial('award_id').primaryKey(),
    gameId: integer('game_id').notNull(),
    awardName: varchar('award_name', { length: 64 }).notNull(),
    awardImg: varchar('award_img', { length: 255 }).notNull().default(''),
    awardType: smallint('award_type').notNull(),
    relateId: integer('relate_id').notNull().default(0),
    relateName: varchar('relate_name', { length: 64 }).notNull().default(''),
    point: integer('point').notNull().default(0),
    /** Fen of non-withdrawable balance. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    awardNum: integer('award_num').notNull(),
    remainingNum: integer('remaining_num').notNull(),
    awardWinningRate: integer('award_winning_rate').notNull().default(1),
  },
  (t) => [index('promotion_game_award_game_idx').on(t.gameId), check('promotion_game_award_remaining_check', sql`${t.remainingNum} >= 0`)],
);

/** Every draw of a member: a miss (`is_winning` 0, no award) or the award won, copied as it was. */
export const promotionGameDrawRecord = pgTable(
  'promotion_game_draw_record',
  {
    recordId: serial('record_id').primaryKey(),
    gameId: integer('game_id').notNull(),
    gameType: varchar('game_type', { length: 16 }).notNull(),
    memberId: integer('member_id').notNull(),
    memberNickName: varchar('member_nick_name', { length: 255 }).notNull().default(''),
    points: integer('points').notNull().default(0),
    isWinning: smallint('is_winning').notNull().default(0),
    awardId: integer('award_id').notNull().default(0),
    awardName: varchar('award_name', { length: 64 }).notNull().default(''),
    awardType: smallint('award_type').notNull().default(0),
    relateId: integer('relate_id').notNull().default(0),
    relateName: varchar('relate_name', { length: 64 }).notNull().default(''),
    point: integer('point').notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('promotion_game_draw_member_idx').on(t.gameId, t.memberId, t.createTime),
    index('promotion_game_draw_winning_idx').on(t.gameId, t.isWinning, t.recordId),
  ],
);
