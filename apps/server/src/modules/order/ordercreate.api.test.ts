import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderCalculateResult } from '@mall/contract';
import { nowSeconds } from '@mall/contract';
import { countQueries } from '../../infra/db/query-count';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { memberAddress } from '../address';
import { cart } from '../cart';
import { coupon, couponType, grantCouponTx, platformcoupon, platformCoupons, platformcouponType, shopCoupons } from '../coupon';
import { goods, goodsSku } from '../goods';
import { promotionManjian } from '../promotion';
import { changeAccounts, createMember, member, memberAccount } from '../member';
import { markPayPaidTx, pay } from '../pay';
import { root } from '..';
import { shop } from '../shop';
import { store } from '../store';
import { shopDeliveryConfig } from './delivery.tables';
import { closeOrderTx } from './order.close';
import { order, orderGoods } from './order.tables';

let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const P = '/api/ordercreate';

interface Member {
  id: number;
  token: string;
}

const newMember = async (): Promise<Member> => {
  const id = await createMember(db(), {
    username: `oc_${process.pid}_${++seq}`,
    mobile: `139${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(5, '0')}`,
  });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

/** A new open shop with its own delivery settings. */
const newShop = async (
  cfg: Partial<typeof shopDeliveryConfig.$inferInsert> = {},
  geo = { longitude: '113.943720', latitude: '22.540503' },
): Promise<number> => {
  const [s] = await db()
    .insert(shop)
    .values({ siteName: `测试店${++seq}`, shopStatus: 1, ...geo })
    .returning({ id: shop.siteId });
  await db()
    .insert(shopDeliveryConfig)
    .values({
      siteId: s.id,
      expressIsUse: 1,
      expressFeeType: 'piece',
      expressFirst: 1,
      expressFirstFee: 0,
      expressAdditional: 1,
      expressAdditionalFee: 0,
      ...cfg,
    });
  return s.id;
};

/** A new goods with one SKU; returns the sku id. */
const newSku = async (
  siteId: number,
  o: {
    price: number;
    stock?: number;
    weight?: number;
    minBuy?: number;
    maxBuy?: number;
    isVirtual?: number;
    isFreeShipping?: number;
    goodsState?: number;
  } = { price: 1000 },
): Promise<{ skuId: number; goodsId: number }> => {
  const [g] = await db()
    .insert(goods)
    .values({
      siteId,
      goodsName: `测试商品${++seq}`,
      minBuy: o.minBuy ?? 0,
      maxBuy: o.maxBuy ?? 0,
      isVirtual: o.isVirtual ?? 0,
      isFreeShipping: o.isFreeShipping ?? 0,
      goodsState: o.goodsState ?? 1,
    })
    .returning({ id: goods.goodsId });
  const [k] = await db()
    .insert(goodsSku)
    .values({
      goodsId: g.id,
      siteId,
      skuName: `测试商品${seq} 规格`,
      price: o.price,
      discountPrice: o.price,
      stock: o.stock ?? 100,
      weight: o.weight ?? 0,
      isDefault: 1,
    })
    .returning({ id: goodsSku.skuId });
  await db().update(goods).set({ skuId: k.id, price: o.price, discountPrice: o.price }).where(eq(goods.goodsId, g.id));
  return { skuId: k.id, goodsId: g.id };
};

const addAddress = async (
  memberId: number,
  geo: { longitude: string; latitude: string } = { longitude: '113.950000', latitude: '22.540000' },
) => {
  const has = await db().select({ id: memberAddress.id }).from(memberAddress).where(eq(memberAddress.memberId, memberId)).limit(1);
  const [a] = await db()
    .insert(memberAddress)
    .values({
      memberId,
      name: '张三',
      mobile: '13912345678',
      address: '科技园路1号',
      fullAddress: '广东省 深圳市 南山区',
      isDefault: has.length ? 0 : 1,
      type: 2,
      ...geo,
    })
    .returning({ id: memberAddress.id });
  return a.id;
};

const addCart = async (memberId: number, skuId: number, num: number) => {
  const [c] = await db().insert(cart).values({ memberId, skuId, num, siteId: 0 }).returning({ id: cart.cartId });
  return c.id;
};

const fund = (memberId: number, balance: number, balanceMoney = 0) =>
  db().transaction((tx) =>
    changeAccounts(tx, memberId, { balance, balance_money: balanceMoney }, { fromType: 'adjust', typeName: '测试', remark: 'test' }),
  );

const stockOf = async (skuId: number) => (await db().select({ s: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.skuId, skuId)))[0].s;
const accountOf = async (memberId: number) =>
  (await db().select({ balance: member.balance, balanceMoney: member.balanceMoney }).from(member).where(eq(member.memberId, memberId)))[0];
const ordersOf = (memberId: number) => db().select().from(order).where(eq(order.memberId, memberId)).orderBy(order.orderId);

const post = <T = unknown>(path: string, m: Member, params: Params) => api.post<T>(`${P}/${path}`, { token: m.token, ...params });
const json = (v: unknown) => JSON.stringify(v);

const shopCouponFor = async (memberId: number, siteId: number, v: Partial<typeof couponType.$inferInsert>) => {
  const [t] = await db()
    .insert(couponType)
    .values({
      siteId,
      couponName: `店铺券${++seq}`,
      type: 'reward',
      money: 500,
      atLeast: 0,
      count: 100,
      maxFetch: 0,
      validityType: 1,
      fixedTerm: 10,
      createTime: nowSeconds(),
      ...v,
    })
    .returning({ id: couponType.couponTypeId });
  const r = await db().transaction((tx) => grantCouponTx(tx, shopCoupons, memberId, t.id, 2));
  if (!r.ok) throw new Error(`grant failed ${r.reason}`);
  return r.couponId;
};

const platformCouponFor = async (memberId: number, money: number, atLeast = 0) => {
  const [t] = await db()
    .insert(platformcouponType)
    .values({
      platformcouponName: `平台券${++seq}`,
      money,
      atLeast,
      count: 100,
      maxFetch: 0,
      validityType: 1,
      fixedTerm: 10,
      useScenario: 1,
      createTime: nowSeconds(),
    })
    .returning({ id: platformcouponType.platformcouponTypeId });
  const r = await db().transaction((tx) => grantCouponTx(tx, platformCoupons, memberId, t.id, 2));
  if (!r.ok) throw new Error(`grant failed ${r.reason}`);
  return r.couponId;
};

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('checkout pricing', () => {
  it('prices two shops with manjian, shop coupon, platform coupon split and express fees, exact to the fen', async () => {
    const m = await newMember();
    await addAddress(m.id);
    // Shop A: ¥8 first piece + ¥2 each further piece; manjian ¥100 − ¥10.
    const a = await newShop({ expressFirstFee: 800, expressAdditionalFee: 200 });
    // Shop B: by weight, first 1000 g ¥10, each started 500 g ¥3.
    const b = await newShop({
      expressFeeType: 'weight',
      expressFirst: 1000,
      expressFirstFee: 1000,
      expressAdditional: 500,
      expressAdditionalFee: 300,
    });
    await db()
      .insert(promotionManjian)
      .values({
        siteId: a,
        manjianName: '满100减10',
        type: 0,
        goodsType: 1,
        ruleJson: json([
          { money: '50.00', discount_money: '3.00' },
          { money: '100.00', discount_money: '10.00' },
        ]),
        status: 1,
        startTime: nowSeconds() - 60,
        endTime: nowSeconds() + 3600,
      });
    const a1 = await newSku(a, { price: 3333, stock: 10 });
    const a2 = await newSku(a, { price: 5001, stock: 10 });
    const b1 = await newSku(b, { price: 4999, stock: 10, weight: 700 });
    const shopCoupon = await shopCouponFor(m.id, a, { money: 700, atLeast: 5000 });
    const pc = await platformCouponFor(m.id, 1000, 10000);
    const cartIds = [await addCart(m.id, a1.skuId, 2), await addCart(m.id, a2.skuId, 1), await addCart(m.id, b1.skuId, 2)];

    const res = await post<OrderCalculateResult>('payment', m, { cart_ids: cartIds.join(',') });
    expect(res.code).toBe(0);
    const d = res.data;
    // A: goods 2×33.33 + 50.01 = 116.67; manjian 10.00; coupon 7.00 (best, preselected); express 8 + 2×2 = 12.00.
    // B: goods 2×49.99 = 99.98; 1400 g → 10 + ceil(400/500)×3 = 13.00.
    const A = d.shop_goods_list[String(a)];
    const B = d.shop_goods_list[String(b)];
    expect(A.goods_money).toBe('116.67');
    expect(A.promotion_money).toBe('10.00');
    expect(A.coupon_id).toBe(shopCoupon);
    expect(A.coupon_money).toBe('7.00');
    expect(A.delivery_money).toBe('12.00');
    expect(B.goods_money).toBe('99.98');
    expect(B.delivery_money).toBe('13.00');
    // Platform ¥10 over bases A 99.67 and B 99.98 → 4.99 / 5.01 (largest remainder).
    expect(d.platform_coupon_id).toBe(pc);
    expect(d.platform_coupon_money).toBe('10.00');
    expect(A.platform_coupon_money).toBe('4.99');
    expect(B.platform_coupon_money).toBe('5.01');
    expect(A.order_money).toBe('106.68');
    expect(B.order_money).toBe('107.97');
    expect(d.goods_money).toBe('216.65');
    expect(d.order_money).toBe('214.65');
    expect(d.pay_money).toBe('214.65');
    expect(d.member_address?.name).toBe('张三');
    expect(A.express_type.map((t) => t.name)).toEqual(['express']);
    // Line splits add up to the shop figures.
    for (const s of [A, B]) {
      const sum = (k: 'real_goods_money' | 'promotion_money' | 'coupon_money' | 'platform_coupon_money') =>
        s.goods_list.reduce((acc, l) => acc + Math.round(Number(l[k]) * 100), 0);
      expect(sum('promotion_money')).toBe(Math.round(Number(s.promotion_money) * 100));
      expect(sum('coupon_money')).toBe(Math.round(Number(s.coupon_money) * 100));
      expect(sum('platform_coupon_money')).toBe(Math.round(Number(s.platform_coupon_money) * 100));
      expect(sum('real_goods_money') + Math.round(Number(s.delivery_money) * 100)).toBe(Math.round(Number(s.order_money) * 100));
    }

    // calculate without coupons: no shop coupon, no platform coupon.
    const none = await post<OrderCalculateResult>('calculate', m, {
      cart_ids: cartIds.join(','),
      coupon: json({ [a]: { coupon_id: 0 } }),
      platform_coupon_id: 0,
    });
    expect(none.code).toBe(0);
    expect(none.data.coupon_money).toBe('0.00');
    expect(none.data.platform_coupon_money).toBe('0.00');
    expect(none.data.order_money).toBe('231.65');

    // Create with a partial balance: ¥50 of balance, the rest online.
    await fund(m.id, 5000);
    const created = await post<string>('create', m, { cart_ids: cartIds.join(','), is_balance: 1 });
    expect(created.code).toBe(0);
    const outTradeNo = created.data;
    expect(outTradeNo).toMatch(/^\d{20}$/);
    const orders = await ordersOf(m.id);
    expect(orders).toHaveLength(2);
    expect(orders.map((o) => o.siteId)).toEqual([a, b]);
    expect(orders.every((o) => o.outTradeNo === outTradeNo && o.orderStatus === 0)).toBe(true);
    expect(orders[0].orderMoney).toBe(10668);
    expect(orders[0].balanceMoney).toBe(5000);
    expect(orders[0].payMoney).toBe(5668);
    expect(orders[1].balanceMoney).toBe(0);
    expect(orders[1].payMoney).toBe(10797);
    expect(orders[0].couponId).toBe(shopCoupon);
    expect(orders[0].platformCouponId).toBe(pc);
    expect(orders[0].autoCloseTime - orders[0].createTime).toBe(30 * 60);
    const [rec] = await db().select().from(pay).where(eq(pay.outTradeNo, outTradeNo));
    expect(rec.payMoney).toBe(5668 + 10797);
    expect(rec.payStatus).toBe(0);
    expect(rec.relateIds).toEqual(orders.map((o) => o.orderId));
    const lines = await db()
      .select()
      .from(orderGoods)
      .where(
        inArray(
          orderGoods.orderId,
          orders.map((o) => o.orderId),
        ),
      );
    expect(lines).toHaveLength(3);
    expect(lines.reduce((s, l) => s + l.realGoodsMoney, 0) + 1200 + 1300).toBe(10668 + 10797);
    expect(await stockOf(a1.skuId)).toBe(8);
    expect(await stockOf(b1.skuId)).toBe(8);
    expect((await db().select({ state: coupon.state }).from(coupon).where(eq(coupon.couponId, shopCoupon)))[0].state).toBe(2);
    expect(
      (await db().select({ state: platformcoupon.state }).from(platformcoupon).where(eq(platformcoupon.platformcouponId, pc)))[0].state,
    ).toBe(2);
    expect(await accountOf(m.id)).toEqual({ balance: 0, balanceMoney: 0 });
    expect(await db().select().from(cart).where(eq(cart.memberId, m.id))).toHaveLength(0);
  });

  it('ignores prices and discounts sent by the client', async () => {
    const m = await newMember();
    await addAddress(m.id);
    const s = await newShop();
    const k = await newSku(s, { price: 2590 });
    const params = {
      sku_id: k.skuId,
      num: 2,
      price: '0.01',
      goods_money: '0.01',
      order_money: '0.01',
      coupon: json({ [s]: { coupon_id: 0, coupon_money: '999.00' } }),
      platform_coupon_id: 0,
    };
    const calc = await post<OrderCalculateResult>('calculate', m, params);
    expect(calc.code).toBe(0);
    expect(calc.data.order_money).toBe('51.80');
    expect((await post<string>('create', m, params)).code).toBe(0);
    const [o] = await ordersOf(m.id);
    expect(o.orderMoney).toBe(5180);
    expect(o.payMoney).toBe(5180);
  });

  it('refuses cart lines of another member and changes nothing', async () => {
    const owner = await newMember();
    const thief = await newMember();
    await addAddress(thief.id);
    const s = await newShop();
    const k = await newSku(s, { price: 1000, stock: 5 });
    const foreign = await addCart(owner.id, k.skuId, 1);
    const own = await addCart(thief.id, k.skuId, 1);
    for (const ids of [String(foreign), `${own},${foreign}`, '99999999']) {
      for (const path of ['payment', 'calculate', 'create']) {
        const r = await post(path, thief, { cart_ids: ids });
        expect(r.code).toBeLessThan(0);
        expect(r.message).toBe('购物车商品不存在');
        expect(r.data).toEqual({ error_code: 1 });
      }
    }
    expect(await stockOf(k.skuId)).toBe(5);
    expect(await ordersOf(thief.id)).toHaveLength(0);
    expect(await db().select().from(cart).where(eq(cart.cartId, foreign))).toHaveLength(1);
  });

  it('refuses bad quantities, off-shelf goods, stock shortage and buy limits clearly', async () => {
    const m = await newMember();
    await addAddress(m.id);
    const s = await newShop();
    const k = await newSku(s, { price: 1000, stock: 3 });
    for (const num of ['0', '-1', '1.5', 'abc', '1e3', '99999999999']) {
      const r = await post('create', m, { sku_id: k.skuId, num });
      expect(r.code, `num=${num}`).toBe(-1);
      expect(r.message).toMatch(/num/);
    }
    expect((await post('calculate', m, { sku_id: k.skuId })).message).toBe('缺少参数num');
    for (const delivery of ['{bad', json({ [s]: { delivery_type: 'drone' } }), json({ x: { delivery_type: 'express' } })]) {
      const r = await post('calculate', m, { sku_id: k.skuId, num: 1, delivery });
      expect(r.code).toBe(-1);
      expect(r.message).toMatch(/delivery/);
    }
    expect((await post('calculate', m, { sku_id: k.skuId, num: 1, cart_ids: 'a,b' })).message).toMatch(/cart_ids/);
    expect((await post('calculate', m, {})).message).toBe('请选择要结算的商品');
    expect((await post('create', m, { sku_id: k.skuId, num: 4 })).message).toMatch(/库存不足/);
    const off = await newSku(s, { price: 1000, goodsState: 0 });
    expect((await post('create', m, { sku_id: off.skuId, num: 1 })).message).toMatch(/已下架/);
    const min = await newSku(s, { price: 1000, minBuy: 2 });
    expect((await post('calculate', m, { sku_id: min.skuId, num: 1 })).message).toMatch(/2件起售/);
    const max = await newSku(s, { price: 1000, maxBuy: 3 });
    expect((await post('create', m, { sku_id: max.skuId, num: 2 })).code).toBe(0);
    const over = await post('calculate', m, { sku_id: max.skuId, num: 2 });
    expect(over.message).toMatch(/每人限购3件，您已购买2件/);
    expect((await post('create', m, { sku_id: max.skuId, num: 1 })).code).toBe(0);
    expect(await stockOf(k.skuId)).toBe(3);
    // English messages.
    const en = await api.post(`${P}/calculate`, { token: m.token, sku_id: k.skuId, num: 9, lang: 'en-us' });
    expect(en.message).toMatch(/Not enough stock/);
  });

  it('answers error codes 10, 11 and 12 for local delivery', async () => {
    const m = await newMember();
    const s = await newShop({
      expressIsUse: 0,
      localIsUse: 1,
      localLongitude: '113.943720',
      localLatitude: '22.540503',
      localRings: [
        { distance_km: 3, fee: 500 },
        { distance_km: 5, fee: 800 },
      ],
      localStartMoney: 3000,
    });
    const k = await newSku(s, { price: 2000 });
    const local = json({ [s]: { delivery_type: 'local' } });
    // No address at all → 12.
    let r = await post('calculate', m, { sku_id: k.skuId, num: 2, delivery: local });
    expect(r.data).toEqual({ error_code: 12, site_id: s });
    // About 20 km away → 10.
    const far = await addAddress(m.id, { longitude: '114.120000', latitude: '22.600000' });
    r = await post('calculate', m, { sku_id: k.skuId, num: 2, delivery: local, member_address: json({ id: far }) });
    expect(r.code).toBeLessThan(0);
    expect(r.data).toEqual({ error_code: 10, site_id: s });
    // Within 1 km but below the ¥30 minimum → 11.
    const near = await addAddress(m.id, { longitude: '113.950000', latitude: '22.540000' });
    r = await post('calculate', m, { sku_id: k.skuId, num: 1, delivery: local, member_address: json({ id: near }) });
    expect(r.data).toEqual({ error_code: 11, site_id: s });
    expect(r.message).toMatch(/30\.00/);
    // No coordinates → 12.
    const blind = await addAddress(m.id, { longitude: '', latitude: '' });
    r = await post('calculate', m, { sku_id: k.skuId, num: 2, delivery: local, member_address: json({ id: blind }) });
    expect(r.data).toEqual({ error_code: 12, site_id: s });
    // Near enough and enough money: the first ring's fee; express is not offered by this shop.
    const ok = await post<OrderCalculateResult>('calculate', m, {
      sku_id: k.skuId,
      num: 2,
      delivery: local,
      member_address: json({ id: near }),
    });
    expect(ok.code).toBe(0);
    expect(ok.data.delivery_money).toBe('5.00');
    expect(ok.data.shop_goods_list[String(s)].express_type.map((t) => t.name)).toEqual(['local']);
    expect(
      (
        await post('calculate', m, {
          sku_id: k.skuId,
          num: 2,
          delivery: json({ [s]: { delivery_type: 'express' } }),
          member_address: json({ id: near }),
        })
      ).message,
    ).toMatch(/未开启物流配送/);
    // A shop with local delivery switched on but not set up → 12.
    const bare = await newShop({ localIsUse: 1 });
    const k2 = await newSku(bare, { price: 5000 });
    r = await post('calculate', m, {
      sku_id: k2.skuId,
      num: 1,
      delivery: json({ [bare]: { delivery_type: 'local' } }),
      member_address: json({ id: near }),
    });
    expect(r.data).toEqual({ error_code: 12, site_id: bare });
    // Create keeps the ring fee and the address.
    const c = await post<string>('create', m, { sku_id: k.skuId, num: 2, delivery: local, member_address: json({ id: near }) });
    expect(c.code).toBe(0);
    const [o] = await ordersOf(m.id);
    expect(o.orderType).toBe(3);
    expect(o.deliveryMoney).toBe(500);
    expect(o.latitude).toBe('22.540000');
  });

  it("refuses another member's coupons and leaves them unused", async () => {
    const m = await newMember();
    const other = await newMember();
    await addAddress(m.id);
    const s = await newShop();
    const k = await newSku(s, { price: 10000 });
    const theirShop = await shopCouponFor(other.id, s, { money: 1000 });
    const theirPlatform = await platformCouponFor(other.id, 1000);
    const mine = await shopCouponFor(m.id, s, { money: 300 });
    for (const path of ['calculate', 'create']) {
      const r1 = await post(path, m, { sku_id: k.skuId, num: 1, coupon: json({ [s]: { coupon_id: theirShop } }) });
      expect(r1.message).toBe('优惠券不可用');
      expect(r1.data).toEqual({ error_code: 1, site_id: s });
      const r2 = await post(path, m, { sku_id: k.skuId, num: 1, platform_coupon_id: theirPlatform });
      expect(r2.message).toBe('平台优惠券不可用');
    }
    expect((await db().select({ s: coupon.state }).from(coupon).where(eq(coupon.couponId, theirShop)))[0].s).toBe(1);
    expect(
      (await db().select({ s: platformcoupon.state }).from(platformcoupon).where(eq(platformcoupon.platformcouponId, theirPlatform)))[0].s,
    ).toBe(1);
    expect(await ordersOf(m.id)).toHaveLength(0);
    // Their coupons are not offered either; mine is.
    const calc = await post<OrderCalculateResult>('payment', m, { sku_id: k.skuId, num: 1 });
    expect(calc.data.shop_goods_list[String(s)].coupon_list.map((c) => c.coupon_id)).toEqual([mine]);
    expect(calc.data.platform_coupon_list).toEqual([]);
    // A used coupon cannot be used twice.
    expect((await post('create', m, { sku_id: k.skuId, num: 1, coupon: json({ [s]: { coupon_id: mine } }) })).code).toBe(0);
    expect((await post('create', m, { sku_id: k.skuId, num: 1, coupon: json({ [s]: { coupon_id: mine } }) })).message).toBe('优惠券不可用');
  });

  it('offers the demo shops their seeded delivery ways', async () => {
    const m = await newMember();
    await addAddress(m.id);
    const [first] = await db().select({ id: shop.siteId }).from(shop).orderBy(shop.siteId).limit(1);
    const [sku] = await db()
      .select({ id: goodsSku.skuId })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .where(and(eq(goods.siteId, first.id), eq(goods.isVirtual, 0), sql`${goodsSku.stock} > 0`))
      .limit(1);
    const r = await post<OrderCalculateResult>('payment', m, { sku_id: sku.id, num: 1 });
    expect(r.code).toBe(0);
    const block = r.data.shop_goods_list[String(first.id)];
    expect(block.express_type.map((t) => t.name)).toEqual(['express', 'store', 'local']);
    expect(block.local_config.info?.start_money).toBe('30.00');
    const [virtual] = await db().select({ id: goods.skuId }).from(goods).where(eq(goods.isVirtual, 1)).limit(1);
    expect(virtual).toBeDefined();
    const v = await post<OrderCalculateResult>('payment', m, { sku_id: virtual.id, num: 1 });
    expect(v.data.is_virtual).toBe(1);
    expect(Object.values(v.data.shop_goods_list)[0].express_type).toEqual([]);
  });

  it('a foreign address id reads as no address', async () => {
    const m = await newMember();
    const other = await newMember();
    const theirs = await addAddress(other.id);
    const s = await newShop();
    const k = await newSku(s, { price: 1000 });
    const r = await post('create', m, { sku_id: k.skuId, num: 1, member_address: json({ id: theirs }) });
    expect(r.message).toBe('请先选择收货地址');
    expect(await ordersOf(m.id)).toHaveLength(0);
  });

  it('store pickup orders and virtual orders get a delivery code', async () => {
    const m = await newMember();
    await addAddress(m.id);
    const s = await newShop({ storeIsUse: 1 });
    const [st] = await db()
      .insert(store)
      .values([
        { siteId: s, storeName: '远店', longitude: '114.100000', latitude: '22.600000' },
        { siteId: s, storeName: '近店', longitude: '113.944000', latitude: '22.540600' },
      ])
      .returning({ id: store.storeId });
    const k = await newSku(s, { price: 1000 });
    const pay1 = await post<OrderCalculateResult>('payment', m, { sku_id: k.skuId, num: 1, latitude: '22.5405', longitude: '113.9437' });
    const storeType = pay1.data.shop_goods_list[String(s)].express_type.find((t) => t.name === 'store')!;
    expect(storeType.store_list!.map((x) => x.store_name)).toEqual(['近店', '远店']);
    const c = await post<string>('create', m, {
      sku_id: k.skuId,
      num: 1,
      delivery: json({ [s]: { delivery_type: 'store', store_id: st.id } }),
    });
    expect(c.code).toBe(0);
    const v = await newSku(s, { price: 1500, isVirtual: 1 });
    const vc = await post<string>('create', m, { sku_id: v.skuId, num: 1, member_address: json({ mobile: '13700000001' }) });
    expect(vc.code).toBe(0);
    const [pickup, virtual] = await ordersOf(m.id);
    expect(pickup.orderType).toBe(2);
    expect(pickup.deliveryStoreName).toBe('远店');
    expect(pickup.deliveryCode).toMatch(/^\d{12}$/);
    expect(virtual.orderType).toBe(4);
    expect(virtual.mobile).toBe('13700000001');
    expect(virtual.deliveryCode).toMatch(/^\d{12}$/);
    expect(virtual.deliveryCode).not.toBe(pickup.deliveryCode);
    // Paid virtual goods count as received: reviewable at once, completing on the timer.
    expect(
      await db().transaction((tx) =>
        markPayPaidTx(tx, root.paidHandlers, virtual.outTradeNo, { payType: 'sandbox', tradeNo: `v${virtual.orderId}` }),
      ),
    ).toBe(true);
    const [paidVirtual] = await db().select().from(order).where(eq(order.orderId, virtual.orderId));
    expect(paidVirtual).toMatchObject({ orderStatus: 4, isEvaluate: 1 });
    expect(paidVirtual.autoCompleteTime).toBeGreaterThan(paidVirtual.payTime);
    // Virtual and physical goods do not mix.
    const mixed = [await addCart(m.id, k.skuId, 1), await addCart(m.id, v.skuId, 1)];
    expect((await post('calculate', m, { cart_ids: mixed.join(',') })).message).toBe('虚拟商品需单独下单');
  });
});

describe('checkout money and stock under load', () => {
  it('200 concurrent buyers for the last 5 units: exactly 5 paid orders, stock 0', async () => {
    const s = await newShop();
    const k = await newSku(s, { price: 990, stock: 5 });
    const buyers: Member[] = [];
    for (let i = 0; i < 200; i++) {
      const m = await newMember();
      await addAddress(m.id);
      await fund(m.id, 990);
      buyers.push(m);
    }
    const results = await Promise.all(buyers.map((m) => post<string>('create', m, { sku_id: k.skuId, num: 1, is_balance: 1 })));
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.code !== 0).every((r) => /库存不足/.test(r.message))).toBe(true);
    expect(await stockOf(k.skuId)).toBe(0);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orderGoods)
      .where(eq(orderGoods.skuId, k.skuId));
    expect(n).toBe(5);
    expect(new Set(ok.map((r) => r.data)).size).toBe(5);
    const paid = await db()
      .select()
      .from(order)
      .where(
        inArray(
          order.outTradeNo,
          ok.map((r) => r.data),
        ),
      );
    expect(paid.map((o) => [o.payStatus, o.orderStatus, o.balanceMoney])).toEqual(Array(5).fill([1, 1, 990]));
    // The 195 who lost kept their balance.
    const [{ kept }] = await db()
      .select({ kept: sql<number>`count(*)::int` })
      .from(member)
      .where(
        and(
          inArray(
            member.memberId,
            buyers.map((b) => b.id),
          ),
          eq(member.balance, 990),
        ),
      );
    expect(kept).toBe(195);
  }, 120_000);

  it('50 parallel balance-paid checkouts when the balance covers 3: exactly 3 paid, ledger sums to the balance', async () => {
    const m = await newMember();
    await addAddress(m.id);
    await fund(m.id, 2000, 1000);
    const s = await newShop();
    const k = await newSku(s, { price: 1000, stock: 100 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post<string>('create', m, { sku_id: k.skuId, num: 1, is_balance: 1 })),
    );
    expect(results.every((r) => r.code === 0)).toBe(true);
    const orders = await ordersOf(m.id);
    const paid = orders.filter((o) => o.payStatus === 1);
    expect(paid).toHaveLength(3);
    expect(paid.every((o) => o.balanceMoney === 1000 && o.payMoney === 0 && o.orderStatus === 1 && o.payType === 'BALANCE')).toBe(true);
    expect(orders.filter((o) => o.balanceMoney > 0)).toHaveLength(3);
    expect(await accountOf(m.id)).toEqual({ balance: 0, balanceMoney: 0 });
    const ledger = await db()
      .select({ type: memberAccount.accountType, sum: sql<number>`sum(${memberAccount.accountData})::int` })
      .from(memberAccount)
      .where(and(eq(memberAccount.memberId, m.id), eq(memberAccount.fromType, 'order')))
      .groupBy(memberAccount.accountType);
    expect(Object.fromEntries(ledger.map((l) => [l.type, l.sum]))).toEqual({ balance: -2000, balance_money: -1000 });
    // Paid records for the three, waiting ones for the rest; stock taken for all 50.
    const recs = await db().select().from(pay).where(eq(pay.memberId, m.id));
    expect(recs.filter((r) => r.payStatus === 2)).toHaveLength(3);
    expect(await stockOf(k.skuId)).toBe(50);
    expect((await db().select({ n: goodsSku.saleNum }).from(goodsSku).where(eq(goodsSku.skuId, k.skuId)))[0].n).toBe(3);
  }, 60_000);

  it('keeps the SQL statements of a checkout bounded, whatever the number of lines', async () => {
    const m = await newMember();
    await addAddress(m.id);
    await fund(m.id, 1_000_000);
    const s1 = await newShop();
    const s2 = await newShop();
    const skus = [];
    for (let i = 0; i < 6; i++) skus.push(await newSku(i < 3 ? s1 : s2, { price: 1000 + i }));
    const one = [await addCart(m.id, skus[0].skuId, 1)];
    const calcOne = await countQueries(() => post('calculate', m, { cart_ids: one.join(',') }));
    const createOne = await countQueries(() => post('create', m, { cart_ids: one.join(','), is_balance: 1 }));
    const six: number[] = [];
    for (const k of skus) six.push(await addCart(m.id, k.skuId, 2));
    const calcSix = await countQueries(() => post('calculate', m, { cart_ids: six.join(',') }));
    const createSix = await countQueries(() => post<string>('create', m, { cart_ids: six.join(','), is_balance: 1 }));
    expect(calcOne.queries).toBeLessThanOrEqual(14);
    expect(createOne.queries).toBeLessThanOrEqual(40);
    // Six lines over two shops: only per-shop work (a coupon lookup, an order's log and ledger) adds up.
    expect(calcSix.queries).toBeLessThanOrEqual(calcOne.queries + 2);
    expect(createSix.queries).toBeLessThanOrEqual(createOne.queries + 8);
    expect((await ordersOf(m.id)).filter((o) => o.payStatus === 1)).toHaveLength(3);
  });
});

describe('closing an unpaid order', () => {
  it('gives stock, coupons and balance back exactly once, even when two closes race', async () => {
    const m = await newMember();
    await addAddress(m.id);
    await fund(m.id, 1500, 500);
    const a = await newShop();
    const b = await newShop();
    const ka = await newSku(a, { price: 6000, stock: 10 });
    const kb = await newSku(b, { price: 4000, stock: 10 });
    const sc = await shopCouponFor(m.id, a, { money: 1000, atLeast: 0 });
    const pc = await platformCouponFor(m.id, 2000, 0);
    const ids = [await addCart(m.id, ka.skuId, 1), await addCart(m.id, kb.skuId, 1)];
    const c = await post<string>('create', m, { cart_ids: ids.join(','), is_balance: 1 });
    expect(c.code).toBe(0);
    const [oa, ob] = await ordersOf(m.id);
    // A: 60 − 10 − platform share; balance 20 taken from A first.
    expect(oa.balanceMoney).toBe(2000);
    expect(ob.balanceMoney).toBe(0);
    expect(oa.platformCouponMoney + ob.platformCouponMoney).toBe(2000);
    expect(await accountOf(m.id)).toEqual({ balance: 0, balanceMoney: 0 });

    const by = { way: 'member' as const, uid: m.id, action: 'close' };
    const closes = await Promise.all([
      db().transaction((tx) => closeOrderTx(tx, oa.orderId, by)),
      db().transaction((tx) => closeOrderTx(tx, oa.orderId, by)),
    ]);
    expect(closes.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(ka.skuId)).toBe(10);
    expect(await stockOf(kb.skuId)).toBe(9);
    expect(await accountOf(m.id)).toEqual({ balance: 1500, balanceMoney: 500 });
    expect((await db().select({ s: coupon.state }).from(coupon).where(eq(coupon.couponId, sc)))[0].s).toBe(1);
    // The platform coupon is shared with order B, still open: not back yet.
    expect((await db().select({ s: platformcoupon.state }).from(platformcoupon).where(eq(platformcoupon.platformcouponId, pc)))[0].s).toBe(
      2,
    );
    // The pay record is cancelled: a late payment cannot mark the orders paid.
    expect(await db().transaction((tx) => markPayPaidTx(tx, root.paidHandlers, c.data, { payType: 'sandbox', tradeNo: 'late' }))).toBe(
      false,
    );
    expect((await db().select({ s: pay.payStatus }).from(pay).where(eq(pay.outTradeNo, c.data)))[0].s).toBe(-1);

    const last = await Promise.all([
      db().transaction((tx) => closeOrderTx(tx, ob.orderId, by)),
      db().transaction((tx) => closeOrderTx(tx, ob.orderId, by)),
      db().transaction((tx) => closeOrderTx(tx, oa.orderId, by)),
    ]);
    expect(last.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(kb.skuId)).toBe(10);
    expect((await db().select({ s: platformcoupon.state }).from(platformcoupon).where(eq(platformcoupon.platformcouponId, pc)))[0].s).toBe(
      1,
    );
    expect(await accountOf(m.id)).toEqual({ balance: 1500, balanceMoney: 500 });
    const closed = await ordersOf(m.id);
    expect(closed.every((o) => o.orderStatus === -1 && o.closeTime > 0)).toBe(true);
    // The coupons can be used again.
    const again = await post<OrderCalculateResult>('calculate', m, { sku_id: ka.skuId, num: 1 });
    expect(again.data.shop_goods_list[String(a)].coupon_id).toBe(sc);
    expect(again.data.platform_coupon_id).toBe(pc);
  });

  it('marks a waiting pay record paid once, however many notifications arrive', async () => {
    const m = await newMember();
    await addAddress(m.id);
    const s = await newShop();
    const k = await newSku(s, { price: 1234, stock: 10 });
    const c = await post<string>('create', m, { sku_id: k.skuId, num: 2 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db().transaction((tx) => markPayPaidTx(tx, root.paidHandlers, c.data, { payType: 'sandbox', tradeNo: `T${i}` })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const [o] = await ordersOf(m.id);
    expect(o.orderStatus).toBe(1);
    expect(o.payStatus).toBe(1);
    expect(o.payType).toBe('sandbox');
    expect(o.isEnableRefund).toBe(1);
    expect((await db().select({ n: goodsSku.saleNum }).from(goodsSku).where(eq(goodsSku.skuId, k.skuId)))[0].n).toBe(2);
    expect((await db().select({ n: goods.saleNum }).from(goods).where(eq(goods.goodsId, k.goodsId)))[0].n).toBe(2);
    // A paid order cannot be closed.
    expect(await db().transaction((tx) => closeOrderTx(tx, o.orderId, { way: 'system', action: 'x' }))).toBe(false);
    expect(await stockOf(k.skuId)).toBe(8);
  });

  it('asks for the payment password when balance is used and one is set', async () => {
    const m = await newMember();
    await addAddress(m.id);
    await fund(m.id, 5000);
    const { hashPassword } = await import('../member');
    await db()
      .update(member)
      .set({ payPassword: await hashPassword('123456') })
      .where(eq(member.memberId, m.id));
    const s = await newShop();
    const k = await newSku(s, { price: 1000 });
    const calc = await post<OrderCalculateResult>('calculate', m, { sku_id: k.skuId, num: 1, is_balance: 1 });
    expect(calc.data.member_account.is_pay_password).toBe(1);
    expect(calc.data.balance_money).toBe('10.00');
    expect(calc.data.pay_money).toBe('0.00');
    expect((await post('create', m, { sku_id: k.skuId, num: 1, is_balance: 1 })).message).toBe('请输入支付密码');
    expect((await post('create', m, { sku_id: k.skuId, num: 1, is_balance: 1, pay_password: '654321' })).code).toBe(-10074);
    expect(await ordersOf(m.id)).toHaveLength(0);
    const ok = await post<string>('create', m, { sku_id: k.skuId, num: 1, is_balance: 1, pay_password: '123456' });
    expect(ok.code).toBe(0);
    expect((await ordersOf(m.id))[0].orderStatus).toBe(1);
    expect(await accountOf(m.id)).toEqual({ balance: 4000, balanceMoney: 0 });
  });
});

describe("the mall's uni-app client's checkout params", () => {
  it('an empty coupon object for a shop means no coupon there, in calculate and create', async () => {
    const m = await newMember();
    await addAddress(m.id);
    const a = await newShop();
    const b = await newShop();
    const ka = await newSku(a, { price: 10000 });
    const kb = await newSku(b, { price: 2000 });
    const mine = await shopCouponFor(m.id, a, { money: 500 });
    const params = {
      cart_ids: `${await addCart(m.id, ka.skuId, 1)},${await addCart(m.id, kb.skuId, 1)}`,
      coupon: json({ [a]: { coupon_id: mine, coupon_money: '5.00' }, [b]: {} }),
    };
    const calc = await post<OrderCalculateResult>('calculate', m, params);
    expect(calc.code).toBe(0);
    expect(calc.data.shop_goods_list[String(a)].coupon_money).toBe('5.00');
    expect(calc.data.shop_goods_list[String(b)].coupon_id).toBe(0);
    expect(calc.data.order_money).toBe('115.00');
    const created = await post<string>('create', m, params);
    expect(created.code).toBe(0);
    expect((await ordersOf(m.id)).map((o) => o.couponId)).toEqual([mine, 0]);
  });

  it('every shop carries invoice_config (no invoice offered)', async () => {
    const m = await newMember();
    await addAddress(m.id);
    const a = await newShop();
    const b = await newShop();
    const cartIds = `${await addCart(m.id, (await newSku(a, { price: 1000 })).skuId, 1)},${await addCart(m.id, (await newSku(b, { price: 1000 })).skuId, 1)}`;
    for (const path of ['payment', 'calculate']) {
      const r = await post<OrderCalculateResult>(path, m, { cart_ids: cartIds });
      expect(Object.keys(r.data.shop_goods_list)).toHaveLength(2);
      for (const sh of Object.values(r.data.shop_goods_list)) {
        expect(sh.invoice_config).toEqual({ invoice_status: 0, invoice_rate: 0, invoice_content: '', invoice_delivery_money: 0, type: '' });
      }
    }
  });

  it('member_address missing or the literal "undefined" is the default address; buyer_message may be an object with numbers, a number or text', async () => {
    const m = await newMember();
    await addAddress(m.id);
    const s = await newShop();
    const k = await newSku(s, { price: 1000 });
    const calc = await post<OrderCalculateResult>('calculate', m, { sku_id: k.skuId, num: 1, member_address: 'undefined' });
    expect(calc.code).toBe(0);
    // Any other param the client never set comes as the same text and reads as missing.
    const unset = {
      coupon: 'undefined',
      delivery: 'undefined',
      platform_coupon_id: 'undefined',
      is_balance: 'undefined',
      latitude: 'null',
      longitude: 'null',
    };
    for (const path of ['payment', 'calculate'])
      expect((await post(path, m, { sku_id: k.skuId, num: 1, member_address: 'undefined', ...unset })).code).toBe(0);
    expect(calc.data.member_address?.name).toBe('张三');
    const r1 = await post('create', m, { sku_id: k.skuId, num: 1, member_address: 'undefined', buyer_message: json({ [s]: 123 }) });
    expect(r1.code).toBe(0);
    const r2 = await post('create', m, { sku_id: k.skuId, num: 1, buyer_message: 456 });
    expect(r2.code).toBe(0);
    const r3 = await post('create', m, { sku_id: k.skuId, num: 1, member_address: '', buyer_message: '请放门口' });
    expect(r3.code).toBe(0);
    const orders = await ordersOf(m.id);
    expect(orders.map((o) => [o.name, o.buyerMessage])).toEqual([
      ['张三', '123'],
      ['张三', '456'],
      ['张三', '请放门口'],
    ]);
  });

  it('every failed create carries data.error_code, bad params included', async () => {
    const m = await newMember();
    const s = await newShop();
    const k = await newSku(s, { price: 1000 });
    // No address.
    const noAddress = await post('create', m, { sku_id: k.skuId, num: 1 });
    expect(noAddress.code).toBeLessThan(0);
    expect(noAddress.data).toMatchObject({ error_code: 1 });
    // A malformed param.
    const bad = await post('create', m, { sku_id: k.skuId, num: 'abc' });
    expect(bad.code).toBe(-1);
    expect(bad.message).toContain('num');
    expect(bad.data).toEqual({ error_code: 1 });
    // Nothing to buy.
    const none = await post('create', m, {});
    expect(none.code).toBeLessThan(0);
    expect(none.data).toMatchObject({ error_code: 1 });
    // Balance without the payment password.
    await addAddress(m.id);
    await fund(m.id, 5000);
    const { hashPassword } = await import('../member');
    await db()
      .update(member)
      .set({ payPassword: await hashPassword('123456') })
      .where(eq(member.memberId, m.id));
    const pw = await post('create', m, { sku_id: k.skuId, num: 1, is_balance: 1, pay_password: '000000' });
    expect(pw.code).toBeLessThan(0);
    expect(pw.data).toMatchObject({ error_code: 1 });
    expect(await ordersOf(m.id)).toHaveLength(0);
  });
});
