import { defineMessages } from '../../../infra/http/messages';

export const pointexchangeMessages = defineMessages({
  pxExchangeClosed: { 'zh-cn': '积分兑换未开启', 'en-us': 'The points mall is not open' },
  pxExchangeNotExist: { 'zh-cn': '兑换商品不存在或已下架', 'en-us': 'This item does not exist or is no longer offered' },
  pxExchangeStockShort: { 'zh-cn': '兑换商品库存不足', 'en-us': 'Not enough of this item left' },
  pxExchangePointShort: {
    'zh-cn': '积分不足，需要{need}积分，当前{have}积分',
    'en-us': 'Not enough points: {need} needed, you have {have}',
  },
  pxExchangeAddressMissing: { 'zh-cn': '请选择收货地址', 'en-us': 'Choose a delivery address' },
  pxExchangeCouponUnavailable: {
    'zh-cn': '该优惠券已领完或已达领取上限',
    'en-us': 'This coupon is used up or you already hold as many as allowed',
  },
  pxExchangeOrderNotExist: { 'zh-cn': '兑换订单不存在', 'en-us': 'This exchange order does not exist' },
  pxExchangeOrderNotUnpaid: { 'zh-cn': '只有待支付的兑换订单可以关闭', 'en-us': 'Only an unpaid exchange order can be closed' },
  pxExchangeOrderBusy: {
    'zh-cn': '订单正在支付中，请稍后再试',
    'en-us': 'This order is being paid right now; try again in a moment',
  },
  pxExchangeTypeTarget: {
    'zh-cn': '礼品或优惠券不存在',
    'en-us': 'The gift or coupon this item gives does not exist',
  },
  pxExchangeBalanceMissing: { 'zh-cn': '红包金额须大于0', 'en-us': 'The red packet amount must be above 0' },
  pxStatusUnpaid: { 'zh-cn': '待支付', 'en-us': 'Unpaid' },
  pxStatusExchanged: { 'zh-cn': '已兑换', 'en-us': 'Exchanged' },
  pxStatusClosed: { 'zh-cn': '已关闭', 'en-us': 'Closed' },
  pxTypeGift: { 'zh-cn': '礼品', 'en-us': 'Gift' },
  pxTypeCoupon: { 'zh-cn': '优惠券', 'en-us': 'Coupon' },
  pxTypeBalance: { 'zh-cn': '红包', 'en-us': 'Red packet' },
  pxLedgerName: { 'zh-cn': '积分兑换', 'en-us': 'Points exchange' },
  pxLedgerCloseName: { 'zh-cn': '积分兑换关闭', 'en-us': 'Points exchange closed' },
});
