import { defineMessages } from '../../infra/http/messages';

export const memberwithdrawMessages = defineMessages({
  wdDisabled: { 'zh-cn': '提现功能未开启', 'en-us': 'Withdrawal is not available' },
  wdMoneyInvalid: { 'zh-cn': '请输入正确的提现金额', 'en-us': 'Please enter a valid withdrawal amount' },
  wdBelowMin: { 'zh-cn': '提现金额不能小于{min}元', 'en-us': 'The withdrawal amount cannot be less than {min} yuan' },
  wdAboveBalance: { 'zh-cn': '提现金额不能大于可提现余额', 'en-us': 'The withdrawal amount cannot exceed the withdrawable balance' },
  wdTypeUnsupported: { 'zh-cn': '不支持该提现方式', 'en-us': 'This withdrawal method is not supported' },
  wdRealnameRequired: { 'zh-cn': '请输入真实姓名', 'en-us': 'Please enter the real name' },
  wdMobileRequired: { 'zh-cn': '请输入手机号', 'en-us': 'Please enter the mobile number' },
  wdMobileInvalid: { 'zh-cn': '请输入正确的手机号', 'en-us': 'Please enter a valid mobile number' },
  wdBranchRequired: { 'zh-cn': '请输入支行信息', 'en-us': 'Please enter the bank branch' },
  wdAccountRequired: { 'zh-cn': '请输入提现账号', 'en-us': 'Please enter the withdrawal account' },
  wdAccountNotExist: { 'zh-cn': '提现账户不存在', 'en-us': 'The withdrawal account does not exist' },
  wdAccountLimit: { 'zh-cn': '提现账户最多保存{max}个', 'en-us': 'You can keep at most {max} withdrawal accounts' },
  wdNotExist: { 'zh-cn': '提现记录不存在', 'en-us': 'The withdrawal does not exist' },
  wdStatusChanged: {
    'zh-cn': '该提现申请状态已变更，请刷新后重试',
    'en-us': 'This withdrawal has already changed; please refresh and try again',
  },
  wdConfigMinInvalid: { 'zh-cn': '最低提现金额格式错误', 'en-us': 'The minimum withdrawal amount is not a valid amount' },
  wdConfigTypeInvalid: { 'zh-cn': '提现方式只能是 wechatpay、alipay、bank', 'en-us': 'Withdrawal methods are wechatpay, alipay and bank' },
  wdCancelOpen: {
    'zh-cn': '您还有正在处理中的提现申请，请等待处理完成后再申请注销',
    'en-us': 'You still have a withdrawal in progress; please wait until it is finished before closing the account',
  },
  wdStatusPending: { 'zh-cn': '待审核', 'en-us': 'Under review' },
  wdStatusToTransfer: { 'zh-cn': '待转账', 'en-us': 'Awaiting transfer' },
  wdStatusTransferred: { 'zh-cn': '已转账', 'en-us': 'Transferred' },
  wdStatusRefused: { 'zh-cn': '已拒绝', 'en-us': 'Refused' },
  wdTypeWechatpay: { 'zh-cn': '微信', 'en-us': 'WeChat' },
  wdTypeAlipay: { 'zh-cn': '支付宝', 'en-us': 'Alipay' },
  wdTypeBank: { 'zh-cn': '银行卡', 'en-us': 'Bank card' },
});
