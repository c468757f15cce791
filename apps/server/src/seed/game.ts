import { asc, eq } from 'drizzle-orm';
import { COUPON_TYPE_STATUS, GAME_AWARD_TYPE, GAME_JOIN_TYPE, GAME_STATUS, type GameType } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { platformcouponType } from '../modules/coupon';
import { gift } from '../modules/gift';
import { member } from '../modules/member';
import { drawGame, promotionGame, promotionGameAward, type GameRandom } from '../modules/promotion';
import { SEED_TIME } from './plan';

const DAY = 86_400;
/** Far ahead so the demo games keep running for years (the seed stays deterministic). */
const FAR_END = SEED_TIME + 6 * 365 * DAY;

type AwardSeed = Omit<typeof promotionGameAward.$inferInsert, 'gameId' | 'remainingNum'>;

interface GameSeed {
  type: GameType;
  name: string;
  points: number;
  /** Hundredths of a percent. */
  rate: number;
  frequency: number;
  desc: string;
  remark: string;
  awards: AwardSeed[];
}

/**
 * The demo games, one of each type, running for years with points, balance, platform coupon and (the wheel) gift
 * awards. The demo
 * shopper's 500 points pay for dozens of draws; each game allows a few draws a day. They use no goods.
 */
export const seedGames = async (db: Db): Promise<void> => {
  const [coupon] = await db
    .select({ id: platformcouponType.platformcouponTypeId, name: platformcouponType.platformcouponName })
    .from(platformcouponType)
    .where(eq(platformcouponType.status, COUPON_TYPE_STATUS.active))
    .orderBy(asc(platformcouponType.platformcouponTypeId))
    .limit(1);
  const couponAward = (weight: number, num: number): AwardSeed[] =>
    coupon
      ? [
          {
            awardName: coupon.name,
            awardType: GAME_AWARD_TYPE.coupon,
            relateId: coupon.id,
            relateName: coupon.name,
            awardNum: num,
            awardWinningRate: weight,
          },
        ]
      : [];
  // A gift of the gift catalogue (seed/pointexchange.ts) on the wheel: a win becomes a gift order to ship.
  const [prize] = await db
    .select({ id: gift.giftId, name: gift.giftName })
    .from(gift)
    .where(eq(gift.status, 1))
    .orderBy(asc(gift.giftId))
    .limit(1);
  const giftAward = (weight: number, num: number): AwardSeed[] =>
    prize
      ? [
          {
            awardName: prize.name,
            awardType: GAME_AWARD_TYPE.gift,
            relateId: prize.id,
            relateName: prize.name,
            awardNum: num,
            awardWinningRate: weight,
          },
        ]
      : [];
  const points = (n: number, weight: number, num: number): AwardSeed => ({
    awardName: `${n}积分`,
    awardType: GAME_AWARD_TYPE.point,
    point: n,
    awardNum: num,
    awardWinningRate: weight,
  });
  const balance = (fen: number, weight: number, num: number): AwardSeed => ({
    awardName: `${(fen / 100).toFixed(2)}元余额`,
    awardType: GAME_AWARD_TYPE.balance,
    balance: fen,
    awardNum: num,
    awardWinningRate: weight,
  });
  const games: GameSeed[] = [
    {
      type: 'turntable',
      name: '幸运大转盘',
      points: 10,
      rate: 6000,
      frequency: 5,
      desc: '很遗憾，没有抽中，明天再来吧',
      remark: '每次抽奖消耗10积分，每人每天可抽5次；奖品以实际到账为准。',
      awards: [
        points(50, 40, 500),
        balance(200, 20, 200),
        ...couponAward(20, 300),
        points(10, 60, 2000),
        balance(1000, 5, 20),
        ...giftAward(5, 50),
      ],
    },
    {
      type: 'egg',
      name: '砸金蛋赢好礼',
      points: 5,
      rate: 5000,
      frequency: 3,
      desc: '金蛋是空的，再砸一个试试',
      remark: '每次砸蛋消耗5积分，每人每天可砸3次。',
      awards: [points(20, 50, 1000), balance(100, 20, 300), ...couponAward(10, 200)],
    },
    {
      type: 'cards',
      name: '刮刮乐',
      points: 5,
      rate: 5000,
      frequency: 3,
      desc: '差一点就中了，再刮一张吧',
      remark: '每刮一张消耗5积分，每人每天可刮3张。',
      awards: [points(30, 50, 1000), balance(500, 10, 100), ...couponAward(15, 200)],
    },
  ];
  const ids: number[] = [];
  for (const [k, s] of games.entries()) {
    const [g] = await db
      .insert(promotionGame)
      .values({
        gameName: s.name,
        gameType: s.type,
        points: s.points,
        startTime: SEED_TIME - DAY,
        endTime: FAR_END,
        status: GAME_STATUS.RUNNING,
        remark: s.remark,
        noWinningDesc: s.desc,
        isShowWinner: 1,
        joinType: GAME_JOIN_TYPE.day,
        joinFrequency: s.frequency,
        winningRate: s.rate,
        createTime: SEED_TIME + k,
        modifyTime: SEED_TIME + k,
      })
      .returning({ id: promotionGame.gameId });
    await db.insert(promotionGameAward).values(s.awards.map((a) => ({ ...a, gameId: g!.id, remainingNum: a.awardNum })));
    ids.push(g!.id);
  }
  // The demo shopper's won gift: one real draw of the wheel whose source wins and then lands on the last award
  // (the gift), so the points, the ledger, the award's units, the draw record and the gift order are as a real
  // win leaves them.
  const [demo] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, 'demo')).limit(1);
  if (demo && prize) {
    const winsTheLast: GameRandom = (max) => (max === 10_000 ? 1 : max);
    await drawGame(db, 'turntable', ids[0]!, demo.id, winsTheLast);
  }
};
