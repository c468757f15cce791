import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { nowSeconds, type BundlingItem, type OrderCalculateResult, type Paged } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../../test/harness';
import { newTestGoods, promotionTestKit } from '../../../test/promotion';
import { couponType, grantCouponTx, shopCoupons } from '../../coupon';
import { goods, goodsSku } from '../../goods';
import { member } from '../../member';
import { memberAddress } from '../../address';
import { order, orderGoods, runSweepsOnce, shopDeliveryConfig } from '../../order';
import { createTestShop } from '../../order/testing';
import { promotionActivity, promotionActivitySku } from '../engine';
import { promotionBundling, promotionBundlingGoods } from './bundling.tables';

const ADMIN_KEY = 'test-operator-key-bundling-0123456789';
let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const { admin, newBuyer } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'bundling', prefix: 'bl' });
/** A SKU in no combo. */
let withoutRule: { sku_id: number };

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
  [withoutRule] = await api.database.rows(
    sql`select sku_id from goods_sku where sku_id not in (select sku_id from promotion_bundling_goods) order by sku_id limit 1`,
  );
});
afterAll(() => api?.close());

/** A fresh shop (express ¥8 the first piece, ¥2 each more) with goods at the given prices (fen) and stock. */
const newShopGoods = async (prices: number[], stock = 100) => {
  const siteId = await createTestShop(db(), `套餐店${++seq}`);
  const skus: { goodsId: number; skuId: number }[] = [];
  for (const [i, price] of prices.entries()) {
    const g = await newTestGoods(db(), { siteId, shopName: '', goodsName: `套餐商品${seq}-${i}`, price, stock });
    skus.push({ goodsId: g.goodsId, skuId: g.skuId });
  }
  return { siteId, skus };
};

/** A combo of three goods at ¥33.33, ¥50.00 and ¥20.01 (¥103.34) sold at ¥77.77: shares that do not split evenly. */
const newCombo = async (opts: { shipping?: 1 | 2; stock?: number } = {}) => {
  const s = await newShopGoods([3333, 5000, 2001], opts.stock ?? 100);
  const res = await admin<BundlingItem>('add', {
    site_id: s.siteId,
    bl_name: `组合${seq}`,
    bl_price: '77.77',
    shipping_fee_type: opts.shipping ?? 1,
    sku_ids: s.skus.map((k) => k.skuId).join(','),
  });
  expect(res.code, res.message).toBe(0);
  return { ...s, combo: res.data, blId: res.data.bl_id };
};

const stocks = async (skuIds: number[]) =>
  (
    await db()
      .select({ id: goodsSku.skuId, s: goodsSku.stock })
      .from(goodsSku)
      .where(inArray(goodsSku.skuId, skuIds))
      .orderBy(asc(goodsSku.skuId))
  ).map((r) => r.s);

const payment = (token: string, blId: number, num: number, extra: Params = {}) =>
  api.post<OrderCalculateResult>('/bundling/api/ordercreate/payment', { token, bl_id: blId, num, ...extra });
const create = (token: string, blId: number, num: number | string = 1, extra: Params = {}) =>
  api.post<string>('/bundling/api/ordercreate/create', { token, bl_id: blId, num, ...extra });

const fen = (s: string) => Math.round(Number(s) * 100);

describe('/bundling/api/bundling/lists and detail', () => {
  it('lists the combos that contain the SKU with their goods', async () => {
    const [bl] = await api.database.rows<{ sku_id: number }>(sql`select sku_id from promotion_bundling_goods order by id limit 1`);
    const res = await api.get<BundlingItem[]>('/bundling/api/bundling/lists', { sku_id: bl.sku_id });
    expect(res.code).toBe(0);
    expect(res.data).toHaveLength(1);
    const combo = res.data[0];
    expect(combo.bundling_goods.length).toBeGreaterThanOrEqual(2);
    expect(combo.bundling_goods.map((g) => g.sku_id)).toContain(bl.sku_id);
    expect(Number(combo.bl_price)).toBeLessThan(Number(combo.goods_money));
    const shares = combo.bundling_goods.reduce((s, g) => s + fen(g.promotion_price), 0);
    expect(shares).toBe(fen(combo.bl_price));
  });

  it('the demo seed has a combo of 2 to 3 goods on sale, and detail answers it like lists', async () => {
    const [seeded] = await db().select().from(promotionBundling).orderBy(asc(promotionBundling.blId)).limit(1);
    const detail = await api.get<BundlingItem>('/bundling/api/bundling/detail', { bl_id: seeded!.blId });
    expect(detail.code, detail.message).toBe(0);
    expect(detail.data.status).toBe(1);
    expect(detail.data.bundling_goods.length).toBeGreaterThanOrEqual(2);
    expect(detail.data.bundling_goods.length).toBeLessThanOrEqual(3);
    expect(detail.data.bundling_goods.every((g) => g.goods_state === 1 && g.verify_state === 1 && g.stock > 0)).toBe(true);
    const lists = await api.get<BundlingItem[]>('/bundling/api/bundling/lists', { sku_id: detail.data.bundling_goods[0]!.sku_id });
    expect(lists.data.find((c) => c.bl_id === seeded!.blId)).toEqual(detail.data);
  });

  it('leaves out combos that are off, and answers [] for other SKUs; detail still shows an off combo', async () => {
    expect((await api.get('/bundling/api/bundling/lists', { sku_id: withoutRule.sku_id })).data).toEqual([]);
    const c = await newCombo();
    expect((await api.get<BundlingItem[]>('/bundling/api/bundling/lists', { sku_id: c.skus[0]!.skuId })).data).toHaveLength(1);
    expect((await admin('close', { bl_id: c.blId })).code).toBe(0);
    expect((await api.get('/bundling/api/bundling/lists', { sku_id: c.skus[0]!.skuId })).data).toEqual([]);
    expect((await api.get<BundlingItem>('/bundling/api/bundling/detail', { bl_id: c.blId })).data.status).toBe(0);
  });

  it.each([{}, { sku_id: 'x' }, { sku_id: 0 }])('lists refuses %j', async (params) => {
    expect((await api.get('/bundling/api/bundling/lists', params)).code).toBeLessThan(0);
  });

  it('draws the share poster of a combo on sale; refuses one that is off, unknown or badly named', async () => {
    const c = await newCombo();
    const poster = (p: Params) => api.post<{ path: string }>('/bundling/api/bundling/poster', p);
    const drawn = await poster({ qrcode_param: JSON.stringify({ bl_id: c.blId }) });
    expect(drawn.code, drawn.message).toBe(0);
    expect(drawn.data.path).toMatch(new RegExp(`^upload/poster/bundling_${c.blId}_0_[0-9a-f]+\\.png$`));
    expect((await poster({ qrcode_param: '{"bl_id":"x"}' })).message).toBe('海报参数错误');
    expect((await poster({ qrcode_param: '{"bl_id":99999999}', lang: 'en-us' })).message).toBe('The combo does not exist');
    expect((await admin('close', { bl_id: c.blId })).code).toBe(0);
    expect((await poster({ qrcode_param: JSON.stringify({ bl_id: c.blId }) })).message).toBe('当前组合套餐已下架!');
  });

  it('detail refuses a missing or malformed bl_id', async () => {
    expect(await api.get('/bundling/api/bundling/detail', { bl_id: 99_999_999 })).toMatchObject({ code: -1, message: '组合套餐不存在' });
    expect((await api.get('/bundling/api/bundling/detail', { bl_id: 'abc' })).code).toBeLessThan(0);
    expect((await api.get('/bundling/api/bundling/detail', {})).code).toBeLessThan(0);
  });
});

describe('combo checkout', () => {
  it('prices num 1 and 3 at the package price exact to the fen, seller-paid shipping free, the shop coupon applies', async () => {
    const c = await newCombo({ shipping: 1 });
    // ¥77.77 split by the goods prices (33.33 : 50.00 : 20.01), rounded down, the rest on the last.
    expect(c.combo.bundling_goods.map((g) => g.promotion_price)).toEqual(['25.08', '37.62', '15.07']);
    const b = await newBuyer();
    const one = await payment(b.token, c.blId, 1);
    expect(one.code, one.message).toBe(0);
    expect(one.data).toMatchObject({ goods_money: '77.77', delivery_money: '0.00', promotion_money: '0.00', order_money: '77.77' });
    const three = await payment(b.token, c.blId, 3);
    expect(three.data).toMatchObject({ goods_money: '233.31', delivery_money: '0.00', order_money: '233.31' });
    const lines = three.data.shop_goods_list[String(c.siteId)]!.goods_list;
    expect(lines.map((l) => l.num)).toEqual([3, 3, 3]);
    expect(lines.reduce((s, l) => s + fen(l.goods_money), 0)).toBe(23_331);

    // A shop coupon of ¥5 is offered and preselected, and can be declined.
    const [t] = await db()
      .insert(couponType)
      .values({
        siteId: c.siteId,
        couponName: '套餐券',
        type: 'reward',
        money: 500,
        atLeast: 0,
        count: 10,
        validityType: 1,
        fixedTerm: 10,
        createTime: nowSeconds(),
      })
      .returning({ id: couponType.couponTypeId });
    const granted = await db().transaction((tx) => grantCouponTx(tx, shopCoupons, b.id, t!.id, 2));
    expect(granted.ok).toBe(true);
    const withCoupon = await payment(b.token, c.blId, 1);
    expect(withCoupon.data.shop_goods_list[String(c.siteId)]!.coupon_list).toHaveLength(1);
    expect(withCoupon.data).toMatchObject({ coupon_money: '5.00', order_money: '72.77' });
    const declined = await api.post<OrderCalculateResult>('/bundling/api/ordercreate/calculate', {
      token: b.token,
      bl_id: c.blId,
      num: 1,
      coupon: JSON.stringify({ [c.siteId]: { coupon_id: 0 } }),
    });
    expect(declined.data).toMatchObject({ coupon_money: '0.00', order_money: '77.77' });

    // Create records the combo, takes every goods' stock × num, and the goods total is the package total.
    const created = await create(b.token, c.blId, 3, { is_balance: 0 });
    expect(created.code, created.message).toBe(0);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    expect(o).toMatchObject({ promotionType: 'bundling', promotionId: c.blId, goodsMoney: 23_331, deliveryMoney: 0, couponMoney: 500 });
    expect(o!.orderMoney).toBe(23_331 - 500);
    const og = await db().select().from(orderGoods).where(eq(orderGoods.orderId, o!.orderId));
    expect(og.reduce((s, l) => s + l.goodsMoney, 0)).toBe(23_331);
    expect(og.reduce((s, l) => s + l.realGoodsMoney, 0)).toBe(23_331 - 500);
    expect(await stocks(c.skus.map((k) => k.skuId))).toEqual([97, 97, 97]);
  });

  it('buyer-paid shipping runs the shop template over every piece', async () => {
    const c = await newCombo({ shipping: 2 });
    const b = await newBuyer();
    // 3 pieces: ¥8 + 2 × ¥2; 9 pieces: ¥8 + 8 × ¥2.
    expect((await payment(b.token, c.blId, 1)).data).toMatchObject({ goods_money: '77.77', delivery_money: '12.00', order_money: '89.77' });
    expect((await payment(b.token, c.blId, 3)).data).toMatchObject({
      goods_money: '233.31',
      delivery_money: '24.00',
      order_money: '257.31',
    });
  });

  it('seller-paid shipping pays local delivery too; buyer-paid pays its distance ring', async () => {
    const localDelivery = {
      localIsUse: 1,
      localLongitude: '113.943720',
      localLatitude: '22.540503',
      localRings: [{ distance_km: 3, fee: 500 }],
      localStartMoney: 0,
    };
    const local = (siteId: number) => ({ delivery: JSON.stringify({ [siteId]: { delivery_type: 'local' } }) });
    const seller = await newCombo({ shipping: 1 });
    const buyer = await newCombo({ shipping: 2 });
    for (const c of [seller, buyer])
      await db().update(shopDeliveryConfig).set(localDelivery).where(eq(shopDeliveryConfig.siteId, c.siteId));
    // The test buyer's default address is under 1 km from the shop.
    const b = await newBuyer();
    const calculate = (blId: number, siteId: number) =>
      api.post<OrderCalculateResult>('/bundling/api/ordercreate/calculate', { token: b.token, bl_id: blId, num: 1, ...local(siteId) });
    const paid = await calculate(seller.blId, seller.siteId);
    expect(paid.code, paid.message).toBe(0);
    expect(paid.data).toMatchObject({ delivery_money: '0.00', order_money: '77.77' });
    expect((await calculate(buyer.blId, buyer.siteId)).data).toMatchObject({
      delivery_money: '5.00',
      order_money: '82.77',
    });
  });

  it('a combo taken off sale is refused with 当前组合套餐已下架! and nothing changes', async () => {
    const c = await newCombo();
    const b = await newBuyer();
    expect((await admin<BundlingItem>('close', { bl_id: c.blId })).data.status).toBe(0);
    expect(await payment(b.token, c.blId, 1)).toMatchObject({ code: -1, message: '当前组合套餐已下架!' });
    expect(await create(b.token, c.blId, 1)).toMatchObject({ code: -1, message: '当前组合套餐已下架!' });
    expect((await create(b.token, c.blId, 1, { lang: 'en-us' })).message).toBe('This combo is no longer on sale!');
    expect(await stocks(c.skus.map((k) => k.skuId))).toEqual([100, 100, 100]);
    expect(await db().select().from(order).where(eq(order.memberId, b.id))).toHaveLength(0);
  });

  it('one goods off the shelf, not approved or short of stock refuses the combo, stock unchanged', async () => {
    const c = await newCombo({ stock: 5 });
    const b = await newBuyer();
    const second = c.skus[1]!;
    await db().update(goods).set({ goodsState: 0 }).where(eq(goods.goodsId, second.goodsId));
    const off = await create(b.token, c.blId, 1);
    expect(off.code).toBe(-1);
    expect(off.message).toMatch(/^组合套餐中的商品“套餐商品\d+-1”已下架/);
    await db().update(goods).set({ goodsState: 1, verifyState: 0 }).where(eq(goods.goodsId, second.goodsId));
    expect((await create(b.token, c.blId, 1)).message).toMatch(/已下架/);
    await db().update(goods).set({ verifyState: 1 }).where(eq(goods.goodsId, second.goodsId));
    expect((await create(b.token, c.blId, 6)).message).toMatch(/^组合套餐中的商品“套餐商品\d+-0”库存不足$/);
    expect(await stocks(c.skus.map((k) => k.skuId))).toEqual([5, 5, 5]);
    expect(await db().select().from(order).where(eq(order.memberId, b.id))).toHaveLength(0);
  });

  it.each([{ num: 0 }, { num: 'x' }, { num: -1 }, { bl_id: 0 }, { bl_id: 'x' }])('refuses %j', async (bad) => {
    const b = await newBuyer();
    const res = await api.post('/bundling/api/ordercreate/create', { token: b.token, bl_id: 1, num: 1, ...bad });
    expect(res.code).toBeLessThan(0);
    expect(await db().select().from(order).where(eq(order.memberId, b.id))).toHaveLength(0);
  });

  it('60 buyers for the last 4 of one goods: exactly 4 orders, no stock below zero', async () => {
    const c = await newCombo({ stock: 50 });
    await db().update(goodsSku).set({ stock: 4 }).where(eq(goodsSku.skuId, c.skus[2]!.skuId));
    const rows = await db()
      .insert(member)
      .values(Array.from({ length: 60 }, (_, i) => ({ username: `blm_${process.pid}_${++seq}_${i}`, nickname: `买家${i}` })))
      .returning({ id: member.memberId });
    await db()
      .insert(memberAddress)
      .values(
        rows.map((r) => ({
          memberId: r.id,
          name: '李四',
          mobile: '13912345678',
          address: '科技园路2号',
          fullAddress: '广东省 深圳市 南山区',
          isDefault: 1,
        })),
      );
    const answers = await Promise.all(rows.map((r) => create(api.deps.tokens.issue(r.id, 0), c.blId, 1)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(4);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.message).toMatch(/库存不足/);
    expect(await stocks(c.skus.map((k) => k.skuId))).toEqual([46, 46, 0]);
    const orders = await db()
      .select()
      .from(order)
      .where(and(eq(order.promotionType, 'bundling'), eq(order.promotionId, c.blId)));
    expect(orders).toHaveLength(4);
  });

  it('closing the unpaid order gives every goods its stock back exactly once', async () => {
    const c = await newCombo();
    const b = await newBuyer();
    const created = await create(b.token, c.blId, 2, { is_balance: 0 });
    expect(created.code, created.message).toBe(0);
    expect(await stocks(c.skus.map((k) => k.skuId))).toEqual([98, 98, 98]);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    const closes = await Promise.all([
      api.post('/api/order/close', { token: b.token, order_id: o!.orderId }),
      api.post('/api/order/close', { token: b.token, order_id: o!.orderId }),
      runSweepsOnce(api.deps, o!.autoCloseTime + 1),
    ]);
    expect(closes).toHaveLength(3);
    await runSweepsOnce(api.deps, o!.autoCloseTime + 10);
    expect((await db().select().from(order).where(eq(order.orderId, o!.orderId)))[0]!.orderStatus).toBe(-1);
    expect(await stocks(c.skus.map((k) => k.skuId))).toEqual([100, 100, 100]);
  });
  it('closing a combo order leaves alone an engine activity that happens to share its id', async () => {
    // The combo's id past every activity's (the seed has many), and the activities' counter past the one added here.
    await db().execute(
      sql`select setval(pg_get_serial_sequence('promotion_bundling', 'bl_id'), (select coalesce(max(activity_id), 0) + 100 from promotion_activity))`,
    );
    const c = await newCombo();
    const b = await newBuyer();
    // A seckill activity numbered like the combo, over the same SKUs: a combo order's close must not give it stock.
    await db()
      .insert(promotionActivity)
      .values({ activityId: c.blId, kind: 'seckill', siteId: c.siteId, name: '同号活动', startTime: 0, endTime: 1 });
    await db()
      .insert(promotionActivitySku)
      .values(
        c.skus.map((k) => ({
          activityId: c.blId,
          kind: 'seckill',
          siteId: c.siteId,
          goodsId: k.goodsId,
          skuId: k.skuId,
          price: 100,
          stock: 10,
        })),
      );
    await db().execute(
      sql`select setval(pg_get_serial_sequence('promotion_activity', 'activity_id'), (select max(activity_id) from promotion_activity))`,
    );
    const created = await create(b.token, c.blId, 1, { is_balance: 0 });
    expect(created.code, created.message).toBe(0);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    expect((await api.post('/api/order/close', { token: b.token, order_id: o!.orderId })).code).toBe(0);
    expect(await stocks(c.skus.map((k) => k.skuId))).toEqual([100, 100, 100]);
    const activity = await db().select().from(promotionActivitySku).where(eq(promotionActivitySku.activityId, c.blId));
    expect(activity.map((r) => r.stock)).toEqual([10, 10, 10]);
  });
});

describe('combos: the operator', () => {
  it('refuses another shop’s goods, too few SKUs, a price over the goods total; nothing is written', async () => {
    const a = await newShopGoods([1000, 2000]);
    const other = await newShopGoods([1500]);
    const before = (await db().select().from(promotionBundling)).length;
    const foreign = await admin('add', {
      site_id: a.siteId,
      bl_name: '混店',
      bl_price: '20.00',
      shipping_fee_type: 1,
      sku_ids: `${a.skus[0]!.skuId},${other.skus[0]!.skuId}`,
    });
    expect(foreign).toMatchObject({ code: -1, message: `商品规格${other.skus[0]!.skuId}不存在或不属于该店铺` });
    const base = { site_id: a.siteId, bl_name: '套餐', shipping_fee_type: 1, sku_ids: a.skus.map((k) => k.skuId).join(',') };
    expect((await admin('add', { ...base, bl_price: '30.01' })).message).toBe('套餐价必须大于0且不高于商品原价之和30.00元');
    expect((await admin('add', { ...base, bl_price: '0' })).code).toBe(-1);
    expect((await admin('add', { ...base, bl_price: 'abc' })).code).toBeLessThan(0);
    expect((await admin('add', { ...base, bl_price: '1.001' })).code).toBeLessThan(0);
    expect((await admin('add', { ...base, shipping_fee_type: 3, bl_price: '20.00' })).code).toBeLessThan(0);
    expect((await admin('add', { ...base, sku_ids: String(a.skus[0]!.skuId), bl_price: '5.00' })).message).toBe(
      '组合套餐需要2到10个不同的商品规格',
    );
    expect((await admin('add', { ...base, site_id: 99_999_999, bl_price: '20.00' })).message).toBe('店铺不存在');
    const noKey = await fetch(`${api.url}/admin/api/bundling/add`, {
      method: 'POST',
      body: new URLSearchParams({ ...base, bl_price: '20.00' } as never),
    });
    expect(((await noKey.json()) as { code: number }).code).toBeLessThan(0);
    expect((await db().select().from(promotionBundling)).length).toBe(before);
  });

  it('adds, edits, lists and closes a combo', async () => {
    const c = await newCombo();
    const edited = await admin<BundlingItem>('edit', {
      bl_id: c.blId,
      bl_name: '改名套餐',
      bl_price: '50.00',
      shipping_fee_type: 2,
      sku_ids: `${c.skus[0]!.skuId},${c.skus[1]!.skuId}`,
    });
    expect(edited.code, edited.message).toBe(0);
    expect(edited.data).toMatchObject({ bl_name: '改名套餐', bl_price: '50.00', shipping_fee_type: 2, goods_money: '83.33', status: 1 });
    expect(edited.data.bundling_goods.reduce((s, g) => s + fen(g.promotion_price), 0)).toBe(5000);
    expect(await db().select().from(promotionBundlingGoods).where(eq(promotionBundlingGoods.blId, c.blId))).toHaveLength(2);
    const list = await admin<Paged<BundlingItem>>('lists', { site_id: c.siteId });
    expect(list.data.count).toBe(1);
    expect(list.data.list[0]!.bl_id).toBe(c.blId);
    expect((await admin('close', { bl_id: c.blId })).code).toBe(0);
    expect((await admin<Paged<BundlingItem>>('lists', { site_id: c.siteId, status: 1 })).data.count).toBe(0);
    expect((await admin('close', { bl_id: 99_999_999 })).message).toBe('组合套餐不存在');
    expect(
      (
        await admin('edit', {
          bl_id: 99_999_999,
          bl_name: 'x',
          bl_price: '1.00',
          shipping_fee_type: 1,
          sku_ids: `${c.skus[0]!.skuId},${c.skus[1]!.skuId}`,
        })
      ).message,
    ).toBe('组合套餐不存在');
  });
});
