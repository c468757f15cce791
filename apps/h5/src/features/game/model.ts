import { GAME_AWARD_TYPE, type GameAward, type GameDrawRecord, type GameLotteryResult } from '@mall/contract';

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** What an award gives, in words ("50积分", "2.00元余额", the coupon's name). */
export const awardValueText = (
  a:
    | Pick<GameAward, 'award_type' | 'point' | 'balance' | 'relate_name'>
    | Pick<GameDrawRecord, 'award_type' | 'point' | 'balance' | 'relate_name'>,
  t: Translate,
): string => {
  switch (a.award_type) {
    case GAME_AWARD_TYPE.point:
      return t('game.awardPoint', { count: a.point });
    case GAME_AWARD_TYPE.balance:
      return t('game.awardBalance', { n: a.balance });
    case GAME_AWARD_TYPE.coupon:
      return a.relate_name || t('game.awardCoupon');
    case GAME_AWARD_TYPE.gift:
      return a.relate_name || t('game.awardGift');
    default:
      return '';
  }
};

/** The turntable cell a draw stops on: the won award's cell, else one of the 谢谢参与 cells (or any cell). */
export const stopCell = (cells: readonly Pick<GameAward, 'award_id'>[], r: GameLotteryResult, pick: number): number => {
  if (r.is_winning === 1) {
    const i = cells.findIndex((c) => c.award_id === r.award_id);
    if (i >= 0) return i;
  }
  const misses = cells.map((c, i) => (c.award_id < 0 ? i : -1)).filter((i) => i >= 0);
  const pool = misses.length > 0 ? misses : cells.map((_, i) => i);
  return pool[Math.abs(pick) % pool.length] ?? 0;
};

/**
 * The wheel's rotation (degrees, clockwise) that brings cell `index` of `count` under the pointer at the top,
 * after at least `turns` whole turns beyond `from`.
 */
export const wheelRotation = (from: number, index: number, count: number, turns = 6): number => {
  const cell = 360 / count;
  const target = 360 - (index * cell + cell / 2);
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base + target;
};
