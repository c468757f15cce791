import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, gt, ne } from 'drizzle-orm';
import { parseVerifyContent, type Envelope, type Paged, type VerifierCheckResult, type VerifyRecord, type VerifyTypeMap } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { goodsSku } from '../goods';
import { createMember, member } from '../member';
import { order, orderGoods, OrderStatus } from '../order';
import { placeTestOrder } from '../order/testing';
import { shop } from '../shop';
import { createVerifyRecordTx } from './verify.service';
import { verifier, verify } from './verify.tables';

let api: TestApi;
let demo: string;
let demoId: number;
let firstShop: number;
let ownSku: number;
let otherSku: number;
let seq = 0;

const db = () => api.database.db;
const code = () => `PK${process.pid % 1000}${String(++seq).padStart(5, '0')}`;

const pickup = async (skuId: number, status: number = OrderStatus.WAIT_PICKUP, memberId = demoId) => {
  const c = code();
  const o = await placeTestOrder(db(), { memberId, orderType: 2, status: status as never, deliveryCode: c, lines: [{ skuId, num: 1 }] });
  return { ...o, code: c };
};
const orderRow = async (id: number) => (await db().select().from(order).where(eq(order.orderId, id)))[0]!;

beforeAll(async () => {
  api = await startTestApi();
  demo = await api.login();
  const [m] = await db().select({ id: member.memberId }).from(member).where(eq(member.username, 'demo'));
  demoId = m!.id;
  const [s] = await db().select({ id: shop.siteId }).from(shop).orderBy(asc(shop.siteId)).limit(1);
  firstShop = s!.id;
  const [own] = await db().select({ id: goodsSku.skuId }).from(goodsSku).where(eq(goodsSku.siteId, firstShop)).limit(1);
  const [other] = await db().select({ id: goodsSku.skuId }).from(goodsSku).where(ne(goodsSku.siteId, firstShop)).limit(1);
  ownSku = own!.id;
  otherSku = other!.id;
});
afterAll(() => api?.close());

describe('verifiers', () => {
  it('the seed makes the demo shopper a verifier of the first shop', async () => {
    const res = await api.get<VerifierCheckResult>('/api/verify/checkisverifier', { token: demo });
    expect(res.code).toBe(0);
    expect(res.data.site_id).toBe(firstShop);
    expect(res.data.verifier_id).toBeGreaterThan(0);
  });

  it('others are not verifiers and cannot read or use codes', async () => {
    const id = await createMember(db(), { username: `vf_${process.pid}_x` });
    const token = api.deps.tokens.issue(id, 0);
    expect(await api.get('/api/verify/checkisverifier', { token })).toMatchObject({ code: -1, message: '您不是核销员' });
    const p = await pickup(ownSku);
    expect((await api.get('/api/verify/verifyInfo', { token, verify_code: p.code })).message).toBe('您不是核销员');
    expect((await api.post('/api/verify/verify', { token, verify_code: p.code })).message).toBe('您不是核销员');
    expect((await api.get('/api/verify/lists', { token })).message).toBe('您不是核销员');
    expect((await orderRow(p.orderId)).orderStatus).toBe(OrderStatus.WAIT_PICKUP);
    expect((await api.get('/api/verify/checkisverifier')).code).toBe(-1);
  });

  it('lists the verify types in both languages', async () => {
    expect((await api.get<VerifyTypeMap>('/api/verify/getVerifyType')).data).toEqual({ pickup: { name: '订单自提' }, virtualgoods: { name: '虚拟商品' } });
    expect((await api.get<VerifyTypeMap>('/api/verify/getVerifyType', { lang: 'en-us' })).data.pickup.name).toBe('Store pickup');
  });
});

describe('pickup codes', () => {
  it('a paid pickup order’s code is found (its record was made at payment), verified once, and the order is picked up', async () => {
    const p = await pickup(ownSku);
    const info = await api.get<VerifyRecord>('/api/verify/verifyInfo', { token: demo, verify_code: p.code });
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({ verify_code: p.code, verify_type: 'pickup', verify_type_name: '订单自提', is_verify: 0, site_id: firstShop, order_id: p.orderId });
    const content = parseVerifyContent(info.data.verify_content_json);
    expect(Object.keys(content.item_array)).toEqual([String(p.orderGoodsIds[0])]);
    expect(content.remark_array[0]).toEqual({ title: '订单编号', value: p.orderNo });
    const en = await api.get<VerifyRecord>('/api/verify/verifyInfo', { token: demo, verify_code: p.code, lang: 'en-us' });
    expect(parseVerifyContent(en.data.verify_content_json).remark_array[0]!.title).toBe('Order no.');

    const done = await api.post<VerifyRecord>('/api/verify/verify', { token: demo, verify_code: p.code });
    expect(done.data).toMatchObject({ is_verify: 1, verifier_name: expect.any(String) });
    expect(done.data.verify_time).toBeGreaterThan(0);
    const o = await orderRow(p.orderId);
    expect(o).toMatchObject({ orderStatus: OrderStatus.RECEIVED, isEvaluate: 1, deliveryStatus: 2 });
    expect(o.autoCompleteTime).toBeGreaterThan(o.signTime);
    expect((await db().select().from(orderGoods).where(eq(orderGoods.orderId, p.orderId)))[0]!.deliveryStatus).toBe(2);
    expect(await api.post('/api/verify/verify', { token: demo, verify_code: p.code })).toMatchObject({ code: -1, message: '该核销码已核销' });

    const list = await api.get<Paged<VerifyRecord>>('/api/verify/lists', { token: demo, verify_type: 'pickup' });
    expect(list.data.list[0]).toMatchObject({ verify_code: p.code, is_verify: 1 });
    expect((await api.get<Paged<VerifyRecord>>('/api/verify/lists', { token: demo, verify_type: 'virtualgoods' })).data.list.some((r) => r.verify_code === p.code)).toBe(false);
    expect((await api.get('/api/verify/lists', { token: demo, verify_type: 'coupon' })).code).toBe(-1);
  });

  it('a code verified twice at once is used once and the order moves once', async () => {
    const p = await pickup(ownSku);
    const results = await Promise.all([0, 1, 2].map(() => api.post('/api/verify/verify', { token: demo, verify_code: p.code })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    const rows = await db().select().from(verify).where(eq(verify.verifyCode, p.code));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.isVerify).toBe(1);
    expect((await orderRow(p.orderId)).orderStatus).toBe(OrderStatus.RECEIVED);
  });

  it('createVerifyRecordTx makes the record once (for the payment step)', async () => {
    const p = await pickup(ownSku);
    expect(await db().transaction((tx) => createVerifyRecordTx(tx, { orderId: p.orderId }))).toBe(true);
    expect(await db().transaction((tx) => createVerifyRecordTx(tx, { orderId: p.orderId }))).toBe(true);
    expect(await db().select().from(verify).where(eq(verify.verifyCode, p.code))).toHaveLength(1);
    const express = await placeTestOrder(db(), { memberId: demoId, lines: [{ skuId: ownSku, num: 1 }] });
    expect(await createVerifyRecordTx(db(), { orderId: express.orderId })).toBe(false);
  });

  it('another shop’s code answers exactly like a code that does not exist, in both languages, and stays unused', async () => {
    const other = await pickup(otherSku);
    for (const lang of ['zh-cn', 'en-us']) {
      for (const ask of [(c: string) => api.get('/api/verify/verifyInfo', { token: demo, verify_code: c, lang }), (c: string) => api.post('/api/verify/verify', { token: demo, verify_code: c, lang })]) {
        const { timestamp: _t1, ...theirs } = (await ask(other.code)) as Envelope<unknown> & { timestamp?: number };
        const { timestamp: _t2, ...missing } = (await ask('NOPE0000')) as Envelope<unknown> & { timestamp?: number };
        expect(theirs).toEqual(missing);
        expect(theirs).toMatchObject({ code: -1, message: lang === 'zh-cn' ? '当前核销码不存在!' : 'This verification code does not exist', data: null });
      }
    }
    expect((await orderRow(other.orderId)).orderStatus).toBe(OrderStatus.WAIT_PICKUP);
    expect((await db().select().from(verify).where(eq(verify.verifyCode, other.code)))[0]!.isVerify).toBe(0);
  });

  it('refuses unknown codes, unpaid orders and orders in after-sale', async () => {

    expect((await api.get('/api/verify/verifyInfo', { token: demo, verify_code: 'NOPE0000' })).message).toBe('当前核销码不存在!');
    const unpaid = await pickup(ownSku, OrderStatus.WAIT_PAY);
    expect((await api.post('/api/verify/verify', { token: demo, verify_code: unpaid.code })).message).toBe('当前核销码不存在!');

    const locked = await pickup(ownSku);
    await db().update(order).set({ isLock: 1 }).where(eq(order.orderId, locked.orderId));
    expect((await api.post('/api/verify/verify', { token: demo, verify_code: locked.code })).message).toBe('订单正在维权中，暂不能核销');
    expect((await db().select().from(verify).where(eq(verify.verifyCode, locked.code)))[0]!.isVerify).toBe(0);

    // Closed meanwhile: the code is not used up.
    const closed = await pickup(ownSku);
    await api.get('/api/verify/verifyInfo', { token: demo, verify_code: closed.code });
    await db().update(order).set({ orderStatus: OrderStatus.CLOSED }).where(eq(order.orderId, closed.orderId));
    expect((await api.post('/api/verify/verify', { token: demo, verify_code: closed.code })).message).toBe('订单当前状态不能核销');
    expect((await db().select().from(verify).where(eq(verify.verifyCode, closed.code)))[0]!.isVerify).toBe(0);
  });

  it('a verifier of two shops may use both', async () => {
    const [s2] = await db().select({ id: shop.siteId }).from(shop).where(gt(shop.siteId, firstShop)).orderBy(asc(shop.siteId)).limit(1);
    const [sku] = await db().select({ id: goodsSku.skuId }).from(goodsSku).where(eq(goodsSku.siteId, s2!.id)).limit(1);
    const id = await createMember(db(), { username: `vf_${process.pid}_two` });
    const token = api.deps.tokens.issue(id, 0);
    await db().insert(verifier).values([{ memberId: id, siteId: firstShop, verifierName: 'A' }, { memberId: id, siteId: s2!.id, verifierName: 'B' }]);
    const p = await pickup(sku!.id);
    expect((await api.post<VerifyRecord>('/api/verify/verify', { token, verify_code: p.code })).data).toMatchObject({ is_verify: 1, verifier_name: 'B' });
  });

  it('virtual goods codes are verified without moving the order', async () => {
    const c = code();
    const o = await placeTestOrder(db(), { memberId: demoId, orderType: 4, deliveryCode: c, lines: [{ skuId: ownSku, num: 1 }] });
    const res = await api.post<VerifyRecord>('/api/verify/verify', { token: demo, verify_code: c });
    expect(res.data).toMatchObject({ verify_type: 'virtualgoods', is_verify: 1 });
    expect((await orderRow(o.orderId)).orderStatus).toBe(OrderStatus.RECEIVED);
  });

  it.each([[''], ['ab'], ['has space'], ['x'.repeat(40)], ['中文码1234']])('validates the code %j', async (c) => {
    const res = await api.get('/api/verify/verifyInfo', { token: demo, verify_code: c });
    expect(res.code).toBe(-1);
    expect(res.message).toMatch(/verify_code/);
  });
});
