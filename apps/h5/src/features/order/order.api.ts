import type { OrderDetail, OrderInfo, OrderListTab, OrderNum, OrderPackage, OrderPayResult, Paged } from '@mall/contract';
import { http } from '../../shared/lib/request';

/** Member order calls (reference §4.9). */
export const orderKeys = {
  all: ['order'] as const,
  list: (tab: OrderListTab) => ['order', 'list', tab] as const,
  detail: (id: number) => ['order', 'detail', id] as const,
  num: () => ['order', 'num'] as const,
  packages: (id: number) => ['order', 'packages', id] as const,
};

export const fetchOrders = (tab: OrderListTab, page: number, pageSize: number): Promise<Paged<OrderInfo>> =>
  http.get<Paged<OrderInfo>>('/api/order/lists', { order_status: tab, page, page_size: pageSize });

export const fetchOrderDetail = (orderId: number, signal?: AbortSignal): Promise<OrderDetail> =>
  http.get<OrderDetail>('/api/order/detail', { order_id: orderId }, { signal });

export const fetchOrderNum = (signal?: AbortSignal): Promise<OrderNum> =>
  http.get<OrderNum>('/api/order/num', { order_status: 'waitpay,waitsend,waitconfirm,waitrate,refunding' }, { signal, silent: true });

export const fetchOrderPackages = (orderId: number, signal?: AbortSignal): Promise<OrderPackage[]> =>
  http.get<OrderPackage[]>('/api/order/package', { order_id: orderId }, { signal });

export const closeOrder = (orderId: number): Promise<number> => http.post<number>('/api/order/close', { order_id: orderId });
export const takeDelivery = (orderId: number): Promise<number> => http.post<number>('/api/order/takedelivery', { order_id: orderId });
export const extendTakeDelivery = (orderId: number): Promise<number> => http.post<number>('/api/order/extendtakedelivery', { order_id: orderId });

/** `/api/order/pay`: the out_trade_no to pay these unpaid orders with. */
export const payOrders = (orderIds: number[]): Promise<OrderPayResult> => http.post<OrderPayResult>('/api/order/pay', { order_ids: orderIds.join(',') });
