import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_FROM_TYPE, RECHARGE_ORDER_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { nextNumbers } from '../infra/db/numbers';
import { platformcouponType } from '../modules/coupon';
import { changeAccounts, member } from '../modules/member';
import { putConsumeConfig } from '../modules/memberconsume';
import { memberRecharge, memberRechargeOrder, putRechargeConfig } from '../modules/memberrecharge';
import { DEMO_MEMBER } from './members';
import { SEED_TIME } from './plan';

/**
 * Recharge and consumption rewards in the demo: three packages (the largest with a platform coupon),
 * custom amounts of 1–5,000 yuan, 1% of order money back as points and growth when an order is paid, and
 * one paid recharge of the demo shopper (written through the ledger).
 */
export const seedRecharge = async (db: Db): Promise<void> => {
  const [coupon] = await db
    .select({ id: platformcouponType.platformcouponTypeId })
    .from(platformcouponType)
    .orderBy(asc(platformcouponType.platformcouponTypeId))
    .limit(1);
  await db.insert(memberRecharge).values([
    { rechargeName: '充100送10', faceValue: 11_000, buyPrice: 10_000, point: 100, growth: 10, sort: 1, createTime: SEED_TIME },
    { rechargeName: '充300送40', faceValue: 34_000, buyPrice: 30_000, point: 300, growth: 30, sort: 2, createTime: SEED_TIME },
    {
      rechargeName: '充500送80',
      faceValue: 58_000,
      buyPrice: 50_000,
      point: 500,
      growth: 50,
      couponId: coupon ? String(coupon.id) : '',
      sort: 3,
      createTime: SEED_TIME,
    },
  ]);
  await putRechargeConfig(db, { isUse: 1, isCustom: 1, min: 100, max: 500_000 });
  await putConsumeConfig(db, { is_use: 1, return_point_status: 'pay', return_point_rate: 1, return_growth_rate: 1, return_coupon: '' });

  // The demo shopper's recharge of an amount of its own: part of its opening balance (DEMO_MEMBER.recharged).
  const [demo] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, DEMO_MEMBER.username)).limit(1);
  if (!demo) return;
  const [orderNo, outTradeNo] = (await nextNumbers(db, 2)) as [string, string];
  const paidAt = SEED_TIME + 3_600;
  await db.insert(memberRechargeOrder).values({
    orderNo,
    outTradeNo,
    memberId: demo.id,
    rechargeId: 0,
    rechargeName: '自定义充值',
    faceValue: DEMO_MEMBER.recharged,
    buyPrice: DEMO_MEMBER.recharged,
    status: RECHARGE_ORDER_STATUS.paid,
    payType: 'sandbox',
    payTime: paidAt,
    createTime: paidAt,
  });
  await changeAccounts(
    db,
    demo.id,
    { balance: DEMO_MEMBER.recharged },
    { fromType: ACCOUNT_FROM_TYPE.memberrecharge, typeName: '会员充值', relateTag: orderNo, remark: '自定义充值' },
  );
};
