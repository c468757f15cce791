import { pageUrl } from '../../shared/pages';

/** The payment page for cart lines. */
export const paymentUrlForCart = (cartIds: number[]): string => pageUrl('payment', { cart_ids: cartIds });

/** The payment page for "buy now". */
export const paymentUrlForSku = (skuId: number, num: number): string => pageUrl('payment', { sku_id: skuId, num });
