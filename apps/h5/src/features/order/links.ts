import { ORDER_TYPE, type OrderInfo } from '@mall/contract';
import { pageUrl } from '../../shared/pages';

/** The detail page of an order by its `ORDER_TYPE` (express, pickup, local delivery, virtual). */
export const orderDetailUrl = (o: Pick<OrderInfo, 'order_id' | 'order_type'>): string => {
  const page =
    o.order_type === ORDER_TYPE.PICKUP
      ? 'orderDetailPickup'
      : o.order_type === ORDER_TYPE.LOCAL
        ? 'orderDetailLocal'
        : o.order_type === ORDER_TYPE.VIRTUAL
          ? 'orderDetailVirtual'
          : 'orderDetail';
  return pageUrl(page, { order_id: o.order_id });
};

export const orderListUrl = (status?: string): string => pageUrl('orderList', { status: status && status !== 'all' ? status : undefined });
export const logisticsUrl = (orderId: number): string => pageUrl('orderLogistics', { order_id: orderId });
export const evaluateUrl = (orderId: number): string => pageUrl('orderEvaluate', { order_id: orderId });
export const refundUrl = (orderGoodsId: number): string => pageUrl('refundApply', { order_goods_id: orderGoodsId });
export const refundDetailUrl = (orderGoodsId: number): string => pageUrl('refundDetail', { order_goods_id: orderGoodsId });
