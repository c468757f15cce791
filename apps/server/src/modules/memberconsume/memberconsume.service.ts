import { eq } from 'drizzle-orm';
import { CONSUME_MOMENTS, nowSeconds, type ConsumeMoment, type MemberConsumeConfig } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { parseIdCsv } from '../coupon';
import { addon, addonFlags, getSetting, putSetting, setting } from '../settings';
import { memberConsumeRecord } from './memberconsume.tables';

export const CONSUME_CONFIG_KEY = 'MEMBER_CONSUME_CONFIG';

const rate = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100 ? v : 0);

const configOf = (value: Record<string, unknown>, on: boolean): MemberConsumeConfig => ({
  is_use: on ? 1 : 0,
  return_point_status: CONSUME_MOMENTS.find((m) => m === value.return_point_status) ?? 'pay',
  return_point_rate: rate(value.return_point_rate),
  return_growth_rate: rate(value.return_growth_rate),
  return_coupon: parseIdCsv(typeof value.return_coupon === 'string' ? value.return_coupon : '').join(','),
});

/** Setting MEMBER_CONSUME_CONFIG; off while the add-on is off. */
export const consumeConfig = async (db: Db): Promise<MemberConsumeConfig> => {
  const [row, addons] = await Promise.all([getSetting(db, CONSUME_CONFIG_KEY), addonFlags(db)]);
  return configOf(row.value, addons.memberconsume === 1 && row.is_use === 1);
};

/** The same in one statement (setting and add-on switch together), for the steps inside a payment. */
export const consumeConfigTx = async (tx: Db): Promise<MemberConsumeConfig> => {
  const [row] = await tx
    .select({ value: setting.value, isUse: setting.isUse, addon: addon.status })
    .from(setting)
    .leftJoin(addon, eq(addon.name, 'memberconsume'))
    .where(eq(setting.configKey, CONSUME_CONFIG_KEY))
    .limit(1);
  const value = row && typeof row.value === 'object' && row.value !== null ? (row.value as Record<string, unknown>) : {};
  return configOf(value, row?.isUse === 1 && row.addon === 1);
};

export const putConsumeConfig = async (db: Db, c: MemberConsumeConfig): Promise<void> => {
  const { is_use, ...value } = c;
  await putSetting(db, CONSUME_CONFIG_KEY, { ...value, return_coupon: parseIdCsv(value.return_coupon).join(',') }, is_use);
};

/** Points or growth earned: `ratePct`% of the order money in yuan, rounded down (reference §6). */
export const rewardOf = (orderMoneyFen: number, ratePct: number): number => Math.floor((orderMoneyFen * ratePct) / 10_000);

/** A reward of one order: what the claim row records. */
export interface RewardClaim {
  orderId: number;
  kind: string;
  memberId: number;
  moment: ConsumeMoment;
  point: number;
  growth: number;
  coupon: string;
}

/**
 * Claims rewards, all in one INSERT: the unique (order, kind) row goes in first, so of two transactions (a
 * replay, a second move) only one gets past here. Answers the claims that were not given before.
 */
export const claimRewardsTx = async (tx: Db, claims: readonly RewardClaim[]): Promise<RewardClaim[]> => {
  if (claims.length === 0) return [];
  const t = nowSeconds();
  const done = await tx
    .insert(memberConsumeRecord)
    .values(claims.map((c) => ({ ...c, createTime: t })))
    .onConflictDoNothing()
    .returning({ orderId: memberConsumeRecord.orderId, kind: memberConsumeRecord.kind });
  const fresh = new Set(done.map((d) => `${d.orderId}:${d.kind}`));
  return claims.filter((c) => fresh.has(`${c.orderId}:${c.kind}`));
};
