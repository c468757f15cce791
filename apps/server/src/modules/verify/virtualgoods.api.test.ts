import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Paged, VirtualGoodsItem } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { goods } from '../goods';
import { createMember } from '../member';
import { OrderStatus } from '../order';
import { placeTestOrder } from '../order/testing';
import { verify } from './verify.tables';

let api: TestApi;
const db = () => api.database.db;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('/api/virtualgoods/lists', () => {
  it("pages the member's virtual goods codes, newest first, filtered by is_verify; never another member's", async () => {
    const me = await createMember(db(), { username: `vg_${process.pid}_a` });
    const other = await createMember(db(), { username: `vg_${process.pid}_b` });
    const token = api.deps.tokens.issue(me, 0);
    const [v] = await db().select({ skuId: goods.skuId, name: goods.goodsName }).from(goods).where(eq(goods.isVirtual, 1)).limit(1);
    const placed = [];
    for (const [i, m] of [me, me, other].entries()) {
      placed.push(
        await placeTestOrder(db(), {
          memberId: m,
          lines: [{ skuId: v.skuId, num: 1 }],
          orderType: 4,
          status: OrderStatus.RECEIVED,
          deliveryCode: `VG${process.pid}${i}`,
        }),
      );
    }
    await db()
      .update(verify)
      .set({ isVerify: 1, verifyTime: 1_700_000_000 })
      .where(and(eq(verify.orderId, placed[0].orderId)));

    const all = await api.get<Paged<VirtualGoodsItem>>('/api/virtualgoods/lists', { token });
    expect(all.code).toBe(0);
    expect(all.data.count).toBe(2);
    expect(all.data.list.map((r) => r.order_id)).toEqual([placed[1].orderId, placed[0].orderId]);
    expect(all.data.list[1]).toMatchObject({
      code: `VG${process.pid}0`,
      is_veirfy: 1,
      is_verify: 1,
      verify_time: 1_700_000_000,
      sku_id: v.skuId,
      num: 1,
      order_no: placed[0].orderNo,
    });
    const open = await api.get<Paged<VirtualGoodsItem>>('/api/virtualgoods/lists', { token, is_verify: 0 });
    expect(open.data.list.map((r) => r.code)).toEqual([`VG${process.pid}1`]);
    const done = await api.get<Paged<VirtualGoodsItem>>('/api/virtualgoods/lists', { token, is_verify: 1, page: 1, page_size: 1 });
    expect(done.data).toMatchObject({ count: 1, page_count: 1 });
    expect((await api.get('/api/virtualgoods/lists', { token, is_verify: 5 })).code).toBe(-1);
    expect((await api.get('/api/virtualgoods/lists')).code).toBe(-1);
  });
});
