import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { nowSeconds, type Paged, type PintuanAdminActivity, type PintuanDetailResult, type PintuanGoodsItem } from '@mall/contract';
import type { PintuanAdminGroup, PintuanGroupItem, PintuanOrderItem } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../../test/harness';
import { newTestGoods, promotionTestKit } from '../../../test/promotion';
import { root } from '../..';
import { member } from '../../member';
import { order, OrderStatus } from '../../order';
import { markPayPaidTx, payRefund } from '../../pay';
import { promotionActivitySku } from '../engine';
import { promotionPintuanGroup, promotionPintuanOrder } from './pintuan.tables';

const ADMIN_KEY = 'test-operator-key-pintuan-0123456789';
let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const { admin, newBuyer, manyBuyers } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'pintuan', prefix: 'pt' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A running pintuan of a fresh goods (¥100): group ¥80, leader ¥70, `num` seats open `minutes`. */
const newPintuan = async (o: { num?: number; minutes?: number; virtual?: 0 | 1; buyNum?: number; stock?: number } = {}) => {
  const g = await newTestGoods(db(), { shopName: `拼团店${++seq}`, goodsName: `拼团商品${seq}`, specs: ['红', '蓝'] });
  const now = nowSeconds();
  const res = await admin<PintuanAdminActivity>('add', {
    goods_id: g.goodsId,
    start_time: now - 3600,
    end_time: now + 30 * 86_400,
    pintuan_num: o.num ?? 3,
    pintuan_time: o.minutes ?? 60,
    is_virtual_buy: o.virtual ?? 0,
    is_promotion: 1,
    is_single_buy: 1,
    buy_num: o.buyNum ?? 0,
    sku_list: JSON.stringify([{ sku_id: g.skuId, pintuan_price: '80.00', promotion_price: '70.00', stock: o.stock ?? 1000 }]),
  });
  expect(res.code, res.message).toBe(0);
  return { ...g, id: res.data.pintuan_id, rowId: res.data.sku_list[0]!.id };
};

const create = (token: string, rowId: number, groupId = 0, extra: Params = {}) =>
  api.post<string>('/pintuan/api/ordercreate/create', { token, pintuan_goods_id: rowId, num: 1, group_id: groupId, ...extra });

let trade = 0;
const pay = (outTradeNo: string) =>
  db().transaction((tx) =>
    markPayPaidTx(tx, root.paidHandlers, outTradeNo, { payType: 'sandbox', tradeNo: `pt-${process.pid}-${++trade}` }),
  );

const orderOf = async (outTradeNo: string) => (await db().select().from(order).where(eq(order.outTradeNo, outTradeNo)))[0]!;
const pintuanOrderOf = async (orderId: number) =>
  (await db().select().from(promotionPintuanOrder).where(eq(promotionPintuanOrder.orderId, orderId)))[0]!;
const groupOf = async (groupId: number) =>
  (await db().select().from(promotionPintuanGroup).where(eq(promotionPintuanGroup.groupId, groupId)))[0]!;
const sweep = (now: number) => root.jobs.find((j) => j.name === 'pintuan')!.run(api.deps, now);
/** Money sent back through the pay channel for a pay record. */
const channelRefunds = async (outTradeNo: string) => db().select().from(payRefund).where(eq(payRefund.outTradeNo, outTradeNo));

/** Opens a group: `head` buys and pays; answers the group id and the order. */
const openGroup = async (rowId: number, head: { token: string }) => {
  const c = await create(head.token, rowId);
  expect(c.code, c.message).toBe(0);
  expect(await pay(c.data)).toBe(true);
  const o = await orderOf(c.data);
  return { groupId: (await pintuanOrderOf(o.orderId)).groupId, order: o };
};

/** `buyer` joins group `groupId` and pays. */
const join = async (rowId: number, groupId: number, buyer: { token: string }) => {
  const c = await create(buyer.token, rowId, groupId);
  expect(c.code, c.message).toBe(0);
  expect(await pay(c.data)).toBe(true);
  return orderOf(c.data);
};

describe('pintuan: a group from opening to success', () => {
  it('lists the pintuan, opens a group at the leader price, fills it at the group price and succeeds', async () => {
    const s = await newPintuan({ num: 3 });
    const page = await api.get<Paged<PintuanGoodsItem>>('/pintuan/api/goods/page', { site_id: s.siteId });
    expect(page.data.list[0]).toMatchObject({
      pintuan_id: s.id,
      id: s.rowId,
      pintuan_price: '80.00',
      promotion_price: '70.00',
      pintuan_num: 3,
      price: '100.00',
      status: 1,
    });
    const detail = await api.get<PintuanDetailResult>('/pintuan/api/goods/detail', { pintuan_id: s.id });
    expect(detail.data.goods_sku_detail).toMatchObject({ pintuan_id: s.id, promotion_type: 'pintuan', is_single_buy: 1 });
    const [a, b, c] = [await newBuyer(), await newBuyer(), await newBuyer()];
    const head = await openGroup(s.rowId, a);
    expect(head.order).toMatchObject({ goodsMoney: 7000, promotionType: 'pintuan', isEnableRefund: 0, orderStatus: OrderStatus.WAIT_SEND });
    expect(await groupOf(head.groupId)).toMatchObject({ status: 2, pintuanCount: 1, pintuanNum: 3, headId: a.id });
    const lists = await api.get<PintuanGroupItem[]>('/pintuan/api/pintuangroup/lists', { goods_id: s.goodsId });
    expect(lists.data).toEqual([expect.objectContaining({ group_id: head.groupId, pintuan_count: 1, pintuan_num: 3, head_id: a.id })]);
    // The operator may not ship while the group forms.
    const ship = await fetch(`${api.url}/admin/api/order/delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_KEY },
      body: new URLSearchParams({ order_id: String(head.order.orderId), order_goods_ids: '1', delivery_type: '0' }).toString(),
    });
    expect(((await ship.json()) as { code: number }).code).toBeLessThan(0);

    const pay1 = await api.post<{ goods_money: string }>('/pintuan/api/ordercreate/payment', {
      token: b.token,
      pintuan_goods_id: s.rowId,
      num: 1,
      group_id: head.groupId,
    });
    expect(pay1.data.goods_money).toBe('80.00');
    const second = await join(s.rowId, head.groupId, b);
    expect(second.goodsMoney).toBe(8000);
    expect((await groupOf(head.groupId)).pintuanCount).toBe(2);
    const third = await join(s.rowId, head.groupId, c);
    expect(await groupOf(head.groupId)).toMatchObject({ status: 3, pintuanCount: 3 });
    const orders = await db()
      .select({ id: order.orderId, refundable: order.isEnableRefund })
      .from(order)
      .where(inArray(order.orderId, [head.order.orderId, second.orderId, third.orderId]));
    expect(orders.every((o) => o.refundable === 1)).toBe(true);

    // The share page of the leader's pintuan order: three seats, head first.
    const mine = await api.post<Paged<PintuanOrderItem>>('/pintuan/api/order/page', { token: a.token, pintuan_status: '3' });
    expect(mine.data.list).toHaveLength(1);
    const share = await api.post<PintuanOrderItem>('/pintuan/api/order/detail', { token: a.token, id: mine.data.list[0]!.id });
    expect(share.data).toMatchObject({ pintuan_status: 3, pintuan_status_name: '拼团成功', pintuan_count: 3, is_head: 1 });
    expect(share.data.member_list.map((m) => m.member_id)).toEqual([a.id, b.id, c.id]);
    expect((await api.post('/pintuan/api/order/detail', { token: b.token, id: mine.data.list[0]!.id })).code).toBe(-1);
    const groups = await admin<Paged<PintuanAdminGroup>>('groups', { pintuan_id: s.id });
    expect(groups.data.list[0]).toMatchObject({ group_id: head.groupId, status: 3 });
  });

  it('refuses joining your own group, one you are in, a full or ended group; bad input changes nothing', async () => {
    const s = await newPintuan({ num: 2, buyNum: 2 });
    const [a, b, c] = [await newBuyer(), await newBuyer(), await newBuyer()];
    const head = await openGroup(s.rowId, a);
    const count = async () =>
      Number(
        (
          await db()
            .select({ n: sql<number>`count(*)` })
            .from(promotionPintuanOrder)
        )[0]!.n,
      );
    const before = await count();
    expect((await create(a.token, s.rowId, head.groupId)).message).toBe('不能参加自己发起的拼团');
    expect((await create(a.token, s.rowId, head.groupId, { lang: 'en-us' })).message).toBe('You cannot join a group you opened');
    expect((await create(b.token, s.rowId, 99_999_999)).message).toBe('该拼团不存在');
    expect((await create(b.token, s.rowId, head.groupId, { num: 3 })).message).toBe('该商品每单限购2件');
    for (const bad of [{ group_id: 'x' }, { pintuan_goods_id: '' }, { num: 0 }, { num: 'many' }, { pintuan_goods_id: -4 }]) {
      const r = await create(b.token, s.rowId, head.groupId, bad);
      expect(r.code, JSON.stringify(bad)).toBeLessThan(0);
      expect(r.message.length).toBeGreaterThan(0);
    }
    expect(await count()).toBe(before);
    await join(s.rowId, head.groupId, b);
    expect((await groupOf(head.groupId)).status).toBe(3);
    expect((await create(c.token, s.rowId, head.groupId)).message).toBe('该拼团已结束');
    // A group still forming that the member is already in.
    const other = await openGroup(s.rowId, c);
    const d = await newBuyer();
    const joined = await create(d.token, s.rowId, other.groupId);
    expect(joined.code).toBe(0);
    const s2 = await newPintuan({ num: 3, minutes: 1 });
    const g2 = await openGroup(s2.rowId, a);
    await join(s2.rowId, g2.groupId, b);
    expect((await create(b.token, s2.rowId, g2.groupId)).message).toBe('您已参加过该拼团');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((nowSeconds() + 120) * 1000);
    expect((await create(c.token, s2.rowId, g2.groupId)).message).toBe('该拼团已结束');
    expect(await count()).toBe(before + 5);
  });
});

describe('pintuan: races and refunds', () => {
  it('20 buyers racing for the last seat of a 3-seat group: one group of 3, the others refunded once, money conserved', async () => {
    const s = await newPintuan({ num: 3 });
    const [a, b] = [await newBuyer(), await newBuyer()];
    const head = await openGroup(s.rowId, a);
    await join(s.rowId, head.groupId, b);
    const racers = await manyBuyers(20);
    const trades: string[] = [];
    for (const r of racers) {
      const c = await create(r.token, s.rowId, head.groupId);
      expect(c.code, c.message).toBe(0);
      trades.push(c.data);
    }
    const paid = await Promise.all(trades.map((t) => pay(t).catch(() => false)));
    expect(paid.every(Boolean)).toBe(true);
    expect(await groupOf(head.groupId)).toMatchObject({ status: 3, pintuanCount: 3 });
    const rows = await db().select().from(promotionPintuanOrder).where(eq(promotionPintuanOrder.wantGroupId, head.groupId));
    expect(rows.filter((r) => r.groupId === head.groupId)).toHaveLength(2);
    expect(rows.filter((r) => r.refundState === 1)).toHaveLength(19);
    const stockBefore = (await db().select().from(promotionActivitySku).where(eq(promotionActivitySku.id, s.rowId)))[0]!.stock;
    // Two sweeps at once refund each loser exactly once.
    await Promise.all([sweep(nowSeconds()), sweep(nowSeconds())]);
    await sweep(nowSeconds());
    let paidIn = 0;
    let paidBack = 0;
    for (const t of trades) {
      const o = await orderOf(t);
      paidIn += o.payMoney;
      const back = await channelRefunds(t);
      paidBack += back.reduce((x, r) => x + r.refundMoney, 0);
      const po = await pintuanOrderOf(o.orderId);
      if (po.groupId === head.groupId) {
        expect(back).toHaveLength(0);
        expect(o.isEnableRefund).toBe(1);
      } else {
        expect(back).toHaveLength(1);
        expect(back[0]!.refundMoney).toBe(o.payMoney);
        expect(o).toMatchObject({ orderStatus: OrderStatus.CLOSED, refundMoney: o.orderMoney });
        expect(po).toMatchObject({ pintuanStatus: 1, refundState: 2 });
      }
    }
    // Money in = the seat's payment + refunds of the 19 others.
    const seated = rows.find((r) => r.groupId === head.groupId && r.memberId !== b.id)!;
    const seatedOrder = (await db().select().from(order).where(eq(order.orderId, seated.orderId)))[0]!;
    expect(paidIn).toBe(paidBack + seatedOrder.payMoney);
    expect((await db().select().from(promotionActivitySku).where(eq(promotionActivitySku.id, s.rowId)))[0]!.stock).toBe(stockBefore + 19);
  });

  it('a payment arriving after the group ended is refunded once, and the failed group refunds its members once', async () => {
    const s = await newPintuan({ num: 3, minutes: 1 });
    const [a, b] = [await newBuyer(), await newBuyer()];
    const head = await openGroup(s.rowId, a);
    const late = await create(b.token, s.rowId, head.groupId);
    expect(late.code, late.message).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((nowSeconds() + 120) * 1000);
    expect(await pay(late.data)).toBe(true);
    const lateOrder = await orderOf(late.data);
    expect(await pintuanOrderOf(lateOrder.orderId)).toMatchObject({ groupId: 0, pintuanStatus: 1, refundState: 1 });
    const now = nowSeconds();
    await Promise.all([sweep(now), sweep(now)]);
    await sweep(now);
    expect((await groupOf(head.groupId)).status).toBe(1);
    for (const t of [late.data, head.order.outTradeNo]) {
      const back = await channelRefunds(t);
      expect(back).toHaveLength(1);
      expect((await orderOf(t)).orderStatus).toBe(OrderStatus.CLOSED);
    }
  });

  it('a failed group paid partly from balance gives the balance part back to the balance, once, with two sweeps at once', async () => {
    const s = await newPintuan({ num: 3, minutes: 1 });
    const [a, b] = [await newBuyer(), await newBuyer()];
    await db().update(member).set({ balance: 2000 }).where(eq(member.memberId, b.id));
    const head = await openGroup(s.rowId, a);
    const c = await create(b.token, s.rowId, head.groupId, { is_balance: 1 });
    expect(c.code, c.message).toBe(0);
    expect(await pay(c.data)).toBe(true);
    const o = await orderOf(c.data);
    // ¥80 + shipping, ¥20 of it from the balance.
    expect(o.balanceMoney).toBe(2000);
    expect(o.payMoney).toBe(o.orderMoney - 2000);
    expect((await db().select().from(member).where(eq(member.memberId, b.id)))[0]!.balance).toBe(0);
    const now = nowSeconds() + 120;
    await Promise.all([sweep(now), sweep(now)]);
    await sweep(now + 5);
    expect((await groupOf(head.groupId)).status).toBe(1);
    expect((await db().select().from(member).where(eq(member.memberId, b.id)))[0]!.balance).toBe(2000);
    expect((await channelRefunds(c.data)).map((r) => r.refundMoney)).toEqual([o.payMoney]);
    expect(await orderOf(c.data)).toMatchObject({ orderStatus: OrderStatus.CLOSED, refundMoney: o.orderMoney });
  });

  it('a group ending with virtual buyers succeeds; an unpaid join of an ended group is closed', async () => {
    const s = await newPintuan({ num: 3, minutes: 1, virtual: 1 });
    const [a, b] = [await newBuyer(), await newBuyer()];
    const head = await openGroup(s.rowId, a);
    const unpaid = await create(b.token, s.rowId, head.groupId);
    expect(unpaid.code).toBe(0);
    await sweep(nowSeconds() + 120);
    expect(await groupOf(head.groupId)).toMatchObject({ status: 3, pintuanCount: 1, virtualNum: 2 });
    expect((await orderOf(head.order.outTradeNo)).isEnableRefund).toBe(1);
    const u = await orderOf(unpaid.data);
    expect(u.orderStatus).toBe(OrderStatus.CLOSED);
    expect((await pintuanOrderOf(u.orderId)).pintuanStatus).toBe(1);
  });
});

describe('pintuan: operator', () => {
  it('adds, lists, edits and closes a pintuan; bad input is refused with nothing saved', async () => {
    const g = await newTestGoods(db(), { shopName: `拼团店${++seq}`, goodsName: `拼团商品${seq}` });
    const now = nowSeconds();
    const base = { goods_id: g.goodsId, start_time: now - 60, end_time: now + 86_400, pintuan_num: 2, pintuan_time: 30 };
    const sku = (extra: Params = {}) => JSON.stringify([{ sku_id: g.skuId, pintuan_price: '50.00', stock: 5, ...extra }]);
    for (const bad of [
      { ...base, sku_list: 'not json' },
      { ...base, pintuan_num: 1, sku_list: sku() },
      { ...base, pintuan_time: 0, sku_list: sku() },
      { ...base, sku_list: sku({ promotion_price: '60.00' }) },
      { ...base, end_time: now - 120, sku_list: sku() },
    ]) {
      const r = await admin('add', bad);
      expect(r.code, JSON.stringify(bad)).toBeLessThan(0);
    }
    expect((await admin<Paged<PintuanAdminActivity>>('lists', { site_id: g.siteId })).data.count).toBe(0);
    const added = await admin<PintuanAdminActivity>('add', { ...base, sku_list: sku() });
    expect(added.data).toMatchObject({ pintuan_num: 2, pintuan_time: 30, status: 1, is_closed: 0 });
    expect(added.data.sku_list[0]).toMatchObject({ pintuan_price: '50.00', promotion_price: '50.00' });
    expect((await admin('add', { ...base, sku_list: sku() })).message).toBe('该商品已有未结束的拼团活动');
    const edited = await admin<PintuanAdminActivity>('edit', {
      ...base,
      pintuan_id: added.data.pintuan_id,
      pintuan_num: 4,
      is_promotion: 1,
      sku_list: sku({ promotion_price: '45.00' }),
    });
    expect(edited.data).toMatchObject({ pintuan_num: 4, is_promotion: 1 });
    expect(edited.data.sku_list[0]!.promotion_price).toBe('45.00');
    const closed = await admin<PintuanAdminActivity>('close', { pintuan_id: added.data.pintuan_id });
    expect(closed.data).toMatchObject({ is_closed: 1, status: 3 });
    const b = await newBuyer();
    expect((await create(b.token, edited.data.sku_list[0]!.id)).message).toBe('拼团活动未开始或已结束');
  });
});
