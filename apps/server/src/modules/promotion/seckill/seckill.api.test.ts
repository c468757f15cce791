import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  mallSecondOfDay,
  nowSeconds,
  type GoodsSkuDetail,
  type GoodsSkuDetailResult,
  type OrderCalculateResult,
  type Paged,
  type SeckillAdminActivity,
  type SeckillDetailResult,
  type SeckillGoodsItem,
  type SeckillInfoAgain,
  type SeckillSkuDetail,
  type SeckillSlot,
} from '@mall/contract';
import { startTestApi, type TestApi } from '../../../test/harness';
import { type Envelope, promotionTestKit } from '../../../test/promotion';
import { seckillTestKit } from './testing';
import { root } from '../..';
import { memberAddress } from '../../address';
import { order, OrderStatus, runSweepsOnce } from '../../order';
import { markPayPaidTx, pay } from '../../pay';
import { HOLD_SECONDS, holdActivityStock, moveActivityStatuses, promotionActivity, promotionStockHold, releaseStaleHolds } from '../engine';

const ADMIN_KEY = 'test-operator-key-seckill-0123456789';
let api: TestApi;
const db = () => api.database.db;
const { admin, newBuyer, manyBuyers } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'seckill', prefix: 'sk' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const { newGoods, slotNow, newSeckill, activityStock, goodsStock, create } = seckillTestKit(() => api, admin);

describe('seckill: what the shopper sees', () => {
  it('lists the slot selling now, its goods, the detail at the seckill price and info for another SKU', async () => {
    const s = await newSeckill({ stock: 30, maxBuy: 2 });
    const lists = await api.get<{ list: SeckillSlot[] }>('/seckill/api/seckill/lists');
    expect(lists.data.list.map((t) => t.id)).toContain(s.slot.id);
    expect(s.slot.seckill_start_time_show).toMatch(/^\d\d:\d\d:\d\d$/);

    const page = await api.get<Paged<SeckillGoodsItem>>('/seckill/api/seckillgoods/page', { seckill_id: s.slot.id, site_id: s.siteId });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.list[0]).toMatchObject({
      id: s.rowId,
      sku_id: s.skuId,
      seckill_price: '60.00',
      price: '100.00',
      stock: 30,
      max_buy: 2,
      status: 1,
    });

    const detail = await api.get<SeckillDetailResult>('/seckill/api/seckillgoods/detail', { seckill_id: s.rowId });
    expect(detail.code).toBe(0);
    expect(detail.data.goods_sku_detail).toMatchObject({
      id: s.rowId,
      seckill_id: s.activity.seckill_id,
      seckill_price: '60.00',
      stock: 30,
      goods_stock: 1000,
      max_buy: 2,
      status: 1,
      seckill_start_time: s.slot.seckill_start_time,
      seckill_end_time: s.slot.seckill_end_time,
    });
    expect(detail.data.shop_info.site_id).toBe(s.siteId);

    // A SKU of another goods is not in the activity: reload with the activity's SKU.
    const other = await newGoods();
    const again = await api.get<SeckillInfoAgain>('/seckill/api/seckillgoods/info', { seckill_id: s.rowId, sku_id: other.skuId });
    expect(again.data).toEqual({ type: 'again', sku_id: s.skuId });
    const info = await api.get<SeckillSkuDetail>('/seckill/api/seckillgoods/info', { seckill_id: s.rowId, sku_id: s.skuId });
    expect(info.data.seckill_price).toBe('60.00');

    const unknown = await api.get('/seckill/api/seckillgoods/detail', { seckill_id: 99_999_999 });
    expect(unknown).toMatchObject({ code: -1, message: '秒杀商品不存在' });
    const unknownEn = await api.get('/seckill/api/seckillgoods/detail', { seckill_id: 99_999_999, lang: 'en-us' });
    expect(unknownEn.message).toBe('The seckill goods do not exist');
  });

  it('the goods detail shows the seckill of its goods until the operator closes it', async () => {
    const s = await newSeckill({ stock: 10 });
    const detail = async () =>
      (await api.get<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: s.skuId })).data.goods_sku_detail.goods_promotion;
    expect(await detail()).toEqual([
      expect.objectContaining({
        promotion_type: 'seckill',
        id: s.rowId,
        activity_id: s.activity.seckill_id,
        sku_id: s.skuId,
        promotion_price: '60.00',
      }),
    ]);
    // The spec switch's answer carries the goods' promotions too.
    const info = await api.get<GoodsSkuDetail>('/api/goodssku/info', { sku_id: s.skuId });
    expect(info.data.goods_promotion).toEqual([expect.objectContaining({ promotion_type: 'seckill', id: s.rowId })]);
    expect((await admin('close', { seckill_id: s.activity.seckill_id })).code).toBe(0);
    expect(await detail()).toEqual([]);
  });

  it('prices the checkout at the seckill price with no shop coupon; create records the promotion and takes both stocks', async () => {
    const s = await newSeckill({ stock: 10 });
    const b = await newBuyer();
    const pay1 = await api.post<OrderCalculateResult>('/seckill/api/ordercreate/payment', {
      token: b.token,
      seckill_id: s.rowId,
      sku_id: s.skuId,
      num: 2,
    });
    expect(pay1.code, pay1.message).toBe(0);
    expect(pay1.data.goods_money).toBe('120.00');
    expect(pay1.data.shop_goods_list[String(s.siteId)]!.coupon_list).toEqual([]);
    const created = await create(b.token, s.rowId, s.skuId, 2);
    expect(created.code, created.message).toBe(0);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    expect(o).toMatchObject({ promotionType: 'seckill', promotionId: s.activity.seckill_id, goodsMoney: 12_000, memberId: b.id });
    expect((await activityStock(s.rowId)).stock).toBe(8);
    expect((await activityStock(s.rowId)).saleNum).toBe(2);
    expect(await goodsStock(s.skuId)).toBe(998);

    // The buyer's own cancel gives both back.
    const closed = await api.post('/api/order/close', { token: b.token, order_id: o!.orderId });
    expect(closed.code, closed.message).toBe(0);
    expect((await activityStock(s.rowId)).stock).toBe(10);
    expect((await activityStock(s.rowId)).saleNum).toBe(0);
    expect(await goodsStock(s.skuId)).toBe(1000);
  });
});

describe('seckill: the hot row', () => {
  it('200 buyers for the last 5 units: exactly 5 orders, activity stock 0, goods stock down by 5', async () => {
    const s = await newSeckill({ stock: 5 });
    const buyers = await manyBuyers(200);
    const answers = await Promise.all(buyers.map((b) => create(b.token, s.rowId, s.skuId, 1)));
    const ok = answers.filter((a) => a.code === 0);
    expect(ok).toHaveLength(5);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.message).toBe('秒杀商品库存不足');
    expect((await activityStock(s.rowId)).stock).toBe(0);
    expect(await goodsStock(s.skuId)).toBe(995);
    const orders = await db().select().from(order).where(eq(order.promotionId, s.activity.seckill_id));
    expect(orders).toHaveLength(5);
  });

  it('one member firing 20 orders at once against a limit of 2 gets 2 units', async () => {
    const s = await newSeckill({ stock: 100, maxBuy: 2 });
    const b = await newBuyer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(b.token, s.rowId, s.skuId, 1)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
    expect(answers.find((a) => a.code !== 0)!.message).toBe('每人限购2件，您已购买2件');
    expect((await activityStock(s.rowId)).stock).toBe(98);
    // A closed order no longer counts.
    const [first] = await db()
      .select()
      .from(order)
      .where(and(eq(order.memberId, b.id), eq(order.promotionId, s.activity.seckill_id)));
    expect((await api.post('/api/order/close', { token: b.token, order_id: first!.orderId })).code).toBe(0);
    expect((await create(b.token, s.rowId, s.skuId, 1)).code).toBe(0);
    expect((await create(b.token, s.rowId, s.skuId, 1)).message).toBe('每人限购2件，您已购买2件');
  });

  it('a slot that ends while the buyer checks out: create is refused and nothing changes', async () => {
    const s = await newSeckill({ stock: 10 });
    const b = await newBuyer();
    const p = await api.post('/seckill/api/ordercreate/payment', { token: b.token, seckill_id: s.rowId, sku_id: s.skuId, num: 1 });
    expect(p.code).toBe(0);
    const now = nowSeconds();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((now + (s.slot.seckill_end_time - mallSecondOfDay(now))) * 1000);
    const refused = await create(b.token, s.rowId, s.skuId, 1);
    expect(refused).toMatchObject({ code: -1, message: '秒杀活动未开始或已结束' });
    const en = await create(b.token, s.rowId, s.skuId, 1, { lang: 'en-us' });
    expect(en.message).toBe('This seckill is not on right now');
    vi.useRealTimers();
    expect((await activityStock(s.rowId)).stock).toBe(10);
    expect(await goodsStock(s.skuId)).toBe(1000);
  });

  it('an unpaid seckill order closed by the sweep while a payment races: stock back once, or paid, never both', async () => {
    const s = await newSeckill({ stock: 50 });
    const b = await newBuyer();
    for (let i = 0; i < 5; i++) {
      const before = (await activityStock(s.rowId)).stock;
      const created = await create(b.token, s.rowId, s.skuId, 1);
      expect(created.code, created.message).toBe(0);
      const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
      await Promise.all([
        runSweepsOnce(api.deps, o!.autoCloseTime + 1),
        db()
          .transaction((tx) => markPayPaidTx(tx, root.paidHandlers, created.data, { payType: 'sandbox', tradeNo: `sk-race-${i}` }))
          .catch(() => false),
      ]);
      // A sweep that gave way to the payment's lock finds the order paid; one more sweep settles the rest.
      await runSweepsOnce(api.deps, o!.autoCloseTime + 1);
      const [after] = await db().select().from(order).where(eq(order.orderId, o!.orderId));
      const [p] = await db().select().from(pay).where(eq(pay.outTradeNo, created.data));
      const stock = (await activityStock(s.rowId)).stock;
      if (after!.orderStatus === OrderStatus.CLOSED) {
        expect(p!.payStatus).toBe(-1);
        expect(stock).toBe(before);
      } else {
        expect(p!.payStatus).toBe(2);
        expect(stock).toBe(before - 1);
      }
      // Sweeping again gives nothing back twice.
      await runSweepsOnce(api.deps, o!.autoCloseTime + 10);
      expect((await activityStock(s.rowId)).stock).toBe(stock);
    }
  });
});

describe('seckill: units held before the order transaction', () => {
  const holdsOf = (rowId: number) => db().select().from(promotionStockHold).where(eq(promotionStockHold.activitySkuId, rowId));

  it('a checkout refused after its units were held gives them back at once and leaves no hold', async () => {
    const s = await newSeckill({ stock: 10 });
    const b = await newBuyer();
    // No address: the hold is taken, then the order transaction refuses.
    await db().delete(memberAddress).where(eq(memberAddress.memberId, b.id));
    const refused = await create(b.token, s.rowId, s.skuId, 2);
    expect(refused.code).toBeLessThan(0);
    expect((await activityStock(s.rowId)).stock).toBe(10);
    expect((await activityStock(s.rowId)).saleNum).toBe(0);
    expect(await goodsStock(s.skuId)).toBe(1000);
    expect(await holdsOf(s.rowId)).toEqual([]);
  });

  it('goods stock short of the activity stock refuses with the seckill message and takes nothing', async () => {
    const s = await newSeckill({ stock: 10, goodsStock: 1 });
    const b = await newBuyer();
    expect((await create(b.token, s.rowId, s.skuId, 2)).message).toBe('秒杀商品库存不足');
    expect((await activityStock(s.rowId)).stock).toBe(10);
    expect(await goodsStock(s.skuId)).toBe(1);
  });

  it('a hold left by a process that died is given back by the hold sweep once, even by two sweeps at once', async () => {
    const s = await newSeckill({ stock: 10 });
    const b = await newBuyer();
    const held = await holdActivityStock(db(), { kind: 'seckill', rowId: s.rowId, skuId: s.skuId, num: 3 }, b.id);
    expect('holdId' in held).toBe(true);
    expect((await activityStock(s.rowId)).stock).toBe(7);
    expect(await goodsStock(s.skuId)).toBe(997);
    // Too young: kept (its checkout may still be running).
    expect(await releaseStaleHolds(api.deps, nowSeconds())).toBe(0);
    const later = nowSeconds() + HOLD_SECONDS + 1;
    const moved = await Promise.all([releaseStaleHolds(api.deps, later), releaseStaleHolds(api.deps, later)]);
    expect(moved[0] + moved[1]).toBe(1);
    expect((await activityStock(s.rowId)).stock).toBe(10);
    expect(await goodsStock(s.skuId)).toBe(1000);
    expect(await holdsOf(s.rowId)).toEqual([]);
  });
});

describe('seckill: bad input changes nothing', () => {
  it('refuses unknown, closed and ended activities, quantities over stock and malformed quantities', async () => {
    const s = await newSeckill({ stock: 3 });
    const b = await newBuyer();
    const expectUnchanged = async () => {
      expect((await activityStock(s.rowId)).stock).toBe(3);
      expect(await goodsStock(s.skuId)).toBe(1000);
    };
    expect((await create(b.token, 99_999_999, s.skuId)).message).toBe('秒杀商品不存在');
    const other = await newGoods();
    expect((await create(b.token, s.rowId, other.skuId)).message).toBe('秒杀商品不存在');
    expect((await create(b.token, s.rowId, s.skuId, 4)).message).toBe('秒杀商品库存不足');
    for (const num of [0, -1, 1.5, 10_000_000, 'abc', '']) {
      const r = await create(b.token, s.rowId, s.skuId, num);
      expect(r.code, `num=${num}`).toBeLessThan(0);
    }
    const noToken = await api.post('/seckill/api/ordercreate/create', { seckill_id: s.rowId, sku_id: s.skuId, num: 1 });
    expect(noToken.code).toBeLessThan(0);
    await expectUnchanged();

    // Ended: the window is over.
    const ended = await admin<SeckillAdminActivity>('edit', {
      seckill_id: s.activity.seckill_id,
      seckill_name: s.activity.seckill_name,
      start_time: nowSeconds() - 7200,
      end_time: nowSeconds() - 60,
      time_ids: String(s.slot.id),
      goods: JSON.stringify([{ sku_id: s.skuId, seckill_price: '60.00', stock: 3, max_buy: 0 }]),
    });
    expect(ended.code, ended.message).toBe(0);
    expect(ended.data.status).toBe(2);
    expect((await create(b.token, s.rowId, s.skuId)).message).toBe('秒杀活动未开始或已结束');

    // Closed by the operator.
    const t = await newSeckill({ stock: 3 });
    expect((await admin<SeckillAdminActivity>('close', { seckill_id: t.activity.seckill_id })).data.status).toBe(-1);
    expect((await create(b.token, t.rowId, t.skuId)).message).toBe('秒杀活动未开始或已结束');
    expect((await admin('close', { seckill_id: t.activity.seckill_id })).message).toBe('秒杀活动已关闭');
    await expectUnchanged();
  });

  it("another member's seckill order stays theirs", async () => {
    const s = await newSeckill({ stock: 5 });
    const [a, b] = [await newBuyer(), await newBuyer()];
    const created = await create(a.token, s.rowId, s.skuId, 1);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    expect((await api.post('/api/order/close', { token: b.token, order_id: o!.orderId })).code).toBeLessThan(0);
    expect((await api.get('/api/order/detail', { token: b.token, order_id: o!.orderId })).code).toBeLessThan(0);
    const own = await api.get<{ promotion_type: string; promotion_id: number }>('/api/order/detail', {
      token: a.token,
      order_id: o!.orderId,
    });
    expect(own.data).toMatchObject({ promotion_type: 'seckill', promotion_id: s.activity.seckill_id });
    expect((await activityStock(s.rowId)).stock).toBe(4);
  });
});

describe('seckill: the operator', () => {
  it('refuses overlapping slots, foreign SKUs and unknown slots; lists activities with their SKUs', async () => {
    const overlap = await admin('addtime', { name: '重叠', seckill_start_time: 3600, seckill_end_time: 7200 });
    expect(overlap.code).toBe(-1);
    expect(overlap.message).toContain('重叠');
    expect((await admin('addtime', { name: '反了', seckill_start_time: 7200, seckill_end_time: 3600 })).code).toBe(-1);
    const g = await newGoods();
    const foreign = await newGoods();
    const slot = await slotNow();
    const base = {
      site_id: g.siteId,
      seckill_name: '坏的',
      start_time: nowSeconds(),
      end_time: nowSeconds() + 3600,
      time_ids: String(slot.id),
    };
    const bad = await admin('add', { ...base, goods: JSON.stringify([{ sku_id: foreign.skuId, seckill_price: '1.00', stock: 1 }]) });
    expect(bad.message).toBe(`商品规格${foreign.skuId}不存在或不属于该店铺`);
    const noSlot = await admin('add', {
      ...base,
      time_ids: '99999',
      goods: JSON.stringify([{ sku_id: g.skuId, seckill_price: '1.00', stock: 1 }]),
    });
    expect(noSlot.message).toBe('秒杀时段不存在');
    expect((await admin('add', { ...base, goods: 'not json' })).code).toBe(-1);
    const unauth = await fetch(`${api.url}/admin/api/seckill/lists`, { method: 'POST' });
    expect(((await unauth.json()) as Envelope<unknown>).code).toBeLessThan(0);

    const s = await newSeckill({ stock: 7, maxBuy: 1 });
    const list = await admin<Paged<SeckillAdminActivity>>('lists', { site_id: s.siteId });
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({
      status: 1,
      time_ids: [s.slot.id],
      goods: [{ sku_id: s.skuId, stock: 7, max_buy: 1, seckill_price: '60.00' }],
    });
    expect((await admin('deletetime', { id: s.slot.id })).message).toBe('该时段还有未结束的秒杀活动，不能删除');
  });

  it('an activity added for later is not started, the timer moves it on with the clock, and its poster is drawn', async () => {
    const g = await newGoods();
    const slot = await slotNow();
    const now = nowSeconds();
    const later = await admin<SeckillAdminActivity>('add', {
      site_id: g.siteId,
      seckill_name: '明日秒杀',
      start_time: now + 3600,
      end_time: now + 7200,
      time_ids: String(slot.id),
      goods: JSON.stringify([{ sku_id: g.skuId, seckill_price: '9.90', stock: 5, max_buy: 1 }]),
    });
    expect(later.data.status).toBe(0);
    const rowId = later.data.goods[0]!.id;
    expect((await create((await newBuyer()).token, rowId, g.skuId)).message).toBe('秒杀活动未开始或已结束');
    const stored = async () =>
      (
        await db()
          .select({ s: promotionActivity.status })
          .from(promotionActivity)
          .where(eq(promotionActivity.activityId, later.data.seckill_id))
      )[0]!.s;
    expect(await moveActivityStatuses({ database: api.database }, now + 3600)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(1);
    await moveActivityStatuses({ database: api.database }, now + 7200);
    expect(await stored()).toBe(2);

    const poster = await api.post<{ path: string }>('/seckill/api/seckillgoods/poster', {
      qrcode_param: JSON.stringify({ seckill_id: rowId }),
    });
    expect(poster.code, poster.message).toBe(0);
    expect(poster.data.path).toMatch(/^upload\/poster\/seckill_\d+_0_[0-9a-f]+\.png$/);
    expect((await api.post('/seckill/api/seckillgoods/poster', { qrcode_param: '{"seckill_id":"x"}' })).message).toBe('海报参数错误');
  });

  it('the demo seed has a seckill selling now', async () => {
    const lists = await api.get<{ list: SeckillSlot[] }>('/seckill/api/seckill/lists');
    const s = mallSecondOfDay(nowSeconds());
    const current = lists.data.list.find((t) => t.seckill_start_time <= s && t.seckill_end_time > s)!;
    expect(current).toBeDefined();
    const page = await api.get<Paged<SeckillGoodsItem>>('/seckill/api/seckillgoods/page', { seckill_id: current.id, site_id: 1 });
    expect(page.data.list.length).toBeGreaterThanOrEqual(3);
    expect(page.data.list.every((g) => g.status === 1)).toBe(true);
    const flags = await api.get<Record<string, number>>('/api/addon/addonisexit');
    expect(flags.data.seckill).toBe(1);
  });
});
