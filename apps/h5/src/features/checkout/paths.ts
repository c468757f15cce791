/** Spec paths of the checkout (kept apart so the cart and goods pages link here without the checkout code). */
export const CHECKOUT_PATHS = {
  payment: '/pages/order/payment/payment',
  address: '/otherpages/member/address',
} as const;

/** The payment page for cart lines. */
export const paymentUrlForCart = (cartIds: number[]): string => `${CHECKOUT_PATHS.payment}?cart_ids=${cartIds.join(',')}`;

/** The payment page for "buy now". */
export const paymentUrlForSku = (skuId: number, num: number): string => `${CHECKOUT_PATHS.payment}?sku_id=${skuId}&num=${num}`;
