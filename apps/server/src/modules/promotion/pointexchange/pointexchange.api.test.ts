import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  Envelope,
  GiftOrder,
  Paged,
  PointExchangeCreated,
  PointExchangeGoods,
  PointExchangeOrder,
  PointExchangePayment,
} from '@mall/contract';
import { startTestApi, type TestApi } from '../../../test/harness';
import { promotionTestKit } from '../../../test/promotion';
import { platformcoupon, platformcouponType } from '../../coupon';
import { createGiftOrderTx, gift, giftOrder } from '../../gift';
import { changeAccounts, member, memberAccount } from '../../member';
import { pay } from '../../pay';
import { sandboxNotifyFields } from '../../pay/testing';
import { runExchangeCloseOnce } from './pointexchange.jobs';
import { promotionExchange, promotionExchangeOrder } from './pointexchange.tables';

let api: TestApi;
const ADMIN_API_KEY = 'pointexchange-admin-key-0123456789';
const db = () => api.database.db;
const kit = promotionTestKit(() => api, { adminKey: ADMIN_API_KEY, addon: 'pointexchange', prefix: 'px' });

const adminAt = async <T>(path: string, params: Record<string, string | number>): Promise<Envelope<T>> =>
  (
    await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_API_KEY },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
    })
  ).json() as Promise<Envelope<T>>;

const notify = async (outTradeNo: string) => {
  const [rec] = await db().select().from(pay).where(eq(pay.outTradeNo, outTradeNo));
  const fields = await sandboxNotifyFields(db(), rec!);
  return fetch(`${api.url}/api/pay/notify/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }).then((r) => r.text());
};

const givePoints = (memberId: number, point: number) =>
  db().transaction((tx) => changeAccounts(tx, memberId, { point }, { fromType: 'adjust', typeName: '后台调整' }));
const pointOf = async (id: number) => (await db().select({ p: member.point }).from(member).where(eq(member.memberId, id)))[0]!.p;
const balanceOf = async (id: number) => (await db().select({ b: member.balance }).from(member).where(eq(member.memberId, id)))[0]!.b;
/** The points ledger's sum of a member (what the balance must equal when the ledger is complete). */
const ledgerPoints = async (id: number) =>
  Number(
    (
      await db()
        .select({ s: sql<string>`coalesce(sum(${memberAccount.accountData}), 0)` })
        .from(memberAccount)
        .where(and(eq(memberAccount.memberId, id), eq(memberAccount.accountType, 'point')))
    )[0]!.s,
  );

const addItem = async (p: Record<string, string | number>) => {
  const r = await adminAt<PointExchangeGoods>('/admin/api/pointexchange/add', p);
  expect(r.code, r.message).toBe(0);
  return r.data;
};
const newGift = async (stock = 100) => {
  const r = await adminAt<{ gift_id: number }>('/admin/api/gift/add', { gift_name: '测试礼品', stock });
  expect(r.code).toBe(0);
  return r.data.gift_id;
};
const create = (token: string, id: number, num = 1, extra: Record<string, string | number> = {}) =>
  api.post<PointExchangeCreated>('/pointexchange/api/ordercreate/create', { token, id, num, ...extra });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY } });
});
afterAll(async () => {
  await api.close();
});

describe('the seeded points mall', () => {
  it('lists items of the three kinds, by type, and the demo shopper sees the shipped gift', async () => {
    const all = await api.get<Paged<PointExchangeGoods>>('/pointexchange/api/goods/page', { page: 1, page_size: 20 });
    expect(new Set(all.data.list.map((i) => i.type))).toEqual(new Set([1, 2, 3]));
    const coupons = await api.get<Paged<PointExchangeGoods>>('/pointexchange/api/goods/page', { type: 2 });
    expect(coupons.data.list.every((i) => i.type === 2 && i.type_name === '优惠券')).toBe(true);
    const cup = all.data.list.find((i) => i.name === '定制保温杯')!;
    expect(cup).toMatchObject({ pay_type: 1, price: '9.90', point: 300 });
    const detail = await api.get<PointExchangeGoods>('/pointexchange/api/goods/detail', { id: cup.id, lang: 'en-us' });
    expect(detail.data.type_name).toBe('Gift');

    const token = await api.login();
    // Beside the gift won on the wheel (seed/game.ts), waiting to be shipped.
    const gifts = await api.post<Paged<GiftOrder>>('/gift/api/giftorder/page', { token });
    const bag = gifts.data.list.find((g) => g.gift_name === '帆布购物袋');
    expect(bag).toMatchObject({ express_status: 1, express_company_name: '顺丰速运' });
    expect(gifts.data.list.filter((g) => g.gift_name !== '帆布购物袋').map((g) => g.express_status)).toEqual([0]);
    const info = await api.post<GiftOrder>('/gift/api/giftorder/info', { token, order_id: bag!.order_id });
    expect(info.data.express_no).toBe('SF1234567890');
    const orders = await api.post<Paged<PointExchangeOrder>>('/pointexchange/api/order/page', { token });
    expect(orders.data.list[0]).toMatchObject({ order_status: 1, order_status_name: '已兑换', express_status: 1 });
    const payment = await api.post<PointExchangePayment>('/pointexchange/api/ordercreate/payment', { token, id: cup.id, num: 1 });
    expect(payment.data).toMatchObject({ point: 300, order_money: '9.90', point_enough: 1 });
    expect(payment.data.member_address).not.toBeNull();
  });
});

describe('exchanging', () => {
  it('30 parallel exchanges of an item with stock 5 give exactly 5', async () => {
    const item = await addItem({ type: 3, name: '并发红包', stock: 5, point: 10, balance: '1.00' });
    const buyers = await kit.manyBuyers(30);
    for (const b of buyers) await givePoints(b.id, 100);
    const results = await Promise.all(buyers.map((b) => create(b.token, item.id)));
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.code !== 0).every((r) => r.message === '兑换商品库存不足')).toBe(true);
    const [row] = await db().select().from(promotionExchange).where(eq(promotionExchange.id, item.id));
    expect(row!.stock).toBe(0);
    const points = await Promise.all(buyers.map((b) => pointOf(b.id)));
    expect(points.filter((p) => p === 90)).toHaveLength(5);
    expect(points.filter((p) => p === 100)).toHaveLength(25);
    const balances = await Promise.all(buyers.map((b) => balanceOf(b.id)));
    expect(balances.filter((b) => b === 100)).toHaveLength(5);
  });

  it('one member with points for 3 firing 10 at once gets 3; points never negative and the ledger balances', async () => {
    const item = await addItem({ type: 3, name: '积分红包', stock: 100, point: 40, balance: '0.50' });
    const b = await kit.newBuyer();
    await givePoints(b.id, 130);
    const before = await balanceOf(b.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => create(b.token, item.id)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(3);
    const refused = results.find((r) => r.code !== 0)!;
    expect(refused.message).toBe('积分不足，需要40积分，当前10积分');
    expect(await pointOf(b.id)).toBe(10);
    expect(await ledgerPoints(b.id)).toBe(10);
    expect((await balanceOf(b.id)) - before).toBe(150);
    const [row] = await db().select().from(promotionExchange).where(eq(promotionExchange.id, item.id));
    expect(row!.stock).toBe(97);
  });

  it('a coupon item grants the platform coupon at once', async () => {
    const [type] = await db().select().from(platformcouponType).where(eq(platformcouponType.platformcouponName, '平台通用满300减30'));
    const item = await addItem({ type: 2, type_id: type!.platformcouponTypeId, name: '券', stock: 10, point: 5 });
    const b = await kit.newBuyer();
    await givePoints(b.id, 5);
    const r = await create(b.token, item.id);
    expect(r.data.order_status).toBe(1);
    const held = await db().select().from(platformcoupon).where(eq(platformcoupon.memberId, b.id));
    expect(held).toHaveLength(1);
    const info = await api.post<PointExchangeOrder>('/pointexchange/api/order/info', { token: b.token, order_id: r.data.order_id });
    expect(info.data.relate_id).toBe(held[0]!.platformcouponId);
  });

  it('bad input answers a clear message and changes nothing', async () => {
    const giftId = await newGift(5);
    const item = await addItem({ type: 1, type_id: giftId, name: '礼品', stock: 5, point: 50 });
    const b = await kit.newBuyer();
    await givePoints(b.id, 20);
    const short = await create(b.token, item.id, 1, { lang: 'en-us' });
    expect(short).toMatchObject({ code: -1, message: 'Not enough points: 50 needed, you have 20' });
    const missing = await create(b.token, 999_999);
    expect(missing).toMatchObject({ code: -1, message: '兑换商品不存在或已下架' });
    const zero = await create(b.token, item.id, 0);
    expect(zero.code).toBe(-1);
    const tooMany = await create(b.token, item.id, 6);
    expect(tooMany.code).toBe(-1);
    // A gift needs an address; a member without one is told so.
    const [bare] = await db()
      .insert(member)
      .values({ username: `px_bare_${process.pid}`, nickname: 'x' })
      .returning({ id: member.memberId });
    await givePoints(bare!.id, 100);
    const noAddress = await create(api.deps.tokens.issue(bare!.id, 0), item.id);
    expect(noAddress).toMatchObject({ code: -1, message: '请选择收货地址' });
    const noToken = await api.post('/pointexchange/api/ordercreate/create', { id: item.id });
    expect(noToken.code).toBe(-1);
    expect(await pointOf(b.id)).toBe(20);
    expect(await pointOf(bare!.id)).toBe(100);
    const [row] = await db().select().from(promotionExchange).where(eq(promotionExchange.id, item.id));
    expect(row!.stock).toBe(5);
    expect(await db().select().from(promotionExchangeOrder).where(eq(promotionExchangeOrder.exchangeId, item.id))).toHaveLength(0);
  });
});

describe('the cash part', () => {
  it('a paid cash part grants the gift once, however often the payment is notified', async () => {
    const giftId = await newGift(10);
    const item = await addItem({ type: 1, type_id: giftId, name: '现金礼品', stock: 10, point: 30, price: '5.00', delivery_price: '2.00' });
    const b = await kit.newBuyer();
    await givePoints(b.id, 100);
    const r = await create(b.token, item.id, 2);
    expect(r.data).toMatchObject({ order_status: 0, price: '12.00' });
    expect(await pointOf(b.id)).toBe(40);
    const [rec] = await db().select().from(pay).where(eq(pay.outTradeNo, r.data.out_trade_no));
    expect(rec).toMatchObject({ payMoney: 1_200, event: 'pointexchange', payStatus: 0 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(r.data.out_trade_no)));
    expect(answers.every((a) => a === 'success')).toBe(true);
    const info = await api.post<PointExchangeOrder>('/pointexchange/api/order/info', { token: b.token, order_id: r.data.order_id });
    expect(info.data).toMatchObject({ order_status: 1, auto_close_time: 0 });
    const gifts = await db().select().from(giftOrder).where(eq(giftOrder.memberId, b.id));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ num: 2, source: 'pointexchange', relateId: r.data.order_id });
    expect((await db().select().from(gift).where(eq(gift.giftId, giftId)))[0]!.stock).toBe(8);
    // Paid orders do not close.
    const close = await api.post('/pointexchange/api/order/close', { token: b.token, order_id: r.data.order_id });
    expect(close).toMatchObject({ code: -1, message: '只有待支付的兑换订单可以关闭' });

    // The operator ships it; the member sees the delivery state.
    const ship = await adminAt<GiftOrder>('/admin/api/giftorder/ship', {
      order_id: gifts[0]!.orderId,
      express_company_name: '中通快递',
      express_no: 'ZT100',
    });
    expect(ship.data).toMatchObject({ express_status: 1, express_no: 'ZT100' });
    const again = await adminAt('/admin/api/giftorder/ship', { order_id: gifts[0]!.orderId, express_company_name: 'x', express_no: 'y' });
    expect(again).toMatchObject({ code: -1, message: '该礼品订单已发货' });
    const mine = await api.post<GiftOrder>('/gift/api/giftorder/info', { token: b.token, order_id: gifts[0]!.orderId });
    expect(mine.data.express_company_name).toBe('中通快递');
  });

  it('closing an unpaid order gives the points and stock back once, the buyer racing the sweep', async () => {
    const item = await addItem({ type: 3, name: '现金红包', stock: 10, point: 25, price: '1.00', balance: '2.00' });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => kit.newBuyer()));
    const orders: PointExchangeCreated[] = [];
    const before = await balanceOf(buyers[0]!.id);
    for (const b of buyers) {
      await givePoints(b.id, 50);
      orders.push((await create(b.token, item.id, 2)).data);
    }
    expect(await pointOf(buyers[0]!.id)).toBe(0);
    const later = Math.floor(Date.now() / 1000) + 31 * 60;
    const [closes, swept] = await Promise.all([
      Promise.all(buyers.map((b, i) => api.post('/pointexchange/api/order/close', { token: b.token, order_id: orders[i]!.order_id }))),
      runExchangeCloseOnce({ database: api.database }, later),
    ]);
    expect(closes.filter((c) => c.code === 0).length + swept).toBe(4);
    for (const b of buyers) {
      expect(await pointOf(b.id)).toBe(50);
      expect(await ledgerPoints(b.id)).toBe(50);
    }
    const [row] = await db().select().from(promotionExchange).where(eq(promotionExchange.id, item.id));
    expect(row!.stock).toBe(10);
    expect(await runExchangeCloseOnce({ database: api.database }, later)).toBe(0);
    const again = await api.post('/pointexchange/api/order/close', { token: buyers[0]!.token, order_id: orders[0]!.order_id });
    expect(again.code).toBe(-1);
    // The pay record is cancelled: a late payment cannot land.
    const [rec] = await db().select().from(pay).where(eq(pay.outTradeNo, orders[0]!.out_trade_no));
    expect(rec!.payStatus).toBe(-1);
    expect(await balanceOf(buyers[0]!.id)).toBe(before);
  });

  it('the sweep leaves orders younger than the auto-close time', async () => {
    const item = await addItem({ type: 3, name: '新订单', stock: 10, point: 1, price: '1.00', balance: '1.00' });
    const b = await kit.newBuyer();
    await givePoints(b.id, 1);
    const r = await create(b.token, item.id);
    expect(await runExchangeCloseOnce({ database: api.database }, Math.floor(Date.now() / 1000) + 60)).toBe(0);
    const info = await api.post<PointExchangeOrder>('/pointexchange/api/order/info', { token: b.token, order_id: r.data.order_id });
    expect(info.data.order_status).toBe(0);
    expect(info.data.auto_close_time).toBeGreaterThan(info.data.create_time);
  });
});

describe('gift orders for other modules', () => {
  it('createGiftOrderTx ships a game award to the default address and refuses more than the stock', async () => {
    const giftId = await newGift(2);
    const b = await kit.newBuyer();
    const made = await db().transaction((tx) => createGiftOrderTx(tx, { memberId: b.id, giftId, num: 2, source: 'game', relateId: 42 }));
    const [row] = await db().select().from(giftOrder).where(eq(giftOrder.orderId, made.orderId));
    expect(row).toMatchObject({ source: 'game', relateId: 42, num: 2, memberName: '张三', giftName: '测试礼品', expressStatus: 0 });
    expect(row!.fullAddress).toContain('科技园');
    await expect(
      db().transaction((tx) => createGiftOrderTx(tx, { memberId: b.id, giftId, num: 1, source: 'game', relateId: 43 })),
    ).rejects.toThrow('gfStockShort');
    const page = await api.post<Paged<GiftOrder>>('/gift/api/giftorder/page', { token: b.token });
    expect(page.data.list.map((g) => g.order_id)).toEqual([made.orderId]);
    const foreign = await api.post('/gift/api/giftorder/info', { token: (await kit.newBuyer()).token, order_id: made.orderId });
    expect(foreign).toMatchObject({ code: -1, message: '礼品订单不存在' });
  });
});

describe('operator', () => {
  it('adds, edits, closes and lists items and orders behind the admin key', async () => {
    const denied = await api.post('/admin/api/pointexchange/add', { type: 3, name: 'x', stock: 1, point: 1, balance: 1 });
    expect(denied.code).toBeLessThan(0);
    const badGift = await adminAt('/admin/api/pointexchange/add', { type: 1, type_id: 999_999, name: 'x', stock: 1, point: 1 });
    expect(badGift).toMatchObject({ code: -1, message: '礼品或优惠券不存在' });
    const noBalance = await adminAt('/admin/api/pointexchange/add', { type: 3, name: 'x', stock: 1, point: 1, lang: 'en-us' });
    expect(noBalance).toMatchObject({ code: -1, message: 'The red packet amount must be above 0' });
    const item = await addItem({ type: 3, name: '编辑前', stock: 3, point: 9, balance: '1.00' });
    const edited = await adminAt<PointExchangeGoods>('/admin/api/pointexchange/edit', {
      id: item.id,
      type: 3,
      name: '编辑后',
      stock: 4,
      point: 8,
      balance: '2.00',
    });
    expect(edited.data).toMatchObject({ name: '编辑后', stock: 4, balance: '2.00' });
    const closed = await adminAt<PointExchangeGoods>('/admin/api/pointexchange/close', { id: item.id });
    expect(closed.data.state).toBe(0);
    const detail = await api.get('/pointexchange/api/goods/detail', { id: item.id });
    expect(detail.code).toBe(-1);
    const lists = await adminAt<Paged<PointExchangeGoods>>('/admin/api/pointexchange/lists', { state: 0 });
    expect(lists.data.list.some((i) => i.id === item.id)).toBe(true);
    const orders = await adminAt<Paged<PointExchangeOrder>>('/admin/api/pointexchange/orders', { order_status: 1 });
    expect(orders.data.count).toBeGreaterThan(0);
    const giftList = await adminAt<Paged<{ gift_id: number }>>('/admin/api/gift/lists', {});
    expect(giftList.data.count).toBeGreaterThanOrEqual(2);
    const giftEdit = await adminAt<{ stock: number }>('/admin/api/gift/edit', {
      gift_id: giftList.data.list[0]!.gift_id,
      gift_name: '改名',
      stock: 7,
    });
    expect(giftEdit.data.stock).toBe(7);
    const giftOrders = await adminAt<Paged<GiftOrder>>('/admin/api/giftorder/lists', { express_status: 1 });
    expect(giftOrders.data.count).toBeGreaterThan(0);
  });
});
