import { defineMessages } from '../../infra/http/messages';

export const couponMessages = defineMessages({
  couponNotExist: { 'zh-cn': '优惠券不存在', 'en-us': 'The coupon does not exist' },
  couponSoldOut: { 'zh-cn': '来迟了该优惠券已被领取完了', 'en-us': 'Too late: this coupon has all been claimed' },
  couponLimit: { 'zh-cn': '该优惠券领取已达到上限', 'en-us': 'You have reached the limit for this coupon' },
  couponExpired: { 'zh-cn': '该优惠券已过期', 'en-us': 'This coupon has expired' },
  couponGoodsNotExist: { 'zh-cn': '商品不存在', 'en-us': 'The goods do not exist' },
  platformCouponNoShop: {
    'zh-cn': '该平台优惠券仅限{groups}使用，本单没有可用的店铺',
    'en-us': 'This platform coupon is only for shops of level {groups}; no shop in this order qualifies',
  },
  platformCouponBelow: {
    'zh-cn': '该平台优惠券需{groups}的商品满{money}元才能使用',
    'en-us': 'This platform coupon needs ¥{money} of goods from shops of level {groups}',
  },
});
