/**
 * Promotions shown on the goods' own pages (the limited-time discount): its goods detail bar as a loader (it comes
 * only with a goods whose SKU has a running discount) and the check whether a SKU has one. The countdown on the
 * server's clock that seckill shares is in shared/ui/Countdown.tsx and shared/lib/serverNow.ts.
 */
export const promotionParts = {
  GoodsDiscountRow: () => import('./GoodsDiscountRow'),
};
export { discountOfSku, type SkuDiscount } from './discount';
/** The 限时折扣 bar's fixed height (GoodsDiscountRow.module.css), held while its code loads. */
export const DISCOUNT_BAR_HEIGHT = 69;
