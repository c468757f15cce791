import type { ModuleParts } from '../parts';
import { couponCancelCheck } from './coupon.cancel';
import { couponRoutes } from './coupon.routes';
export { couponRoutes, COUPON_RECEIVE_PAGE } from './coupon.routes';
export {
  couponDeduction,
  couponGoodsScope,
  eligibleMoney,
  shopCoupons,
  memberCouponNum,
  returnShopCouponTx,
  usableShopCoupons,
  usableShopCouponsOf,
  useShopCouponTx,
  type CouponGoodsLine,
  type UsableShopCoupon,
} from './coupon.service';
export {
  platformCoupons,
  issueCouponsTx,
  memberPlatformNum,
  parseIdCsv,
  registerRewardCoupons,
  returnPlatformCouponTx,
  scopeAllows,
  scopeNamer,
  usablePlatformCoupons,
  usablePlatformCouponsOf,
  usePlatformCouponTx,
  type PlatformScope,
} from './coupon.platform';
export { grantCouponTx } from './coupon.kinds';
export { couponMessages } from './coupon.messages';
export * from './coupon.tables';

export const couponModule: ModuleParts = { name: 'coupon', routes: couponRoutes, cancelChecks: [couponCancelCheck] };
