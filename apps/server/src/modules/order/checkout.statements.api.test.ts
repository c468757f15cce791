import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, lte } from 'drizzle-orm';
import { mallSecondOfDay, nowSeconds } from '@mall/contract';
import { countQueries } from '../../infra/db/query-count';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { cart } from '../cart';
import { goods, goodsSku } from '../goods';
import { pay } from '../pay';
import { promotionActivity, promotionActivitySku, promotionSeckillTime } from '../promotion';
import { sandboxNotifyFields } from '../pay/testing';
import { createTestBuyer, createTestShop } from './testing';

/** No step of a checkout may send more than this many SQL statements, whatever the cart holds. */
const MAX_STATEMENTS = 25;

let api: TestApi;
let seq = 0;
const db = () => api.database.db;

beforeAll(async () => {
  // No timers in this process: a sweep running during a step would be counted as the step's statements.
  api = await startTestApi({ env: { JOBS_INTERVAL_SECONDS: '0' } });
});
afterAll(async () => {
  await api?.close();
});

const newMember = async () => {
  const id = await createTestBuyer(db(), `cs_${process.pid}_${++seq}`);
  return { id, token: api.deps.tokens.issue(id, 0) };
};

const newShop = () => createTestShop(db(), `语句店${++seq}`);

const newSku = async (siteId: number, price: number) => {
  const [g] = await db()
    .insert(goods)
    .values({ siteId, goodsName: `语句商品${++seq}`, price, discountPrice: price })
    .returning({ id: goods.goodsId });
  const [k] = await db()
    .insert(goodsSku)
    .values({ goodsId: g.id, siteId, skuName: `语句商品${seq} 规格`, price, discountPrice: price, stock: 100, isDefault: 1 })
    .returning({ id: goodsSku.skuId });
  await db().update(goods).set({ skuId: k.id }).where(eq(goods.goodsId, g.id));
  return k.id;
};

/** A cart of six lines over two shops (three each). */
const twoShopCart = async (memberId: number, skuIds: number[]) => {
  const ids: number[] = [];
  for (const skuId of skuIds) {
    const [c] = await db().insert(cart).values({ memberId, skuId, num: 2, siteId: 0 }).returning({ id: cart.cartId });
    ids.push(c.id);
  }
  return ids.join(',');
};

describe('SQL statements per checkout step', () => {
  it(`keeps every step of a six-line, two-shop checkout at ${MAX_STATEMENTS} statements or fewer`, async () => {
    const m = await newMember();
    const [a, b] = [await newShop(), await newShop()];
    const skuIds = [];
    for (let i = 0; i < 6; i++) skuIds.push(await newSku(i < 3 ? a : b, 1000 + i * 100));
    const step = async (path: string, params: Params) => {
      let answer: { code: number; data: unknown } | undefined;
      const counted = await countQueries(async () => {
        answer = await api.post(path, { token: m.token, ...params });
      });
      expect(answer?.code, `${path}: ${JSON.stringify(answer)}`).toBeGreaterThanOrEqual(0);
      return { ...counted, data: answer?.data };
    };

    // Paid online: payment, calculate, create (unpaid), pay (the cashier link), the channel's paid notify.
    const cartIds = await twoShopCart(m.id, skuIds);
    const payment = await step('/api/ordercreate/payment', { cart_ids: cartIds });
    const calculate = await step('/api/ordercreate/calculate', { cart_ids: cartIds });
    const create = await step('/api/ordercreate/create', { cart_ids: cartIds });
    const outTradeNo = String(create.data);
    const open = await step('/api/pay/pay', { out_trade_no: outTradeNo, pay_type: 'sandbox' });
    const [record] = await db().select().from(pay).where(eq(pay.outTradeNo, outTradeNo));
    const fields = await sandboxNotifyFields(db(), record!);
    const paid = await countQueries(async () => {
      const res = await fetch(`${api.url}/api/pay/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      expect(await res.text()).toBe('success');
    });
    // Paid by balance inside create.
    const balanceCart = await twoShopCart(m.id, skuIds);
    const createBalance = await step('/api/ordercreate/create', { cart_ids: balanceCart, is_balance: 1 });

    // A seckill line through the same pipeline (its trio under /seckill/api/ordercreate/).
    const [slot] = await db()
      .select()
      .from(promotionSeckillTime)
      .where(
        and(
          lte(promotionSeckillTime.seckillStartTime, mallSecondOfDay(nowSeconds())),
          gt(promotionSeckillTime.seckillEndTime, mallSecondOfDay(nowSeconds())),
        ),
      );
    const [act] = await db()
      .insert(promotionActivity)
      .values({
        kind: 'seckill',
        siteId: a,
        name: '语句秒杀',
        startTime: nowSeconds() - 60,
        endTime: nowSeconds() + 3600,
        status: 1,
        rules: { time_ids: [slot!.id] },
      })
      .returning();
    const [row] = await db()
      .insert(promotionActivitySku)
      .values({
        activityId: act!.activityId,
        kind: 'seckill',
        siteId: a,
        goodsId: 0,
        skuId: skuIds[0]!,
        price: 500,
        stock: 100,
        maxBuy: 10,
      })
      .returning();
    const line = { seckill_id: row!.id, sku_id: skuIds[0]!, num: 1 };
    const seckillPayment = await step('/seckill/api/ordercreate/payment', line);
    const seckillCreate = await step('/seckill/api/ordercreate/create', line);
    const seckillBalance = await step('/seckill/api/ordercreate/create', { ...line, is_balance: 1 });

    const steps = {
      payment,
      calculate,
      create,
      pay: open,
      paid,
      'create (balance-paid)': createBalance,
      'seckill payment': seckillPayment,
      'seckill create': seckillCreate,
      'seckill create (balance-paid)': seckillBalance,
    };
    const counts = Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, v.queries]));
    console.log('statements per checkout step', counts);
    for (const [name, s] of Object.entries(steps)) {
      expect(s.queries, `${name} sent ${s.queries} statements:\n${s.statements.join('\n')}`).toBeLessThanOrEqual(MAX_STATEMENTS);
    }
  });
});
