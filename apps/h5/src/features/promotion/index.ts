/**
 * What promotions share on the storefront: the countdown on the server's clock, and the limited-time discount's
 * goods detail bar as a loader (it comes only with a goods whose SKU has a running discount).
 */
export const promotionParts = {
  GoodsDiscountRow: () => import('./GoodsDiscountRow'),
};
export { discountOfSku, type SkuDiscount } from './discount';
