import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { nowSeconds, pageCount, type GiftOrder, type GiftOrderSource, type Paged } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { nextNumbers } from '../../infra/db/numbers';
import { AppError } from '../../infra/http/errors';
import { memberAddressForCheckout } from '../address';
import { giftMessages as M } from './gift.messages';
import { gift, giftOrder } from './gift.tables';

/** Where a gift ships to. */
export interface GiftAddress {
  name: string;
  mobile: string;
  fullAddress: string;
}

export interface NewGiftOrder {
  memberId: number;
  giftId: number;
  num: number;
  source: GiftOrderSource;
  /** The exchange order or the game draw that gave the gift. */
  relateId: number;
  /** Without one, the member's default address (none: the order waits with an empty address). */
  address?: GiftAddress;
  remark?: string;
}

/**
 * Makes a gift order inside the caller's transaction: the gift's stock goes down by `num` in one guarded
 * update (refused with 礼品库存不足 when short), and the order copies the gift's name and image and the
 * address. Answers the new order's id and number.
 */
export const createGiftOrderTx = async (tx: Db, o: NewGiftOrder): Promise<{ orderId: number; orderNo: string }> => {
  if (!Number.isSafeInteger(o.num) || o.num < 1) throw new AppError(M.gfStockShort);
  const [g] = await tx
    .update(gift)
    .set({ stock: sql`${gift.stock} - ${o.num}`, saleNum: sql`${gift.saleNum} + ${o.num}` })
    .where(and(eq(gift.giftId, o.giftId), eq(gift.status, 1), sql`${gift.stock} >= ${o.num}`))
    .returning({ name: gift.giftName, image: gift.giftImage });
  if (!g) {
    const [exists] = await tx
      .select({ id: gift.giftId })
      .from(gift)
      .where(and(eq(gift.giftId, o.giftId), eq(gift.status, 1)));
    throw new AppError(exists ? M.gfStockShort : M.gfNotExist);
  }
  let address = o.address;
  if (!address) {
    const a = await memberAddressForCheckout(tx, o.memberId);
    address = a ? { name: a.name, mobile: a.mobile, fullAddress: `${a.full_address} ${a.address}`.trim() } : undefined;
  }
  const [orderNo] = (await nextNumbers(tx, 1)) as [string];
  const [row] = await tx
    .insert(giftOrder)
    .values({
      orderNo,
      memberId: o.memberId,
      giftId: o.giftId,
      giftName: g.name,
      giftImage: g.image,
      num: o.num,
      remark: o.remark ?? '',
      source: o.source,
      relateId: o.relateId,
      memberName: address?.name ?? '',
      mobile: address?.mobile ?? '',
      fullAddress: address?.fullAddress ?? '',
      createTime: nowSeconds(),
    })
    .returning({ orderId: giftOrder.orderId });
  return { orderId: row!.orderId, orderNo };
};

export const giftOrderToWire = (r: typeof giftOrder.$inferSelect): GiftOrder => ({
  order_id: r.orderId,
  order_no: r.orderNo,
  gift_id: r.giftId,
  gift_name: r.giftName,
  gift_image: r.giftImage,
  num: r.num,
  remark: r.remark,
  create_time: r.createTime,
  express_status: r.expressStatus,
  express_no: r.expressNo,
  express_company_id: r.expressCompanyId,
  express_company_name: r.expressCompanyName,
  express_time: r.expressTime,
  member_name: r.memberName,
  mobile: r.mobile,
  full_address: r.fullAddress,
  source: r.source,
  relate_id: r.relateId,
});

/** Gift orders matching `where`, newest first. */
export const giftOrderPageWhere = async (db: Db, where: SQL | undefined, page: number, pageSize: number): Promise<Paged<GiftOrder>> => {
  const [total] = await db.select({ n: count() }).from(giftOrder).where(where);
  const rows = await db
    .select()
    .from(giftOrder)
    .where(where)
    .orderBy(desc(giftOrder.orderId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const n = total?.n ?? 0;
  return { page_count: pageCount(n, pageSize), count: n, list: rows.map(giftOrderToWire) };
};

export const memberGiftOrderPage = (db: Db, memberId: number, page: number, pageSize: number): Promise<Paged<GiftOrder>> =>
  giftOrderPageWhere(db, eq(giftOrder.memberId, memberId), page, pageSize);

export const memberGiftOrderInfo = async (db: Db, memberId: number, orderId: number): Promise<GiftOrder> => {
  const [r] = await db
    .select()
    .from(giftOrder)
    .where(and(eq(giftOrder.orderId, orderId), eq(giftOrder.memberId, memberId)))
    .limit(1);
  if (!r) throw new AppError(M.gfOrderNotExist);
  return giftOrderToWire(r);
};

/** The gift order a source made (an exchange order's shipment), or null. */
export const giftOrderOf = async (db: Db, source: GiftOrderSource, relateId: number): Promise<GiftOrder | null> => {
  const [r] = await db
    .select()
    .from(giftOrder)
    .where(and(eq(giftOrder.source, source), eq(giftOrder.relateId, relateId)))
    .limit(1);
  return r ? giftOrderToWire(r) : null;
};

/** Express state of several sources' gift orders at once (the exchange order list), by relate id. */
export const giftOrdersOf = async (db: Db, source: GiftOrderSource, relateIds: number[]): Promise<Map<number, GiftOrder>> => {
  if (relateIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(giftOrder)
    .where(and(eq(giftOrder.source, source), inArray(giftOrder.relateId, relateIds)));
  return new Map(rows.map((r) => [r.relateId, giftOrderToWire(r)]));
};
