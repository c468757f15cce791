import { eq } from 'drizzle-orm';
import { mallDate, nowSeconds, ACCOUNT_FROM_TYPE, type SigninReward } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { platformcouponType } from '../modules/coupon';
import { changeAccounts, member, memberLevel, setSignStreakTx } from '../modules/member';
import { memberSignin, saveSigninConfig } from '../modules/membersignin';
import { DEMO_MEMBER } from './members';

/** A week of rising rewards; from day 7 on the last row keeps applying. */
export const DEMO_SIGNIN_REWARD: SigninReward[] = [
  { day: 1, point: 5, growth: 2 },
  { day: 2, point: 5, growth: 2 },
  { day: 3, point: 10, growth: 5 },
  { day: 4, point: 10, growth: 5 },
  { day: 5, point: 15, growth: 5 },
  { day: 6, point: 15, growth: 5 },
  { day: 7, point: 30, growth: 10 },
];

/**
 * The level ladder above the default level (growth thresholds, discounts, badges, upgrade gifts; the top
 * level's gift includes a platform coupon), the sign-in rewards, and the demo shopper's growth and the two
 * sign-ins before today (a streak today's sign-in continues), written through the ledger. Run after the coupons.
 */
export const seedLevelsAndSignin = async (db: Db): Promise<void> => {
  const [coupon] = await db
    .select({ id: platformcouponType.platformcouponTypeId })
    .from(platformcouponType)
    .orderBy(platformcouponType.platformcouponTypeId)
    .limit(1);
  await db.update(memberLevel).set({ levelLabel: 'V0' }).where(eq(memberLevel.isDefault, 1));
  await db.insert(memberLevel).values([
    { levelName: '白银会员', levelLabel: 'V1', growth: 100, consumeDiscount: 98, sort: 2, sendPoint: 50, remark: '商品98折' },
    {
      levelName: '黄金会员',
      levelLabel: 'V2',
      growth: 500,
      consumeDiscount: 95,
      sort: 3,
      sendPoint: 100,
      sendBalance: 500,
      remark: '商品95折',
    },
    {
      levelName: '钻石会员',
      levelLabel: 'V3',
      growth: 2000,
      consumeDiscount: 90,
      sort: 4,
      sendPoint: 200,
      sendCoupon: coupon ? String(coupon.id) : '',
      remark: '商品9折',
    },
  ]);
  await saveSigninConfig(db, { is_use: 1, cycle: 7, reward: DEMO_SIGNIN_REWARD });

  const [demo] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, DEMO_MEMBER.username)).limit(1);
  if (!demo) return;
  await changeAccounts(db, demo.id, { growth: 80 }, { fromType: 'adjust', typeName: '演示数据', remark: 'demo seed' });
  const now = nowSeconds();
  for (const [back, streak] of [
    [2, 1],
    [1, 2],
  ] as const) {
    const r = DEMO_SIGNIN_REWARD[streak - 1];
    const day = mallDate(now - back * 86_400);
    const [row] = await db
      .insert(memberSignin)
      .values({ memberId: demo.id, day, streak, point: r.point, growth: r.growth, createTime: now - back * 86_400 })
      .returning({ id: memberSignin.id });
    await changeAccounts(
      db,
      demo.id,
      { point: r.point, growth: r.growth },
      { fromType: ACCOUNT_FROM_TYPE.signin, typeName: '签到奖励', relateTag: `signin:${row.id}`, remark: day },
    );
  }
  await setSignStreakTx(db, demo.id, 2);
};
