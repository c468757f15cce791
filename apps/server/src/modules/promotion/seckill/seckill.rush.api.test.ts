import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/harness';
import { promotionTestKit } from '../../../test/promotion';
import { memberAddress } from '../../address';
import { member } from '../../member';
import { order, orderGoods, orderLog, rushStats } from '../../order';
import { pay } from '../../pay';
import { seckillTestKit } from './testing';

// Seckill checkouts arriving together are created in batches (order/order.rush.ts): these tests fire many at
// once so that batches hold buyers with different outcomes.
const ADMIN_KEY = 'test-operator-key-seckill-rush-0123456789';
let api: TestApi;
const db = () => api.database.db;
const { admin, newBuyer, manyBuyers } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'seckill', prefix: 'skr' });
const { newSeckill, activityStock, goodsStock, create } = seckillTestKit(() => api, admin);

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});

describe('seckill: a rush in batches', () => {
  it('buyers firing together each get their own outcome: an order of their own, sold out, or their own refusal', async () => {
    const s = await newSeckill({ stock: 3 });
    const buyers = await manyBuyers(6);
    const [noAddress, balancePayer] = [buyers[0]!, buyers[1]!];
    await db().delete(memberAddress).where(eq(memberAddress.memberId, noAddress.id));
    // Enough balance for the order: paid at once (created alone, outside the batch).
    await db().update(member).set({ balanceMoney: 100_000 }).where(eq(member.memberId, balancePayer.id));
    const answers = await Promise.all(buyers.map((b) => create(b.token, s.rowId, s.skuId, 1, b === balancePayer ? { is_balance: 1 } : {})));

    expect(answers[0]).toMatchObject({ code: -1, message: '请先选择收货地址' });
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(3);
    for (const a of answers.slice(1).filter((x) => x.code !== 0)) expect(a.message).toBe('秒杀商品库存不足');
    expect((await activityStock(s.rowId)).stock).toBe(0);
    expect((await activityStock(s.rowId)).saleNum).toBe(3);
    expect(await goodsStock(s.skuId)).toBe(997);

    // Each answer is the buyer's own pay record, of its own order at the seckill price, with its line and log.
    for (const [i, a] of answers.entries()) {
      if (a.code !== 0) continue;
      const b = buyers[i]!;
      const [p] = await db().select().from(pay).where(eq(pay.outTradeNo, a.data));
      expect(p!.memberId).toBe(b.id);
      const orders = await db().select().from(order).where(eq(order.outTradeNo, a.data));
      expect(orders).toHaveLength(1);
      const o = orders[0]!;
      expect(o).toMatchObject({ memberId: b.id, promotionType: 'seckill', promotionId: s.activity.seckill_id, goodsMoney: 6000 });
      expect(p!.relateIds).toEqual([o.orderId]);
      if (b === balancePayer) {
        expect(o.balanceMoney).toBe(o.orderMoney);
        expect(p!.payStatus).toBe(2);
      } else {
        expect(p!.payMoney).toBe(o.orderMoney);
        expect(p!.payStatus).toBe(0);
      }
      const lines = await db().select().from(orderGoods).where(eq(orderGoods.orderId, o.orderId));
      expect(lines).toMatchObject([{ memberId: b.id, skuId: s.skuId, num: 1, price: 6000 }]);
      // Placed, and paid for the balance payer.
      expect(await db().select().from(orderLog).where(eq(orderLog.orderId, o.orderId))).toHaveLength(b === balancePayer ? 2 : 1);
    }
    const all = await db()
      .select()
      .from(order)
      .where(
        inArray(
          order.memberId,
          buyers.map((b) => b.id),
        ),
      );
    expect(all).toHaveLength(3);
  });

  it('the last units of a goods whose own stock equals the activity stock are all sold, in batches or alone', async () => {
    const s = await newSeckill({ stock: 3, goodsStock: 3 });
    const [a, b, c] = [await newBuyer(), await newBuyer(), await newBuyer()];
    await db().update(member).set({ balanceMoney: 100_000 }).where(eq(member.memberId, c.id));
    expect((await create(a.token, s.rowId, s.skuId, 1)).code).toBe(0);
    expect((await create(b.token, s.rowId, s.skuId, 1)).code).toBe(0);
    // The last unit, through a hold (balance checkouts are created alone): its goods stock reads 0 once held.
    const last = await create(c.token, s.rowId, s.skuId, 1, { is_balance: 1 });
    expect(last.code, last.message).toBe(0);
    expect(await goodsStock(s.skuId)).toBe(0);
    expect((await activityStock(s.rowId)).stock).toBe(0);
    expect((await create(a.token, s.rowId, s.skuId, 1)).message).toBe('秒杀商品库存不足');
  });

  it('a sold-out rush is refused in the buyer language and writes nothing', async () => {
    const s = await newSeckill({ stock: 1 });
    const buyers = await manyBuyers(30);
    const failed = rushStats.failed;
    const answers = await Promise.all(buyers.map((b, i) => create(b.token, s.rowId, s.skuId, 1, i % 2 ? { lang: 'en-us' } : {})));
    expect(rushStats.failed).toBe(failed);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const [i, a] of answers.entries())
      if (a.code !== 0) expect(a.message).toBe(i % 2 ? 'The seckill goods are sold out' : '秒杀商品库存不足');
    expect(await goodsStock(s.skuId)).toBe(999);
  });
});
