import type { OrderInfo } from '@mall/contract';

/** Spec paths of the order pages (and the after-sale / review pages they lead to). */
export const ORDER_PATHS = {
  list: '/pages/order/list/list',
  detail: '/pages/order/detail/detail',
  detailLocal: '/pages/order/detail_local_delivery/detail_local_delivery',
  detailPickup: '/pages/order/detail_pickup/detail_pickup',
  detailVirtual: '/pages/order/detail_virtual/detail_virtual',
  logistics: '/pages/order/logistics/logistics',
  evaluate: '/otherpages/order/evaluate/evaluate',
  refund: '/otherpages/order/refund/refund',
  refundDetail: '/otherpages/order/refund_detail/refund_detail',
  activist: '/pages/order/activist/activist',
} as const;

/** The detail page of an order by its type (1 express, 2 pickup, 3 local delivery, 4 virtual). */
export const orderDetailUrl = (o: Pick<OrderInfo, 'order_id' | 'order_type'>): string => {
  const base =
    o.order_type === 2 ? ORDER_PATHS.detailPickup : o.order_type === 3 ? ORDER_PATHS.detailLocal : o.order_type === 4 ? ORDER_PATHS.detailVirtual : ORDER_PATHS.detail;
  return `${base}?order_id=${o.order_id}`;
};

export const orderListUrl = (status?: string): string => (status && status !== 'all' ? `${ORDER_PATHS.list}?status=${status}` : ORDER_PATHS.list);
export const logisticsUrl = (orderId: number): string => `${ORDER_PATHS.logistics}?order_id=${orderId}`;
export const evaluateUrl = (orderId: number): string => `${ORDER_PATHS.evaluate}?order_id=${orderId}`;
export const refundUrl = (orderGoodsId: number): string => `${ORDER_PATHS.refund}?order_goods_id=${orderGoodsId}`;
export const refundDetailUrl = (orderGoodsId: number): string => `${ORDER_PATHS.refundDetail}?order_goods_id=${orderGoodsId}`;
