import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CouponReceiveResult, CouponType, CouponTypeInfo, MemberCoupon, Paged } from '@mall/contract';
import { nowSeconds } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { goods } from '../goods';
import { createMember } from '../member';
import { shop } from '../shop';
import { heldShopCoupons } from './coupon.kinds';
import { returnShopCouponTx, useShopCouponTx } from './coupon.service';
import { CouponStatus, moveCoupon } from './coupon.state';
import { coupon, couponType } from './coupon.tables';

let api: TestApi;
let demo: string;
let siteId: number;
let siteName: string;
let goodsIds: number[];
let seq = 0;

const db = () => api.database.db;
const S = '/coupon/api/coupon';

/** A new member and a token for it (no password: tokens are issued directly, it is fast). */
const newMember = async (): Promise<{ id: number; token: string }> => {
  const id = await createMember(db(), { username: `cp_${process.pid}_${++seq}` });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

const newType = async (v: Partial<typeof couponType.$inferInsert> = {}): Promise<number> => {
  const [t] = await db()
    .insert(couponType)
    .values({
      siteId,
      couponName: `测试券${++seq}`,
      type: 'reward',
      money: 1000,
      atLeast: 10000,
      count: 100,
      maxFetch: 0,
      validityType: 1,
      fixedTerm: 10,
      createTime: nowSeconds(),
      ...v,
    })
    .returning({ id: couponType.couponTypeId });
  return t.id;
};

const leadCount = async (id: number) => (await db().select().from(couponType).where(eq(couponType.couponTypeId, id)))[0].leadCount;
const issued = async (id: number, memberId?: number) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(coupon)
      .where(and(eq(coupon.couponTypeId, id), memberId ? eq(coupon.memberId, memberId) : undefined))
  )[0].n;

const receive = (token: string | undefined, coupon_type_id: unknown, extra: Record<string, string | number> = {}) =>
  api.post<CouponReceiveResult>(`${S}/receive`, { token, coupon_type_id: coupon_type_id as string, ...extra });

beforeAll(async () => {
  api = await startTestApi();
  demo = await api.login();
  const [s] = await db().select({ id: shop.siteId, name: shop.siteName }).from(shop).where(eq(shop.shopStatus, 1)).orderBy(asc(shop.siteId)).limit(1);
  siteId = s.id;
  siteName = s.name;
  goodsIds = (await db().select({ id: goods.goodsId }).from(goods).where(eq(goods.siteId, siteId)).orderBy(asc(goods.goodsId)).limit(3)).map((g) => g.id);
  expect(goodsIds).toHaveLength(3);
});
afterAll(() => api?.close());

describe('receiving under concurrency', () => {
  it('a type of total 1 claimed by 50 members at once is issued exactly once', async () => {
    const id = await newType({ count: 1 });
    const members = await Promise.all(Array.from({ length: 50 }, () => newMember()));
    const results = await Promise.all(members.map((m) => receive(m.token, id)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== 0)) expect(r).toMatchObject({ code: -1, message: '来迟了该优惠券已被领取完了' });
    expect(await leadCount(id)).toBe(1);
    expect(await issued(id)).toBe(1);
  });

  it('max_fetch 2 holds for 20 parallel requests of one member', async () => {
    const id = await newType({ count: 100, maxFetch: 2 });
    const m = await newMember();
    const results = await Promise.all(Array.from({ length: 20 }, () => receive(m.token, id)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(2);
    for (const r of results.filter((x) => x.code !== 0)) expect(r.message).toBe('该优惠券领取已达到上限');
    expect(await issued(id, m.id)).toBe(2);
    expect(await leadCount(id)).toBe(2);
  });

  it('limitless types ignore count but keep max_fetch', async () => {
    const id = await newType({ count: 0, isLimitless: 1, maxFetch: 1 });
    const members = await Promise.all(Array.from({ length: 5 }, () => newMember()));
    const results = await Promise.all(members.map((m) => receive(m.token, id)));
    expect(results.every((r) => r.code === 0)).toBe(true);
    expect(await leadCount(id)).toBe(5);
    expect((await receive(members[0].token, id)).message).toBe('该优惠券领取已达到上限');
  });
});

describe('receive', () => {
  it('issues a coupon with the type figures and the validity; answers what is left to receive', async () => {
    const id = await newType({ maxFetch: 2, fixedTerm: 7, money: 1500, atLeast: 9900 });
    const m = await newMember();
    const first = await receive(m.token, id);
    expect(first).toMatchObject({ code: 0, data: { is_exist: 0, received_num: 1, can_receive: 1 } });
    const second = await receive(m.token, id);
    expect(second).toMatchObject({ code: 0, data: { is_exist: 1, received_num: 2, can_receive: 0 } });
    const [c] = await db().select().from(coupon).where(eq(coupon.couponId, first.data.coupon_id));
    expect(c).toMatchObject({ memberId: m.id, siteId, state: 1, getType: 2, money: 1500, atLeast: 9900 });
    expect(c.endTime - c.fetchTime).toBe(7 * 86_400);
    expect((await api.get<number>(`${S}/receivedNum`, { token: m.token, coupon_type_id: id })).data).toBe(2);
  });

  it('a type valid until a date gives coupons ending that day; an expired or ended type is refused', async () => {
    const end = nowSeconds() + 5 * 86_400;
    const id = await newType({ validityType: 0, endTime: end });
    const m = await newMember();
    const ok = await receive(m.token, id);
    expect(ok.code).toBe(0);
    expect((await db().select().from(coupon).where(eq(coupon.couponId, ok.data.coupon_id)))[0].endTime).toBe(end);

    const expired = await newType({ validityType: 0, endTime: nowSeconds() - 60 });
    expect(await receive(m.token, expired)).toMatchObject({ code: -1, message: '该优惠券已过期' });
    const ended = await newType({ status: 2 });
    expect((await receive(m.token, ended)).message).toBe('该优惠券已过期');
    expect(await issued(expired)).toBe(0);
    // English texts.
    const en = await api.post(`${S}/receive`, { token: m.token, coupon_type_id: expired, lang: 'en-us' });
    expect(en.message).toBe('This coupon has expired');
  });

  it('refuses bad input, unknown and closed types, and visitors', async () => {
    const m = await newMember();
    const closed = await newType({ status: -1 });
    const cases: [unknown, RegExp][] = [
      [undefined, /缺少参数coupon_type_id/],
      ['abc', /coupon_type_id/],
      [-1, /coupon_type_id/],
      [0, /coupon_type_id/],
      [1.5, /coupon_type_id/],
      [99_999_999, /优惠券不存在/],
      [closed, /优惠券不存在/],
    ];
    for (const [id, msg] of cases) {
      const res = await receive(m.token, id);
      expect(res.code, String(id)).toBe(-1);
      expect(res.message, String(id)).toMatch(msg);
    }
    const id = await newType();
    expect((await receive(m.token, id, { get_type: 1 })).code).toBe(-1);
    expect(await receive(undefined, id)).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' });
    expect((await receive('bad.token', id)).code).toBe(-10009);
    expect(await issued(id)).toBe(0);
    // A closed shop's coupons are not offered any more.
    await db().update(shop).set({ shopStatus: 0 }).where(eq(shop.siteId, siteId));
    expect((await receive(m.token, id)).message).toBe('优惠券不存在');
    expect((await api.get<CouponType[]>(`${S}/typelists`, { site_id: siteId })).data).toEqual([]);
    await db().update(shop).set({ shopStatus: 1 }).where(eq(shop.siteId, siteId));
    expect((await receive(m.token, id)).code).toBe(0);
    expect((await api.get(`${S}/receivedNum`, { coupon_type_id: id })).code).toBe(-1);
    expect((await api.get(`${S}/receivedNum`, { token: m.token })).message).toMatch(/缺少参数coupon_type_id/);
    expect((await api.get(`${S}/receivedNum`, { token: m.token, coupon_type_id: 99_999_999 })).message).toBe('优惠券不存在');
  });
});

describe('type lists', () => {
  it('typelists of a goods: all-goods types and listed ones that name it, not sold out or expired; caller state', async () => {
    const [g1, g2] = goodsIds;
    const all = await newType({ couponName: '全店券' });
    const listed = await newType({ goodsType: 2, goodsIds: `,${g1},` });
    const notListed = await newType({ goodsType: 2, goodsIds: `,${g2},` });
    const except = await newType({ goodsType: 3, goodsIds: `,${g1},` });
    const soldOut = await newType({ count: 1, leadCount: 1 });
    const expired = await newType({ validityType: 0, endTime: nowSeconds() - 10 });
    const hidden = await newType({ isShow: 0 });
    const m = await newMember();
    await receive(m.token, all);

    const res = await api.get<CouponType[]>(`${S}/typelists`, { goods_id: g1, token: m.token });
    expect(res.code).toBe(0);
    const ids = res.data.map((t) => t.coupon_type_id);
    expect(ids).toContain(all);
    expect(ids).toContain(listed);
    for (const x of [notListed, except, soldOut, expired, hidden]) expect(ids).not.toContain(x);
    const t = res.data.find((x) => x.coupon_type_id === all)!;
    expect(t).toMatchObject({ site_id: siteId, site_name: siteName, coupon_name: '全店券', type: 'reward', money: '10.00', at_least: '100.00', discount: '0.0' });
    expect(t).toMatchObject({ received_num: 1, is_receive: 1, can_receive: 1 });
    for (const k of ['max_fetch', 'end_time', 'validity_type', 'fixed_term', 'goods_type']) expect(t).toHaveProperty(k);
    // Visitors see the same list without holdings.
    const anon = await api.get<CouponType[]>(`${S}/goodsCoupon`, { goods_id: g1 });
    expect(anon.data.find((x) => x.coupon_type_id === all)).toMatchObject({ received_num: 0, is_receive: 0, can_receive: 1 });
    // A shop's list.
    const bySite = await api.get<CouponType[]>(`${S}/typelists`, { site_id: siteId });
    expect(bySite.data.map((x) => x.coupon_type_id)).toEqual(expect.arrayContaining([all, listed, notListed, except]));
    expect(bySite.data.every((x) => x.site_id === siteId)).toBe(true);
  });

  it('typelists and goodsCoupon refuse bad ids', async () => {
    for (const params of [{ goods_id: 'x' }, { goods_id: -1 }, { site_id: 0 }]) expect((await api.get(`${S}/typelists`, params)).code).toBe(-1);
    expect((await api.get(`${S}/typelists`, { goods_id: 99_999_999 })).message).toBe('商品不存在');
    expect((await api.get(`${S}/goodsCoupon`)).message).toMatch(/缺少参数goods_id/);
    expect((await api.get(`${S}/goodsCoupon`, { goods_id: 'abc' })).code).toBe(-1);
  });

  it('typepagelists pages newest first, filters by ids, shop and can_receive; discount types as 折', async () => {
    const d = await newType({ type: 'discount', discount: 85, discountLimit: 5000, money: 0, couponName: '八五折' });
    const gone = await newType({ count: 2, leadCount: 2 });
    const page = await api.get<Paged<CouponType>>(`${S}/typepagelists`, { page: 1, page_size: 5 });
    expect(page.code).toBe(0);
    expect(page.data.list).toHaveLength(5);
    expect(page.data.page_count).toBe(Math.ceil(page.data.count / 5));
    const ids = page.data.list.map((t) => t.coupon_type_id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const byIds = await api.get<Paged<CouponType>>(`${S}/typepagelists`, { coupon_type_id_arr: `${d},${gone}` });
    expect(byIds.data.count).toBe(2);
    expect(byIds.data.list.find((t) => t.coupon_type_id === d)).toMatchObject({ type: 'discount', discount: '8.5', discount_limit: '50.00' });
    expect(byIds.data.list.find((t) => t.coupon_type_id === gone)).toMatchObject({ count: 2, lead_count: 2, can_receive: 0 });
    const receivable = await api.get<Paged<CouponType>>(`${S}/typepagelists`, { coupon_type_id_arr: `${d},${gone}`, can_receive: 1 });
    expect(receivable.data.list.map((t) => t.coupon_type_id)).toEqual([d]);
    const site = await api.get<Paged<CouponType>>(`${S}/typepagelists`, { site_id: siteId, page_size: 100 });
    expect(site.data.list.every((t) => t.site_id === siteId)).toBe(true);
    const far = await api.get<Paged<CouponType>>(`${S}/typepagelists`, { page: 999 });
    expect(far.data.list).toEqual([]);
    for (const params of [{ page: -1 }, { page: 0 }, { page_size: 'x' }, { page_size: 1000 }, { coupon_type_id_arr: 'a,b' }, { can_receive: 5 }]) {
      expect((await api.get(`${S}/typepagelists`, params)).code, JSON.stringify(params)).toBe(-1);
    }
  });

  it('couponbyid answers the listed active types in the order asked', async () => {
    const a = await newType();
    const b = await newType({ count: 1, leadCount: 1 });
    const closed = await newType({ status: -1 });
    const res = await api.get<CouponType[]>(`${S}/couponbyid`, { id: `${b},${a},${closed},99999999` });
    expect(res.data.map((t) => t.coupon_type_id)).toEqual([b, a]);
    expect((await api.get(`${S}/couponbyid`)).message).toMatch(/缺少参数id/);
    expect((await api.get(`${S}/couponbyid`, { id: 'x' })).code).toBe(-1);
  });

  it('typeinfo includes a QR code of the receive page; unknown ids are refused', async () => {
    const id = await newType({ couponName: '扫码券' });
    const res = await api.get<CouponTypeInfo>(`${S}/typeinfo`, { coupon_type_id: id });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ coupon_type_id: id, coupon_name: '扫码券', site_name: siteName });
    expect(res.data.qrcode).toMatch(/^data:image\/png;base64,/);
    expect((await api.get(`${S}/typeinfo`, { coupon_type_id: 99_999_999 })).message).toBe('优惠券不存在');
    expect((await api.get(`${S}/typeinfo`, { coupon_type_id: 99_999_999, lang: 'en-us' })).message).toBe('The coupon does not exist');
    expect((await api.get(`${S}/typeinfo`)).code).toBe(-1);
  });
});

describe('member coupons', () => {
  it('memberpage and num by state; an unused coupon past its end shows as expired', async () => {
    const m = await newMember();
    const a = await newType({ money: 500 });
    const b = await newType({ money: 800 });
    const ra = await receive(m.token, a);
    const rb = await receive(m.token, b);
    await db().update(coupon).set({ state: 2, useTime: nowSeconds() }).where(eq(coupon.couponId, ra.data.coupon_id));
    const rc = await receive(m.token, b);
    await db().update(coupon).set({ endTime: nowSeconds() - 1 }).where(eq(coupon.couponId, rc.data.coupon_id));

    const page = (state: number) => api.get<Paged<MemberCoupon>>(`${S}/memberpage`, { token: m.token, state });
    const unused = await page(1);
    expect(unused.data.list.map((c) => c.coupon_id)).toEqual([rb.data.coupon_id]);
    expect(unused.data.list[0]).toMatchObject({ state: 1, money: '8.00', site_id: siteId, site_name: siteName, coupon_type_id: b, type: 'reward' });
    expect((await page(2)).data.list.map((c) => c.coupon_id)).toEqual([ra.data.coupon_id]);
    const expired = await page(3);
    expect(expired.data.list.map((c) => [c.coupon_id, c.state])).toEqual([[rc.data.coupon_id, 3]]);
    const num = async (state: number) => (await api.get<number>(`${S}/num`, { token: m.token, state })).data;
    expect([await num(1), await num(2), await num(3)]).toEqual([1, 1, 1]);
    // Default state is 1.
    expect((await api.get<number>(`${S}/num`, { token: m.token })).data).toBe(1);
  });

  it('a coupon is spent once by parallel orders, given back only to the order that used it, and never once expired', async () => {
    const m = await newMember();
    const t = await newType();
    const id = (await receive(m.token, t)).data.coupon_id;
    const row = async () => (await db().select().from(coupon).where(eq(coupon.couponId, id)))[0]!;
    const spent = await Promise.all([1, 2, 3].map((orderId) => db().transaction((tx) => useShopCouponTx(tx, m.id, id, orderId))));
    expect(spent.filter(Boolean)).toHaveLength(1);
    const by = (await row()).useOrderId!;
    expect((await row()).state).toBe(CouponStatus.used);
    // Another order cannot give it back; the one that used it can, once.
    expect(await db().transaction((tx) => returnShopCouponTx(tx, id, by + 100))).toBe(false);
    const back = await Promise.all([1, 2].map(() => db().transaction((tx) => returnShopCouponTx(tx, id, by))));
    expect(back.filter(Boolean)).toHaveLength(1);
    expect(await row()).toMatchObject({ state: CouponStatus.unused, useOrderId: null, useTime: 0 });
    // A stored expired coupon moves nowhere.
    await db().update(coupon).set({ state: CouponStatus.expired }).where(eq(coupon.couponId, id));
    expect(await db().transaction((tx) => useShopCouponTx(tx, m.id, id, 9))).toBe(false);
    expect(await moveCoupon(db(), heldShopCoupons, id, CouponStatus.expired, CouponStatus.unused, undefined, { useTime: 0, useOrderId: null })).toBe(false);
    expect((await row()).state).toBe(CouponStatus.expired);
  });

  it('member endpoints need a login and valid params', async () => {
    expect((await api.get(`${S}/memberpage`)).code).toBe(-1);
    expect((await api.get(`${S}/num`)).code).toBe(-1);
    expect((await api.get(`${S}/memberpage`, { token: demo, state: 4 })).code).toBe(-1);
    expect((await api.get(`${S}/memberpage`, { token: demo, page: -1 })).code).toBe(-1);
    expect((await api.get(`${S}/num`, { token: demo, state: 'x' })).code).toBe(-1);
  });

  it('the demo shopper has seeded coupons in each state', async () => {
    for (const state of [1, 2, 3]) {
      const res = await api.get<Paged<MemberCoupon>>(`${S}/memberpage`, { token: demo, state });
      expect(res.data.count, `state ${state}`).toBeGreaterThan(0);
    }
  });
});
