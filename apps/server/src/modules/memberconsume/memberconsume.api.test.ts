import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { COUPON_VALIDITY_TYPE, nowSeconds, type Envelope, type MemberConsumeConfig } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { coupon, couponType } from '../coupon';
import { goodsSku } from '../goods';
import { root } from '../index';
import { createMember, member, memberAccount } from '../member';
import { order } from '../order';
import { placeTestOrder } from '../order/testing';
import { pay } from '../pay';
import { sandboxNotifyFields } from '../pay/testing';
import { promotionManjian } from '../promotion';
import { PAY_REWARD_WINDOW_SECONDS, sweepPayRewards } from './memberconsume.jobs';
import { rewardOf } from './memberconsume.service';
import { memberConsumeRecord } from './memberconsume.tables';

let api: TestApi;
const ADMIN_API_KEY = 'consume-admin-key-0123456789';
let seq = 0;
const db = () => api.database.db;

const newMember = async () => {
  const id = await createMember(db(), { username: `mc_${process.pid}_${++seq}` });
  return { id, token: api.deps.tokens.issue(id, 0) };
};
const setConfig = async (data: Record<string, string | number>): Promise<Envelope<MemberConsumeConfig>> =>
  (
    await fetch(`${api.url}/admin/api/memberconsume/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_API_KEY },
      body: new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])).toString(),
    })
  ).json() as Promise<Envelope<MemberConsumeConfig>>;
const notify = async (outTradeNo: string) => {
  const [rec] = await db().select().from(pay).where(eq(pay.outTradeNo, outTradeNo));
  const fields = await sandboxNotifyFields(db(), rec!);
  return fetch(`${api.url}/api/pay/notify/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }).then((r) => r.text());
};
const ledger = (memberId: number, fromType: string) =>
  db()
    .select()
    .from(memberAccount)
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.fromType, fromType)))
    .orderBy(asc(memberAccount.id));
/** One run of the payment rewards timer, as the job runner starts it. */
const sweep = (now = nowSeconds()) => root.jobs.find((j) => j.name === 'memberconsume-pay')!.run({ database: api.database }, now);
const points = async (memberId: number) => (await db().select().from(member).where(eq(member.memberId, memberId)))[0]!;

/** An unpaid order of `num` × the sku whose whole amount is left for an online channel; answers its out_trade_no. */
const unpaidOrder = async (m: { id: number; token: string }, skuId: number, num: number) => {
  const o = await placeTestOrder(db(), { memberId: m.id, lines: [{ skuId, num }], status: 0 });
  await db()
    .update(order)
    .set({ payMoney: sql`${order.orderMoney}`, balanceMoney: 0, outTradeNo: '' })
    .where(eq(order.orderId, o.orderId));
  const res = await api.post<string>('/api/order/pay', { token: m.token, order_ids: o.orderId });
  expect(res.code).toBe(0);
  const [row] = await db().select().from(order).where(eq(order.orderId, o.orderId));
  return { orderId: o.orderId, outTradeNo: res.data, orderMoney: row!.orderMoney };
};

let manjianSite: number;
let plainSku: number;
let plainPrice: number;
let manjianSku: { skuId: number; price: number };

beforeAll(async () => {
  // No background timer: the tests run the sweeps themselves, and a timer run between two steps would give a reward early.
  api = await startTestApi({ env: { ADMIN_API_KEY, JOBS_INTERVAL_SECONDS: '0' } });
  const [mj] = await db().select().from(promotionManjian).limit(1);
  manjianSite = mj!.siteId;
  const skus = await db().select().from(goodsSku).orderBy(asc(goodsSku.skuId));
  const inShop = skus.find((s) => s.siteId === manjianSite && s.discountPrice > 0)!;
  manjianSku = { skuId: inShop.skuId, price: inShop.discountPrice };
  const plain = skus.find((s) => s.siteId !== manjianSite && s.discountPrice > 0)!;
  plainSku = plain.skuId;
  plainPrice = plain.discountPrice;
});
afterAll(async () => {
  await api.close();
});

describe('consumption reward', () => {
  it('the seeded reward gives 1% of the order money after payment by the timer, once, however often the notify comes or the timer runs', async () => {
    const m = await newMember();
    // At least 200 yuan, so 1% is at least 2 points.
    const o = await unpaidOrder(m, plainSku, Math.ceil(20_000 / plainPrice));
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(o.outTradeNo)));
    expect(answers.every((a) => a === 'success')).toBe(true);
    // Not inside the payment: the timer gives it.
    expect(await ledger(m.id, 'memberconsume')).toHaveLength(0);
    const runs = await Promise.all([sweep(), sweep()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await Promise.all([sweep(), sweepPayRewards(db(), nowSeconds())]);
    const expected = rewardOf(o.orderMoney, 1);
    expect(expected).toBeGreaterThanOrEqual(2);
    expect((await ledger(m.id, 'memberconsume')).map((r) => [r.accountType, r.accountData])).toEqual([
      ['point', expected],
      ['growth', expected],
    ]);
    expect((await points(m.id)).point).toBe(expected);
    // Done orders are not claimed again.
    expect(await sweep()).toBe(0);
  });

  it('an order with nothing due gets its claim rows too, so the next sweep skips it; orders paid before the window are left', async () => {
    await setConfig({ is_use: 1, return_point_status: 'pay', return_point_rate: 0, return_growth_rate: 0 });
    const m = await newMember();
    const o = await unpaidOrder(m, plainSku, 1);
    expect(await notify(o.outTradeNo)).toBe('success');
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const rows = await db().select().from(memberConsumeRecord).where(eq(memberConsumeRecord.orderId, o.orderId));
    expect(rows.map((r) => [r.kind, r.point, r.growth]).sort()).toEqual([
      ['manjian', 0, 0],
      ['memberconsume', 0, 0],
    ]);
    expect(await sweep()).toBe(0);
    expect(await ledger(m.id, 'memberconsume')).toHaveLength(0);

    await setConfig({ is_use: 1, return_point_status: 'pay', return_point_rate: 10, return_growth_rate: 0 });
    const old = await newMember();
    const p = await unpaidOrder(old, plainSku, 1);
    expect(await notify(p.outTradeNo)).toBe('success');
    await db()
      .update(order)
      .set({ payTime: nowSeconds() - PAY_REWARD_WINDOW_SECONDS - 60 })
      .where(eq(order.orderId, p.orderId));
    expect(await sweep()).toBe(0);
    expect(await db().select().from(memberConsumeRecord).where(eq(memberConsumeRecord.orderId, p.orderId))).toHaveLength(0);
    await setConfig({ is_use: 1, return_point_status: 'pay', return_point_rate: 1, return_growth_rate: 1 });
  });

  it('rounds down: 1% of 99.99 yuan is 0 points, 10% is 9', () => {
    expect(rewardOf(9_999, 1)).toBe(0);
    expect(rewardOf(9_999, 10)).toBe(9);
    expect(rewardOf(10_000, 1)).toBe(1);
  });

  it('at "receive", nothing at payment; given when the buyer confirms receipt, once', async () => {
    const set = await setConfig({ is_use: 1, return_point_status: 'receive', return_point_rate: 10, return_growth_rate: 5 });
    expect(set.data).toMatchObject({ is_use: 1, return_point_status: 'receive', return_point_rate: 10, return_growth_rate: 5 });
    const m = await newMember();
    const paid = await unpaidOrder(m, plainSku, 2);
    expect(await notify(paid.outTradeNo)).toBe('success');
    await sweep();
    expect(await ledger(m.id, 'memberconsume')).toHaveLength(0);

    const shipped = await placeTestOrder(db(), { memberId: m.id, lines: [{ skuId: plainSku, num: 2 }], status: 3 });
    const [row] = await db().select().from(order).where(eq(order.orderId, shipped.orderId));
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/api/order/takedelivery', { token: m.token, order_id: shipped.orderId })),
    );
    expect(tries.filter((t) => t.code === 0)).toHaveLength(1);
    const rows = await ledger(m.id, 'memberconsume');
    expect(rows.map((r) => [r.accountType, r.accountData, r.relateTag])).toEqual([
      ['point', rewardOf(row!.orderMoney, 10), row!.orderNo],
      ['growth', rewardOf(row!.orderMoney, 5), row!.orderNo],
    ]);
  });

  it('at "complete", given by the auto-complete timer once; a second pass gives nothing', async () => {
    await setConfig({ is_use: 1, return_point_status: 'complete', return_point_rate: 10, return_growth_rate: 0 });
    const m = await newMember();
    const received = await placeTestOrder(db(), { memberId: m.id, lines: [{ skuId: plainSku, num: 1 }], status: 4 });
    const [row] = await db().select().from(order).where(eq(order.orderId, received.orderId));
    const job = root.jobs.find((j) => j.name === 'order')!;
    const later = Math.floor(Date.now() / 1000) + 60 * 86_400;
    await job.run({ database: api.database }, later);
    await job.run({ database: api.database }, later + 10);
    const [done] = await db().select().from(order).where(eq(order.orderId, received.orderId));
    expect(done!.orderStatus).toBe(10);
    expect((await ledger(m.id, 'memberconsume')).map((r) => [r.accountType, r.accountData])).toEqual([
      ['point', rewardOf(row!.orderMoney, 10)],
    ]);
    expect(await db().select().from(memberConsumeRecord).where(eq(memberConsumeRecord.orderId, received.orderId))).toHaveLength(1);
  });

  it('switched off (config or add-on): nothing is given', async () => {
    await setConfig({ is_use: 0, return_point_status: 'pay', return_point_rate: 10 });
    const m = await newMember();
    const o = await unpaidOrder(m, plainSku, 2);
    expect(await notify(o.outTradeNo)).toBe('success');
    await sweep();
    expect(await ledger(m.id, 'memberconsume')).toHaveLength(0);
    await setConfig({ is_use: 1, return_point_status: 'pay', return_point_rate: 1, return_growth_rate: 1 });
  });
});

describe('full-reduction gift', () => {
  it('the satisfied tier gives its points and shop coupon once after the order is paid', async () => {
    const [ct] = await db()
      .insert(couponType)
      .values({
        siteId: manjianSite,
        couponName: '满减送券',
        type: 'reward',
        money: 500,
        atLeast: 0,
        count: 100,
        maxFetch: 5,
        validityType: COUPON_VALIDITY_TYPE.fixedTerm,
        fixedTerm: 30,
        createTime: Math.floor(Date.now() / 1000),
      })
      .returning();
    await db()
      .update(promotionManjian)
      .set({ ruleJson: JSON.stringify([{ money: '0.01', discount_money: '0.00', point: 20, coupon: ct!.couponTypeId }]) })
      .where(eq(promotionManjian.siteId, manjianSite));
    const m = await newMember();
    const o = await unpaidOrder(m, manjianSku.skuId, 1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(o.outTradeNo)));
    expect(answers.every((a) => a === 'success')).toBe(true);
    expect(await ledger(m.id, 'manjian')).toHaveLength(0);
    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    expect((await ledger(m.id, 'manjian')).map((r) => [r.accountType, r.accountData])).toEqual([['point', 20]]);
    const held = await db()
      .select()
      .from(coupon)
      .where(and(eq(coupon.memberId, m.id), eq(coupon.couponTypeId, ct!.couponTypeId)));
    expect(held).toHaveLength(1);

    // Another shop's order gets no gift.
    const other = await newMember();
    const p = await unpaidOrder(other, plainSku, 1);
    expect(await notify(p.outTradeNo)).toBe('success');
    await sweep();
    expect(await ledger(other.id, 'manjian')).toHaveLength(0);
  });
});
