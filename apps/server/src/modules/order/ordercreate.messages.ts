import { defineMessages } from '../../infra/http/messages';

/** Checkout texts (`/api/ordercreate/*`). */
export const orderCreateMessages = defineMessages({
  ocGoodsRequired: { 'zh-cn': '请选择要结算的商品', 'en-us': 'Please choose the goods to check out' },
  ocNumRequired: { 'zh-cn': '缺少参数num', 'en-us': 'Missing parameter num' },
  ocCartNotExist: { 'zh-cn': '购物车商品不存在', 'en-us': 'The cart item does not exist' },
  ocGoodsNotExist: { 'zh-cn': '商品不存在', 'en-us': 'The goods do not exist' },
  ocGoodsOffShelf: { 'zh-cn': '商品“{name}”已下架', 'en-us': '"{name}" is no longer on sale' },
  ocStockShort: { 'zh-cn': '商品“{name}”库存不足', 'en-us': 'Not enough stock of "{name}"' },
  ocMinBuy: { 'zh-cn': '商品“{name}”{min}件起售', 'en-us': '"{name}" is sold from {min} pieces' },
  ocMaxBuy: {
    'zh-cn': '商品“{name}”每人限购{max}件，您已购买{bought}件',
    'en-us': '"{name}" is limited to {max} per person; you have bought {bought}',
  },
  ocMixedVirtual: { 'zh-cn': '虚拟商品需单独下单', 'en-us': 'Virtual goods must be ordered on their own' },
  ocAddressRequired: { 'zh-cn': '请先选择收货地址', 'en-us': 'Please choose a delivery address' },
  ocMobileRequired: { 'zh-cn': '请填写正确的手机号', 'en-us': 'Please enter a valid mobile number' },
  ocExpressClosed: { 'zh-cn': '店铺“{shop}”未开启物流配送', 'en-us': 'The shop "{shop}" does not offer express delivery' },
  ocStoreClosed: { 'zh-cn': '店铺“{shop}”未开启门店自提', 'en-us': 'The shop "{shop}" does not offer store pickup' },
  ocLocalClosed: { 'zh-cn': '店铺“{shop}”未开启外卖配送', 'en-us': 'The shop "{shop}" does not offer local delivery' },
  ocNoDelivery: { 'zh-cn': '店铺“{shop}”暂无可用的配送方式', 'en-us': 'The shop "{shop}" has no delivery method available' },
  ocStoreNotExist: { 'zh-cn': '请选择可自提的门店', 'en-us': 'Please choose a store that offers pickup' },
  ocLocalTooFar: { 'zh-cn': '收货地址超出店铺“{shop}”的配送范围', 'en-us': 'The address is beyond the delivery range of "{shop}"' },
  ocLocalBelowMin: { 'zh-cn': '店铺“{shop}”外卖配送满{money}元起送', 'en-us': '"{shop}" delivers locally from ¥{money}' },
  ocLocalNoCoordinates: {
    'zh-cn': '收货地址缺少定位，请重新选择地址',
    'en-us': 'The address has no map position; please choose the address again',
  },
  ocLocalNotConfigured: { 'zh-cn': '店铺“{shop}”未配置外卖配送', 'en-us': 'The shop "{shop}" has not set up local delivery' },
  ocLocalTime: { 'zh-cn': '请选择配送时间范围内的时间', 'en-us': 'Please choose a time within the delivery hours' },
  ocCouponInvalid: { 'zh-cn': '优惠券不可用', 'en-us': 'The coupon cannot be used' },
  ocPlatformCouponInvalid: { 'zh-cn': '平台优惠券不可用', 'en-us': 'The platform coupon cannot be used' },
  ocBalanceShort: { 'zh-cn': '余额不足', 'en-us': 'Not enough balance' },
  ocWayExpress: { 'zh-cn': '物流配送', 'en-us': 'Express delivery' },
  ocWayStore: { 'zh-cn': '门店自提', 'en-us': 'Store pickup' },
  ocWayLocal: { 'zh-cn': '外卖配送', 'en-us': 'Local delivery' },
  ocWayVirtual: { 'zh-cn': '无需配送', 'en-us': 'No delivery needed' },
});
