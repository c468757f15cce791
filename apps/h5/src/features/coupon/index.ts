/** What other features use from coupons: the goods page's coupon strip, the DIY coupon block's data and faces, receiving. */
export { default as GoodsCoupons } from './components/GoodsCoupons';
export { couponBlockQuery, goodsCouponsQuery, myCouponNumsQuery } from './coupon.api';
export { couponAction, couponFace, fromPlatformType, fromShopType, goodsUrlOf, thresholdText, type CouponView } from './model/coupon';
export { useReceiveCoupon } from './useReceive';
