import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  nowSeconds,
  type DiscountAdminActivity,
  type GoodsSkuDetail,
  type GoodsSkuDetailResult,
  type GoodsSkuListItem,
  type Paged,
} from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../../test/harness';
import { type Envelope, newTestGoods, promotionTestKit } from '../../../test/promotion';
import { goods, goodsAttrIndex, goodsSku } from '../../goods';
import { order } from '../../order';
import { promotionActivity } from '../engine';
import { moveActivityStatuses } from '..';

const ADMIN_KEY = 'test-operator-key-discount-0123456789';
const DAY = 86_400;
let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const { admin, newBuyer } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'discount', prefix: 'dc' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A goods of `siteId` (a fresh shop when missing) with one SKU at `price` fen, with an attribute index row. */
const newGoods = async (price = 10_000, siteId?: number) => {
  const g = await newTestGoods(db(), { siteId, shopName: `折扣店${process.pid}_${++seq}`, goodsName: `折扣商品${++seq}`, price });
  await db()
    .insert(goodsAttrIndex)
    .values({ attrValueId: 900_000 + seq, goodsId: g.goodsId, attrId: 900_000 });
  return { siteId: g.siteId, goodsId: g.goodsId, skuId: g.skuId };
};

const skuRow = async (skuId: number) => (await db().select().from(goodsSku).where(eq(goodsSku.skuId, skuId)))[0]!;
const goodsRow = async (goodsId: number) => (await db().select().from(goods).where(eq(goods.goodsId, goodsId)))[0]!;
const attrPrice = async (goodsId: number) =>
  (await db().select({ p: goodsAttrIndex.discountPrice }).from(goodsAttrIndex).where(eq(goodsAttrIndex.goodsId, goodsId)))[0]!.p;

/** Whether the SKU, its goods row and its attribute row all carry `fen` as the effective price. */
const expectPrice = async (g: { goodsId: number; skuId: number }, fen: number, promotion: '' | 'discount') => {
  const s = await skuRow(g.skuId);
  expect({ discountPrice: s.discountPrice, promotionType: s.promotionType }).toEqual({ discountPrice: fen, promotionType: promotion });
  expect((await goodsRow(g.goodsId)).discountPrice).toBe(fen);
  expect(await attrPrice(g.goodsId)).toBe(fen);
};

const addDiscount = async (
  g: { siteId: number; skuId: number },
  item: Record<string, unknown>,
  window?: { start: number; end: number },
) => {
  const now = nowSeconds();
  return admin<DiscountAdminActivity>('add', {
    site_id: g.siteId,
    discount_name: `限时折扣${++seq}`,
    start_time: window?.start ?? now - 3600,
    end_time: window?.end ?? now + 30 * DAY,
    goods: JSON.stringify([{ sku_id: g.skuId, ...item }]),
  });
};

const listOf = (params: Params) => api.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', { page: 1, page_size: 20, ...params });

describe('discount: a running discount shows everywhere the price does', () => {
  it('detail, info, list, price filter and sort see the discount price; closing restores it at once', async () => {
    const a = await newGoods(10_000);
    const b = await newGoods(9_000, a.siteId);
    const added = await addDiscount(a, { discount_price: '80.00' });
    expect(added.code, added.message).toBe(0);
    expect(added.data).toMatchObject({
      status: 1,
      goods: [{ sku_id: a.skuId, price: '100.00', discount_price: '80.00', discount: '8.00' }],
    });
    await expectPrice(a, 8_000, 'discount');

    const detail = await api.get<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: a.skuId });
    expect(detail.data.goods_sku_detail).toMatchObject({
      price: '100.00',
      discount_price: '80.00',
      promotion_type: 'discount',
      start_time: added.data.start_time,
      end_time: added.data.end_time,
    });
    expect(detail.data.goods_sku_detail.goods_promotion).toContainEqual(
      expect.objectContaining({
        promotion_type: 'discount',
        activity_id: added.data.discount_id,
        sku_id: a.skuId,
        promotion_price: '80.00',
      }),
    );
    const info = await api.get<GoodsSkuDetail>('/api/goodssku/info', { sku_id: a.skuId });
    expect(info.data).toMatchObject({ discount_price: '80.00', promotion_type: 'discount', end_time: added.data.end_time });

    const asc = await listOf({ site_id: a.siteId, order: 'discount_price', sort: 'asc' });
    expect(asc.data.list.map((r) => [r.goods_id, r.discount_price, r.promotion_type])).toEqual([
      [a.goodsId, '80.00', 'discount'],
      [b.goodsId, '90.00', ''],
    ]);
    const cheap = await listOf({ site_id: a.siteId, max_price: '85' });
    expect(cheap.data.list.map((r) => r.goods_id)).toEqual([a.goodsId]);
    const byAttr = await listOf({
      attr: JSON.stringify([{ attr_id: 900_000, attr_value_id: await attrValue(a.goodsId) }]),
      max_price: '85',
    });
    expect(byAttr.data.list.map((r) => r.goods_id)).toEqual([a.goodsId]);

    const closed = await admin<DiscountAdminActivity>('close', { discount_id: added.data.discount_id });
    expect(closed.code, closed.message).toBe(0);
    expect(closed.data.status).toBe(-1);
    await expectPrice(a, 10_000, '');
    const after = await api.get<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: a.skuId });
    expect(after.data.goods_sku_detail).toMatchObject({ discount_price: '100.00', promotion_type: '', end_time: 0 });
    expect(
      after.data.goods_sku_detail.goods_promotion.filter((p) => (p as { promotion_type: string }).promotion_type === 'discount'),
    ).toEqual([]);
    const desc = await listOf({ site_id: a.siteId, order: 'discount_price', sort: 'asc' });
    expect(desc.data.list.map((r) => r.goods_id)).toEqual([b.goodsId, a.goodsId]);
    // Closed twice: refused clearly.
    expect((await admin('close', { discount_id: added.data.discount_id })).message).toBe('限时折扣活动已关闭');
  });

  it('a rate in 折 gives the price; an edit of a running discount applies at once; a SKU left out goes back', async () => {
    const a = await newGoods(10_000);
    const b = await newGoods(5_000, a.siteId);
    const added = await addDiscount(a, { discount: '7.5' });
    expect(added.code, added.message).toBe(0);
    expect(added.data.goods[0]).toMatchObject({ discount_price: '75.00', discount: '7.50' });
    await expectPrice(a, 7_500, 'discount');
    const edited = await admin<DiscountAdminActivity>('edit', {
      discount_id: added.data.discount_id,
      discount_name: '改了',
      start_time: added.data.start_time,
      end_time: added.data.end_time + DAY,
      goods: JSON.stringify([{ sku_id: b.skuId, discount_price: '40' }]),
    });
    expect(edited.code, edited.message).toBe(0);
    await expectPrice(a, 10_000, '');
    await expectPrice(b, 4_000, 'discount');
    expect((await skuRow(b.skuId)).endTime).toBe(added.data.end_time + DAY);
    // Moving it to later takes it off until it starts.
    const later = await admin<DiscountAdminActivity>('edit', {
      discount_id: added.data.discount_id,
      discount_name: '改了',
      start_time: nowSeconds() + DAY,
      end_time: nowSeconds() + 2 * DAY,
      goods: JSON.stringify([{ sku_id: b.skuId, discount_price: '40' }]),
    });
    expect(later.data.status).toBe(0);
    await expectPrice(b, 5_000, '');
  });

  it("an operator's new SKU price keeps a running discount (never above the new price)", async () => {
    const a = await newGoods(10_000);
    expect((await addDiscount(a, { discount_price: '80' })).code).toBe(0);
    await db().update(goodsSku).set({ price: 12_000 }).where(eq(goodsSku.skuId, a.skuId));
    expect(await skuRow(a.skuId)).toMatchObject({ price: 12_000, discountPrice: 8_000, promotionType: 'discount' });
    // Even a writer sending discount_price = price does not wipe it.
    await db().update(goodsSku).set({ price: 11_000, discountPrice: 11_000 }).where(eq(goodsSku.skuId, a.skuId));
    expect(await skuRow(a.skuId)).toMatchObject({ price: 11_000, discountPrice: 8_000 });
    await db().update(goodsSku).set({ price: 7_000 }).where(eq(goodsSku.skuId, a.skuId));
    expect(await skuRow(a.skuId)).toMatchObject({ price: 7_000, discountPrice: 7_000, promotionType: 'discount' });
    // Without a discount the discount price follows the price.
    const b = await newGoods(10_000);
    await db().update(goodsSku).set({ price: 9_900 }).where(eq(goodsSku.skuId, b.skuId));
    expect(await skuRow(b.skuId)).toMatchObject({ price: 9_900, discountPrice: 9_900, promotionType: '' });
  });
});

const attrValue = async (goodsId: number) =>
  (await db().select({ v: goodsAttrIndex.attrValueId }).from(goodsAttrIndex).where(eq(goodsAttrIndex.goodsId, goodsId)))[0]!.v;

describe('discount: the timer', () => {
  it('two sweeps in parallel put a starting discount on once and take an ended one off once', async () => {
    const now = nowSeconds();
    const a = await newGoods(10_000);
    const added = await addDiscount(a, { discount_price: '66.00' }, { start: now + 1000, end: now + 2000 });
    expect(added.data.status).toBe(0);
    await expectPrice(a, 10_000, '');
    const stored = async () =>
      (
        await db()
          .select({ s: promotionActivity.status })
          .from(promotionActivity)
          .where(eq(promotionActivity.activityId, added.data.discount_id))
      )[0]!.s;

    const started = await Promise.all([
      moveActivityStatuses({ database: api.database }, now + 1500),
      moveActivityStatuses({ database: api.database }, now + 1500),
    ]);
    expect(started.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(1);
    await expectPrice(a, 6_600, 'discount');
    expect(await skuRow(a.skuId)).toMatchObject({ startTime: now + 1000, endTime: now + 2000 });
    // Moving the same activity twice is impossible: another sweep finds nothing of it to move.
    expect(await moveActivityStatuses({ database: api.database }, now + 1500)).toBe(0);

    // The price changed meanwhile: the end must restore the new price, not an old copy.
    await db().update(goodsSku).set({ price: 10_500 }).where(eq(goodsSku.skuId, a.skuId));
    const ended = await Promise.all([
      moveActivityStatuses({ database: api.database }, now + 2500),
      moveActivityStatuses({ database: api.database }, now + 2500),
    ]);
    expect(ended.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(2);
    await expectPrice(a, 10_500, '');
    expect(await skuRow(a.skuId)).toMatchObject({ startTime: 0, endTime: 0 });
  });

  it('a discount ending as the next one of the same SKU starts: the next one stays on', async () => {
    const now = nowSeconds();
    const a = await newGoods(10_000);
    const first = await addDiscount(a, { discount_price: '90' }, { start: now + 100, end: now + 200 });
    const second = await addDiscount(a, { discount_price: '70' }, { start: now + 200, end: now + 300 });
    expect(first.code, first.message).toBe(0);
    expect(second.code, second.message).toBe(0);
    await moveActivityStatuses({ database: api.database }, now + 150);
    await expectPrice(a, 9_000, 'discount');
    await moveActivityStatuses({ database: api.database }, now + 250);
    await expectPrice(a, 7_000, 'discount');
    // Closing the ended first one later leaves the running second alone.
    expect((await admin('close', { discount_id: first.data.discount_id })).code).toBe(0);
    await expectPrice(a, 7_000, 'discount');
  });
});

describe('discount: cart and checkout', () => {
  it('charge the discount inside the window and the price a second after it ended, even before the timer runs', async () => {
    const now = nowSeconds();
    const a = await newGoods(10_000);
    const added = await addDiscount(a, { discount_price: '80' }, { start: now - 60, end: now + 600 });
    expect(added.code, added.message).toBe(0);
    const buyer = await newBuyer();
    expect((await api.post('/api/cart/add', { token: buyer.token, site_id: a.siteId, sku_id: a.skuId, num: 2 })).code).toBe(0);
    const lines = await api.post<{ sku_id: number; discount_price: string }[]>('/api/cart/goodslists', { token: buyer.token });
    expect(lines.data.find((l) => l.sku_id === a.skuId)!.discount_price).toBe('80.00');

    const within = await api.post<string>('/api/ordercreate/create', { token: buyer.token, sku_id: a.skuId, num: 2 });
    expect(within.code, within.message).toBe(0);
    const [o1] = await db().select().from(order).where(eq(order.outTradeNo, within.data));
    expect(o1!.goodsMoney).toBe(16_000);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((added.data.end_time + 1) * 1000);
    // The timer has not run: the SKU still carries the discount, the checkout does not charge it.
    expect((await skuRow(a.skuId)).promotionType).toBe('discount');
    const payment = await api.post<{ goods_money: string }>('/api/ordercreate/payment', { token: buyer.token, sku_id: a.skuId, num: 1 });
    expect(payment.data.goods_money).toBe('100.00');
    const after = await api.post<string>('/api/ordercreate/create', { token: buyer.token, sku_id: a.skuId, num: 1 });
    expect(after.code, after.message).toBe(0);
    const [o2] = await db().select().from(order).where(eq(order.outTradeNo, after.data));
    expect(o2!.goodsMoney).toBe(10_000);
    const cart = await api.post<{ sku_id: number; discount_price: string }[]>('/api/cart/goodslists', { token: buyer.token });
    expect(cart.data.find((l) => l.sku_id === a.skuId)!.discount_price).toBe('100.00');
    const info = await api.get<GoodsSkuDetail>('/api/goodssku/info', { sku_id: a.skuId });
    expect(info.data).toMatchObject({ discount_price: '100.00', promotion_type: '' });
  });
});

describe('discount: operator input', () => {
  it('refuses bad discounts clearly and changes nothing', async () => {
    const a = await newGoods(10_000);
    const count = async () => (await db().select().from(promotionActivity).where(eq(promotionActivity.siteId, a.siteId))).length;
    expect((await addDiscount(a, { discount_price: '100.01' })).message).toBe(
      '商品规格' + a.skuId + '的折扣价必须大于0且不高于原价100.00元',
    );
    expect((await addDiscount(a, { discount_price: '0' })).code).toBe(-1);
    expect((await addDiscount(a, { discount: '0.001' })).code).toBe(-1);
    expect((await addDiscount(a, { discount: '10' })).code).toBe(-1);
    expect((await addDiscount(a, { discount_price: '50', discount: '5' })).code).toBe(-1);
    expect((await addDiscount(a, {})).code).toBe(-1);
    expect((await addDiscount(a, { discount_price: 'abc' })).code).toBe(-1);
    const now = nowSeconds();
    expect((await addDiscount(a, { discount_price: '50' }, { start: now + 10, end: now })).message).toBe('活动结束时间必须晚于开始时间');
    const other = await newGoods(10_000);
    expect((await addDiscount({ siteId: a.siteId, skuId: other.skuId }, { discount_price: '50' })).message).toBe(
      `商品规格${other.skuId}不存在或不属于该店铺`,
    );
    expect(
      (
        await admin('add', {
          site_id: a.siteId,
          discount_name: 'x',
          start_time: now,
          end_time: now + 10,
          goods: JSON.stringify([
            { sku_id: a.skuId, discount_price: '1' },
            { sku_id: a.skuId, discount_price: '2' },
          ]),
        })
      ).message,
    ).toBe(`商品规格${a.skuId}重复`);
    expect(await count()).toBe(0);
    await expectPrice(a, 10_000, '');

    // One running discount per SKU: an overlapping one is refused, in both languages.
    const ok = await addDiscount(a, { discount_price: '80' }, { start: now - 10, end: now + 1000 });
    expect(ok.code).toBe(0);
    const overlap = await addDiscount(a, { discount_price: '70' }, { start: now + 500, end: now + 5000 });
    expect(overlap.message).toBe(`商品规格${a.skuId}在该时间段已参加限时折扣“${ok.data.discount_name}”`);
    const en = await admin('add', {
      lang: 'en-us',
      site_id: a.siteId,
      discount_name: 'y',
      start_time: now + 500,
      end_time: now + 5000,
      goods: JSON.stringify([{ sku_id: a.skuId, discount_price: '70' }]),
    });
    expect(en.message).toBe(`SKU ${a.skuId} is already in the limited-time discount "${ok.data.discount_name}" during this time`);
    expect(await count()).toBe(1);
    await expectPrice(a, 8_000, 'discount');

    // Two overlapping adds at once: one wins.
    const b = await newGoods(10_000);
    const both = await Promise.all([addDiscount(b, { discount_price: '60' }), addDiscount(b, { discount_price: '50' })]);
    expect(both.filter((r) => r.code === 0)).toHaveLength(1);
    expect([6_000, 5_000]).toContain((await skuRow(b.skuId)).discountPrice);

    // Without the operator key: refused.
    const res = (await (await fetch(`${api.url}/admin/api/discount/lists`, { method: 'POST' })).json()) as Envelope<unknown>;
    expect(res.code).not.toBe(0);
    const lists = await admin<Paged<DiscountAdminActivity>>('lists', { site_id: a.siteId, status: 1 });
    expect(lists.data.list.map((l) => l.discount_id)).toEqual([ok.data.discount_id]);
    expect(
      (await admin('edit', { discount_id: 99_999_999, discount_name: 'z', start_time: now, end_time: now + 1, goods: '[]' })).code,
    ).toBe(-1);
    expect((await admin('close', { discount_id: 99_999_999 })).message).toBe('限时折扣活动不存在');
  });

  it('the demo seed has a running discount on a few goods', async () => {
    const rows = await db()
      .select({ skuId: goodsSku.skuId, price: goodsSku.price, discountPrice: goodsSku.discountPrice })
      .from(goodsSku)
      .innerJoin(goods, and(eq(goods.skuId, goodsSku.skuId), eq(goods.siteId, 2)))
      .where(eq(goodsSku.promotionType, 'discount'));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) expect(r.discountPrice).toBeLessThan(r.price);
    const flags = await api.get<Record<string, number>>('/api/addon/addonisexit');
    expect(flags.data.discount).toBe(1);
  });
});
