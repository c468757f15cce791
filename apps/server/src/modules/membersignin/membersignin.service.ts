import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import {
  Code,
  mallDate,
  nowSeconds,
  rewardFor,
  ACCOUNT_FROM_TYPE,
  type SigninConfig,
  type SigninConfigParams,
  type SigninReward,
  type SignRecord,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { addonFlags, getSetting, putSetting } from '../settings';
import { changeAccounts, endSignStreak, setSignStreakTx } from '../member';
import { membersigninMessages } from './membersignin.messages';
import { memberSignin } from './membersignin.tables';

const KEY = 'MEMBER_SIGNIN_REWARD_CONFIG';
const DAY = 86_400;

const toInt = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : Number.parseInt(String(v), 10) || 0);

/** The stored reward rows, cleaned: whole non-negative numbers, days increasing (a hand-edited row cannot break a sign-in). */
const cleanRewards = (raw: unknown): SigninReward[] => {
  const rows = Array.isArray(raw) ? raw : [];
  const out: SigninReward[] = [];
  for (const r of rows as Record<string, unknown>[]) {
    const day = toInt(r?.day);
    if (day >= 1 && (out.length === 0 || day > out[out.length - 1].day)) out.push({ day, point: toInt(r.point), growth: toInt(r.growth) });
  }
  return out;
};

/** The settings row (reference shape); `is_use` is 0 too while the add-on is off. */
export const signinConfig = async (db: Db): Promise<SigninConfig> => {
  const [row, addons] = await Promise.all([getSetting(db, KEY), addonFlags(db)]);
  return {
    ...row,
    is_use: addons.membersignin === 1 && row.is_use === 1 ? 1 : 0,
    value: { cycle: toInt(row.value.cycle), reward: cleanRewards(row.value.reward) },
  };
};

export const signinAward = async (db: Db): Promise<SigninReward[]> => {
  const c = await signinConfig(db);
  return c.is_use === 1 ? c.value.reward : [];
};

export const saveSigninConfig = async (db: Db, p: SigninConfigParams): Promise<SigninConfig> => {
  const old = await getSetting(db, KEY);
  await putSetting(db, KEY, { cycle: p.cycle ?? (toInt(old.value.cycle) || 7), reward: p.reward }, p.is_use);
  return signinConfig(db);
};

/** Signed today (mall day)? A streak whose last day is before yesterday is ended here, as the reference does. */
export const isSigned = async (db: Db, memberId: number): Promise<0 | 1> => {
  const now = nowSeconds();
  const days = [mallDate(now), mallDate(now - DAY)];
  const rows = await db
    .select({ day: memberSignin.day })
    .from(memberSignin)
    .where(and(eq(memberSignin.memberId, memberId), inArray(memberSignin.day, days)));
  if (rows.some((r) => r.day === days[0])) return 1;
  if (rows.length === 0) await endSignStreak(db, memberId);
  return 0;
};

/**
 * Today's sign-in: the unique (member, day) row decides which of racing requests signs (the others answer
 * SIGNED_IN); the streak continues from yesterday's row or starts at 1; the reward row for the streak goes
 * through the ledger as `signin` (growth may raise the level), all in one transaction.
 */
export const signIn = async (db: Db, memberId: number, typeName: string): Promise<SigninReward> => {
  const config = await signinConfig(db);
  if (config.is_use !== 1) throw new AppError(membersigninMessages.signinClosed);
  const now = nowSeconds();
  const today = mallDate(now);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ streak: memberSignin.streak })
      .from(memberSignin)
      .where(and(eq(memberSignin.memberId, memberId), eq(memberSignin.day, mallDate(now - DAY))))
      .limit(1);
    const streak = (last?.streak ?? 0) + 1;
    const reward = rewardFor(config.value.reward, streak) ?? { day: streak, point: 0, growth: 0 };
    const [row] = await tx
      .insert(memberSignin)
      .values({ memberId, day: today, streak, point: reward.point, growth: reward.growth, createTime: now })
      .onConflictDoNothing()
      .returning({ id: memberSignin.id });
    if (!row) throw new AppError(membersigninMessages.signedIn, Code.SIGNED_IN, undefined, null, 'SIGNED_IN');
    await changeAccounts(
      tx,
      memberId,
      { point: reward.point, growth: reward.growth },
      { fromType: ACCOUNT_FROM_TYPE.signin, typeName, relateTag: `signin:${row.id}`, remark: today },
    );
    await setSignStreakTx(tx, memberId, streak);
    return reward;
  });
};

/** Signed days from 6 days before the 1st of the current (mall) month, oldest first. */
export const signRecords = async (db: Db, memberId: number, info: string): Promise<SignRecord[]> => {
  const today = mallDate(nowSeconds());
  const first = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 1) / 1000;
  const from = new Date((first - 6 * DAY) * 1000).toISOString().slice(0, 10);
  const rows = await db
    .select({ day: memberSignin.day })
    .from(memberSignin)
    .where(and(eq(memberSignin.memberId, memberId), gte(memberSignin.day, from)))
    .orderBy(desc(memberSignin.day));
  return rows.reverse().map((r) => ({ date: r.day, info }));
};
