import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Code, mallDate, type MemberInfo, type SigninConfig, type SigninReward, type SignRecord } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { member, memberAccount } from '../member';
import { smsTesting } from '../member/testing';
import { addon } from '../settings';
import { memberSignin } from '.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: 'test-operator-key-0123456789' } });
});
afterAll(() => api?.close());
afterEach(() => {
  vi.useRealTimers();
});

const db = () => api.database.db;
const t = smsTesting(() => api);
const ADMIN_KEY = 'test-operator-key-0123456789';
const admin = async <T>(path: string, params: Params) =>
  (
    await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_KEY },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
    })
  ).json() as Promise<{ code: number; message: string; data: T }>;
const S = '/api/membersignin';
const REWARD = [
  { day: 1, point: 5, growth: 2 },
  { day: 2, point: 10, growth: 3 },
  { day: 3, point: 20, growth: 4 },
];
const setRewards = (reward: unknown = REWARD, is_use = 1) =>
  admin<SigninConfig>('/admin/api/membersignin/setconfig', { is_use, cycle: 7, reward: JSON.stringify(reward) });
const info = async (token: string) => (await api.get<MemberInfo>('/api/member/info', { token })).data;
/** Moves the server's clock (same process) to `iso`, UTC. */
const clock = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
const signinEntries = async (memberId: number) =>
  db()
    .select()
    .from(memberAccount)
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.fromType, 'signin')));

describe('sign-in settings', () => {
  it('answers the config row with the reward rows, and [] as award while the add-on is off', async () => {
    expect((await setRewards()).code).toBe(0);
    const status = await api.get<SigninConfig>(`${S}/getSignStatus`);
    expect(status.data.is_use).toBe(1);
    expect(status.data.value.reward).toEqual(REWARD);
    expect((await api.get<SigninConfig>('/membersignin/api/signin/config')).data.value.reward).toEqual(REWARD);
    expect((await api.get<SigninReward[]>(`${S}/award`)).data).toEqual(REWARD);

    await db().update(addon).set({ status: 0 }).where(eq(addon.name, 'membersignin'));
    try {
      expect((await api.get<SigninConfig>(`${S}/getSignStatus`)).data.is_use).toBe(0);
      expect((await api.get<SigninReward[]>(`${S}/award`)).data).toEqual([]);
      const { token } = await t.mobileMember();
      const res = await api.post(`${S}/signin`, { token, lang: 'en-us' });
      expect(res.code).toBe(-1);
      expect(res.message).toBe('Daily sign-in is not available');
    } finally {
      await db().update(addon).set({ status: 1 }).where(eq(addon.name, 'membersignin'));
    }
  });

  it('refuses bad reward rows and a missing operator key, changing nothing', async () => {
    for (const bad of [
      'nope',
      '[]',
      JSON.stringify([
        { day: 2, point: 1, growth: 0 },
        { day: 1, point: 1, growth: 0 },
      ]),
      JSON.stringify([{ day: 1, point: -1, growth: 0 }]),
      JSON.stringify([{ day: 0, point: 1, growth: 1 }]),
    ]) {
      const res = await admin('/admin/api/membersignin/setconfig', { is_use: 1, reward: bad });
      expect(res.code, bad).toBeLessThan(0);
    }
    const noKey = await api.post('/admin/api/membersignin/setconfig', { is_use: 1, reward: JSON.stringify(REWARD) });
    expect(noKey.code).toBeLessThan(0);
    expect((await api.get<SigninConfig>(`${S}/getSignStatus`)).data.value.reward).toEqual(REWARD);
  });

  it('asks for a login on the member endpoints', async () => {
    const res = await api.post(`${S}/signin`, { lang: 'en-us' });
    expect(res.code).toBe(-1);
    expect(res.message).toBe('Please log in first');
  });
});

describe('signing in', () => {
  it('20 parallel sign-ins on one day make one entry; the rest answer SIGNED_IN in the caller language', async () => {
    await setRewards();
    const { token, memberId } = await t.mobileMember();
    const before = await info(token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post<SigninReward>(`${S}/signin`, { token, lang: 'en-us' })));
    const ok = answers.filter((a) => a.code === 0);
    expect(ok).toHaveLength(1);
    expect(ok[0].data).toEqual(REWARD[0]);
    for (const a of answers.filter((x) => x.code !== 0)) {
      expect(a.code).toBe(Code.SIGNED_IN);
      expect(a.message).toBe('You have already signed in today');
    }
    const rows = await db().select().from(memberSignin).where(eq(memberSignin.memberId, memberId));
    expect(rows).toHaveLength(1);
    expect(await signinEntries(memberId)).toHaveLength(2); // point and growth
    const after = await info(token);
    expect(after.point - before.point).toBe(5);
    expect(after.growth - before.growth).toBe(2);
    expect(after.sign_days_series).toBe(1);
    expect((await api.get<0 | 1>(`${S}/issign`, { token })).data).toBe(1);
    const zh = await api.post(`${S}/signin`, { token });
    expect(zh.message).toBe('今天已签到');
  });

  it('a streak continues day after day, the last row applies past the end, and a missed day resets it', async () => {
    await setRewards();
    const { token, memberId } = await t.mobileMember();
    const start = await info(token);
    const sign = async (iso: string) => {
      clock(iso);
      return (await api.post<SigninReward>(`${S}/signin`, { token })).data;
    };
    // 23:30 China time on 1 March is still 1 March; 00:10 the next day is a new day.
    expect(await sign('2025-03-01T15:30:00Z')).toEqual(REWARD[0]);
    expect(await sign('2025-03-01T16:10:00Z')).toEqual(REWARD[1]);
    expect(await sign('2025-03-03T02:00:00Z')).toEqual(REWARD[2]);
    expect(await sign('2025-03-04T02:00:00Z')).toEqual(REWARD[2]); // day 4: past the last row
    expect((await info(token)).sign_days_series).toBe(4);

    // 5 March missed: on 6 March issign ends the streak, and the sign-in starts again at day 1.
    clock('2025-03-06T02:00:00Z');
    expect((await api.get<0 | 1>(`${S}/issign`, { token })).data).toBe(0);
    expect((await info(token)).sign_days_series).toBe(0);
    expect(await sign('2025-03-06T03:00:00Z')).toEqual(REWARD[0]);
    expect((await info(token)).sign_days_series).toBe(1);

    const end = await info(token);
    expect(end.point - start.point).toBe(5 + 10 + 20 + 20 + 5);
    const rows = await db().select().from(memberSignin).where(eq(memberSignin.memberId, memberId)).orderBy(memberSignin.day);
    expect(rows.map((r) => [r.day, r.streak])).toEqual([
      ['2025-03-01', 1],
      ['2025-03-02', 2],
      ['2025-03-03', 3],
      ['2025-03-04', 4],
      ['2025-03-06', 1],
    ]);

    // The records of March start 6 days before the 1st; a sign-in of 20 February is not among them.
    await db()
      .insert(memberSignin)
      .values([
        { memberId, day: '2025-02-20', streak: 1, createTime: 0 },
        { memberId, day: '2025-02-25', streak: 1, createTime: 0 },
      ]);
    const records = await api.get<SignRecord[]>(`${S}/getSignRecords`, { token, lang: 'en-us' });
    expect(records.data.map((r) => r.date)).toEqual(['2025-02-25', '2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-06']);
    expect(records.data[0].info).toBe('Signed in');
  });

  it('sign-in growth that crosses a level threshold upgrades the member in the same answer', async () => {
    await setRewards([{ day: 1, point: 1, growth: 60 }]);
    const { token, memberId } = await t.mobileMember();
    const before = await info(token); // registration gift: growth 50
    expect(before.growth).toBeLessThan(100);
    expect((await api.post(`${S}/signin`, { token })).code).toBe(0);
    const after = await info(token);
    expect(after.member_level_name).toBe('白银会员');
    const upgrade = await db()
      .select()
      .from(memberAccount)
      .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.fromType, 'upgrade')));
    expect(upgrade.map((u) => [u.accountType, u.accountData])).toEqual([['point', 50]]);
    await setRewards();
  });

  it('the day is the mall calendar day (UTC+8)', () => {
    expect(mallDate(Date.UTC(2025, 0, 1, 15, 59, 59) / 1000)).toBe('2025-01-01');
    expect(mallDate(Date.UTC(2025, 0, 1, 16, 0, 0) / 1000)).toBe('2025-01-02');
  });
});

describe('demo data', () => {
  it('the demo shopper has signed in the two days before today', async () => {
    const token = await api.login();
    const m = await info(token);
    expect(m.sign_days_series).toBe(2);
    const [demo] = await db().select({ id: member.memberId }).from(member).where(eq(member.username, 'demo'));
    const n = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(memberSignin)
        .where(eq(memberSignin.memberId, demo.id))
    )[0].n;
    expect(n).toBe(2);
  });
});
