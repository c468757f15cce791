import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
  pageCount,
  POINTEXCHANGE_STATE,
  POINTEXCHANGE_TYPE,
  type Lang,
  type Paged,
  type PointExchangeAdminListParams,
  type PointExchangeGoods,
  type PointExchangeSaveParams,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { translate } from '../../../infra/http/messages';
import { platformcouponType } from '../../coupon';
import { gift } from '../../gift';
import { addonFlags } from '../../settings';
import { pointexchangeMessages as M } from './pointexchange.messages';
import { promotionExchange } from './pointexchange.tables';

export type ExchangeRow = typeof promotionExchange.$inferSelect;

const TYPE_NAMES: Record<number, string> = {
  [POINTEXCHANGE_TYPE.gift]: M.pxTypeGift,
  [POINTEXCHANGE_TYPE.coupon]: M.pxTypeCoupon,
  [POINTEXCHANGE_TYPE.balance]: M.pxTypeBalance,
};

export const exchangeTypeName = (type: number, lang: Lang): string => (TYPE_NAMES[type] ? translate(TYPE_NAMES[type], lang) : '');

/** The cash an order of `num` units costs: the unit price × num, plus a gift's shipping once. */
export const orderCash = (r: Pick<ExchangeRow, 'price' | 'deliveryPrice' | 'type'>, num: number): number =>
  r.price * num + (r.type === POINTEXCHANGE_TYPE.gift ? r.deliveryPrice : 0);

export const exchangeToWire = (r: ExchangeRow, lang: Lang): PointExchangeGoods => ({
  id: r.id,
  type: r.type,
  type_name: exchangeTypeName(r.type, lang),
  type_id: r.typeId,
  name: r.name,
  image: r.image,
  stock: r.stock,
  point: r.point,
  market_price: formatFen(r.marketPrice),
  price: formatFen(r.price),
  delivery_price: formatFen(r.deliveryPrice),
  balance: formatFen(r.balance),
  state: r.state,
  content: r.content,
  pay_type: orderCash(r, 1) > 0 ? 1 : 0,
  sort: r.sort,
  create_time: r.createTime,
});

/** The points mall is open while its add-on is on. */
export const exchangeOpen = async (db: Db): Promise<boolean> => (await addonFlags(db)).pointexchange === 1;

const pageOf = async (db: Db, where: SQL | undefined, page: number, pageSize: number, lang: Lang): Promise<Paged<PointExchangeGoods>> => {
  const [total] = await db.select({ n: count() }).from(promotionExchange).where(where);
  const rows = await db
    .select()
    .from(promotionExchange)
    .where(where)
    .orderBy(asc(promotionExchange.sort), desc(promotionExchange.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const n = total?.n ?? 0;
  return { page_count: pageCount(n, pageSize), count: n, list: rows.map((r) => exchangeToWire(r, lang)) };
};

/** Items on sale, of one type or all (none while the add-on is off). */
export const exchangePage = async (db: Db, type: number | undefined, page: number, pageSize: number, lang: Lang) => {
  if (!(await exchangeOpen(db))) return { page_count: 0, count: 0, list: [] };
  const where = and(eq(promotionExchange.state, POINTEXCHANGE_STATE.on), type === undefined ? undefined : eq(promotionExchange.type, type));
  return pageOf(db, where, page, pageSize, lang);
};

/** An item on sale, or 兑换商品不存在或已下架. */
export const onSaleExchange = async (db: Db, id: number): Promise<ExchangeRow> => {
  if (!(await exchangeOpen(db))) throw new AppError(M.pxExchangeClosed);
  const [r] = await db
    .select()
    .from(promotionExchange)
    .where(and(eq(promotionExchange.id, id), eq(promotionExchange.state, POINTEXCHANGE_STATE.on)))
    .limit(1);
  if (!r) throw new AppError(M.pxExchangeNotExist);
  return r;
};

export const exchangeDetail = async (db: Db, id: number, lang: Lang): Promise<PointExchangeGoods> =>
  exchangeToWire(await onSaleExchange(db, id), lang);

// ---------------------------------------------------------------- operator

export const exchangeAdminList = (db: Db, p: PointExchangeAdminListParams, lang: Lang) =>
  pageOf(
    db,
    and(
      p.type === undefined ? undefined : eq(promotionExchange.type, p.type),
      p.state === undefined ? undefined : eq(promotionExchange.state, p.state),
    ),
    p.page,
    p.page_size,
    lang,
  );

/** What an item gives must exist: the gift, the platform coupon type, or a balance above 0. */
const checkTarget = async (db: Db, p: PointExchangeSaveParams): Promise<void> => {
  if (p.type === POINTEXCHANGE_TYPE.balance) {
    if (p.balance <= 0) throw new AppError(M.pxExchangeBalanceMissing);
    return;
  }
  const found =
    p.type === POINTEXCHANGE_TYPE.gift
      ? await db.select({ id: gift.giftId }).from(gift).where(eq(gift.giftId, p.type_id)).limit(1)
      : await db
          .select({ id: platformcouponType.platformcouponTypeId })
          .from(platformcouponType)
          .where(eq(platformcouponType.platformcouponTypeId, p.type_id))
          .limit(1);
  if (found.length === 0) throw new AppError(M.pxExchangeTypeTarget);
};

const values = (p: PointExchangeSaveParams) => ({
  type: p.type,
  typeId: p.type === POINTEXCHANGE_TYPE.balance ? 0 : p.type_id,
  name: p.name,
  image: p.image,
  stock: p.stock,
  point: p.point,
  marketPrice: p.market_price,
  price: p.price,
  deliveryPrice: p.type === POINTEXCHANGE_TYPE.gift ? p.delivery_price : 0,
  balance: p.type === POINTEXCHANGE_TYPE.balance ? p.balance : 0,
  content: p.content,
  state: p.state,
  sort: p.sort,
});

export const addExchange = async (db: Db, p: PointExchangeSaveParams, lang: Lang): Promise<PointExchangeGoods> => {
  await checkTarget(db, p);
  const now = nowSeconds();
  const [row] = await db
    .insert(promotionExchange)
    .values({ ...values(p), createTime: now, modifyTime: now })
    .returning();
  return exchangeToWire(row!, lang);
};

export const editExchange = async (db: Db, p: PointExchangeSaveParams, lang: Lang): Promise<PointExchangeGoods> => {
  if (p.id === undefined) throw new AppError(M.pxExchangeNotExist);
  await checkTarget(db, p);
  const [row] = await db
    .update(promotionExchange)
    .set({ ...values(p), modifyTime: nowSeconds() })
    .where(eq(promotionExchange.id, p.id))
    .returning();
  if (!row) throw new AppError(M.pxExchangeNotExist);
  return exchangeToWire(row, lang);
};

export const closeExchange = async (db: Db, id: number, lang: Lang): Promise<PointExchangeGoods> => {
  const [row] = await db
    .update(promotionExchange)
    .set({ state: POINTEXCHANGE_STATE.closed, modifyTime: nowSeconds() })
    .where(eq(promotionExchange.id, id))
    .returning();
  if (!row) throw new AppError(M.pxExchangeNotExist);
  return exchangeToWire(row, lang);
};
