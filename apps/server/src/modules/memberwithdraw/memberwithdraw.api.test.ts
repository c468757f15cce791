import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  AdminWithdrawRow,
  BankAccount,
  Envelope,
  Paged,
  WithdrawApplyResult,
  WithdrawDetail,
  WithdrawInfo,
  WithdrawItem,
} from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { changeAccounts, createMember, member, memberAccount } from '../member';
import { memberWithdraw } from './memberwithdraw.tables';

let api: TestApi;
let seq = 0;
const ADMIN_KEY = 'test-operator-key-withdraw-0123456789';
const db = () => api.database.db;

const newMember = async (withdrawableFen = 0): Promise<{ id: number; token: string }> => {
  const id = await createMember(db(), { username: `wd_${process.pid}_${++seq}` });
  if (withdrawableFen > 0) await changeAccounts(db(), id, { balance_money: withdrawableFen }, { fromType: 'adjust', typeName: '测试' });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

const admin = async <T>(path: string, params: Params): Promise<Envelope<T>> =>
  (
    await fetch(`${api.url}/admin/api/memberwithdraw/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_KEY },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
    })
  ).json() as Promise<Envelope<T>>;

const setConfig = (over: Params = {}) =>
  admin('setconfig', { is_use: 1, min: '10', rate: 1, transfer_type: 'alipay,bank', is_auto_audit: 0, is_auto_transfer: 0, ...over });

const ALIPAY = { transfer_type: 'alipay', realname: '张三', bank_name: '', account_number: 'zs@example.com', mobile: '13800001111' };
const apply = (token: string, apply_money: string | number, extra: Params = {}) =>
  api.post<WithdrawApplyResult>('/api/memberwithdraw/apply', { token, apply_money, ...ALIPAY, ...extra });

const buckets = async (id: number) => {
  const [m] = await db()
    .select({ money: member.balanceMoney, apply: member.balanceWithdrawApply, done: member.balanceWithdraw })
    .from(member)
    .where(eq(member.memberId, id));
  return m!;
};
/** Sum of the withdrawable ledger rows written by withdrawals. */
const withdrawLedger = async (id: number) => {
  const [r] = await db()
    .select({ s: sql<string>`coalesce(sum(${memberAccount.accountData}), 0)`, n: sql<string>`count(*)` })
    .from(memberAccount)
    .where(and(eq(memberAccount.memberId, id), eq(memberAccount.fromType, 'withdraw'), eq(memberAccount.accountType, 'balance_money')));
  return { sum: Number(r!.s), rows: Number(r!.n) };
};

beforeAll(async () => {
  api = await startTestApi();
  api.deps.config.adminApiKey = ADMIN_KEY;
  expect((await setConfig()).code).toBe(0);
});
afterAll(() => api?.close());

describe('withdrawal settings and info', () => {
  it('answers the config row, the buckets and the enabled kinds (WeChat only with a WeChat identity)', async () => {
    const m = await newMember(12_345);
    const cfg = await api.get<{ is_use: number; value: { min: string; rate: number; transfer_type: string } }>(
      '/api/memberwithdraw/config',
      {
        token: m.token,
      },
    );
    expect(cfg.data).toMatchObject({
      config_key: 'MEMBER_WITHDRAW_CONFIG',
      is_use: 1,
      value: { min: '10.00', rate: 1, transfer_type: 'alipay,bank' },
    });
    const info = await api.get<WithdrawInfo>('/api/memberwithdraw/info', { token: m.token });
    expect(info.data.member_info).toEqual({ balance_money: '123.45', balance_withdraw_apply: '0.00', balance_withdraw: '0.00' });
    expect((await api.get('/api/memberwithdraw/transferType', { token: m.token })).data).toEqual({ alipay: '支付宝', bank: '银行卡' });
    expect((await api.get('/api/memberwithdraw/transferType', { token: m.token, lang: 'en-us' })).data).toEqual({
      alipay: 'Alipay',
      bank: 'Bank card',
    });
    await setConfig({ transfer_type: 'wechatpay,alipay' });
    expect((await api.get('/api/memberwithdraw/transferType', { token: m.token })).data).toEqual({ alipay: '支付宝' });
    expect((await apply(m.token, '20', { transfer_type: 'wechatpay' })).message).toBe('不支持该提现方式');
    await setConfig();
  });

  it('refuses applications while withdrawal is switched off', async () => {
    const m = await newMember(10_000);
    await setConfig({ is_use: 0 });
    const res = await apply(m.token, '20');
    expect(res.code).toBeLessThan(0);
    expect(res.message).toBe('提现功能未开启');
    expect((await api.get<{ is_use: number }>('/api/memberwithdraw/config', { token: m.token })).data.is_use).toBe(0);
    await setConfig();
    expect((await buckets(m.id)).money).toBe(10_000);
  });
});

describe('applying', () => {
  it('takes the amount into review with the fee rounded to the fen, lists it and shows its detail', async () => {
    await setConfig({ rate: 3 });
    const m = await newMember(10_000);
    const res = await apply(m.token, '33.33');
    expect(res.code).toBe(0);
    expect(res.data.status).toBe(0);
    expect(await buckets(m.id)).toEqual({ money: 10_000 - 3_333, apply: 3_333, done: 0 });
    const page = await api.get<Paged<WithdrawItem>>('/api/memberwithdraw/page', { token: m.token });
    expect(page.data.count).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      id: res.data.id,
      apply_money: '33.33',
      status: 0,
      status_name: '待审核',
      transfer_type_name: '支付宝',
    });
    const en = await api.get<Paged<WithdrawItem>>('/api/memberwithdraw/page', { token: m.token, lang: 'en-us' });
    expect(en.data.list[0]).toMatchObject({ status_name: 'Under review', transfer_type_name: 'Alipay' });
    const detail = await api.get<WithdrawDetail>('/api/memberwithdraw/detail', { token: m.token, id: res.data.id });
    // 33.33 × 3 % = 0.9999 → 1.00
    expect(detail.data).toMatchObject({
      rate: 3,
      service_money: '1.00',
      money: '32.33',
      realname: '张三',
      account_number: 'zs@example.com',
    });
    expect(await withdrawLedger(m.id)).toEqual({ sum: -3_333, rows: 1 });
    await setConfig();
  });

  it('refuses amounts below the minimum, above the balance and malformed ones, changing nothing', async () => {
    const m = await newMember(5_000);
    const cases: [string, string][] = [
      ['0', '请输入正确的提现金额'],
      ['-5', '请输入正确的提现金额'],
      ['12.345', '请输入正确的提现金额'],
      ['99999999999999', '请输入正确的提现金额'],
      ['abc', '请输入正确的提现金额'],
      ['1e3', '请输入正确的提现金额'],
      ['', '请输入正确的提现金额'],
      ['9.99', '提现金额不能小于10.00元'],
      ['50.01', '提现金额不能大于可提现余额'],
    ];
    for (const [money, message] of cases) {
      const res = await apply(m.token, money);
      expect(res.code, money).toBeLessThan(0);
      expect(res.message, money).toBe(message);
    }
    const en = await api.post('/api/memberwithdraw/apply', { token: m.token, apply_money: 'x', ...ALIPAY, lang: 'en-us' });
    expect(en.message).toBe('Please enter a valid withdrawal amount');
    expect((await apply(m.token, '20', { realname: '' })).message).toBe('请输入真实姓名');
    expect((await apply(m.token, '20', { transfer_type: 'bank', bank_name: '' })).message).toBe('请输入支行信息');
    expect((await apply(m.token, '20', { transfer_type: 'paypal' })).code).toBeLessThan(0);
    expect(await buckets(m.id)).toEqual({ money: 5_000, apply: 0, done: 0 });
    expect((await db().select().from(memberWithdraw).where(eq(memberWithdraw.memberId, m.id))).length).toBe(0);
  });

  it('never lets 50 parallel applications take more than the withdrawable balance', async () => {
    const m = await newMember(100_000); // 1000.00
    const results = await Promise.all(Array.from({ length: 50 }, () => apply(m.token, '30.00')));
    const ok = results.filter((r) => r.code === 0);
    const refused = results.filter((r) => r.code < 0);
    expect(ok.length).toBe(33); // 33 × 30.00 = 990.00
    expect(refused.every((r) => r.message === '提现金额不能大于可提现余额')).toBe(true);
    const b = await buckets(m.id);
    expect(b).toEqual({ money: 1_000, apply: 99_000, done: 0 });
    const rows = await db().select().from(memberWithdraw).where(eq(memberWithdraw.memberId, m.id));
    expect(rows.length).toBe(33);
    // every cent: ledger rows equal the money that left the withdrawable bucket, one per application
    expect(await withdrawLedger(m.id)).toEqual({ sum: -99_000, rows: 33 });
    expect(rows.reduce((s, r) => s + r.applyMoney, 0)).toBe(b.apply);
  });

  it('numbers every application from the database sequence, as orders: distinct under a burst from one member', async () => {
    const m = await newMember(100_000);
    const results = await Promise.all(Array.from({ length: 40 }, () => apply(m.token, '10.00')));
    expect(results.map((r) => r.code)).toEqual(results.map(() => 0));
    const numbers = results.map((r) => (r.data as { withdraw_no: string }).withdraw_no);
    // YmdHi + 8 digits of order_no_seq: a random suffix repeated itself within a second under load
    for (const n of numbers) expect(n).toMatch(/^\d{20}$/);
    expect(new Set(numbers).size).toBe(40);
  });
});

describe('operator review', () => {
  it('agrees, marks transferred, and moves the money into the paid-out bucket', async () => {
    const m = await newMember(20_000);
    const { data } = await apply(m.token, '100');
    expect((await admin<AdminWithdrawRow>('transfer', { id: data.id })).message).toBe('该提现申请状态已变更，请刷新后重试');
    const agreed = await admin<AdminWithdrawRow>('agree', { id: data.id });
    expect(agreed.data).toMatchObject({ status: 1, status_name: '待转账' });
    expect((await admin('agree', { id: data.id })).code).toBeLessThan(0);
    const paid = await admin<AdminWithdrawRow>('transfer', { id: data.id, certificate: 'TX-1', remark: 'paid' });
    expect(paid.data).toMatchObject({ status: 2, status_name: '已转账', certificate: 'TX-1', remark: 'paid' });
    expect(paid.data.payment_time).toBeGreaterThan(0);
    expect(await buckets(m.id)).toEqual({ money: 10_000, apply: 0, done: 10_000 });
    expect((await admin('refuse', { id: data.id, refuse_reason: 'late' })).code).toBeLessThan(0);
    expect(await withdrawLedger(m.id)).toEqual({ sum: -10_000, rows: 1 });
    const list = await admin<Paged<AdminWithdrawRow>>('lists', { member_id: m.id, status: 2 });
    expect(list.data.list.map((r) => r.id)).toEqual([data.id]);
    expect((await admin('agree', { id: 999_999 })).message).toBe('提现记录不存在');
  });

  it('restores a refused application exactly once even when refused twice in parallel', async () => {
    const m = await newMember(20_000);
    const { data } = await apply(m.token, '150.00');
    const both = await Promise.all([
      admin('refuse', { id: data.id, refuse_reason: '资料有误' }),
      admin('refuse', { id: data.id, refuse_reason: '资料有误' }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([-1, 0]);
    expect(await buckets(m.id)).toEqual({ money: 20_000, apply: 0, done: 0 });
    expect(await withdrawLedger(m.id)).toEqual({ sum: 0, rows: 2 });
    const detail = await api.get<WithdrawDetail>('/api/memberwithdraw/detail', { token: m.token, id: data.id, lang: 'en-us' });
    expect(detail.data).toMatchObject({ status: -1, status_name: 'Refused', refuse_reason: '资料有误' });
  });

  it('reviews automatically when the settings say so', async () => {
    await setConfig({ is_auto_audit: 1, is_auto_transfer: 1 });
    const m = await newMember(5_000);
    const { data } = await apply(m.token, '20');
    expect(data.status).toBe(2);
    expect(await buckets(m.id)).toEqual({ money: 3_000, apply: 0, done: 2_000 });
    await setConfig();
  });
});

describe('other members and cancellation', () => {
  it("answers a clear error for another member's withdrawal or account ids and changes nothing", async () => {
    const a = await newMember(5_000);
    const b = await newMember(5_000);
    const { data } = await apply(a.token, '20');
    const acc = await api.post<number>('/api/memberbankaccount/add', {
      token: a.token,
      realname: '李四',
      mobile: '13800002222',
      withdraw_type: 'alipay',
      bank_account: 'ls@example.com',
    });
    expect(acc.code).toBe(0);
    expect((await api.get('/api/memberwithdraw/detail', { token: b.token, id: data.id })).message).toBe('提现记录不存在');
    expect((await api.get('/api/memberbankaccount/info', { token: b.token, id: acc.data })).message).toBe('提现账户不存在');
    for (const path of ['setdefault', 'delete']) {
      const res = await api.post(`/api/memberbankaccount/${path}`, { token: b.token, id: acc.data });
      expect(res.message, path).toBe('提现账户不存在');
    }
    const edit = await api.post('/api/memberbankaccount/edit', {
      token: b.token,
      id: acc.data,
      realname: 'x',
      mobile: '13800003333',
      withdraw_type: 'alipay',
      bank_account: 'x',
    });
    expect(edit.message).toBe('提现账户不存在');
    expect((await api.get<BankAccount>('/api/memberbankaccount/info', { token: a.token, id: acc.data })).data.realname).toBe('李四');
    expect((await api.get('/api/memberwithdraw/detail', { token: b.token, id: 'abc' })).code).toBeLessThan(0);
  });

  it('keeps one default account, moving it when the default is deleted', async () => {
    const m = await newMember();
    const add = (realname: string, extra: Params = {}) =>
      api.post<number>('/api/memberbankaccount/add', {
        token: m.token,
        realname,
        mobile: '13800004444',
        withdraw_type: 'alipay',
        bank_account: `${realname}@example.com`,
        ...extra,
      });
    expect((await add('', {})).message).toBe('请输入真实姓名');
    expect((await add('a', { mobile: '123' })).message).toBe('请输入正确的手机号');
    expect((await add('a', { withdraw_type: 'bank', branch_bank_name: '' })).message).toBe('请输入支行信息');
    expect((await add('a', { bank_account: '' })).message).toBe('请输入提现账号');
    const first = (await add('one')).data;
    const second = (await add('two', { withdraw_type: 'bank', branch_bank_name: '招商银行深圳分行' })).data;
    const defaults = async () =>
      (await api.get<Paged<BankAccount>>('/api/memberbankaccount/page', { token: m.token })).data.list
        .filter((a) => a.is_default === 1)
        .map((a) => a.id);
    expect(await defaults()).toEqual([first]);
    expect((await api.post('/api/memberbankaccount/setdefault', { token: m.token, id: second })).code).toBe(0);
    expect(await defaults()).toEqual([second]);
    expect((await api.get<BankAccount>('/api/memberbankaccount/defaultinfo', { token: m.token })).data).toMatchObject({
      id: second,
      withdraw_type: 'bank',
      withdraw_type_name: '银行卡',
      branch_bank_name: '招商银行深圳分行',
    });
    expect((await api.post('/api/memberbankaccount/delete', { token: m.token, id: second })).code).toBe(0);
    expect(await defaults()).toEqual([first]);
  });

  it('blocks account cancellation while a withdrawal is in progress', async () => {
    const m = await newMember(2_000);
    const { data } = await apply(m.token, '20');
    const blocked = await api.post('/membercancel/api/membercancel/apply', { token: m.token });
    expect(blocked.code).toBeLessThan(0);
    expect(blocked.message).toBe('您还有正在处理中的提现申请，请等待处理完成后再申请注销');
    await admin('agree', { id: data.id });
    await admin('transfer', { id: data.id });
    expect((await api.post('/membercancel/api/membercancel/apply', { token: m.token })).code).toBe(0);
  });
});

describe('demo seed', () => {
  it('gives the demo shopper an Alipay account and a past withdrawal', async () => {
    const token = await api.login();
    const accounts = await api.get<Paged<BankAccount>>('/api/memberbankaccount/page', { token });
    expect(accounts.data.list).toEqual([expect.objectContaining({ withdraw_type: 'alipay', is_default: 1 })]);
    const list = await api.get<Paged<WithdrawItem>>('/api/memberwithdraw/page', { token });
    expect(list.data.list).toEqual([expect.objectContaining({ apply_money: '50.00', status: 2, status_name: '已转账' })]);
    const info = await api.get<WithdrawInfo>('/api/memberwithdraw/info', { token });
    expect(info.data.member_info.balance_withdraw).toBe('50.00');
  });
});
