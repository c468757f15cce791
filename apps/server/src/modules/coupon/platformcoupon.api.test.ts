import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  MemberPlatformCoupon,
  Paged,
  PlatformCouponReceiveResult,
  PlatformCouponType,
  PlatformCouponTypeInfo,
  RegisterResult,
  RegisterRewardConfig,
} from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { putSetting } from '../settings';
import { createMember, member } from '../member';
import { platformcoupon, platformcouponType } from './coupon.tables';
import { nowSeconds } from '@mall/contract';

let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const P = '/platformcoupon/api/platformcoupon';

const newMember = async (): Promise<{ id: number; token: string }> => {
  const id = await createMember(db(), { username: `pc_${process.pid}_${++seq}` });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

const newType = async (v: Partial<typeof platformcouponType.$inferInsert> = {}): Promise<number> => {
  const [t] = await db()
    .insert(platformcouponType)
    .values({
      platformcouponName: `平台券${++seq}`,
      money: 2000,
      atLeast: 20000,
      count: 100,
      validityType: 1,
      fixedTerm: 10,
      createTime: nowSeconds(),
      ...v,
    })
    .returning({ id: platformcouponType.platformcouponTypeId });
  return t.id;
};

const leadCount = async (id: number) =>
  (await db().select().from(platformcouponType).where(eq(platformcouponType.platformcouponTypeId, id)))[0].leadCount;
const held = async (id: number, memberId?: number) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(platformcoupon)
      .where(and(eq(platformcoupon.platformcouponTypeId, id), memberId ? eq(platformcoupon.memberId, memberId) : undefined))
  )[0].n;

const receive = (token: string | undefined, id: unknown) =>
  api.post<PlatformCouponReceiveResult>(`${P}/receive`, { token, platformcoupon_type_id: id as string });

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('platform coupons', () => {
  it('a platform type of total 1 claimed by 50 members at once is issued once; max_fetch holds for one member', async () => {
    const one = await newType({ count: 1 });
    const members = await Promise.all(Array.from({ length: 50 }, () => newMember()));
    const results = await Promise.all(members.map((m) => receive(m.token, one)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.message === '来迟了该优惠券已被领取完了')).toHaveLength(49);
    expect(await leadCount(one)).toBe(1);
    expect(await held(one)).toBe(1);

    const two = await newType({ maxFetch: 2 });
    const m = members[0];
    const burst = await Promise.all(Array.from({ length: 20 }, () => receive(m.token, two)));
    expect(burst.filter((r) => r.code === 0)).toHaveLength(2);
    expect(burst.filter((r) => r.message === '该优惠券领取已达到上限')).toHaveLength(18);
    expect(await held(two, m.id)).toBe(2);
  });

  it('receive issues with validity, answers is_exist; expired, unknown, bad input and visitors are refused', async () => {
    const id = await newType({ maxFetch: 1, fixedTerm: 3, money: 3000, atLeast: 0 });
    const m = await newMember();
    const r = await receive(m.token, id);
    expect(r).toMatchObject({ code: 0, data: { is_exist: 1, received_num: 1, can_receive: 0 } });
    const [c] = await db().select().from(platformcoupon).where(eq(platformcoupon.platformcouponId, r.data.platformcoupon_id));
    expect(c).toMatchObject({ memberId: m.id, money: 3000, state: 1, getType: 2 });
    expect(c.endTime - c.fetchTime).toBe(3 * 86_400);
    expect((await api.get<number>(`${P}/receivedNum`, { token: m.token, platformcoupon_type_id: id })).data).toBe(1);

    const expired = await newType({ validityType: 0, endTime: nowSeconds() - 1 });
    expect(await receive(m.token, expired)).toMatchObject({ code: -1, message: '该优惠券已过期' });
    expect((await api.post(`${P}/receive`, { token: m.token, platformcoupon_type_id: expired, lang: 'en-us' })).message).toBe(
      'This coupon has expired',
    );
    for (const bad of [undefined, 'x', 0, -3, 2.5]) expect((await receive(m.token, bad)).code, String(bad)).toBe(-1);
    expect((await receive(m.token, 99_999_999)).message).toBe('优惠券不存在');
    expect(await receive(undefined, id)).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' });
    expect((await api.get(`${P}/receivedNum`, { platformcoupon_type_id: id })).code).toBe(-1);
    expect((await api.get(`${P}/receivedNum`, { token: m.token, platformcoupon_type_id: 'x' })).code).toBe(-1);
  });

  it('typepagelists, typelists and typeinfo list active types with caller state', async () => {
    const a = await newType({ platformcouponName: '全平台满200减20' });
    const gone = await newType({ count: 3, leadCount: 3 });
    const hidden = await newType({ isShow: 0 });
    const m = await newMember();
    await receive(m.token, a);
    const page = await api.get<Paged<PlatformCouponType>>(`${P}/typepagelists`, { token: m.token, page_size: 100 });
    expect(page.code).toBe(0);
    const ids = page.data.list.map((t) => t.platformcoupon_type_id);
    expect(ids).toEqual(expect.arrayContaining([a, gone]));
    expect(ids).not.toContain(hidden);
    expect(page.data.list.find((t) => t.platformcoupon_type_id === a)).toMatchObject({
      platformcoupon_name: '全平台满200减20',
      money: '20.00',
      at_least: '200.00',
      type: 'reward',
      use_scenario: 1,
      received_num: 1,
      is_receive: 1,
    });
    const receivable = await api.get<Paged<PlatformCouponType>>(`${P}/typepagelists`, {
      coupon_type_id_arr: `${a},${gone}`,
      can_receive: 1,
    });
    expect(receivable.data.list.map((t) => t.platformcoupon_type_id)).toEqual([a]);
    const lists = await api.get<PlatformCouponType[]>(`${P}/typelists`);
    expect(lists.data.map((t) => t.platformcoupon_type_id)).toContain(a);
    expect(lists.data.map((t) => t.platformcoupon_type_id)).not.toContain(gone);
    const info = await api.get<PlatformCouponTypeInfo>(`${P}/typeinfo`, { platformcoupon_type_id: a });
    expect(info.data.qrcode).toMatch(/^data:image\/png;base64,/);
    expect((await api.get(`${P}/typeinfo`, { platformcoupon_type_id: 99_999_999 })).message).toBe('优惠券不存在');
    expect((await api.get(`${P}/typeinfo`)).code).toBe(-1);
    for (const params of [{ page: -1 }, { page_size: 0 }, { coupon_type_id_arr: '1,x' }])
      expect((await api.get(`${P}/typepagelists`, params)).code).toBe(-1);
  });

  it('memberpage and num by state, with expiry computed when read; login required', async () => {
    const m = await newMember();
    const a = await newType();
    const r1 = await receive(m.token, a);
    const r2 = await receive(m.token, a);
    const r3 = await receive(m.token, a);
    await db().update(platformcoupon).set({ state: 2 }).where(eq(platformcoupon.platformcouponId, r2.data.platformcoupon_id));
    await db()
      .update(platformcoupon)
      .set({ endTime: nowSeconds() - 5 })
      .where(eq(platformcoupon.platformcouponId, r3.data.platformcoupon_id));
    const page = (state: number) => api.get<Paged<MemberPlatformCoupon>>(`${P}/memberpage`, { token: m.token, state });
    expect((await page(1)).data.list.map((c) => c.platformcoupon_id)).toEqual([r1.data.platformcoupon_id]);
    expect((await page(2)).data.list.map((c) => c.platformcoupon_id)).toEqual([r2.data.platformcoupon_id]);
    expect((await page(3)).data.list.map((c) => [c.platformcoupon_id, c.state])).toEqual([[r3.data.platformcoupon_id, 3]]);
    expect((await page(1)).data.list[0]).toMatchObject({ money: '20.00', at_least: '200.00', platformcoupon_type_id: a });
    for (const state of [1, 2, 3]) expect((await api.get<number>(`${P}/num`, { token: m.token, state })).data).toBe(1);
    expect((await api.get(`${P}/memberpage`)).code).toBe(-1);
    expect((await api.get(`${P}/num`)).code).toBe(-1);
    expect((await api.get(`${P}/memberpage`, { token: m.token, state: 0 })).code).toBe(-1);
  });
});

describe('registration gift coupons', () => {
  const register = (username: string) => api.post<RegisterResult>('/api/register/username', { username, password: 'secret123' });
  const memberId = async (username: string) =>
    (await db().select({ id: member.memberId }).from(member).where(eq(member.username, username)))[0].id;

  it('registration credits one coupon of each gift type in the same transaction, skipping sold-out and expired types', async () => {
    const gift = await newType({ platformcouponName: '注册礼券', count: 0, isLimitless: 1, maxFetch: 1 });
    const lastOne = await newType({ count: 1 });
    const expired = await newType({ validityType: 0, endTime: nowSeconds() - 10 });
    await putSetting(
      db(),
      'MEMBER_REGISTER_REWARD',
      { point: 0, balance: '0.00', growth: 0, coupon: `${gift},${lastOne},${expired},99999999` },
      1,
    );

    const cfg = await api.get<RegisterRewardConfig>('/memberregister/api/Config/Config');
    expect(cfg.data.value.coupon_list?.map((c) => c.platformcoupon_name)).toEqual(['注册礼券', expect.any(String)]);
    expect(cfg.data.value.coupon_list?.[0]).toEqual({
      platformcoupon_type_id: gift,
      platformcoupon_name: '注册礼券',
      type: 'reward',
      money: '20.00',
      discount: '0.0',
      at_least: '200.00',
    });

    const u1 = `gift_a_${process.pid}`;
    expect((await register(u1)).code).toBe(0);
    const id1 = await memberId(u1);
    const own = await db().select().from(platformcoupon).where(eq(platformcoupon.memberId, id1));
    expect(own.map((c) => c.platformcouponTypeId).sort((a, b) => a - b)).toEqual([gift, lastOne].sort((a, b) => a - b));
    expect(own.every((c) => c.getType === 3 && c.state === 1)).toBe(true);

    // The last one is gone now: the next member still registers and gets the rest, never more than the stock.
    const u2 = `gift_b_${process.pid}`;
    const r2 = await register(u2);
    expect(r2.code).toBe(0);
    const own2 = await db()
      .select()
      .from(platformcoupon)
      .where(eq(platformcoupon.memberId, await memberId(u2)));
    expect(own2.map((c) => c.platformcouponTypeId)).toEqual([gift]);
    expect(await leadCount(lastOne)).toBe(1);
    expect((await api.get<number>(`${P}/num`, { token: r2.data.token, state: 1 })).data).toBe(1);

    // Switched off: no coupons.
    await putSetting(db(), 'MEMBER_REGISTER_REWARD', { point: 0, balance: '0.00', growth: 0, coupon: `${gift}` }, 0);
    const u3 = `gift_c_${process.pid}`;
    expect((await register(u3)).code).toBe(0);
    expect(await held(gift, await memberId(u3))).toBe(0);
  });
});
