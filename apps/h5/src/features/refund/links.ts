import { pageUrl } from '../../shared/pages';

export const refundApplyUrl = (id: number): string => pageUrl('refundApply', { order_goods_id: id });
export const refundDetailUrl = (id: number): string => pageUrl('refundDetail', { order_goods_id: id });
export const complainUrl = (id: number): string => pageUrl('complain', { order_goods_id: id });
export const orderDetailUrl = (orderId: number): string => pageUrl('orderDetail', { order_id: orderId });
