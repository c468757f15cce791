import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { MemberAdjustAccountResult, MemberInfo } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { member, memberAccount } from '../member';

let api: TestApi;
const KEY = 'operator-key-for-account-tests';
beforeAll(async () => {
  api = await startTestApi();
  api.deps.config.adminApiKey = KEY;
});
afterAll(() => api?.close());

const db = () => api.database.db;

const adjust = async (params: Params, key: string | null = KEY) =>
  (await fetch(`${api.url}/admin/api/member/adjustaccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(key ? { 'x-admin-key': key } : {}) },
    body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
  }).then((r) => r.json())) as { code: number; message: string; data: MemberAdjustAccountResult };

/** A fresh member (username registration) with empty accounts. */
const newMember = async (): Promise<{ id: number; token: string }> => {
  const username = `adj${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const res = await api.post<{ token: string }>('/api/register/username', { username, password: 'secret123' });
  expect(res.code).toBe(0);
  const [row] = await db().select({ id: member.memberId }).from(member).where(eq(member.username, username));
  await db().update(member).set({ balance: 0, point: 0 }).where(eq(member.memberId, row!.id));
  return { id: row!.id, token: res.data.token };
};

const ledger = async (memberId: number, type: string) =>
  (
    await db()
      .select({ sum: sql<number>`coalesce(sum(${memberAccount.accountData}), 0)::int`, n: sql<number>`count(*)::int` })
      .from(memberAccount)
      .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.accountType, type), eq(memberAccount.fromType, 'adjust')))
  )[0]!;

describe('operator account adjustment', () => {
  it('tops up the balance the shopper then sees, and deducts it again; each change has a ledger row', async () => {
    const m = await newMember();
    const up = await adjust({ member_id: m.id, account_type: 'balance', adjust_num: '50', remark: '充值' });
    expect(up).toMatchObject({ code: 0, data: { member_id: m.id, balance: '50.00', point: 0 } });
    const info = await api.get<MemberInfo>('/api/member/info', { token: m.token });
    expect(info.data.balance).toBe('50.00');
    expect((await adjust({ member_id: m.id, account_type: 'balance', adjust_num: '-12.5' })).data.balance).toBe('37.50');
    expect(await ledger(m.id, 'balance')).toEqual({ sum: 3750, n: 2 });
  });

  it('adds and takes points', async () => {
    const m = await newMember();
    expect((await adjust({ member_id: m.id, account_type: 'point', adjust_num: '300' })).data.point).toBe(300);
    expect((await adjust({ member_id: m.id, account_type: 'point', adjust_num: '-100' })).data.point).toBe(200);
    expect(await ledger(m.id, 'point')).toEqual({ sum: 200, n: 2 });
  });

  it('refuses an overdraft, also when deductions race: the balance never goes below zero', async () => {
    const m = await newMember();
    await adjust({ member_id: m.id, account_type: 'balance', adjust_num: '30' });
    const over = await adjust({ member_id: m.id, account_type: 'balance', adjust_num: '-30.01' });
    expect(over).toMatchObject({ code: -1, message: '调整后账户不能小于零' });
    const results = await Promise.all(Array.from({ length: 10 }, () => adjust({ member_id: m.id, account_type: 'balance', adjust_num: '-10' })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(3);
    const [row] = await db().select({ balance: member.balance }).from(member).where(eq(member.memberId, m.id));
    expect(row!.balance).toBe(0);
    expect(await ledger(m.id, 'balance')).toEqual({ sum: 0, n: 4 });
  });

  it('answers bad input with a clear message in the caller language and changes nothing', async () => {
    const m = await newMember();
    const cases: [Params, RegExp][] = [
      [{ member_id: m.id, account_type: 'balance', adjust_num: 'abc' }, /调整金额须为非零金额/],
      [{ member_id: m.id, account_type: 'balance', adjust_num: '0' }, /调整金额须为非零金额/],
      [{ member_id: m.id, account_type: 'balance', adjust_num: '1.234' }, /调整金额须为非零金额/],
      [{ member_id: m.id, account_type: 'point', adjust_num: '1.5' }, /调整积分须为非零整数/],
      [{ member_id: 99_999_999, account_type: 'point', adjust_num: '5' }, /会员不存在/],
      [{ member_id: m.id, account_type: 'coins', adjust_num: '5' }, /account_type/],
      [{ member_id: -3, account_type: 'point', adjust_num: '5' }, /member_id/],
    ];
    for (const [params, message] of cases) {
      const res = await adjust(params);
      expect(res.code, JSON.stringify(params)).toBe(-1);
      expect(res.message).toMatch(message);
    }
    expect((await adjust({ member_id: m.id, account_type: 'balance', adjust_num: 'x', lang: 'en-us' })).message).toBe(
      'The adjustment must be a non-zero amount with at most two decimals',
    );
    expect(await ledger(m.id, 'balance')).toEqual({ sum: 0, n: 0 });
    expect(await ledger(m.id, 'point')).toEqual({ sum: 0, n: 0 });
  });

  it('is refused without the operator key', async () => {
    const m = await newMember();
    expect((await adjust({ member_id: m.id, account_type: 'balance', adjust_num: '5' }, null)).code).toBe(-10009);
    expect((await adjust({ member_id: m.id, account_type: 'balance', adjust_num: '5' }, 'wrong')).code).toBe(-10009);
    expect(await ledger(m.id, 'balance')).toEqual({ sum: 0, n: 0 });
  });
});
