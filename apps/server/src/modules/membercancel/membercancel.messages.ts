import { defineMessages } from '../../infra/http/messages';

export const membercancelMessages = defineMessages({
  cancelDisabled: { 'zh-cn': '会员注销功能未开启', 'en-us': 'Account cancellation is not available' },
  cancelAlreadyApplied: {
    'zh-cn': '您已提交注销申请，请耐心等待审核',
    'en-us': 'You have already applied to close your account, please wait for the review',
  },
  cancelBalanceOpen: {
    'zh-cn': '您的账户还有余额，请先处理账户余额后再申请注销',
    'en-us': 'Your account still holds a balance, please use or withdraw it before closing the account',
  },
  cancelPointOpen: {
    'zh-cn': '您的账户还有{point}积分，请先使用积分后再申请注销',
    'en-us': 'Your account still holds {point} points, please use them before closing the account',
  },
  cancelNoPending: { 'zh-cn': '没有待审核的注销申请', 'en-us': 'There is no cancellation application under review' },
  cancelNotFound: { 'zh-cn': '注销申请不存在', 'en-us': 'No such cancellation application' },
  cancelHandled: { 'zh-cn': '该注销申请已处理', 'en-us': 'This cancellation application has already been handled' },
  cancelTarget: { 'zh-cn': '请指定注销申请id或会员member_id', 'en-us': 'Give the application id or the member_id' },
  cancelAgreementTitle: { 'zh-cn': '账号注销协议', 'en-us': 'Account cancellation agreement' },
});
