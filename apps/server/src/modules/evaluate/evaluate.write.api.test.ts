import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import type { Envelope, GoodsEvaluateItem, GoodsEvaluateWriteResult, Paged, UploadResult } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { putSetting } from '../settings';
import { goods, goodsSku } from '../goods';
import { createMember } from '../member';
import { order, orderGoods, OrderStatus } from '../order';
import { placeTestOrder } from '../order/testing';
import { shop } from '../shop';
import { goodsEvaluate, shopEvaluate } from './evaluate.tables';

let api: TestApi;
const ADMIN_KEY = 'test-operator-key-evaluate-0123456789';
let skus: number[];
let seq = 0;

const db = () => api.database.db;
const newMember = async () => {
  const id = await createMember(db(), { username: `ev_${process.pid}_${++seq}`, nickname: '王小明' });
  return { id, token: api.deps.tokens.issue(id, 0) };
};
const place = (memberId: number, status: number, lines = 2) =>
  placeTestOrder(db(), { memberId, status: status as never, lines: skus.slice(0, lines).map((skuId) => ({ skuId, num: 1 })) });
const orderRow = async (id: number) => (await db().select().from(order).where(eq(order.orderId, id)))[0]!;
const lines = async (orderId: number) =>
  db().select().from(orderGoods).where(eq(orderGoods.orderId, orderId)).orderBy(asc(orderGoods.orderGoodsId));

const add = (token: string, orderId: number, items: Record<string, unknown>[], extra: Params = {}) =>
  api.post<GoodsEvaluateWriteResult>('/api/goodsevaluate/add', {
    token,
    order_id: orderId,
    goods_evaluate: JSON.stringify(items),
    ...extra,
  });
const again = (token: string, orderId: number, items: Record<string, unknown>[]) =>
  api.post<GoodsEvaluateWriteResult>('/api/goodsevaluate/again', { token, order_id: orderId, goods_evaluate: JSON.stringify(items) });

const upload = async (token: string): Promise<Envelope<UploadResult>> => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('token', token);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  return (await fetch(`${api.url}/api/upload/evaluateimg`, { method: 'POST', body: form })).json() as Promise<Envelope<UploadResult>>;
};

beforeAll(async () => {
  api = await startTestApi();
  api.deps.config.adminApiKey = ADMIN_KEY;
  const rows = await db()
    .select({ skuId: goodsSku.skuId, siteId: goodsSku.siteId })
    .from(goodsSku)
    .where(gt(goodsSku.stock, 0))
    .orderBy(asc(goodsSku.siteId), asc(goodsSku.skuId));
  skus = rows
    .filter((r) => r.siteId === rows[0]!.siteId)
    .slice(0, 2)
    .map((r) => r.skuId);
});
afterAll(() => api?.close());

describe('/api/goodsevaluate/add', () => {
  it('reviews every line once with pictures, marks the order, and records the shop scores', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.RECEIVED);
    const [a, b] = await lines(o.orderId);
    const pic = await upload(m.token);
    expect(pic.code).toBe(0);
    expect(pic.data.pic_path).toMatch(/^upload\/evaluate\/\d{8}\/[0-9a-f]{32}\.jpg$/);
    const [s0] = await db().select().from(shop).where(eq(shop.siteId, a!.siteId));
    const res = await add(
      m.token,
      o.orderId,
      [
        { order_goods_id: a!.orderGoodsId, content: '质量很好，物流也快', images: pic.data.pic_path, scores: 5 },
        { order_goods_id: b!.orderGoodsId, content: '一般般', scores: 2, is_anonymous: 1 },
      ],
      { shop_desccredit: 1, shop_servicecredit: 1, shop_deliverycredit: 1 },
    );
    expect(res).toMatchObject({ code: 0, data: { count: 2, is_audit: 1 } });
    expect((await lines(o.orderId)).map((l) => l.evaluateStatus)).toEqual([1, 1]);
    expect((await orderRow(o.orderId)).evaluateStatus).toBe(1);
    const reviews = await db()
      .select()
      .from(goodsEvaluate)
      .where(eq(goodsEvaluate.orderId, o.orderId))
      .orderBy(asc(goodsEvaluate.orderGoodsId));
    expect(reviews.map((r) => [r.scores, r.explainType, r.isAnonymous, r.isAudit])).toEqual([
      [5, 1, 0, 1],
      [2, 3, 1, 1],
    ]);
    expect(reviews[0]).toMatchObject({ images: pic.data.pic_path, memberName: '王小明', skuId: a!.skuId, skuPrice: a!.price });
    const page = await api.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: b!.goodsId, page_size: 50 });
    expect(page.data.list.find((r) => r.content === '一般般')?.member_name).toBe('王***');
    expect(await db().select().from(shopEvaluate).where(eq(shopEvaluate.orderId, o.orderId))).toHaveLength(1);
    const [s1] = await db().select().from(shop).where(eq(shop.siteId, a!.siteId));
    expect(s1!.shopDesccredit).toBeLessThan(s0!.shopDesccredit);

    // Once per line.
    expect((await add(m.token, o.orderId, [{ order_goods_id: a!.orderGoodsId, content: '再来一次', scores: 5 }])).message).toBe(
      '该商品已评价',
    );
  });

  it('the same review sent twice at once is written once', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.RECEIVED, 1);
    const [l] = await lines(o.orderId);
    const item = [{ order_goods_id: l!.orderGoodsId, content: '同时提交', scores: 5 }];
    const results = await Promise.all([add(m.token, o.orderId, item), add(m.token, o.orderId, item)]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await db().select().from(goodsEvaluate).where(eq(goodsEvaluate.orderGoodsId, l!.orderGoodsId))).toHaveLength(1);
    expect(await db().select().from(shopEvaluate).where(eq(shopEvaluate.orderId, o.orderId))).toHaveLength(1);
  });

  it('only for the caller’s received or completed orders that may be reviewed', async () => {
    const m = await newMember();
    const other = await newMember();
    const shipped = await place(m.id, OrderStatus.SHIPPED, 1);
    const [s] = await lines(shipped.orderId);
    expect((await add(m.token, shipped.orderId, [{ order_goods_id: s!.orderGoodsId, content: '好', scores: 5 }])).message).toBe(
      '该订单当前不能评价',
    );
    const done = await place(m.id, OrderStatus.COMPLETE, 1);
    await db().update(order).set({ isEvaluate: 1 }).where(eq(order.orderId, done.orderId));
    const [d] = await lines(done.orderId);
    const foreign = await add(other.token, done.orderId, [{ order_goods_id: d!.orderGoodsId, content: '好', scores: 5 }]);
    expect(foreign.message).toBe('订单不存在');
    expect((await add(other.token, 99999999, [{ order_goods_id: d!.orderGoodsId, content: '好', scores: 5 }])).message).toBe('订单不存在');
    // A line of another order inside this order's request.
    expect((await add(m.token, done.orderId, [{ order_goods_id: s!.orderGoodsId, content: '好', scores: 5 }])).message).toBe(
      '订单项不存在',
    );
    expect((await add(m.token, done.orderId, [{ order_goods_id: d!.orderGoodsId, content: '好', scores: 5 }])).code).toBe(0);
  });

  it.each([
    [{ scores: 0 }, 'scores'],
    [{ scores: 6 }, 'scores'],
    [{ scores: 4.5 }, 'scores'],
    [{ scores: 'abc' }, 'scores'],
    [{ content: '' }, 'content'],
    [{ content: 'x'.repeat(501) }, 'content'],
    [{ images: 'a,b,c,d,e,f,g' }, 'images'],
  ])('validates each line (%j)', async (bad, field) => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.RECEIVED, 1);
    const [l] = await lines(o.orderId);
    const res = await add(m.token, o.orderId, [{ order_goods_id: l!.orderGoodsId, content: '好', scores: 5, ...bad }]);
    expect(res.code).toBe(-1);
    expect(res.message).toContain(field);
    expect((await lines(o.orderId))[0]!.evaluateStatus).toBe(0);
  });

  it('refuses bad requests: no lines, broken JSON, repeated lines, bad shop scores, foreign pictures', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.RECEIVED, 1);
    const [l] = await lines(o.orderId);
    const ok = { order_goods_id: l!.orderGoodsId, content: '好', scores: 5 };
    expect((await api.post('/api/goodsevaluate/add', { token: m.token, order_id: o.orderId, goods_evaluate: '[' })).code).toBe(-1);
    expect((await add(m.token, o.orderId, [])).code).toBe(-1);
    expect((await add(m.token, o.orderId, [ok, ok])).message).toBe('同一商品只能评价一次');
    expect((await add(m.token, o.orderId, [ok], { shop_servicecredit: 9 })).message).toContain('shop_servicecredit');
    expect(
      (await add(m.token, o.orderId, [{ ...ok, images: 'upload/headimg/20250101/0123456789abcdef0123456789abcdef.jpg' }])).message,
    ).toBe('评价图片无效，请重新上传');
    expect((await add(m.token, o.orderId, [{ ...ok, images: '../../etc/passwd' }])).message).toBe('评价图片无效，请重新上传');
    expect((await lines(o.orderId))[0]!.evaluateStatus).toBe(0);
  });

  it('waits for approval when the is_audit setting asks for it', async () => {
    await putSetting(db(), 'EVALUATE_CONFIG', { evaluate_status: 1, evaluate_show: 1, evaluate_audit: 1 }, 1);
    try {
      const m = await newMember();
      const o = await place(m.id, OrderStatus.RECEIVED, 1);
      const [l] = await lines(o.orderId);
      const res = await add(m.token, o.orderId, [{ order_goods_id: l!.orderGoodsId, content: '待审核的评价内容', scores: 4 }]);
      expect(res.data.is_audit).toBe(0);
      const page = await api.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: l!.goodsId, page_size: 50 });
      expect(page.data.list.some((r) => r.content === '待审核的评价内容')).toBe(false);
      // The operator approves it: shown, counted once.
      const [r] = await db().select().from(goodsEvaluate).where(eq(goodsEvaluate.orderGoodsId, l!.orderGoodsId));
      const audit = (key: string | null, params: Record<string, string>) =>
        fetch(`${api.url}/admin/api/goodsevaluate/audit`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(key ? { 'x-admin-key': key } : {}) },
          body: new URLSearchParams(params),
        }).then((x) => x.json() as Promise<Envelope<{ is_audit: number }>>);
      expect((await audit(null, { evaluate_id: String(r!.evaluateId), action: 'agree' })).code).toBe(-10009);
      expect((await audit(ADMIN_KEY, { evaluate_id: String(r!.evaluateId), action: 'maybe' })).code).toBe(-1);
      expect((await audit(ADMIN_KEY, { evaluate_id: String(r!.evaluateId), action: 'agree' })).data.is_audit).toBe(1);
      expect((await audit(ADMIN_KEY, { evaluate_id: String(r!.evaluateId), action: 'refuse' })).message).toBe('该评价不在待审核状态');
      const after = await api.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: l!.goodsId, page_size: 50 });
      expect(after.data.list.filter((x) => x.content === '待审核的评价内容')).toHaveLength(1);
      const [g] = await db().select({ n: goods.evaluate }).from(goods).where(eq(goods.goodsId, l!.goodsId));
      expect(g!.n).toBe(after.data.count);
    } finally {
      await putSetting(db(), 'EVALUATE_CONFIG', { evaluate_status: 1, evaluate_show: 1, evaluate_audit: 0 }, 1);
    }
  });
});

describe('/api/goodsevaluate/again', () => {
  it('one follow-up per reviewed line; the order becomes fully reviewed', async () => {
    const m = await newMember();
    const o = await place(m.id, OrderStatus.RECEIVED);
    const [a, b] = await lines(o.orderId);
    expect((await again(m.token, o.orderId, [{ order_goods_id: a!.orderGoodsId, again_content: '用了一周' }])).message).toBe(
      '请先评价后再追评',
    );
    await add(m.token, o.orderId, [
      { order_goods_id: a!.orderGoodsId, content: '好', scores: 5 },
      { order_goods_id: b!.orderGoodsId, content: '好', scores: 5 },
    ]);
    expect((await again(m.token, o.orderId, [{ order_goods_id: a!.orderGoodsId, again_content: '用了一周，还不错' }])).code).toBe(0);
    expect((await orderRow(o.orderId)).evaluateStatus).toBe(1);
    expect((await again(m.token, o.orderId, [{ order_goods_id: a!.orderGoodsId, again_content: '再追' }])).message).toBe('该商品已追评');
    const pic = await upload(m.token);
    expect(
      (await again(m.token, o.orderId, [{ order_goods_id: b!.orderGoodsId, again_content: '追评带图', again_images: pic.data.pic_path }]))
        .code,
    ).toBe(0);
    expect((await orderRow(o.orderId)).evaluateStatus).toBe(2);
    const [r] = await db().select().from(goodsEvaluate).where(eq(goodsEvaluate.orderGoodsId, b!.orderGoodsId));
    expect(r).toMatchObject({ againContent: '追评带图', againImages: pic.data.pic_path });
    expect(r!.againTime).toBeGreaterThan(0);
    const other = await newMember();
    expect((await again(other.token, o.orderId, [{ order_goods_id: a!.orderGoodsId, again_content: 'x' }])).message).toBe('订单不存在');
  });
});

describe('/api/upload/evaluateimg', () => {
  it('needs a login and a real picture', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    expect(((await (await fetch(`${api.url}/api/upload/evaluateimg`, { method: 'POST', body: form })).json()) as Envelope<null>).code).toBe(
      -1,
    );
    const m = await newMember();
    form.append('token', m.token);
    const res = (await (await fetch(`${api.url}/api/upload/evaluateimg`, { method: 'POST', body: form })).json()) as Envelope<null>;
    expect(res.code).toBe(-1);
  });
});
