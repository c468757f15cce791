import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { pageCount, virtualGoodsApi, type Paged, type VirtualGoodsItem, type VirtualGoodsListsParams } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { serve, type RouteSpec } from '../../infra/http/route';
import { order, orderGoods } from '../order';
import { verify } from './verify.tables';

/**
 * `/api/virtualgoods/lists`: the member's virtual goods codes (one per paid virtual order, made at
 * payment), newest first, with the goods they are for (the order's first line).
 */
export const virtualGoodsPage = async (db: Db, memberId: number, p: VirtualGoodsListsParams): Promise<Paged<VirtualGoodsItem>> => {
  const conds: SQL[] = [eq(verify.memberId, memberId), eq(verify.verifyType, 'virtualgoods')];
  if (p.is_verify !== 'all') conds.push(eq(verify.isVerify, Number(p.is_verify)));
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(verify).where(where);
  if (n === 0) return { page_count: 0, count: 0, list: [] };
  const rows = await db
    .select({ v: verify, orderNo: order.orderNo })
    .from(verify)
    .innerJoin(order, eq(order.orderId, verify.orderId))
    .where(where)
    .orderBy(desc(verify.id))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  const lines = rows.length
    ? await db
        .select()
        .from(orderGoods)
        .where(
          inArray(
            orderGoods.orderId,
            rows.map((r) => r.v.orderId),
          ),
        )
        .orderBy(orderGoods.orderGoodsId)
    : [];
  const firstLine = new Map<number, (typeof lines)[number]>();
  for (const l of lines) if (!firstLine.has(l.orderId)) firstLine.set(l.orderId, l);
  return {
    page_count: pageCount(n, p.page_size),
    count: n,
    list: rows.map(({ v, orderNo }) => {
      const l = firstLine.get(v.orderId);
      const done = v.isVerify === 1 ? 1 : 0;
      return {
        id: v.id,
        site_id: v.siteId,
        site_name: v.siteName,
        order_id: v.orderId,
        order_no: orderNo,
        goods_id: l?.goodsId ?? 0,
        sku_id: l?.skuId ?? 0,
        sku_name: l?.skuName ?? '',
        sku_image: l?.skuImage ?? '',
        num: l?.num ?? 0,
        code: v.verifyCode,
        is_veirfy: done,
        is_verify: done,
        verify_time: v.verifyTime,
        create_time: v.createTime,
        expire_time: 0,
      };
    }),
  };
};

export const virtualGoodsRoutes = (): RouteSpec[] => [
  serve(virtualGoodsApi.lists, (input, { deps, memberId }) => virtualGoodsPage(deps.database.db, memberId, input)),
];
