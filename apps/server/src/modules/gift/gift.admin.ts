import { and, asc, count, eq } from 'drizzle-orm';
import {
  GIFT_EXPRESS_STATUS,
  giftAdminApi,
  nowSeconds,
  pageCount,
  type Gift,
  type GiftAdminListParams,
  type GiftOrder,
  type GiftOrderShipParams,
  type GiftSaveParams,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { serve, type RouteSpec } from '../../infra/http/route';
import { giftMessages as M } from './gift.messages';
import { giftOrderPageWhere, giftOrderToWire } from './gift.service';
import { gift, giftOrder } from './gift.tables';

export const giftToWire = (r: typeof gift.$inferSelect): Gift => ({
  gift_id: r.giftId,
  gift_name: r.giftName,
  gift_image: r.giftImage,
  stock: r.stock,
  sale_num: r.saleNum,
  status: r.status,
  create_time: r.createTime,
});

const giftList = async (db: Db, p: GiftAdminListParams): Promise<Paged<Gift>> => {
  const where = p.status === undefined ? undefined : eq(gift.status, p.status);
  const [total] = await db.select({ n: count() }).from(gift).where(where);
  const rows = await db
    .select()
    .from(gift)
    .where(where)
    .orderBy(asc(gift.giftId))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  const n = total?.n ?? 0;
  return { page_count: pageCount(n, p.page_size), count: n, list: rows.map(giftToWire) };
};

const giftValues = (p: GiftSaveParams) => ({ giftName: p.gift_name, giftImage: p.gift_image, stock: p.stock, status: p.status });

export const addGift = async (db: Db, p: GiftSaveParams): Promise<Gift> => {
  const now = nowSeconds();
  const [row] = await db
    .insert(gift)
    .values({ ...giftValues(p), createTime: now, modifyTime: now })
    .returning();
  return giftToWire(row!);
};

const editGift = async (db: Db, p: GiftSaveParams): Promise<Gift> => {
  if (p.gift_id === undefined) throw new AppError(M.gfNotExist);
  const [row] = await db
    .update(gift)
    .set({ ...giftValues(p), modifyTime: nowSeconds() })
    .where(eq(gift.giftId, p.gift_id))
    .returning();
  if (!row) throw new AppError(M.gfNotExist);
  return giftToWire(row);
};

/** Ships a waiting gift order once: a guarded 0 → 1 with the express company and number. */
const shipGiftOrder = async (db: Db, p: GiftOrderShipParams): Promise<GiftOrder> => {
  const [row] = await db
    .update(giftOrder)
    .set({
      expressStatus: GIFT_EXPRESS_STATUS.shipped,
      expressCompanyId: p.express_company_id,
      expressCompanyName: p.express_company_name,
      expressNo: p.express_no,
      expressTime: nowSeconds(),
    })
    .where(and(eq(giftOrder.orderId, p.order_id), eq(giftOrder.expressStatus, GIFT_EXPRESS_STATUS.waiting)))
    .returning();
  if (row) return giftOrderToWire(row);
  const [exists] = await db.select({ id: giftOrder.orderId }).from(giftOrder).where(eq(giftOrder.orderId, p.order_id));
  throw new AppError(exists ? M.gfOrderShipped : M.gfOrderNotExist);
};

/** Operator endpoints of the gift catalogue and its orders. */
export const giftAdminRoutes = (): RouteSpec[] => [
  serve(giftAdminApi.lists, (p, { deps }) => giftList(deps.database.db, p)),
  serve(giftAdminApi.add, (p, { deps }) => addGift(deps.database.db, p)),
  serve(giftAdminApi.edit, (p, { deps }) => editGift(deps.database.db, p)),
  serve(giftAdminApi.orderLists, (p, { deps }) =>
    giftOrderPageWhere(
      deps.database.db,
      p.express_status === undefined ? undefined : eq(giftOrder.expressStatus, p.express_status),
      p.page,
      p.page_size,
    ),
  ),
  serve(giftAdminApi.ship, (p, { deps }) => shipGiftOrder(deps.database.db, p)),
];
