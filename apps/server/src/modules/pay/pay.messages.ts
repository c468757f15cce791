import { defineMessages } from '../../infra/http/messages';

/** Texts of the pay endpoints and of the sandbox cashier page. */
export const payMessages = defineMessages({
  payNotExist: { 'zh-cn': '支付单据不存在', 'en-us': 'The payment does not exist' },
  payPaid: { 'zh-cn': '该订单已支付', 'en-us': 'This order has already been paid' },
  payCancelled: { 'zh-cn': '支付单据已关闭，请重新发起支付', 'en-us': 'This payment was closed, please start the payment again' },
  payNothingToPay: { 'zh-cn': '无需支付', 'en-us': 'Nothing to pay' },
  payTypeDisabled: { 'zh-cn': '当前支付方式不可用', 'en-us': 'This payment method is not available' },
  payChannelError: { 'zh-cn': '发起支付失败，请稍后再试', 'en-us': 'Could not start the payment, please try again later' },
  payNeedOpenid: { 'zh-cn': '请先使用微信授权登录', 'en-us': 'Please sign in with WeChat first' },
  orderPayNotExist: { 'zh-cn': '订单不存在', 'en-us': 'The order does not exist' },
  orderPayNotUnpaid: { 'zh-cn': '订单不是待支付状态', 'en-us': 'The order is not waiting for payment' },
  orderPayNothing: { 'zh-cn': '订单无需支付', 'en-us': 'The order has nothing to pay' },
  refundExceeds: { 'zh-cn': '退款金额超过可退金额', 'en-us': 'The refund is more than what can be refunded' },
  refundNotPaid: { 'zh-cn': '该支付单据未支付，无法退款', 'en-us': 'This payment was not paid and cannot be refunded' },
  payConfigIncomplete: { 'zh-cn': '支付配置不完整，无法开启', 'en-us': 'The payment settings are incomplete; the channel cannot be switched on' },
  refundFailed: { 'zh-cn': '原路退款失败', 'en-us': 'The refund to the original payment method failed' },

  payTypeName_sandbox: { 'zh-cn': '模拟支付', 'en-us': 'Sandbox pay' },
  payTypeName_wechatpay: { 'zh-cn': '微信支付', 'en-us': 'WeChat Pay' },
  payTypeName_alipay: { 'zh-cn': '支付宝支付', 'en-us': 'Alipay' },
  payTypeName_BALANCE: { 'zh-cn': '余额支付', 'en-us': 'Balance' },
  payTypeName_ONLINE_PAY: { 'zh-cn': '在线支付', 'en-us': 'Online payment' },
  payTypeName_OFFLINE_PAY: { 'zh-cn': '线下支付', 'en-us': 'Offline payment' },

  cashierTitle: { 'zh-cn': '收银台', 'en-us': 'Cashier' },
  cashierSandboxNote: {
    'zh-cn': '这是本站的模拟收银台，不会产生真实扣款。',
    'en-us': 'This is the site’s sandbox cashier: no real money is taken.',
  },
  cashierShop: { 'zh-cn': '收款方', 'en-us': 'Payee' },
  cashierBody: { 'zh-cn': '商品', 'en-us': 'Goods' },
  cashierTradeNo: { 'zh-cn': '支付单号', 'en-us': 'Payment no.' },
  cashierAmount: { 'zh-cn': '支付金额', 'en-us': 'Amount' },
  cashierConfirm: { 'zh-cn': '确认支付', 'en-us': 'Confirm payment' },
  cashierCancel: { 'zh-cn': '取消', 'en-us': 'Cancel' },
  cashierPaid: { 'zh-cn': '该单据已支付', 'en-us': 'This payment has been made' },
  cashierClosed: { 'zh-cn': '该单据已关闭，无法支付', 'en-us': 'This payment is closed and cannot be paid' },
  cashierInvalid: { 'zh-cn': '支付链接无效或已过期', 'en-us': 'The payment link is invalid or has expired' },
  cashierBack: { 'zh-cn': '返回商城', 'en-us': 'Back to the mall' },
  cashierMall: { 'zh-cn': '商城', 'en-us': 'Mall' },
});

/** Message key of a pay type's display name ('' when the type is unknown). */
export const payTypeNameKey = (payType: string): string | undefined => {
  const key = `payTypeName_${payType}`;
  return key in payMessages ? key : undefined;
};
