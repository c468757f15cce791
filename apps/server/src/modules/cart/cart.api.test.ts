import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CartGoodsRow, CartListItem, InitConfig, RegisterResult } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let tokenA: string;
let tokenB: string;
/** Three SKUs of different goods that are on sale, with enough stock. */
let skus: { sku_id: number; goods_id: number; site_id: number }[];

const rows = <T>(q: ReturnType<typeof sql>) => api.database.rows<T>(q);

const setSku = async (skuId: number, stock: number) => rows(sql`update goods_sku set stock = ${stock} where sku_id = ${skuId}`);
const setGoods = async (goodsId: number, v: { min_buy?: number; max_buy?: number; goods_state?: number; verify_state?: number; is_delete?: number }) =>
  rows(sql`update goods set
    min_buy = ${v.min_buy ?? 0}, max_buy = ${v.max_buy ?? 0}, goods_state = ${v.goods_state ?? 1},
    verify_state = ${v.verify_state ?? 1}, is_delete = ${v.is_delete ?? 0}
    where goods_id = ${goodsId}`);

const add = (token: string, sku_id: unknown, num: unknown) =>
  api.post<number>('/api/cart/add', { token, sku_id: sku_id as string, num: num as string });
const list = async (token: string) => {
  const res = await api.get<CartGoodsRow[]>('/api/cart/goodslists', { token });
  expect(res.code).toBe(0);
  return res.data;
};
const count = async (token: string) => {
  const res = await api.get<number>('/api/cart/count', { token });
  expect(res.code).toBe(0);
  return res.data;
};
const clear = (token: string) => api.post('/api/cart/clear', { token });
/** The cart as [sku_id, num] pairs, to show that a refused call changed nothing. */
const snapshot = async (token: string) => (await list(token)).map((r) => [r.cart_id, r.sku_id, r.num]);

beforeAll(async () => {
  api = await startTestApi();
  tokenA = await api.login();
  const b = await api.post<RegisterResult>('/api/register/username', { username: 'cart_member_b', password: 'secret123' });
  tokenB = b.data.token;
  skus = await rows(sql`
    select distinct on (g.goods_id) s.sku_id, s.goods_id, g.site_id
    from goods_sku s join goods g on g.goods_id = s.goods_id join shop p on p.site_id = g.site_id
    where g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and p.shop_status = 1
    order by g.goods_id, s.sku_id limit 3`);
  expect(skus).toHaveLength(3);
});
afterAll(() => api?.close());

beforeEach(async () => {
  await clear(tokenA);
  await clear(tokenB);
  for (const s of skus) {
    await setSku(s.sku_id, 100);
    await setGoods(s.goods_id, {});
  }
});

describe('cart add', () => {
  it('adds a line, merges a second add of the same SKU, and answers the number of lines', async () => {
    const [s1, s2] = skus;
    expect(await add(tokenA, s1.sku_id, 2)).toMatchObject({ code: 0, data: 1 });
    expect(await add(tokenA, s1.sku_id, 3)).toMatchObject({ code: 0, data: 1 });
    expect(await add(tokenA, s2.sku_id, 1)).toMatchObject({ code: 0, data: 2 });
    const lines = await list(tokenA);
    expect(lines.find((l) => l.sku_id === s1.sku_id)?.num).toBe(5);
    expect(await count(tokenA)).toBe(6);
    const init = await api.get<InitConfig>('/api/config/init', { token: tokenA });
    expect(init.data.cart_count).toBe(6);
    // Member B's cart is separate.
    expect(await count(tokenB)).toBe(0);
  });

  it('refuses bad quantities and SKUs with -1 and changes nothing', async () => {
    const [s1] = skus;
    await add(tokenA, s1.sku_id, 2);
    const before = await snapshot(tokenA);
    const bad: [unknown, unknown, RegExp][] = [
      [undefined, 1, /缺少参数sku_id/],
      [s1.sku_id, undefined, /缺少参数num/],
      ['abc', 1, /sku_id/],
      [s1.sku_id, 'abc', /num/],
      [s1.sku_id, -1, /num/],
      [s1.sku_id, 0, /num/],
      [s1.sku_id, 1.5, /num.*整数/],
      [s1.sku_id, 99999999, /num/],
      [-1, 1, /sku_id/],
      [0, 1, /sku_id/],
      [99999999, 1, /商品不存在/],
      ['1e3', 1, /sku_id/],
    ];
    for (const [sku, num, msg] of bad) {
      const res = await add(tokenA, sku, num);
      expect(res.code, `${String(sku)} × ${String(num)}`).toBe(-1);
      expect(res.message, `${String(sku)} × ${String(num)}`).toMatch(msg);
    }
    expect(await snapshot(tokenA)).toEqual(before);
    expect(await count(tokenA)).toBe(2);
  });

  it('needs a login', async () => {
    expect((await api.post('/api/cart/add', { sku_id: skus[0].sku_id, num: 1 })).code).toBe(-1);
    expect((await api.post('/api/cart/add', { sku_id: skus[0].sku_id, num: 1, token: 'bad.token' })).code).toBe(-10009);
  });

  it('keeps the line within stock', async () => {
    const [s1] = skus;
    await setSku(s1.sku_id, 5);
    const over = await add(tokenA, s1.sku_id, 6);
    expect(over.code).toBe(-1);
    expect(over.message).toMatch(/库存不足.*5/);
    expect(await add(tokenA, s1.sku_id, 4)).toMatchObject({ code: 0 });
    const more = await add(tokenA, s1.sku_id, 2);
    expect(more.code).toBe(-1);
    expect(more.message).toMatch(/购物车中已有4件/);
    expect(await add(tokenA, s1.sku_id, 1)).toMatchObject({ code: 0 });
    expect(await count(tokenA)).toBe(5);
    await setSku(s1.sku_id, 0);
    expect((await add(tokenB, s1.sku_id, 1)).message).toBe('商品库存不足');
    expect(await count(tokenB)).toBe(0);
  });

  it('keeps the line within max_buy and at least min_buy', async () => {
    const [s1, s2] = skus;
    await setGoods(s1.goods_id, { max_buy: 3 });
    expect((await add(tokenA, s1.sku_id, 4)).message).toBe('该商品每人限购3件');
    expect((await add(tokenA, s1.sku_id, 2)).code).toBe(0);
    expect((await add(tokenA, s1.sku_id, 2)).message).toBe('该商品每人限购3件，购物车中已有2件');
    expect((await add(tokenA, s1.sku_id, 1)).code).toBe(0);
    await setGoods(s2.goods_id, { min_buy: 3 });
    expect((await add(tokenA, s2.sku_id, 2)).message).toBe('该商品3件起售');
    expect((await add(tokenA, s2.sku_id, 3)).code).toBe(0);
    // Topping up a line that already meets min_buy is fine.
    expect((await add(tokenA, s2.sku_id, 1)).code).toBe(0);
    const lines = await list(tokenA);
    expect(Object.fromEntries(lines.map((l) => [l.sku_id, l.num]))).toEqual({ [s1.sku_id]: 3, [s2.sku_id]: 4 });
  });

  it('refuses goods that are off shelf, not approved, deleted or in a closed shop', async () => {
    const [s1] = skus;
    for (const v of [{ goods_state: 0 }, { verify_state: 0 }, { is_delete: 1 }]) {
      await setGoods(s1.goods_id, v);
      const res = await add(tokenA, s1.sku_id, 1);
      expect(res).toMatchObject({ code: -1, message: '商品已下架' });
    }
    await setGoods(s1.goods_id, {});
    await rows(sql`update shop set shop_status = 0 where site_id = ${s1.site_id}`);
    expect((await add(tokenA, s1.sku_id, 1)).message).toBe('商品已下架');
    await rows(sql`update shop set shop_status = 1 where site_id = ${s1.site_id}`);
    expect(await count(tokenA)).toBe(0);
  });

  it('20 concurrent adds of the last units never exceed stock', async () => {
    const [s1] = skus;
    await setSku(s1.sku_id, 5);
    const results = await Promise.all(Array.from({ length: 20 }, () => add(tokenA, s1.sku_id, 1)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(5);
    for (const r of results.filter((x) => x.code !== 0)) expect(r.message).toMatch(/库存不足/);
    expect(await count(tokenA)).toBe(5);
  });

  it('20 concurrent adds never exceed max_buy either', async () => {
    const [s1] = skus;
    await setGoods(s1.goods_id, { max_buy: 4 });
    const results = await Promise.all(Array.from({ length: 20 }, () => add(tokenA, s1.sku_id, 2)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(2);
    expect(await count(tokenA)).toBe(4);
  });
});

describe('cart edit', () => {
  it('sets the quantity of an own line within the bounds', async () => {
    const [s1] = skus;
    await add(tokenA, s1.sku_id, 1);
    const [line] = await list(tokenA);
    expect((await api.post('/api/cart/edit', { token: tokenA, cart_id: line.cart_id, num: 7 })).code).toBe(0);
    expect(await count(tokenA)).toBe(7);
    await setSku(s1.sku_id, 8);
    expect((await api.post('/api/cart/edit', { token: tokenA, cart_id: line.cart_id, num: 9 })).message).toMatch(/库存不足/);
    await setGoods(s1.goods_id, { max_buy: 6, min_buy: 2 });
    expect((await api.post('/api/cart/edit', { token: tokenA, cart_id: line.cart_id, num: 7 })).message).toBe('该商品每人限购6件');
    expect((await api.post('/api/cart/edit', { token: tokenA, cart_id: line.cart_id, num: 1 })).message).toBe('该商品2件起售');
    expect(await count(tokenA)).toBe(7);
    expect((await api.post('/api/cart/edit', { token: tokenA, cart_id: line.cart_id, num: 2 })).code).toBe(0);
    expect(await count(tokenA)).toBe(2);
  });

  it('refuses bad input and other members’ lines, changing nothing', async () => {
    const [s1] = skus;
    await add(tokenA, s1.sku_id, 2);
    await add(tokenB, s1.sku_id, 3);
    const [lineA] = await list(tokenA);
    const [lineB] = await list(tokenB);
    const beforeA = await snapshot(tokenA);
    const beforeB = await snapshot(tokenB);
    for (const [cart_id, num] of [
      [undefined, 1],
      [lineA.cart_id, undefined],
      ['abc', 1],
      [lineA.cart_id, 'abc'],
      [lineA.cart_id, -1],
      [lineA.cart_id, 0],
      [lineA.cart_id, 1.5],
      [lineA.cart_id, 99999999],
      [99999999, 1],
    ] as const) {
      const res = await api.post('/api/cart/edit', { token: tokenA, cart_id, num });
      expect(res.code, `${cart_id} ${num}`).toBe(-1);
    }
    const foreign = await api.post('/api/cart/edit', { token: tokenA, cart_id: lineB.cart_id, num: 1 });
    expect(foreign).toMatchObject({ code: -1, message: '购物车中没有该商品' });
    expect(await snapshot(tokenA)).toEqual(beforeA);
    expect(await snapshot(tokenB)).toEqual(beforeB);
  });
});

describe('cart delete and clear', () => {
  it('deletes own lines by a comma list', async () => {
    const [s1, s2, s3] = skus;
    await add(tokenA, s1.sku_id, 1);
    await add(tokenA, s2.sku_id, 2);
    await add(tokenA, s3.sku_id, 3);
    const lines = await list(tokenA);
    const drop = lines.filter((l) => l.sku_id !== s3.sku_id).map((l) => l.cart_id);
    expect(await api.post('/api/cart/delete', { token: tokenA, cart_id: drop.join(',') })).toMatchObject({ code: 0, data: 2 });
    expect((await list(tokenA)).map((l) => l.sku_id)).toEqual([s3.sku_id]);
    expect(await count(tokenA)).toBe(3);
  });

  it('deletes nothing when any id is unknown, malformed or another member’s', async () => {
    const [s1, s2] = skus;
    await add(tokenA, s1.sku_id, 1);
    await add(tokenA, s2.sku_id, 1);
    await add(tokenB, s1.sku_id, 1);
    const own = (await list(tokenA)).map((l) => l.cart_id);
    const [lineB] = await list(tokenB);
    const beforeA = await snapshot(tokenA);
    for (const cart_id of [`${own[0]},${lineB.cart_id}`, `${own[0]},99999999`, `${own[0]},abc`, '', '-1', '0', '1.5']) {
      const res = await api.post('/api/cart/delete', { token: tokenA, cart_id });
      expect(res.code, cart_id).toBe(-1);
    }
    expect((await api.post('/api/cart/delete', { token: tokenA })).message).toBe('缺少参数cart_id');
    expect((await api.post('/api/cart/delete', { token: tokenA, cart_id: `${own[0]},${lineB.cart_id}` })).message).toBe('购物车中没有该商品');
    expect(await snapshot(tokenA)).toEqual(beforeA);
    expect(await count(tokenB)).toBe(1);
  });

  it('clear empties only the member’s own cart', async () => {
    const [s1, s2] = skus;
    await add(tokenA, s1.sku_id, 1);
    await add(tokenA, s2.sku_id, 1);
    await add(tokenB, s1.sku_id, 2);
    expect(await clear(tokenA)).toMatchObject({ code: 0, data: 2 });
    expect(await list(tokenA)).toEqual([]);
    expect(await count(tokenA)).toBe(0);
    expect(await count(tokenB)).toBe(2);
  });
});

describe('cart goodslists and count', () => {
  it('lists the §4.7 fields with money strings, by shop then newest line', async () => {
    for (const s of skus) await add(tokenA, s.sku_id, 1);
    const lines = await list(tokenA);
    expect(lines).toHaveLength(3);
    const keys = [
      'cart_id', 'site_id', 'member_id', 'sku_id', 'num', 'sku_name', 'sku_no', 'sku_spec_format', 'price', 'market_price',
      'discount_price', 'promotion_type', 'stock', 'sku_image', 'site_name', 'website_id', 'is_own', 'goods_state',
      'verify_state', 'goods_name', 'unit', 'shop_status', 'max_buy', 'min_buy',
    ];
    for (const l of lines) {
      for (const k of keys) expect(l, k).toHaveProperty(k);
      expect(l.price).toMatch(/^\d+\.\d{2}$/);
      expect(l.market_price).toMatch(/^\d+\.\d{2}$/);
      expect(l.discount_price).toMatch(/^\d+\.\d{2}$/);
      expect(Array.isArray(JSON.parse(l.sku_spec_format))).toBe(true);
      expect(l.site_name).toMatch(/\S/);
      expect(l.goods_name).toMatch(/\S/);
    }
    for (let i = 1; i < lines.length; i++) {
      const a = lines[i - 1];
      const b = lines[i];
      expect(a.site_id < b.site_id || (a.site_id === b.site_id && a.cart_id > b.cart_id)).toBe(true);
    }
  });

  it('an empty cart lists [] and counts 0; a visitor gets the login error', async () => {
    expect(await list(tokenA)).toEqual([]);
    expect(await count(tokenA)).toBe(0);
    expect(await api.get('/api/cart/count')).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' });
    expect((await api.get('/api/cart/goodslists')).code).toBe(-1);
  });

  it('lines that can no longer be bought stay listed with their state but leave the count', async () => {
    const [s1, s2] = skus;
    await add(tokenA, s1.sku_id, 2);
    await add(tokenA, s2.sku_id, 3);
    await setGoods(s1.goods_id, { goods_state: 0 });
    expect(await count(tokenA)).toBe(3);
    const off = (await list(tokenA)).find((l) => l.sku_id === s1.sku_id);
    expect(off?.goods_state).toBe(0);
    // The line can still be deleted.
    expect((await api.post('/api/cart/delete', { token: tokenA, cart_id: off!.cart_id })).code).toBe(0);
    expect((await list(tokenA)).map((l) => l.sku_id)).toEqual([s2.sku_id]);
  });
});

describe('/api/cart/lists', () => {
  it("answers the member's own lines as bare {cart_id, sku_id, num} rows; needs a token", async () => {
    const [s1, s2] = skus;
    await add(tokenA, s1.sku_id, 2);
    await add(tokenA, s2.sku_id, 1);
    await add(tokenB, s1.sku_id, 5);
    const res = await api.get<CartListItem[]>('/api/cart/lists', { token: tokenA });
    expect(res.code).toBe(0);
    const ids = (await list(tokenA)).map((l) => l.cart_id).sort((a, b) => a - b);
    expect(res.data).toEqual([
      { cart_id: ids[0], sku_id: s1.sku_id, num: 2 },
      { cart_id: ids[1], sku_id: s2.sku_id, num: 1 },
    ]);
    expect((await api.get('/api/cart/lists')).code).toBe(-1);
  });
});
