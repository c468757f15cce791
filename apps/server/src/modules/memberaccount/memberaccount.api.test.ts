import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_FROM_TYPE,
  ACCOUNT_FROM_TYPE_LABELS,
  mallMonthOf,
  mallMonthWindow,
  nowSeconds,
  type MemberAccountFromTypes,
  type MemberAccountInfo,
  type MemberAccountRow,
  type Paged,
} from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { member, memberAccount } from '../member';

let api: TestApi;
const KEY = 'operator-key-for-ledger-tests';
beforeAll(async () => {
  api = await startTestApi();
  api.deps.config.adminApiKey = KEY;
});
afterAll(() => api?.close());

const db = () => api.database.db;

/** A fresh member (username registration: the demo mall's new-member gift of 100 points and 50 growth). */
const newMember = async (): Promise<{ id: number; token: string }> => {
  const username = `led${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const res = await api.post<{ token: string }>('/api/register/username', { username, password: 'secret123' });
  expect(res.code).toBe(0);
  const [row] = await db().select({ id: member.memberId }).from(member).where(eq(member.username, username));
  return { id: row!.id, token: res.data.token };
};

const adjust = async (params: Params) =>
  (await fetch(`${api.url}/admin/api/member/adjustaccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': KEY },
    body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
  }).then((r) => r.json())) as { code: number; message: string };

/** A ledger row written straight into the table (times chosen by the test). */
const entry = (memberId: number, accountType: string, accountData: number, fromType: string, createTime: number, relateTag = '') =>
  db().insert(memberAccount).values({ memberId, accountType, accountData, fromType, typeName: '', relateTag, remark: 'test', createTime });

const page = (token: string, params: Params = {}) => api.get<Paged<MemberAccountRow>>('/api/memberaccount/page', { token, ...params });

describe('member ledger reads', () => {
  it("an operator's top-up and deduction show on the balance and its detail, signed and named in both languages", async () => {
    const m = await newMember();
    expect((await adjust({ member_id: m.id, account_type: 'balance', adjust_num: '50', remark: 'gift' })).code).toBe(0);
    expect((await adjust({ member_id: m.id, account_type: 'balance', adjust_num: '-12.5' })).code).toBe(0);
    const info = await api.get<MemberAccountInfo>('/api/memberaccount/info', { token: m.token });
    expect(info).toMatchObject({ code: 0, data: { balance: '37.50', balance_money: '0.00' } });
    expect((await api.get<MemberAccountInfo>('/api/memberaccount/info', { token: m.token, account_type: 'point' })).data).toEqual({
      point: 100,
    });

    const zh = await page(m.token, { account_type: 'balance,balance_money' });
    expect(zh.code).toBe(0);
    expect(zh.data.count).toBe(2);
    expect(zh.data.list.map((r) => [r.account_data, r.from_type, r.type_name])).toEqual([
      ['-12.50', 'adjust', '后台调整'],
      ['50.00', 'adjust', '后台调整'],
    ]);
    expect(zh.data.list[1]).toMatchObject({ member_id: m.id, account_type: 'balance', remark: 'gift', type_tag: '' });
    const en = await page(m.token, { account_type: 'balance,balance_money', lang: 'en-us' });
    expect(en.data.list.map((r) => r.type_name)).toEqual(['Adjustment by the mall', 'Adjustment by the mall']);

    const points = await page(m.token, { account_type: 'point' });
    expect(points.data.list.map((r) => [r.account_data, r.from_type, r.type_name])).toEqual([[100, 'register', '注册奖励']]);
  });

  it("the demo shopper's entries add up to the points and balances held, each kind named in the caller's language", async () => {
    const token = await api.login();
    // The seed's sign-ins are dated the days before today, so they may fall in the previous month.
    const months = [...new Set([mallMonthOf(nowSeconds() - 3 * 86_400), mallMonthOf(nowSeconds())])];
    const rows = async (account_type: string) =>
      (await Promise.all(months.map((date) => page(token, { account_type, date, page_size: 100, lang: 'en-us' })))).flatMap(
        (r) => r.data.list,
      );
    const held = async (account_type: string) =>
      (await api.get<MemberAccountInfo>('/api/memberaccount/info', { token, account_type })).data as Record<string, string | number>;
    const sum = (list: MemberAccountRow[]) => list.reduce((a, r) => a + Math.round(Number(r.account_data) * 100), 0);

    const pts = await rows('point');
    // The seed's sign-ins, the bag exchanged in the points mall and the wheel draw that won a gift.
    expect(new Set(pts.map((r) => r.from_type))).toEqual(new Set(['adjust', 'register', 'signin', 'pointexchange', 'turntable']));
    expect(sum(pts) / 100).toBe(Number((await held('point')).point));
    const bal = await rows('balance,balance_money');
    const have = await held('balance,balance_money');
    expect(sum(bal.filter((r) => r.account_type === 'balance'))).toBe(Math.round(Number(have.balance) * 100));
    expect(sum(bal.filter((r) => r.account_type === 'balance_money'))).toBe(Math.round(Number(have.balance_money) * 100));
    for (const r of [...pts, ...bal])
      expect(r.type_name).toBe(ACCOUNT_FROM_TYPE_LABELS[r.from_type as keyof typeof ACCOUNT_FROM_TYPE_LABELS]['en-us']);
    expect(new Set(bal.map((r) => r.from_type))).toEqual(new Set(['adjust', 'memberrecharge', 'withdraw']));
  });

  it('names every kind of entry the mall writes, in the caller language, and filters by kind', async () => {
    const m = await newMember();
    const t = nowSeconds() - 60;
    const kinds = Object.values(ACCOUNT_FROM_TYPE).filter((f) => f !== 'register');
    for (const [i, f] of kinds.entries()) await entry(m.id, 'balance_money', 100 * (i + 1), f, t - i, `tag-${f}`);
    for (const lang of ['zh-cn', 'en-us'] as const) {
      const res = await page(m.token, { account_type: 'balance_money', page_size: 100, lang });
      expect(res.data.count).toBe(kinds.length);
      for (const row of res.data.list) {
        expect(row.type_name).toBe(ACCOUNT_FROM_TYPE_LABELS[row.from_type as keyof typeof ACCOUNT_FROM_TYPE_LABELS][lang]);
        expect(row.type_tag).toBe(`tag-${row.from_type}`);
      }
    }
    const only = await page(m.token, { account_type: 'balance_money', from_type: 'signin' });
    expect(only.data.list.map((r) => [r.from_type, r.account_data])).toEqual([['signin', formatIndex(kinds.indexOf('signin'))]]);

    const map = await api.get<MemberAccountFromTypes>('/api/memberaccount/fromType', { lang: 'en-us' });
    expect(map.data.point.signin).toEqual({ type_name: 'Sign-in reward', type_url: '' });
    expect(map.data.balance_money.withdraw.type_name).toBe('Withdrawal');
    expect((await api.get<MemberAccountFromTypes>('/api/memberaccount/fromType')).data.balance.memberrecharge.type_name).toBe('会员充值');
  });

  it('reads one mall month (China time) with exact edges, newest first, paged', async () => {
    const m = await newMember();
    const march = mallMonthWindow('2025-03')!;
    expect(new Date(march.start * 1000).toISOString()).toBe('2025-02-28T16:00:00.000Z');
    await entry(m.id, 'point', 1, 'adjust', march.start - 1);
    await entry(m.id, 'point', 2, 'adjust', march.start);
    await entry(m.id, 'point', 3, 'signin', march.start + 86_400);
    await entry(m.id, 'point', 4, 'adjust', march.end - 1);
    await entry(m.id, 'point', 5, 'adjust', march.end);
    const all = await page(m.token, { account_type: 'point', date: '2025-03' });
    expect(all.data.list.map((r) => r.account_data)).toEqual([4, 3, 2]);
    expect((await page(m.token, { account_type: 'point', date: '2025-02' })).data.list.map((r) => r.account_data)).toEqual([1]);
    expect((await page(m.token, { account_type: 'point', date: '2025-04' })).data.list.map((r) => r.account_data)).toEqual([5]);
    const p2 = await page(m.token, { account_type: 'point', date: '2025-03', page: 2, page_size: 2 });
    expect(p2.data).toMatchObject({ count: 3, page_count: 2 });
    expect(p2.data.list.map((r) => r.account_data)).toEqual([2]);
    // Without a month: the current one (the registration gift).
    expect((await page(m.token, { account_type: 'point' })).data.list.map((r) => r.account_data)).toEqual([100]);
    expect(mallMonthOf(march.start)).toBe('2025-03');
    expect(mallMonthOf(march.start - 1)).toBe('2025-02');
  });

  it("never shows another member's entries", async () => {
    const a = await newMember();
    const b = await newMember();
    await entry(b.id, 'balance', 999, 'adjust', nowSeconds() - 5);
    const res = await page(a.token, { account_type: 'balance,balance_money' });
    expect(res.data).toEqual({ page_count: 0, count: 0, list: [] });
    const pts = await page(a.token, { account_type: 'point', page_size: 100 });
    expect(pts.data.list.every((r) => r.member_id === a.id)).toBe(true);
    expect((await api.get('/api/memberaccount/sum', { token: a.token, account_type: 'balance' })).data).toBe('0.00');
    expect((await api.get('/api/memberaccount/sum', { token: b.token, account_type: 'balance' })).data).toBe('9.99');
  });

  it('sums income, pay and net between two times', async () => {
    const m = await newMember();
    const t = nowSeconds() - 1000;
    await entry(m.id, 'balance', 5000, 'memberrecharge', t);
    await entry(m.id, 'balance', -1250, 'order', t + 10);
    await entry(m.id, 'balance', 300, 'order_refund', t + 20);
    const sum = (params: Params) => api.get('/api/memberaccount/sum', { token: m.token, account_type: 'balance', ...params });
    expect((await sum({ query_type: 'income' })).data).toBe('53.00');
    expect((await sum({ query_type: 'pay' })).data).toBe('12.50');
    expect((await sum({})).data).toBe('40.50');
    expect((await sum({ start_time: t + 5, end_time: t + 15 })).data).toBe('-12.50');
    expect((await sum({ from_type: 'memberrecharge' })).data).toBe('50.00');
    expect((await api.get('/api/memberaccount/sum', { token: m.token, account_type: 'point', from_type: 'register' })).data).toBe(100);
  });

  it('answers bad input with a clear message in the caller language', async () => {
    const m = await newMember();
    const cases: [string, Params, RegExp, RegExp][] = [
      ['/api/memberaccount/page', { date: '2025-13' }, /参数date格式错误/, /Parameter date is invalid/],
      ['/api/memberaccount/page', { date: 'march' }, /参数date格式错误/, /Parameter date is invalid/],
      ['/api/memberaccount/page', { account_type: 'coins' }, /account_type/, /account_type/],
      ['/api/memberaccount/page', { account_type: 'point,point' }, /account_type/, /account_type/],
      ['/api/memberaccount/page', { from_type: 'lottery' }, /from_type/, /from_type/],
      ['/api/memberaccount/page', { page: -1 }, /page/, /page/],
      ['/api/memberaccount/info', { account_type: 'money' }, /account_type/, /account_type/],
      ['/api/memberaccount/sum', { query_type: 'all' }, /query_type/, /query_type/],
      ['/api/memberaccount/sum', { start_time: 200, end_time: 100 }, /结束时间不能早于开始时间/, /end time cannot be before/],
    ];
    for (const [path, params, zh, en] of cases) {
      const a = await api.get(path, { token: m.token, ...params });
      expect(a.code, `${path} ${JSON.stringify(params)}`).toBeLessThan(0);
      expect(a.message).toMatch(zh);
      const b = await api.get(path, { token: m.token, lang: 'en-us', ...params });
      expect(b.message).toMatch(en);
    }
    expect(await api.get('/api/memberaccount/page')).toMatchObject({ code: -1, message: '请先登录' });
  });
});

describe('account cancellation sees the ledger', () => {
  it('shows the points and balance the member gives up, and refuses while a balance or points remain', async () => {
    const m = await newMember();
    expect((await adjust({ member_id: m.id, account_type: 'balance', adjust_num: '8.80' })).code).toBe(0);
    const info = await api.get<{ member_info: { point: number; balance: string } }>('/membercancel/api/membercancel/accountInfo', {
      token: m.token,
    });
    expect(info.data.member_info).toMatchObject({ point: 100, balance: '8.80' });
    const refused = await api.post('/membercancel/api/membercancel/apply', { token: m.token, lang: 'en-us' });
    expect(refused.code).toBeLessThan(0);
    expect(refused.message).toMatch(/balance/i);
    expect((await adjust({ member_id: m.id, account_type: 'balance', adjust_num: '-8.80' })).code).toBe(0);
    const points = await api.post('/membercancel/api/membercancel/apply', { token: m.token, lang: 'en-us' });
    expect(points.message).toBe('Your account still holds 100 points, please use them before closing the account');
    expect((await adjust({ member_id: m.id, account_type: 'point', adjust_num: '-100' })).code).toBe(0);
    expect((await api.post('/membercancel/api/membercancel/apply', { token: m.token })).code).toBe(0);
  });
});

/** The test's i-th balance_money entry (100 fen × (i + 1)) as the wire writes it. */
const formatIndex = (i: number) => `${i + 1}.00`;
