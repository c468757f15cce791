import { eq } from 'drizzle-orm';
import {
  CONSUME_FROM_TYPE,
  CONSUME_MOMENTS,
  COUPON_GET_TYPES,
  nowSeconds,
  type ConsumeMoment,
  type MemberConsumeConfig,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { translate } from '../../infra/http/messages';
import { issueCouponsTx, parseIdCsv } from '../coupon';
import { changeAccounts } from '../member';
import { order, type OrderPaidStep, type PaidOrder } from '../order';
import { addonFlags, getSetting, putSetting } from '../settings';
import { memberconsumeMessages as M } from './memberconsume.messages';
import { memberConsumeRecord } from './memberconsume.tables';

export const CONSUME_CONFIG_KEY = 'MEMBER_CONSUME_CONFIG';

const rate = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100 ? v : 0);

/** Setting MEMBER_CONSUME_CONFIG; off while the add-on is off. */
export const consumeConfig = async (db: Db): Promise<MemberConsumeConfig> => {
  const [row, addons] = await Promise.all([getSetting(db, CONSUME_CONFIG_KEY), addonFlags(db)]);
  const v = row.value;
  const moment = CONSUME_MOMENTS.find((m) => m === v.return_point_status) ?? 'pay';
  return {
    is_use: addons.memberconsume === 1 && row.is_use === 1 ? 1 : 0,
    return_point_status: moment,
    return_point_rate: rate(v.return_point_rate),
    return_growth_rate: rate(v.return_growth_rate),
    return_coupon: parseIdCsv(typeof v.return_coupon === 'string' ? v.return_coupon : '').join(','),
  };
};

export const putConsumeConfig = async (db: Db, c: Omit<MemberConsumeConfig, 'is_use'> & { is_use: 0 | 1 }): Promise<void> => {
  const { is_use, ...value } = c;
  await putSetting(db, CONSUME_CONFIG_KEY, { ...value, return_coupon: parseIdCsv(value.return_coupon).join(',') }, is_use);
};

/** Points or growth earned: `ratePct`% of the order money in yuan, rounded down (reference §6). */
export const rewardOf = (orderMoneyFen: number, ratePct: number): number => Math.floor((orderMoneyFen * ratePct) / 10_000);

/**
 * Claims the reward of `kind` for an order: the unique row goes in first, so of two transactions (a
 * replay, a second move) only one gets past here. Answers false when it was given already.
 */
export const claimRewardTx = async (
  tx: Db,
  row: { orderId: number; kind: string; memberId: number; moment: string; point: number; growth: number; coupon: string },
): Promise<boolean> => {
  const done = await tx
    .insert(memberConsumeRecord)
    .values({ ...row, createTime: nowSeconds() })
    .onConflictDoNothing()
    .returning({ id: memberConsumeRecord.id });
  return done.length === 1;
};

/**
 * The consumption reward for one order, inside the transaction that moved it to `moment`: nothing unless
 * the reward is on and set to that moment; else the points and growth by the rates of the order money and
 * one coupon of each listed platform type, once per order.
 */
export const giveConsumeRewardTx = async (tx: Db, o: PaidOrder, moment: ConsumeMoment): Promise<void> => {
  const cfg = await consumeConfig(tx);
  if (cfg.is_use !== 1 || cfg.return_point_status !== moment) return;
  const [row] = await tx.select({ orderMoney: order.orderMoney, orderNo: order.orderNo }).from(order).where(eq(order.orderId, o.orderId));
  if (!row) return;
  const point = rewardOf(row.orderMoney, cfg.return_point_rate);
  const growth = rewardOf(row.orderMoney, cfg.return_growth_rate);
  const coupons = parseIdCsv(cfg.return_coupon);
  if (point === 0 && growth === 0 && coupons.length === 0) return;
  const claimed = await claimRewardTx(tx, {
    orderId: o.orderId,
    kind: CONSUME_FROM_TYPE,
    memberId: o.memberId,
    moment,
    point,
    growth,
    coupon: coupons.join(','),
  });
  if (!claimed) return;
  await changeAccounts(
    tx,
    o.memberId,
    { point, growth },
    { fromType: CONSUME_FROM_TYPE, typeName: translate(M.consumeTypeName, 'zh-cn'), relateTag: row.orderNo },
  );
  await issueCouponsTx(tx, o.memberId, coupons, COUPON_GET_TYPES.activity);
};

export const consumeOnPaid: OrderPaidStep = (tx, o) => giveConsumeRewardTx(tx, o, 'pay');
export const consumeOnReceived: OrderPaidStep = (tx, o) => giveConsumeRewardTx(tx, o, 'receive');
export const consumeOnCompleted: OrderPaidStep = (tx, o) => giveConsumeRewardTx(tx, o, 'complete');
