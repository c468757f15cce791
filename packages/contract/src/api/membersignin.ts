import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { flagParam, intParam, optional } from '../core/fields';
import type { ConfigRow } from './config';

/** One reward row: granted on the sign-in whose streak is `day` (past the last row, the last one applies). */
export interface SigninReward {
  day: number;
  point: number;
  growth: number;
}

/** Setting `MEMBER_SIGNIN_REWARD_CONFIG`; `cycle` is kept as the mall stores it but no reward reads it. */
export interface SigninConfigValue {
  cycle: number;
  reward: SigninReward[];
}
export type SigninConfig = ConfigRow<SigninConfigValue>;

/** `/api/membersignin/getSignRecords`: the signed days from 6 days before the 1st of the month. */
export interface SignRecord {
  date: string;
  info: string;
}

/** The reward row a streak earns: the row whose `day` equals it, else the last row (reference §5 sign-in). */
export const rewardFor = (rows: readonly SigninReward[], streak: number): SigninReward | null =>
  rows.find((r) => r.day === streak) ?? rows[rows.length - 1] ?? null;

const rewardRows = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .array(z.object({ day: intParam(1, 365), point: intParam(0, 1_000_000), growth: intParam(0, 1_000_000) }))
    .min(1)
    .max(31)
    .refine((rows) => rows.every((r, i) => i === 0 || r.day > rows[i - 1].day), { message: 'day must increase' }),
);

/** Operator: `/admin/api/membersignin/setconfig`; `reward` is a JSON array `[{day, point, growth}]`, days increasing. */
export const signinConfigParams = z.object({
  is_use: flagParam(),
  cycle: optional(intParam(1, 365)),
  reward: rewardRows,
});
export type SigninConfigParams = z.infer<typeof signinConfigParams>;

/** Sign-in add-on (reference §4.14). */
export const memberSigninApi = {
  getSignStatus: endpoint({
    path: '/api/membersignin/getSignStatus',
    access: 'visitor',
    response: returns<SigninConfig>(),
    summary: 'Sign-in settings: is_use and the reward rows',
  }),
  config: endpoint({
    path: '/membersignin/api/signin/config',
    access: 'visitor',
    response: returns<SigninConfig>(),
    summary: 'Sign-in settings (the add-on path)',
  }),
  award: endpoint({
    path: '/api/membersignin/award',
    access: 'visitor',
    response: returns<SigninReward[]>(),
    summary: 'The reward rows ([] while sign-in is off)',
  }),
  isSign: endpoint({
    path: '/api/membersignin/issign',
    access: 'member',
    response: returns<0 | 1>(),
    summary: 'Whether the member signed in today (a missed day resets the streak)',
  }),
  signin: endpoint({
    path: '/api/membersignin/signin',
    access: 'member',
    response: returns<SigninReward>(),
    write: true,
    summary: 'Sign in for today: answers the reward row applied; SIGNED_IN when already signed today',
  }),
  getSignRecords: endpoint({
    path: '/api/membersignin/getSignRecords',
    access: 'member',
    response: returns<SignRecord[]>(),
    summary: 'Signed days from 6 days before the 1st of this month',
  }),
  adminSetConfig: endpoint({
    path: '/admin/api/membersignin/setconfig',
    access: 'operator',
    params: signinConfigParams,
    response: returns<SigninConfig>(),
    write: true,
    summary: 'Switch sign-in and set its reward rows',
  }),
};
