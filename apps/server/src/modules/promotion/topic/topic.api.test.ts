import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  nowSeconds,
  type GoodsSkuDetailResult,
  type OrderCalculateResult,
  type Paged,
  type TopicAdminItem,
  type TopicDetailResult,
  type TopicGoodsPage,
  type TopicInfoAgain,
  type TopicItem,
  type TopicSkuDetail,
} from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../../test/harness';
import { activitySkuOf, type Envelope, goodsStockOf, newTestGoods, promotionTestKit } from '../../../test/promotion';
import { root } from '../..';
import { order, OrderStatus, runSweepsOnce } from '../../order';
import { markPayPaidTx, pay } from '../../pay';
import { promotionActivity } from '../engine';

const ADMIN_KEY = 'test-operator-key-topic-0123456789';
let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const { admin, newBuyer, manyBuyers } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'topic', prefix: 'tp' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});

/** A goods of a fresh shop with one SKU at ¥100 and `stock` units. */
const newGoods = async (stock = 1000, siteId?: number) => {
  const g = await newTestGoods(db(), { siteId, shopName: `专题店${++seq}`, goodsName: `专题商品${++seq}`, stock });
  return { siteId: g.siteId, goodsId: g.goodsId, skuId: g.skuId };
};

/** A running topic of a fresh goods: ¥80, `stock` units, `maxBuy` per member. */
const newTopic = async (opts: { stock?: number; maxBuy?: number; start?: number; end?: number } = {}) => {
  const g = await newGoods();
  const now = nowSeconds();
  const res = await admin<TopicAdminItem>('add', {
    site_id: g.siteId,
    topic_name: `专题${seq}`,
    topic_adv: 'upload/diy/banner_1.jpg',
    bg_color: '#ffeedd',
    remark: '专题说明',
    start_time: opts.start ?? now - 3600,
    end_time: opts.end ?? now + 30 * 86_400,
    goods: JSON.stringify([{ sku_id: g.skuId, topic_price: '80.00', stock: opts.stock ?? 100, max_buy: opts.maxBuy ?? 0 }]),
  });
  expect(res.code, res.message).toBe(0);
  return { ...g, topic: res.data, rowId: res.data.goods[0]!.id };
};

const activityStock = (rowId: number) => activitySkuOf(db(), rowId);
const goodsStock = (skuId: number) => goodsStockOf(db(), skuId);

const create = (token: string, rowId: number, num: number | string = 1, extra: Params = {}) =>
  api.post<string>('/topic/api/ordercreate/create', { token, topic_goods_id: rowId, num, ...extra });

describe('topics: what the shopper sees', () => {
  it('lists running topics, the topic page with its colour and goods, the detail at the topic price and info', async () => {
    const t = await newTopic({ stock: 30, maxBuy: 2 });
    const page = await api.get<Paged<TopicItem>>('/topic/api/topic/page', { site_id: t.siteId });
    expect(page.data.list).toEqual([
      {
        topic_id: t.topic.topic_id,
        site_id: t.siteId,
        topic_name: t.topic.topic_name,
        topic_adv: 'upload/diy/banner_1.jpg',
        bg_color: '#ffeedd',
        status: 2,
        remark: '专题说明',
        start_time: t.topic.start_time,
        end_time: t.topic.end_time,
      },
    ]);

    const goodsPage = await api.get<TopicGoodsPage>('/topic/api/topicgoods/page', { topic_id: t.topic.topic_id });
    expect(goodsPage.data).toMatchObject({
      topic_id: t.topic.topic_id,
      bg_color: '#ffeedd',
      topic_adv: 'upload/diy/banner_1.jpg',
      count: 1,
    });
    expect(goodsPage.data.list[0]).toMatchObject({
      id: t.rowId,
      sku_id: t.skuId,
      topic_price: '80.00',
      price: '100.00',
      stock: 30,
      status: 2,
    });

    const detail = await api.get<TopicDetailResult>('/topic/api/topicgoods/detail', { topic_id: t.rowId });
    expect(detail.code, detail.message).toBe(0);
    expect(detail.data.goods_sku_detail).toMatchObject({
      id: t.rowId,
      topic_id: t.topic.topic_id,
      topic_price: '80.00',
      bg_color: '#ffeedd',
      stock: 30,
      goods_stock: 1000,
      max_buy: 2,
      status: 2,
      promotion_type: 'topic',
    });
    expect(detail.data.shop_info.site_id).toBe(t.siteId);
    expect(JSON.parse(detail.data.goods_sku_detail.goods_spec_format as string)).toBeDefined();

    const other = await newGoods();
    const again = await api.get<TopicInfoAgain>('/topic/api/topicgoods/info', { topic_id: t.rowId, sku_id: other.skuId });
    expect(again.data).toEqual({ type: 'again', sku_id: t.skuId });
    const info = await api.get<TopicSkuDetail>('/topic/api/topicgoods/info', { topic_id: t.rowId, sku_id: t.skuId });
    expect(info.data.topic_price).toBe('80.00');

    const unknown = await api.get('/topic/api/topicgoods/detail', { topic_id: 99_999_999 });
    expect(unknown).toMatchObject({ code: -1, message: '专题商品不存在' });
    const unknownEn = await api.get('/topic/api/topicgoods/detail', { topic_id: 99_999_999, lang: 'en-us' });
    expect(unknownEn.message).toBe('The topic goods do not exist');
    expect((await api.get('/topic/api/topicgoods/page', { topic_id: 99_999_999 })).message).toBe('专题活动不存在');
    expect((await api.get('/topic/api/topicgoods/page', { topic_id: 'x' })).code).toBeLessThan(0);
  });

  it('the goods detail shows the topic price of its goods until the operator closes it', async () => {
    const t = await newTopic({ stock: 10 });
    const promos = async () =>
      (await api.get<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: t.skuId })).data.goods_sku_detail.goods_promotion;
    expect(await promos()).toEqual([
      expect.objectContaining({ promotion_type: 'topic', id: t.rowId, activity_id: t.topic.topic_id, promotion_price: '80.00' }),
    ]);
    expect((await admin('close', { topic_id: t.topic.topic_id })).code).toBe(0);
    expect(await promos()).toEqual([]);
    // A closed topic leaves the shoppers' list and page.
    expect((await api.get<Paged<TopicItem>>('/topic/api/topic/page', { site_id: t.siteId })).data.list).toEqual([]);
    expect((await api.get('/topic/api/topicgoods/page', { topic_id: t.topic.topic_id })).code).toBe(-1);
  });

  it('prices the checkout at the topic price with no shop coupon; create records the topic and takes both stocks', async () => {
    const t = await newTopic({ stock: 10 });
    const b = await newBuyer();
    const pay1 = await api.post<OrderCalculateResult>('/topic/api/ordercreate/payment', {
      token: b.token,
      topic_goods_id: t.rowId,
      num: 2,
    });
    expect(pay1.code, pay1.message).toBe(0);
    expect(pay1.data.goods_money).toBe('160.00');
    expect(pay1.data.shop_goods_list[String(t.siteId)]!.coupon_list).toEqual([]);
    const calc = await api.post<OrderCalculateResult>('/topic/api/ordercreate/calculate', {
      token: b.token,
      topic_goods_id: t.rowId,
      sku_id: t.skuId,
      num: 1,
    });
    expect(calc.data.goods_money).toBe('80.00');
    const created = await create(b.token, t.rowId, 2);
    expect(created.code, created.message).toBe(0);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    expect(o).toMatchObject({ promotionType: 'topic', promotionId: t.topic.topic_id, goodsMoney: 16_000, memberId: b.id });
    expect((await activityStock(t.rowId)).stock).toBe(8);
    expect(await goodsStock(t.skuId)).toBe(998);
    const own = await api.get<{ promotion_type: string; order_goods: { price: string }[] }>('/api/order/detail', {
      token: b.token,
      order_id: o!.orderId,
    });
    expect(own.data.promotion_type).toBe('topic');
    expect(own.data.order_goods[0]!.price).toBe('80.00');

    // The buyer's own cancel gives both back.
    expect((await api.post('/api/order/close', { token: b.token, order_id: o!.orderId })).code).toBe(0);
    expect((await activityStock(t.rowId)).stock).toBe(10);
    expect(await goodsStock(t.skuId)).toBe(1000);
  });
});

describe('topics: races', () => {
  it('100 buyers for the last 4 units: exactly 4 orders, topic stock 0, goods stock down by 4', async () => {
    const t = await newTopic({ stock: 4 });
    const buyers = await manyBuyers(100);
    const answers = await Promise.all(buyers.map((b) => create(b.token, t.rowId, 1)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(4);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.message).toBe('专题商品库存不足');
    expect((await activityStock(t.rowId)).stock).toBe(0);
    expect(await goodsStock(t.skuId)).toBe(996);
    expect(await db().select().from(order).where(eq(order.promotionId, t.topic.topic_id))).toHaveLength(4);
  });

  it('one member firing 10 orders at once against a limit of 2 gets 2 units', async () => {
    const t = await newTopic({ stock: 100, maxBuy: 2 });
    const b = await newBuyer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(b.token, t.rowId, 1)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
    expect(answers.find((a) => a.code !== 0)!.message).toBe('每人限购2件，您已购买2件');
    expect((await activityStock(t.rowId)).stock).toBe(98);
  });

  it('an unpaid topic order closed by the sweep while a payment races: stock back once, or paid, never both', async () => {
    const t = await newTopic({ stock: 50 });
    const b = await newBuyer();
    for (let i = 0; i < 4; i++) {
      const before = (await activityStock(t.rowId)).stock;
      const created = await create(b.token, t.rowId, 1);
      expect(created.code, created.message).toBe(0);
      const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
      await Promise.all([
        runSweepsOnce(api.deps, o!.autoCloseTime + 1),
        db()
          .transaction((tx) => markPayPaidTx(tx, root.paidHandlers, created.data, { payType: 'sandbox', tradeNo: `tp-race-${i}` }))
          .catch(() => false),
      ]);
      await runSweepsOnce(api.deps, o!.autoCloseTime + 1);
      const [after] = await db().select().from(order).where(eq(order.orderId, o!.orderId));
      const [p] = await db().select().from(pay).where(eq(pay.outTradeNo, created.data));
      const stock = (await activityStock(t.rowId)).stock;
      if (after!.orderStatus === OrderStatus.CLOSED) {
        expect(p!.payStatus).toBe(-1);
        expect(stock).toBe(before);
      } else {
        expect(p!.payStatus).toBe(2);
        expect(stock).toBe(before - 1);
      }
      await runSweepsOnce(api.deps, o!.autoCloseTime + 10);
      expect((await activityStock(t.rowId)).stock).toBe(stock);
    }
  });
});

describe('topics: bad input changes nothing', () => {
  it('refuses unknown rows, not started, ended and closed topics, quantities over stock and malformed quantities', async () => {
    const t = await newTopic({ stock: 3 });
    const b = await newBuyer();
    const expectUnchanged = async () => {
      expect((await activityStock(t.rowId)).stock).toBe(3);
      expect(await goodsStock(t.skuId)).toBe(1000);
    };
    expect((await create(b.token, 99_999_999)).message).toBe('专题商品不存在');
    const other = await newGoods();
    expect((await create(b.token, t.rowId, 1, { sku_id: other.skuId })).message).toBe('专题商品不存在');
    expect((await create(b.token, t.rowId, 4)).message).toBe('专题商品库存不足');
    for (const num of [0, -1, 1.5, 10_000_000, 'abc', '']) {
      expect((await create(b.token, t.rowId, num)).code, `num=${num}`).toBeLessThan(0);
    }
    expect((await api.post('/topic/api/ordercreate/create', { topic_goods_id: t.rowId, num: 1 })).code).toBeLessThan(0);
    await expectUnchanged();

    const later = await newTopic({ start: nowSeconds() + 3600, end: nowSeconds() + 7200 });
    expect(later.topic.status).toBe(1);
    expect((await create(b.token, later.rowId)).message).toBe('专题活动未开始或已结束');
    const en = await create(b.token, later.rowId, 1, { lang: 'en-us' });
    expect(en.message).toBe('This topic is not on right now');

    const ended = await admin<TopicAdminItem>('edit', {
      topic_id: t.topic.topic_id,
      topic_name: t.topic.topic_name,
      topic_adv: t.topic.topic_adv,
      bg_color: t.topic.bg_color,
      start_time: nowSeconds() - 7200,
      end_time: nowSeconds() - 60,
      goods: JSON.stringify([{ sku_id: t.skuId, topic_price: '80.00', stock: 3 }]),
    });
    expect(ended.code, ended.message).toBe(0);
    expect(ended.data.status).toBe(3);
    expect((await create(b.token, t.rowId)).message).toBe('专题活动未开始或已结束');

    const c = await newTopic({ stock: 3 });
    expect((await admin<TopicAdminItem>('close', { topic_id: c.topic.topic_id })).data.status).toBe(-1);
    expect((await create(b.token, c.rowId)).message).toBe('专题活动未开始或已结束');
    expect((await admin('close', { topic_id: c.topic.topic_id })).message).toBe('专题活动已关闭');
    expect((await activityStock(c.rowId)).stock).toBe(3);
    await expectUnchanged();
  });
});

describe('topics: the operator', () => {
  it('refuses bad fields, foreign SKUs, reversed windows and malformed goods, writing nothing; lists topics', async () => {
    const g = await newGoods();
    const foreign = await newGoods();
    const now = nowSeconds();
    const base = {
      site_id: g.siteId,
      topic_name: '坏的',
      topic_adv: 'upload/diy/banner_2.jpg',
      bg_color: '#123456',
      start_time: now,
      end_time: now + 3600,
      goods: JSON.stringify([{ sku_id: g.skuId, topic_price: '1.00', stock: 1 }]),
    };
    const topicsOfShop = async () =>
      (
        await db()
          .select()
          .from(promotionActivity)
          .where(and(eq(promotionActivity.siteId, g.siteId), eq(promotionActivity.kind, 'topic')))
      ).length;
    const bad = await admin('add', { ...base, goods: JSON.stringify([{ sku_id: foreign.skuId, topic_price: '1.00', stock: 1 }]) });
    expect(bad.message).toBe(`商品规格${foreign.skuId}不存在或不属于该店铺`);
    const twice = await admin('add', {
      ...base,
      goods: JSON.stringify([
        { sku_id: g.skuId, topic_price: '1.00', stock: 1 },
        { sku_id: g.skuId, topic_price: '2.00', stock: 1 },
      ]),
    });
    expect(twice.message).toBe(`商品规格${g.skuId}重复`);
    expect((await admin('add', { ...base, start_time: now + 10, end_time: now })).message).toBe('活动结束时间必须晚于开始时间');
    const badColor = await admin('add', { ...base, bg_color: 'red' });
    expect(badColor.code).toBeLessThan(0);
    expect(badColor.message).toContain('bg_color');
    expect((await admin('add', { ...base, goods: 'not json' })).code).toBeLessThan(0);
    expect((await admin('add', { ...base, topic_name: '' })).code).toBeLessThan(0);
    expect((await admin('add', { ...base, goods: JSON.stringify([{ sku_id: g.skuId, topic_price: '-1', stock: 1 }]) })).code).toBeLessThan(
      0,
    );
    expect((await admin('add', { ...base, site_id: 99_999_999 })).message).toBe('店铺不存在');
    expect((await admin('edit', { ...base, topic_id: 99_999_999 })).message).toBe('专题活动不存在');
    expect(await topicsOfShop()).toBe(0);
    const unauth = await fetch(`${api.url}/admin/api/topic/lists`, { method: 'POST' });
    expect(((await unauth.json()) as Envelope<unknown>).code).toBeLessThan(0);

    const ok = await admin<TopicAdminItem>('add', base);
    expect(ok.code, ok.message).toBe(0);
    const list = await admin<Paged<TopicAdminItem>>('lists', { site_id: g.siteId });
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({
      bg_color: '#123456',
      status: 2,
      goods: [{ sku_id: g.skuId, topic_price: '1.00', stock: 1 }],
    });
    expect((await admin<Paged<TopicAdminItem>>('lists', { site_id: g.siteId, status: 3 })).data.count).toBe(0);
    expect((await admin('lists', { status: 7 })).code).toBeLessThan(0);

    // Edit keeps a SKU's sales and adds another of the shop.
    const second = await newGoods(1000, g.siteId);
    const edited = await admin<TopicAdminItem>('edit', {
      ...base,
      topic_id: ok.data.topic_id,
      topic_name: '改过的',
      bg_color: '#abc',
      goods: JSON.stringify([
        { sku_id: g.skuId, topic_price: '2.00', stock: 5 },
        { sku_id: second.skuId, topic_price: '3.00', stock: 5, max_buy: 1 },
      ]),
    });
    expect(edited.code, edited.message).toBe(0);
    expect(edited.data).toMatchObject({ topic_name: '改过的', bg_color: '#abc' });
    expect(edited.data.goods.map((x) => x.topic_price)).toEqual(['2.00', '3.00']);
  });

  it('draws the poster of a topic goods row', async () => {
    const t = await newTopic();
    const poster = await api.post<{ path: string }>('/topic/api/topicgoods/poster', { qrcode_param: JSON.stringify({ id: t.rowId }) });
    expect(poster.code, poster.message).toBe(0);
    expect(poster.data.path).toMatch(/^upload\/poster\/topic_\d+_0_[0-9a-f]+\.png$/);
    expect((await api.post('/topic/api/topicgoods/poster', { qrcode_param: '{"id":"x"}' })).message).toBe('海报参数错误');
  });
});
