import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import type { MemberPlatformCoupon, OrderCalculateResult, Paged, PlatformCouponType, PlatformCouponTypeInfo } from '@mall/contract';
import { nowSeconds } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { memberAddress } from '../address';
import { cart } from '../cart';
import { goods, goodsSku } from '../goods';
import { createMember } from '../member';
import { order, shopDeliveryConfig } from '../order';
import { shop, shopGroup } from '../shop';
import { grantCouponTx } from './coupon.kinds';
import { platformCoupons } from './coupon.platform';
import { platformcoupon, platformcouponType } from './coupon.tables';

/**
 * Platform coupons limited to shop levels (use_scenario 2, `group_ids`): where they are offered and how
 * they are split at checkout, and how the coupon lists name the levels.
 */

let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const P = '/platformcoupon/api/platformcoupon';

interface Member {
  id: number;
  token: string;
}

const newMember = async (): Promise<Member> => {
  const id = await createMember(db(), { username: `pcs_${process.pid}_${++seq}` });
  await db()
    .insert(memberAddress)
    .values({ memberId: id, name: '李四', mobile: '13912345678', address: '科技园路1号', fullAddress: '广东省 深圳市 南山区', isDefault: 1, type: 2, longitude: '113.95', latitude: '22.54' });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

const newGroup = async (name: string): Promise<number> => {
  const [g] = await db().insert(shopGroup).values({ groupName: name, sort: 100 + ++seq }).returning({ id: shopGroup.groupId });
  return g.id;
};

/** An open shop of a level with free express. */
const newShop = async (groupId: number): Promise<number> => {
  const [s] = await db().insert(shop).values({ siteName: `等级店${++seq}`, shopStatus: 1, groupId }).returning({ id: shop.siteId });
  await db().insert(shopDeliveryConfig).values({ siteId: s.id, expressIsUse: 1, expressFeeType: 'piece', expressFirst: 1, expressFirstFee: 0, expressAdditional: 1, expressAdditionalFee: 0 });
  return s.id;
};

const newSku = async (siteId: number, price: number): Promise<number> => {
  const [g] = await db().insert(goods).values({ siteId, goodsName: `等级商品${++seq}`, goodsState: 1 }).returning({ id: goods.goodsId });
  const [k] = await db()
    .insert(goodsSku)
    .values({ goodsId: g.id, siteId, skuName: `等级商品${seq}`, price, discountPrice: price, stock: 100, isDefault: 1 })
    .returning({ id: goodsSku.skuId });
  await db().update(goods).set({ skuId: k.id, price, discountPrice: price }).where(eq(goods.goodsId, g.id));
  return k.id;
};

const newType = async (v: Partial<typeof platformcouponType.$inferInsert>): Promise<number> => {
  const [t] = await db()
    .insert(platformcouponType)
    .values({ platformcouponName: `等级券${++seq}`, money: 1000, atLeast: 0, count: 1000, validityType: 1, fixedTerm: 10, createTime: nowSeconds(), ...v })
    .returning({ id: platformcouponType.platformcouponTypeId });
  return t.id;
};

/** Gives the member one coupon of the type; the member coupon id. */
const give = async (memberId: number, typeId: number): Promise<number> => {
  const r = await db().transaction((tx) => grantCouponTx(tx, platformCoupons, memberId, typeId, 2));
  if (!r.ok) throw new Error(`grant failed: ${r.reason}`);
  return r.couponId;
};

const carts = async (memberId: number, lines: [number, number][]): Promise<string> => {
  const ids: number[] = [];
  for (const [skuId, num] of lines) {
    const [c] = await db().insert(cart).values({ memberId, skuId, num, siteId: 0 }).returning({ id: cart.cartId });
    ids.push(c.id);
  }
  return ids.join(',');
};

const checkout = <T = OrderCalculateResult>(path: 'payment' | 'calculate' | 'create', m: Member, params: Params) =>
  api.post<T>(`/api/ordercreate/${path}`, { token: m.token, ...params });

let flagship: number;
let specialty: number;
let ordinary: number;
let f1: number;
let f2: number;
let sp: number;
let ord: number;
let levelType: number;

beforeAll(async () => {
  api = await startTestApi();
  flagship = await newGroup('测试旗舰');
  specialty = await newGroup('测试专营');
  ordinary = await newGroup('测试普通');
  f1 = await newShop(flagship);
  f2 = await newShop(flagship);
  sp = await newShop(specialty);
  ord = await newShop(ordinary);
  // ¥10 off from ¥50 of goods of flagship or specialty shops.
  levelType = await newType({ money: 1000, atLeast: 5000, useScenario: 2, groupIds: `,${flagship},${specialty},` });
});
afterAll(() => api?.close());

describe('checkout with a platform coupon limited to shop levels', () => {
  it('is offered and split over the eligible shops only, when their goods reach the threshold', async () => {
    const m = await newMember();
    const pc = await give(m.id, levelType);
    // Flagship ¥30 + ¥30.01, specialty ¥20, ordinary ¥100: eligible goods ¥80.01.
    const cartIds = await carts(m.id, [[await newSku(f1, 3000), 1], [await newSku(f2, 3001), 1], [await newSku(sp, 2000), 1], [await newSku(ord, 10000), 1]]);
    const pay = await checkout('payment', m, { cart_ids: cartIds });
    expect(pay.code, pay.message).toBe(0);
    expect(pay.data.platform_coupon_list.map((c) => c.platformcoupon_id)).toEqual([pc]);
    expect(pay.data.platform_coupon_id).toBe(pc);
    expect(pay.data.platform_coupon_money).toBe('10.00');
    const part = (site: number) => pay.data.shop_goods_list[String(site)].platform_coupon_money;
    // ¥10 over 30.00 / 30.01 / 20.00 (largest remainder): 3.75 / 3.75 / 2.50; nothing on the ordinary shop.
    expect([part(f1), part(f2), part(sp), part(ord)]).toEqual(['3.75', '3.75', '2.50', '0.00']);
    const ordinaryShop = pay.data.shop_goods_list[String(ord)];
    expect(ordinaryShop.order_money).toBe('100.00');
    expect(ordinaryShop.goods_list[0].platform_coupon_money).toBe('0.00');

    // Created orders carry the coupon only where it applied.
    const created = await checkout<string>('create', m, { cart_ids: cartIds, platform_coupon_id: pc });
    expect(created.code, created.message).toBe(0);
    const orders = await db().select().from(order).where(eq(order.memberId, m.id)).orderBy(asc(order.siteId));
    const bySite = new Map(orders.map((o) => [o.siteId, o]));
    expect([f1, f2, sp].map((s) => bySite.get(s)!.platformCouponMoney)).toEqual([375, 375, 250]);
    expect([f1, f2, sp].every((s) => bySite.get(s)!.platformCouponId === pc)).toBe(true);
    expect(bySite.get(ord)).toMatchObject({ platformCouponId: 0, platformCouponMoney: 0, orderMoney: 10000 });
    const [used] = await db().select().from(platformcoupon).where(eq(platformcoupon.platformcouponId, pc));
    expect(used.state).toBe(2);
  });

  it('counts the threshold over eligible goods only: other shops do not help reach it', async () => {
    const m = await newMember();
    const pc = await give(m.id, levelType);
    // Flagship ¥40 (below ¥50) + ordinary ¥200: the whole order is far above ¥50, the eligible part is not.
    const cartIds = await carts(m.id, [[await newSku(f1, 4000), 1], [await newSku(ord, 20000), 1]]);
    const pay = await checkout('payment', m, { cart_ids: cartIds });
    expect(pay.code).toBe(0);
    expect(pay.data.platform_coupon_list).toEqual([]);
    expect(pay.data.platform_coupon_money).toBe('0.00');
    const sent = await checkout('calculate', m, { cart_ids: cartIds, platform_coupon_id: pc });
    expect(sent).toMatchObject({ code: -1, message: '该平台优惠券需测试旗舰 / 测试专营的商品满50.00元才能使用' });

    // One more flagship item reaches it: ¥10 goes to the flagship shop only.
    const more = await carts(m.id, [[await newSku(f1, 1500), 1]]);
    const calc = await checkout('calculate', m, { cart_ids: `${cartIds},${more}`, platform_coupon_id: pc });
    expect(calc.code, calc.message).toBe(0);
    expect(calc.data.shop_goods_list[String(f1)].platform_coupon_money).toBe('10.00');
    expect(calc.data.shop_goods_list[String(ord)].platform_coupon_money).toBe('0.00');
  });

  it('is not offered for an order without eligible shops, and is refused clearly when sent', async () => {
    const m = await newMember();
    const pc = await give(m.id, await newType({ money: 500, atLeast: 0, useScenario: 2, groupIds: `,${flagship},` }));
    const anyShop = await give(m.id, await newType({ money: 300, atLeast: 0, useScenario: 1 }));
    const cartIds = await carts(m.id, [[await newSku(ord, 9900), 1], [await newSku(sp, 100), 1]]);
    const pay = await checkout('payment', m, { cart_ids: cartIds });
    expect(pay.code).toBe(0);
    // The all-shops coupon is still offered (and preselected); the level one is not.
    expect(pay.data.platform_coupon_list.map((c) => c.platformcoupon_id)).toEqual([anyShop]);
    expect(pay.data.platform_coupon_id).toBe(anyShop);
    const refused = await checkout('calculate', m, { cart_ids: cartIds, platform_coupon_id: pc });
    expect(refused).toMatchObject({ code: -1, message: '该平台优惠券仅限测试旗舰使用，本单没有可用的店铺' });
    const en = await checkout('calculate', m, { cart_ids: cartIds, platform_coupon_id: pc, lang: 'en-us' });
    expect(en.message).toBe('This platform coupon is only for shops of level 测试旗舰; no shop in this order qualifies');
    const create = await checkout('create', m, { cart_ids: cartIds, platform_coupon_id: pc });
    expect(create.code).toBe(-1);
    expect(await db().select().from(order).where(eq(order.memberId, m.id))).toHaveLength(0);
    const [still] = await db().select().from(platformcoupon).where(eq(platformcoupon.platformcouponId, pc));
    expect(still.state).toBe(1);
  });

  it('a shop moved to another level loses the coupon; a shop without a level never has it', async () => {
    const m = await newMember();
    const pc = await give(m.id, levelType);
    const moving = await newShop(specialty);
    const cartIds = await carts(m.id, [[await newSku(moving, 6000), 1]]);
    expect((await checkout('calculate', m, { cart_ids: cartIds, platform_coupon_id: pc })).data.platform_coupon_money).toBe('10.00');
    await db().update(shop).set({ groupId: ordinary }).where(eq(shop.siteId, moving));
    expect((await checkout('calculate', m, { cart_ids: cartIds, platform_coupon_id: pc })).code).toBe(-1);
    await db().update(shop).set({ groupId: 0 }).where(eq(shop.siteId, moving));
    expect((await checkout('payment', m, { cart_ids: cartIds })).data.platform_coupon_list).toEqual([]);
  });
});

describe('coupon lists name the levels', () => {
  it('typepagelists, typeinfo and memberpage answer use_scenario, group_ids and readable group_names', async () => {
    const m = await newMember();
    const page = await api.get<Paged<PlatformCouponType>>(`${P}/typepagelists`, { coupon_type_id_arr: String(levelType) });
    expect(page.data.list[0]).toMatchObject({ use_scenario: 2, group_ids: `,${flagship},${specialty},`, group_names: '测试旗舰、测试专营' });
    const en = await api.get<Paged<PlatformCouponType>>(`${P}/typepagelists`, { coupon_type_id_arr: String(levelType), lang: 'en-us' });
    expect(en.data.list[0].group_names).toBe('测试旗舰, 测试专营');
    const info = await api.get<PlatformCouponTypeInfo>(`${P}/typeinfo`, { platformcoupon_type_id: levelType });
    expect(info.data).toMatchObject({ use_scenario: 2, group_names: '测试旗舰、测试专营' });
    const all = await newType({ useScenario: 1 });
    expect((await api.get<PlatformCouponTypeInfo>(`${P}/typeinfo`, { platformcoupon_type_id: all })).data).toMatchObject({ use_scenario: 1, group_ids: '', group_names: '' });

    await api.post(`${P}/receive`, { token: m.token, platformcoupon_type_id: levelType });
    await api.post(`${P}/receive`, { token: m.token, platformcoupon_type_id: all });
    const mine = await api.get<Paged<MemberPlatformCoupon>>(`${P}/memberpage`, { token: m.token, state: 1 });
    expect(mine.data.list.map((c) => [c.platformcoupon_type_id, c.use_scenario, c.group_names])).toEqual([
      [all, 1, ''],
      [levelType, 2, '测试旗舰、测试专营'],
    ]);
  });

  it('the demo has a platform coupon for flagship and specialty shops', async () => {
    const lists = await api.get<PlatformCouponType[]>(`${P}/typelists`);
    const demo = lists.data.find((t) => t.use_scenario === 2 && t.platformcoupon_name === '品牌好店满200减25');
    expect(demo).toMatchObject({ money: '25.00', at_least: '200.00', group_names: '旗舰店、专营店' });
    const levels = await db().select().from(shopGroup).where(inArray(shopGroup.groupName, ['旗舰店', '专营店']));
    expect(demo!.group_ids).toBe(`,${levels.sort((a, b) => a.sort - b.sort).map((g) => g.groupId).join(',')},`);
  });
});
