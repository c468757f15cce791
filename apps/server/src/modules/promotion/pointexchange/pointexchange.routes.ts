import { and, eq } from 'drizzle-orm';
import { pointExchangeAdminApi, pointExchangeApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { addExchange, closeExchange, editExchange, exchangeAdminList, exchangeDetail, exchangePage } from './pointexchange.goods';
import { buyerCloseExchangeOrder, createExchangeOrder, exchangePayment } from './pointexchange.order';
import { exchangeOrderPageWhere, memberExchangeOrderInfo, memberExchangeOrderPage } from './pointexchange.query';
import { promotionExchangeOrder } from './pointexchange.tables';

/** The points mall (reference §4.18 pointexchange): items, the exchange checkout, the member's orders. */
export const pointexchangeRoutes = (): RouteSpec[] => [
  serve(pointExchangeApi.page, ({ type, page, page_size }, { deps, lang }) => exchangePage(deps.database.db, type, page, page_size, lang)),
  serve(pointExchangeApi.detail, ({ id }, { deps, lang }) => exchangeDetail(deps.database.db, id, lang)),
  serve(pointExchangeApi.payment, (p, { deps, memberId, lang }) => exchangePayment(deps.database.db, memberId, p, lang)),
  serve(pointExchangeApi.create, (p, { deps, memberId }) => createExchangeOrder(deps.database.db, memberId, p)),
  serve(pointExchangeApi.orderPage, ({ order_status, page, page_size }, { deps, memberId, lang }) =>
    memberExchangeOrderPage(deps.database.db, memberId, order_status, page, page_size, lang),
  ),
  serve(pointExchangeApi.orderInfo, ({ order_id }, { deps, memberId, lang }) =>
    memberExchangeOrderInfo(deps.database.db, memberId, order_id, lang),
  ),
  serve(pointExchangeApi.close, ({ order_id }, { deps, memberId }) => buyerCloseExchangeOrder(deps.database.db, memberId, order_id)),
];

/** Operator endpoints: items and every exchange order. */
export const pointexchangeAdminRoutes = (): RouteSpec[] => [
  serve(pointExchangeAdminApi.lists, (p, { deps, lang }) => exchangeAdminList(deps.database.db, p, lang)),
  serve(pointExchangeAdminApi.add, (p, { deps, lang }) => addExchange(deps.database.db, p, lang)),
  serve(pointExchangeAdminApi.edit, (p, { deps, lang }) => editExchange(deps.database.db, p, lang)),
  serve(pointExchangeAdminApi.close, ({ id }, { deps, lang }) => closeExchange(deps.database.db, id, lang)),
  serve(pointExchangeAdminApi.orders, (p, { deps, lang }) =>
    exchangeOrderPageWhere(
      deps.database.db,
      and(
        p.member_id === undefined ? undefined : eq(promotionExchangeOrder.memberId, p.member_id),
        p.order_status === undefined ? undefined : eq(promotionExchangeOrder.orderStatus, p.order_status),
      ),
      p.page,
      p.page_size,
      lang,
    ),
  ),
];
