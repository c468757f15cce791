import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  InitConfig,
  OrderCalculateResult,
  Paged,
  WholesaleAdminGoods,
  WholesaleCartRow,
  WholesaleDetailResult,
  WholesaleGoodsItem,
} from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../../test/harness';
import { goodsStockOf, newTestGoods, promotionTestKit } from '../../../test/promotion';
import { goodsSku } from '../../goods';
import { order, orderGoods } from '../../order';
import { wholesaleCart, wholesaleGoods } from './wholesale.tables';

const ADMIN_KEY = 'test-operator-key-wholesale-0123456789';
let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const { admin, newBuyer, manyBuyers } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'wholesale', prefix: 'ws' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(() => api?.close());

/** Tiers of the tests: from 10 at ¥19.99, from 50 at ¥18.88, from 100 at ¥17.77. */
const TIERS = [
  { num: 10, price: '19.99' },
  { num: 50, price: '18.88' },
  { num: 100, price: '17.77' },
];

/** A fresh goods of two SKUs (¥25.00, stock `stock`) sold by wholesale: the first at TIERS, the second from 5 at ¥9.99. */
const newWholesale = async (stock = 10_000) => {
  const g = await newTestGoods(db(), { shopName: `批发店${++seq}`, goodsName: `批发商品${seq}`, price: 2500, stock, specs: ['红', '蓝'] });
  const res = await admin<WholesaleAdminGoods>('add', {
    goods_id: g.goodsId,
    sku_list: JSON.stringify([
      { sku_id: g.skuIds[0], price_array: TIERS },
      { sku_id: g.skuIds[1], price_array: [{ num: 5, price: '9.99' }] },
    ]),
  });
  expect(res.code, res.message).toBe(0);
  return { ...g, skuA: g.skuIds[0]!, skuB: g.skuIds[1]!, w: res.data };
};

const payment = (token: string, extra: Params) => api.post<OrderCalculateResult>('/wholesale/api/ordercreate/payment', { token, ...extra });
const create = (token: string, extra: Params) => api.post<string>('/wholesale/api/ordercreate/create', { token, is_balance: 0, ...extra });
const cartAdd = (token: string, sku_id: number, num: number | string) =>
  api.post<number>('/wholesale/api/cart/add', { token, sku_id, num });
const lists = async (token: string) => (await api.post<WholesaleCartRow[]>('/wholesale/api/cart/lists', { token })).data;
const cartRows = (memberId: number) => db().select().from(wholesaleCart).where(eq(wholesaleCart.memberId, memberId));

describe('wholesale read side', () => {
  it('the seed sells two goods by wholesale, one with three tiers; the page shows their price range and minimum', async () => {
    const page = await api.get<Paged<WholesaleGoodsItem>>('/wholesale/api/goods/page', { page_size: 50 });
    expect(page.code, page.message).toBe(0);
    const seeded = await db().select().from(wholesaleGoods).orderBy(wholesaleGoods.wholesaleGoodsId).limit(2);
    expect(seeded).toHaveLength(2);
    const first = page.data.list.find((r) => r.wholesale_goods_id === seeded[0]!.wholesaleGoodsId)!;
    expect(first).toMatchObject({ min_num: 10, status: 1 });
    expect(Number(first.min_price)).toBeLessThan(Number(first.max_price));
    const detail = await api.get<WholesaleDetailResult>('/wholesale/api/goods/detail', { goods_id: first.goods_id });
    expect(detail.code, detail.message).toBe(0);
    expect(detail.data.goods_sku_detail.price_array.map((t) => t.num)).toEqual([10, 50, 100]);
    expect(JSON.parse(detail.data.goods_sku_detail.price_json)).toEqual(detail.data.goods_sku_detail.price_array);
  });

  it('detail and info answer a SKU with its tiers; info of a SKU outside the wholesale says again', async () => {
    const g = await newWholesale();
    const d = await api.get<WholesaleDetailResult>('/wholesale/api/goods/detail', { goods_id: g.goodsId, sku_id: g.skuB });
    expect(d.data.goods_sku_detail).toMatchObject({ sku_id: g.skuB, min_num: 5, min_price: '9.99', max_price: '19.99' });
    expect(d.data.goods_sku_detail.price_array).toEqual([{ num: 5, price: '9.99' }]);
    const info = await api.get('/wholesale/api/goods/info', { sku_id: g.skuA });
    expect(info.data).toMatchObject({ sku_id: g.skuA, price_array: TIERS });
    const other = await newTestGoods(db(), { shopName: '', siteId: g.siteId, goodsName: '非批发' });
    expect((await api.get('/wholesale/api/goods/info', { sku_id: other.skuId })).message).toBe('批发商品不存在');
    expect((await api.get('/wholesale/api/goods/detail', { goods_id: other.goodsId })).code).toBe(-1);
    expect((await api.get('/wholesale/api/goods/detail', { goods_id: 'x' })).code).toBeLessThan(0);
  });
});

describe('the goods detail of a wholesale goods', () => {
  it('lists wholesale among its promotions with the lowest tier price, until it is closed', async () => {
    const g = await newWholesale();
    const promotions = async () =>
      (
        await api.get<{ goods_sku_detail: { goods_promotion: { promotion_type: string; promotion_price: string }[] } }>(
          '/api/goodssku/detail',
          { sku_id: g.skuA },
        )
      ).data.goods_sku_detail.goods_promotion;
    expect(await promotions()).toEqual([expect.objectContaining({ promotion_type: 'wholesale', promotion_price: '9.99' })]);
    await admin('close', { wholesale_goods_id: g.w.wholesale_goods_id });
    expect(await promotions()).toEqual([]);
  });
});

describe('wholesale tiers at checkout, exact to the fen', () => {
  it.each([
    [10, 1999],
    [49, 1999],
    [50, 1888],
    [99, 1888],
    [100, 1777],
    [9999, 1777],
  ])('%i pieces cost %i fen each', async (num, fen) => {
    const g = await newWholesale();
    const b = await newBuyer();
    const res = await payment(b.token, { sku_id: g.skuA, num });
    expect(res.code, res.message).toBe(0);
    const line = Object.values(res.data.shop_goods_list)[0]!.goods_list[0]!;
    expect(line.price).toBe((fen / 100).toFixed(2));
    expect(Math.round(Number(res.data.goods_money) * 100)).toBe(fen * num);
  });

  it('below the first tier is refused with error_code 5, in both languages; nothing is written', async () => {
    const g = await newWholesale();
    const b = await newBuyer();
    const refused = await create(b.token, { sku_id: g.skuA, num: 9 });
    expect(refused).toMatchObject({
      code: -1,
      message: `${'批发商品' + seq} 红购买9件没有参与批发配置，10件起批`,
      data: { error_code: 5 },
    });
    const en = await create(b.token, { sku_id: g.skuA, num: 9, lang: 'en-us' });
    expect(en.message).toContain('the minimum is 10');
    const plain = await newTestGoods(db(), { shopName: '', siteId: g.siteId, goodsName: '普通' });
    expect((await create(b.token, { sku_id: plain.skuId, num: 50 })).data).toMatchObject({ error_code: 5 });
    expect(await db().select().from(order).where(eq(order.memberId, b.id))).toHaveLength(0);
    expect(await goodsStockOf(db(), g.skuA)).toBe(10_000);
  });

  it('two SKUs in one checkout (sku_id and num csv), each at its own tier; a huge quantity beyond stock is refused', async () => {
    const g = await newWholesale();
    const b = await newBuyer();
    const res = await payment(b.token, { sku_id: `${g.skuA},${g.skuB}`, num: '50,5' });
    expect(res.code, res.message).toBe(0);
    expect(res.data.goods_money).toBe('993.95'); // 50 × 18.88 + 5 × 9.99
    expect((await payment(b.token, { sku_id: `${g.skuA},${g.skuB}`, num: '50' })).message).toBe('商品规格与数量不对应');
    expect((await payment(b.token, { sku_id: `${g.skuA},${g.skuA}`, num: '50,50' })).code).toBe(-1);
    expect((await payment(b.token, { sku_id: g.skuA, num: 999_999 })).code).toBe(-1);
    expect((await payment(b.token, { sku_id: g.skuA, num: 'abc' })).code).toBeLessThan(0);
    expect((await payment(b.token, {})).message).toBe('请选择要结算的批发商品');
  });
});

describe('the wholesale cart', () => {
  it('adds (to the same row), edits, counts, lists with tier prices, deletes and clears; init shows the count', async () => {
    const g = await newWholesale();
    const b = await newBuyer();
    expect((await cartAdd(b.token, g.skuA, 30)).data).toBe(30);
    expect((await cartAdd(b.token, g.skuA, 20)).data).toBe(50);
    expect((await cartAdd(b.token, g.skuB, 5)).data).toBe(55);
    expect((await api.post<number>('/wholesale/api/cart/count', { token: b.token })).data).toBe(55);
    expect((await api.get<InitConfig>('/api/config/init', { token: b.token })).data.wholesale_cart_count).toBe(55);
    const rows = await lists(b.token);
    expect(rows).toHaveLength(2);
    const a = rows.find((r) => r.sku_id === g.skuA)!;
    expect(a).toMatchObject({ num: 50, price: '18.88', min_num: 5, price_array: TIERS });
    expect((await api.post<number>('/wholesale/api/cart/edit', { token: b.token, cart_id: a.cart_id, num: 100 })).data).toBe(105);
    expect((await lists(b.token)).find((r) => r.sku_id === g.skuA)!.price).toBe('17.77');
    // Below the first tier, beyond stock, someone else's row: refused and unchanged.
    expect((await api.post('/wholesale/api/cart/edit', { token: b.token, cart_id: a.cart_id, num: 9 })).data).toMatchObject({
      error_code: 5,
    });
    expect((await cartAdd(b.token, g.skuA, 99_999)).code).toBe(-1);
    const other = await newBuyer();
    expect((await api.post('/wholesale/api/cart/edit', { token: other.token, cart_id: a.cart_id, num: 60 })).message).toBe(
      '批发购物车中没有这件商品',
    );
    expect((await api.post('/wholesale/api/cart/delete', { token: other.token, cart_id: a.cart_id })).code).toBe(-1);
    expect((await cartRows(b.id)).find((r) => r.skuId === g.skuA)!.num).toBe(100);
    expect((await api.post<number>('/wholesale/api/cart/delete', { token: b.token, cart_id: a.cart_id })).data).toBe(5);
    expect((await api.post<number>('/wholesale/api/cart/clear', { token: b.token })).data).toBe(0);
    expect(await cartRows(b.id)).toHaveLength(0);
    expect((await api.post('/wholesale/api/cart/lists', {})).code).toBe(-1);
  });

  it('refuses to add a SKU not sold by wholesale or below its first tier; nothing is written', async () => {
    const g = await newWholesale();
    const b = await newBuyer();
    expect((await cartAdd(b.token, g.skuA, 9)).data).toMatchObject({ error_code: 5 });
    const plain = await newTestGoods(db(), { shopName: '', siteId: g.siteId, goodsName: '普通品' });
    expect((await cartAdd(b.token, plain.skuId, 10)).message).toBe('批发商品不存在');
    expect((await cartAdd(b.token, g.skuA, 0)).code).toBeLessThan(0);
    expect(await cartRows(b.id)).toHaveLength(0);
  });

  it('checks out from the cart: the order records wholesale, the cart rows bought go, stock is taken', async () => {
    const g = await newWholesale();
    const b = await newBuyer();
    await cartAdd(b.token, g.skuA, 50);
    await cartAdd(b.token, g.skuB, 5);
    const rows = await lists(b.token);
    const a = rows.find((r) => r.sku_id === g.skuA)!;
    const created = await create(b.token, { cart_ids: String(a.cart_id) });
    expect(created.code, created.message).toBe(0);
    const [o] = await db().select().from(order).where(eq(order.outTradeNo, created.data));
    expect(o).toMatchObject({ promotionType: 'wholesale', promotionId: g.w.wholesale_goods_id, goodsMoney: 50 * 1888 });
    const lines = await db().select().from(orderGoods).where(eq(orderGoods.orderId, o!.orderId));
    expect(lines.map((l) => [l.skuId, l.num, l.price])).toEqual([[g.skuA, 50, 1888]]);
    expect((await cartRows(b.id)).map((r) => r.skuId)).toEqual([g.skuB]);
    expect(await goodsStockOf(db(), g.skuA)).toBe(9950);
    // The same cart row again: it is gone, so refused.
    expect((await create(b.token, { cart_ids: String(a.cart_id) })).message).toBe('批发购物车中没有这件商品');
    // Closing the unpaid order gives the stock back.
    expect((await api.post('/api/order/close', { token: b.token, order_id: o!.orderId })).code).toBe(0);
    expect(await goodsStockOf(db(), g.skuA)).toBe(10_000);
  });

  it('a cart row below its tier (the tiers raised meanwhile) fails the checkout and stays', async () => {
    const g = await newWholesale();
    const b = await newBuyer();
    await cartAdd(b.token, g.skuB, 5);
    const edited = await admin('edit', {
      wholesale_goods_id: g.w.wholesale_goods_id,
      sku_list: JSON.stringify([{ sku_id: g.skuB, price_array: [{ num: 8, price: '9.00' }] }]),
    });
    expect(edited.code, edited.message).toBe(0);
    const [row] = await cartRows(b.id);
    expect((await create(b.token, { cart_ids: String(row!.cartId) })).data).toMatchObject({ error_code: 5 });
    expect(await cartRows(b.id)).toHaveLength(1);
  });
});

describe('wholesale: the last stock', () => {
  it('30 buyers checking out 10 pieces each of the last 50 from their carts: 5 orders, stock 0, no oversell', async () => {
    const g = await newWholesale(50);
    const buyers = await manyBuyers(30);
    const ids: number[] = [];
    for (const b of buyers) {
      expect((await cartAdd(b.token, g.skuA, 10)).code).toBe(0);
      ids.push((await cartRows(b.id))[0]!.cartId);
    }
    const answers = await Promise.all(buyers.map((b, i) => create(b.token, { cart_ids: String(ids[i]) })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.code).toBe(-1);
    expect(await goodsStockOf(db(), g.skuA)).toBe(0);
    const sold = await api.database.rows<{ n: number }>(
      sql`select coalesce(sum(og.num), 0)::int as n from order_goods og where og.sku_id = ${g.skuA}`,
    );
    expect(sold[0]!.n).toBe(50);
    // Exactly the winners' cart rows are gone.
    const left = await db().select().from(wholesaleCart).where(inArray(wholesaleCart.cartId, ids));
    expect(left).toHaveLength(25);
  });

  it('one member firing the same cart row 10 times at once makes one order', async () => {
    const g = await newWholesale();
    const b = await newBuyer();
    await cartAdd(b.token, g.skuA, 10);
    const [row] = await cartRows(b.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(b.token, { cart_ids: String(row!.cartId) })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(order)
        .where(and(eq(order.memberId, b.id), eq(order.promotionType, 'wholesale'))),
    ).toHaveLength(1);
    expect(await goodsStockOf(db(), g.skuA)).toBe(9990);
  });
});

describe('wholesale: the operator', () => {
  it('refuses bad tiers, foreign SKUs, a goods twice; nothing is written', async () => {
    const g = await newTestGoods(db(), { shopName: `批发店${++seq}`, goodsName: `批发商品${seq}`, price: 2500, specs: ['红', '蓝'] });
    const other = await newTestGoods(db(), { shopName: '', siteId: g.siteId, goodsName: '别的' });
    const before = (await db().select().from(wholesaleGoods)).length;
    const add = (sku_list: unknown) => admin('add', { goods_id: g.goodsId, sku_list: JSON.stringify(sku_list) });
    expect(
      (
        await add([
          {
            sku_id: g.skuId,
            price_array: [
              { num: 10, price: '5.00' },
              { num: 5, price: '4.00' },
            ],
          },
        ])
      ).message,
    ).toBe(`规格${g.skuId}的批发价格设置有误：起批数量须递增，价格须大于0且不高于上一档`);
    expect(
      (
        await add([
          {
            sku_id: g.skuId,
            price_array: [
              { num: 10, price: '5.00' },
              { num: 20, price: '6.00' },
            ],
          },
        ])
      ).code,
    ).toBe(-1);
    expect((await add([{ sku_id: g.skuId, price_array: [{ num: 10, price: '0' }] }])).code).toBe(-1);
    expect((await add([{ sku_id: g.skuId, price_array: [{ num: 10, price: '1.001' }] }])).code).toBeLessThan(0);
    expect((await add([{ sku_id: other.skuId, price_array: [{ num: 1, price: '1.00' }] }])).message).toBe(
      `商品规格${other.skuId}不存在或不属于该商品`,
    );
    expect((await admin('add', { goods_id: g.goodsId, sku_list: 'nope' })).code).toBeLessThan(0);
    expect((await db().select().from(wholesaleGoods)).length).toBe(before);
    expect((await add([{ sku_id: g.skuId, price_array: [{ num: 2, price: '1.00' }] }])).code).toBe(0);
    expect((await add([{ sku_id: g.skuId, price_array: [{ num: 2, price: '1.00' }] }])).message).toBe('该商品已设置批发');
  });

  it('lists, closes (cart adds and checkouts refused) and edits back on', async () => {
    const g = await newWholesale();
    const list = await admin<Paged<WholesaleAdminGoods>>('lists', { site_id: g.siteId });
    expect(list.data.count).toBe(1);
    expect(list.data.list[0]!.sku_list.map((k) => k.price_array.length)).toEqual([3, 1]);
    expect((await admin<WholesaleAdminGoods>('close', { wholesale_goods_id: g.w.wholesale_goods_id })).data.status).toBe(0);
    const b = await newBuyer();
    expect((await cartAdd(b.token, g.skuA, 10)).code).toBe(-1);
    expect((await create(b.token, { sku_id: g.skuA, num: 10 })).data).toMatchObject({ error_code: 5 });
    const page = await api.get<Paged<WholesaleGoodsItem>>('/wholesale/api/goods/page', { site_id: g.siteId });
    expect(page.data.count).toBe(0);
    const back = await admin<WholesaleAdminGoods>('edit', {
      wholesale_goods_id: g.w.wholesale_goods_id,
      sku_list: JSON.stringify([{ sku_id: g.skuA, price_array: TIERS }]),
    });
    expect(back.data).toMatchObject({ status: 1, min_num: 10, min_price: '17.77', max_price: '19.99' });
    expect((await admin('close', { wholesale_goods_id: 99_999_999 })).message).toBe('批发商品不存在');
    const [sku] = await db().select().from(goodsSku).where(eq(goodsSku.skuId, g.skuB));
    expect(sku!.stock).toBe(10_000);
  });
});
