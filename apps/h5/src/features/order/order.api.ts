import {
  ORDER_NUM_KEYS,
  orderApi,
  payApi,
  type OrderDetail,
  type OrderInfo,
  type OrderListTab,
  type OrderNum,
  type OrderPackage,
  type OrderPayResult,
  type Paged,
} from '@mall/contract';
import { api } from '../../shared/lib/api';

/** Member order calls (reference §4.9). */
export const orderKeys = {
  all: ['order'] as const,
  list: (tab: OrderListTab) => ['order', 'list', tab] as const,
  detail: (id: number) => ['order', 'detail', id] as const,
  num: () => ['order', 'num'] as const,
  packages: (id: number) => ['order', 'packages', id] as const,
};

export const fetchOrders = (tab: OrderListTab, page: number, pageSize: number): Promise<Paged<OrderInfo>> =>
  api.call(orderApi.lists, { order_status: tab, page, page_size: pageSize });

export const fetchOrderDetail = (orderId: number, signal?: AbortSignal): Promise<OrderDetail> =>
  api.call(orderApi.detail, { order_id: orderId }, { signal });

export const fetchOrderNum = (signal?: AbortSignal): Promise<OrderNum> =>
  api.call(orderApi.num, { order_status: [...ORDER_NUM_KEYS] }, { signal, silent: true });

export const fetchOrderPackages = (orderId: number, signal?: AbortSignal): Promise<OrderPackage[]> =>
  api.call(orderApi.package, { order_id: orderId }, { signal });

export const closeOrder = (orderId: number): Promise<number> => api.call(orderApi.close, { order_id: orderId });
export const takeDelivery = (orderId: number): Promise<number> => api.call(orderApi.takedelivery, { order_id: orderId });
export const extendTakeDelivery = (orderId: number): Promise<number> => api.call(orderApi.extendtakedelivery, { order_id: orderId });

/** `/api/order/pay`: the out_trade_no to pay these unpaid orders with. */
export const payOrders = (orderIds: number[]): Promise<OrderPayResult> => api.call(payApi.orderPay, { order_ids: orderIds });
