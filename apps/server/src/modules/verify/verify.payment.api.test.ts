import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseVerifyContent, type Envelope, type VerifyRecord } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { goods, goodsSku } from '../goods';
import { changeAccounts, createMember } from '../member';
import { order, OrderStatus, shopDeliveryConfig } from '../order';
import { markPayPaidTx } from '../pay';
import { root } from '..';
import { shop } from '../shop';
import { store } from '../store';
import { verifier, verify } from './verify.tables';

let api: TestApi;
let seq = 0;
let siteId: number;
let storeId: number;
let staff: string;
const ADMIN_KEY = 'test-operator-key-verify-pay-0123456789';

const db = () => api.database.db;

const newMember = async (): Promise<{ id: number; token: string }> => {
  const id = await createMember(db(), { username: `vp_${process.pid}_${++seq}` });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

const newSku = async (isVirtual = 0): Promise<{ skuId: number; goodsId: number }> => {
  const [g] = await db()
    .insert(goods)
    .values({ siteId, goodsName: `核销商品${++seq}`, isVirtual })
    .returning({ id: goods.goodsId });
  const [k] = await db()
    .insert(goodsSku)
    .values({ goodsId: g!.id, siteId, skuName: `核销商品${seq} 规格`, price: 1800, discountPrice: 1800, stock: 20, isDefault: 1 })
    .returning({ id: goodsSku.skuId });
  await db().update(goods).set({ skuId: k!.id, price: 1800, discountPrice: 1800 }).where(eq(goods.goodsId, g!.id));
  return { skuId: k!.id, goodsId: g!.id };
};

const ordersOf = (memberId: number) => db().select().from(order).where(eq(order.memberId, memberId)).orderBy(order.orderId);
const recordOf = async (code: string) => (await db().select().from(verify).where(eq(verify.verifyCode, code)))[0];
const stockOf = async (skuId: number) => (await db().select({ s: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.skuId, skuId)))[0]!.s;

const admin = async <T>(path: string, params: Params): Promise<Envelope<T>> =>
  (
    await fetch(`${api.url}/admin/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_KEY },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
    })
  ).json() as Promise<Envelope<T>>;

beforeAll(async () => {
  api = await startTestApi();
  api.deps.config.adminApiKey = ADMIN_KEY;
  // A shop of its own with store pickup, one store and a desk clerk.
  const [s] = await db()
    .insert(shop)
    .values({ siteName: `核销测试店${process.pid}`, shopStatus: 1, longitude: '113.943720', latitude: '22.540503' })
    .returning({ id: shop.siteId });
  siteId = s!.id;
  await db().insert(shopDeliveryConfig).values({ siteId, expressIsUse: 1, storeIsUse: 1 });
  const [st] = await db()
    .insert(store)
    .values({ siteId, storeName: '前台门店', longitude: '113.944000', latitude: '22.540600' })
    .returning({ id: store.storeId });
  storeId = st!.id;
  const clerk = await newMember();
  await db().insert(verifier).values({ memberId: clerk.id, siteId, verifierName: '店员' });
  staff = clerk.token;
});
afterAll(() => api?.close());

describe('the verify record is made at payment', () => {
  it('a pickup order paid from the balance at checkout has its record at once; the desk verifies it once', async () => {
    const m = await newMember();
    await db().transaction((tx) => changeAccounts(tx, m.id, { balance: 10_000 }, { fromType: 'adjust', typeName: '测试', remark: 'test' }));
    const k = await newSku();
    const res = await api.post<string>('/api/ordercreate/create', {
      token: m.token,
      sku_id: k.skuId,
      num: 1,
      is_balance: 1,
      delivery: JSON.stringify({ [siteId]: { delivery_type: 'store', store_id: storeId } }),
    });
    expect(res.code, res.message).toBe(0);
    const [o] = await ordersOf(m.id);
    expect(o).toMatchObject({ orderType: 2, orderStatus: OrderStatus.WAIT_PICKUP, payStatus: 1 });
    // Straight from the payment, before anyone looked the code up.
    const rec = await recordOf(o!.deliveryCode);
    expect(rec).toMatchObject({ orderId: o!.orderId, verifyType: 'pickup', isVerify: 0, siteId, memberId: m.id });

    const info = await api.get<VerifyRecord>('/api/verify/verifyInfo', { token: staff, verify_code: o!.deliveryCode });
    expect(info.data).toMatchObject({ id: rec!.id, is_verify: 0, order_id: o!.orderId });
    expect(Object.keys(parseVerifyContent(info.data.verify_content_json).item_array)).toHaveLength(1);
    const results = await Promise.all(
      [0, 1].map(() => api.post<VerifyRecord>('/api/verify/verify', { token: staff, verify_code: o!.deliveryCode })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.find((r) => r.code !== 0)!.message).toBe('该核销码已核销');
    expect((await recordOf(o!.deliveryCode))!.isVerify).toBe(1);
    expect((await ordersOf(m.id))[0]!.orderStatus).toBe(OrderStatus.RECEIVED);
    expect(await db().select().from(verify).where(eq(verify.orderId, o!.orderId))).toHaveLength(1);
  });

  it('a virtual order paid through a channel gets its record in the payment transaction; an unpaid one has none', async () => {
    const m = await newMember();
    const v = await newSku(1);
    const res = await api.post<string>('/api/ordercreate/create', {
      token: m.token,
      sku_id: v.skuId,
      num: 1,
      member_address: JSON.stringify({ mobile: '13700000002' }),
    });
    expect(res.code, res.message).toBe(0);
    const [o] = await ordersOf(m.id);
    expect(o!.orderType).toBe(4);
    expect(await recordOf(o!.deliveryCode)).toBeUndefined();
    expect((await api.get('/api/verify/verifyInfo', { token: staff, verify_code: o!.deliveryCode })).message).toBe('当前核销码不存在!');
    expect(
      await db().transaction((tx) =>
        markPayPaidTx(tx, root.paidHandlers, o!.outTradeNo, { payType: 'sandbox', tradeNo: `vp${o!.orderId}` }),
      ),
    ).toBe(true);
    expect(await recordOf(o!.deliveryCode)).toMatchObject({ verifyType: 'virtualgoods', isVerify: 0, orderId: o!.orderId });
  });

  it('the desk only reads records: a paid code without one is unknown', async () => {
    const m = await newMember();
    await db().transaction((tx) => changeAccounts(tx, m.id, { balance: 10_000 }, { fromType: 'adjust', typeName: '测试', remark: 'test' }));
    const k = await newSku();
    const res = await api.post<string>('/api/ordercreate/create', {
      token: m.token,
      sku_id: k.skuId,
      num: 1,
      is_balance: 1,
      delivery: JSON.stringify({ [siteId]: { delivery_type: 'store', store_id: storeId } }),
    });
    expect(res.code, res.message).toBe(0);
    const [o] = await ordersOf(m.id);
    await db().delete(verify).where(eq(verify.verifyCode, o!.deliveryCode));
    expect((await api.post('/api/verify/verify', { token: staff, verify_code: o!.deliveryCode })).message).toBe('当前核销码不存在!');
    expect(await recordOf(o!.deliveryCode)).toBeUndefined();
    expect((await ordersOf(m.id))[0]!.orderStatus).toBe(OrderStatus.WAIT_PICKUP);
  });

  it('a virtual order refunded in full cannot be redeemed any more; its unused goods go back to stock', async () => {
    const m = await newMember();
    await db().transaction((tx) => changeAccounts(tx, m.id, { balance: 10_000 }, { fromType: 'adjust', typeName: '测试', remark: 'test' }));
    const v = await newSku(1);
    const stock = await stockOf(v.skuId);
    const res = await api.post<string>('/api/ordercreate/create', {
      token: m.token,
      sku_id: v.skuId,
      num: 1,
      is_balance: 1,
      member_address: JSON.stringify({ mobile: '13700000003' }),
    });
    expect(res.code, res.message).toBe(0);
    const [o] = await ordersOf(m.id);
    expect(await stockOf(v.skuId)).toBe(stock - 1);
    const detail = await api.get<{ order_goods: { order_goods_id: number }[] }>('/api/order/detail', {
      token: m.token,
      order_id: o!.orderId,
    });
    const lineId = detail.data.order_goods[0]!.order_goods_id;
    const applied = await api.post('/api/orderrefund/refund', {
      token: m.token,
      order_goods_id: lineId,
      refund_type: 1,
      refund_reason: '其他',
    });
    expect(applied.code, applied.message).toBe(0);
    expect((await admin('orderrefund/agree', { order_goods_id: lineId })).code).toBe(0);
    expect((await admin('orderrefund/transfer', { order_goods_id: lineId })).code).toBe(0);
    expect((await ordersOf(m.id))[0]!.orderStatus).toBe(OrderStatus.CLOSED);
    expect(await stockOf(v.skuId)).toBe(stock);
    expect((await api.post('/api/verify/verify', { token: staff, verify_code: o!.deliveryCode })).message).toBe('订单当前状态不能核销');
    expect((await recordOf(o!.deliveryCode))!.isVerify).toBe(0);
  });
});
