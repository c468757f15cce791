/** Spec paths of the after-sale pages (the short forms are kept as aliases). */
export const REFUND_PATHS = {
  apply: '/otherpages/order/refund/refund',
  applyShort: '/otherpages/order/refund',
  detail: '/otherpages/order/refund_detail/refund_detail',
  detailShort: '/otherpages/order/refund_detail',
  activist: '/pages/order/activist/activist',
  complain: '/pages/order/complain/complain',
} as const;

export const refundApplyUrl = (id: number): string => `${REFUND_PATHS.apply}?order_goods_id=${id}`;
export const refundDetailUrl = (id: number): string => `${REFUND_PATHS.detail}?order_goods_id=${id}`;
export const complainUrl = (id: number): string => `${REFUND_PATHS.complain}?order_goods_id=${id}`;
export const orderDetailUrl = (orderId: number): string => `/pages/order/detail/detail?order_id=${orderId}`;
