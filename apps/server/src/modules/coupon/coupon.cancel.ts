import type { CancelCheck } from '../parts';
import { memberCouponNum } from './coupon.service';
import { memberPlatformNum } from './coupon.platform';

// The cancellation page tells the member how many unused coupons the account still holds (they are lost
// with it). Counting only: unused coupons do not block cancelling.
export const couponCancelCheck: CancelCheck = {
  name: 'coupon',
  count: async (db, memberId) => ({
    member_coupon_count: await memberCouponNum(db, memberId, 1),
    member_platformcoupon_count: await memberPlatformNum(db, memberId, 1),
  }),
};
