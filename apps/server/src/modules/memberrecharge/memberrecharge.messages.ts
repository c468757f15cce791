import { defineMessages } from '../../infra/http/messages';

export const memberrechargeMessages = defineMessages({
  rechargeClosed: { 'zh-cn': '会员充值功能未开启', 'en-us': 'Recharge is not available' },
  rechargeNotExist: { 'zh-cn': '充值套餐不存在或已下架', 'en-us': 'This recharge package does not exist or is off sale' },
  rechargeTarget: { 'zh-cn': '缺少参数recharge_id', 'en-us': 'Missing parameter recharge_id' },
  rechargeCustomClosed: { 'zh-cn': '暂不支持自定义充值金额', 'en-us': 'Typing your own recharge amount is not allowed' },
  rechargeAmountInvalid: {
    'zh-cn': '请输入正确的充值金额（最多两位小数）',
    'en-us': 'Enter a valid recharge amount (at most two decimals)',
  },
  rechargeAmountTooSmall: { 'zh-cn': '充值金额不能低于{min}元', 'en-us': 'The recharge amount must be at least ¥{min}' },
  rechargeAmountTooBig: { 'zh-cn': '充值金额不能高于{max}元', 'en-us': 'The recharge amount must be at most ¥{max}' },
  rechargeCustomName: { 'zh-cn': '自定义充值', 'en-us': 'Custom recharge' },
  rechargePriceInvalid: {
    'zh-cn': '售价须大于0，面值不能低于售价',
    'en-us': 'The price must be above 0 and the face value at least the price',
  },
  rechargeBoundsInvalid: {
    'zh-cn': '自定义金额下限须大于0且不高于上限',
    'en-us': 'The custom minimum must be above 0 and at most the maximum',
  },
  rechargeTypeName: { 'zh-cn': '会员充值', 'en-us': 'Recharge' },
});
