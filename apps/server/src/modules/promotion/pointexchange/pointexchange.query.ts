import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  formatFen,
  GIFT_EXPRESS_STATUS,
  ORDER_EVENT_TIME_DEFAULTS,
  pageCount,
  POINTEXCHANGE_ORDER_STATUS,
  type GiftOrder,
  type Lang,
  type Paged,
  type PointExchangeOrder,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { translate } from '../../../infra/http/messages';
import { giftOrdersOf } from '../../gift';
import { getSetting } from '../../settings';
import type { ExchangeOrderRow } from './pointexchange.grant';
import { exchangeTypeName } from './pointexchange.goods';
import { pointexchangeMessages as M } from './pointexchange.messages';
import { promotionExchangeOrder } from './pointexchange.tables';

/**
 * Minutes an unpaid exchange order waits before it closes by itself: the orders' `auto_close` of
 * ORDER_EVENT_TIME_CONFIG (reference §6: it applies to point-exchange orders too), 30 by default.
 */
export const exchangeAutoCloseMinutes = async (db: Db): Promise<number> => {
  const v = (await getSetting(db, 'ORDER_EVENT_TIME_CONFIG')).value as Record<string, unknown>;
  const n = Number(v.auto_close);
  return Number.isFinite(n) && n > 0 ? n : ORDER_EVENT_TIME_DEFAULTS.auto_close;
};

const STATUS_NAMES: Record<number, string> = {
  [POINTEXCHANGE_ORDER_STATUS.unpaid]: M.pxStatusUnpaid,
  [POINTEXCHANGE_ORDER_STATUS.exchanged]: M.pxStatusExchanged,
  [POINTEXCHANGE_ORDER_STATUS.closed]: M.pxStatusClosed,
};

export const exchangeOrderToWire = (r: ExchangeOrderRow, lang: Lang, closeMinutes: number, g?: GiftOrder): PointExchangeOrder => ({
  order_id: r.orderId,
  order_no: r.orderNo,
  out_trade_no: r.outTradeNo,
  exchange_id: r.exchangeId,
  point: r.point,
  exchange_price: formatFen(r.exchangePrice),
  delivery_price: formatFen(r.deliveryPrice),
  price: formatFen(r.price),
  balance: formatFen(r.balance),
  num: r.num,
  order_status: r.orderStatus,
  order_status_name: STATUS_NAMES[r.orderStatus] ? translate(STATUS_NAMES[r.orderStatus], lang) : '',
  type: r.type,
  type_name: exchangeTypeName(r.type, lang),
  type_id: r.typeId,
  exchange_name: r.exchangeName,
  exchange_image: r.exchangeImage,
  relate_id: r.relateId,
  express_status: g?.express_status ?? GIFT_EXPRESS_STATUS.waiting,
  express_no: g?.express_no ?? '',
  express_company_name: g?.express_company_name ?? '',
  create_time: r.createTime,
  pay_time: r.payTime,
  close_time: r.closeTime,
  auto_close_time: r.orderStatus === POINTEXCHANGE_ORDER_STATUS.unpaid ? r.createTime + Math.round(closeMinutes * 60) : 0,
  name: r.name,
  mobile: r.mobile,
  full_address: r.fullAddress,
  buyer_message: r.buyerMessage,
});

/** Exchange orders matching `where`, newest first, with their gift orders' delivery state. */
export const exchangeOrderPageWhere = async (
  db: Db,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  lang: Lang,
): Promise<Paged<PointExchangeOrder>> => {
  const [total] = await db.select({ n: count() }).from(promotionExchangeOrder).where(where);
  const rows = await db
    .select()
    .from(promotionExchangeOrder)
    .where(where)
    .orderBy(desc(promotionExchangeOrder.orderId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [gifts, minutes] = await Promise.all([
    giftOrdersOf(
      db,
      'pointexchange',
      rows.map((r) => r.orderId),
    ),
    exchangeAutoCloseMinutes(db),
  ]);
  const n = total?.n ?? 0;
  return {
    page_count: pageCount(n, pageSize),
    count: n,
    list: rows.map((r) => exchangeOrderToWire(r, lang, minutes, gifts.get(r.orderId))),
  };
};

export const memberExchangeOrderPage = (db: Db, memberId: number, status: number | undefined, page: number, pageSize: number, lang: Lang) =>
  exchangeOrderPageWhere(
    db,
    and(eq(promotionExchangeOrder.memberId, memberId), status === undefined ? undefined : eq(promotionExchangeOrder.orderStatus, status)),
    page,
    pageSize,
    lang,
  );

export const memberExchangeOrderInfo = async (db: Db, memberId: number, orderId: number, lang: Lang): Promise<PointExchangeOrder> => {
  const [r] = await db
    .select()
    .from(promotionExchangeOrder)
    .where(and(eq(promotionExchangeOrder.orderId, orderId), eq(promotionExchangeOrder.memberId, memberId)))
    .limit(1);
  if (!r) throw new AppError(M.pxExchangeOrderNotExist);
  const [gifts, minutes] = await Promise.all([giftOrdersOf(db, 'pointexchange', [r.orderId]), exchangeAutoCloseMinutes(db)]);
  return exchangeOrderToWire(r, lang, minutes, gifts.get(r.orderId));
};
