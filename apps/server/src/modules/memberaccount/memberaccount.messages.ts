import { defineMessages } from '../../infra/http/messages';

export const memberaccountMessages = defineMessages({
  accountMemberMissing: { 'zh-cn': '会员不存在', 'en-us': 'The member does not exist' },
  accountBadMonth: { 'zh-cn': '月份格式错误，应为YYYY-MM', 'en-us': 'The month must be written YYYY-MM' },
  accountBadRange: { 'zh-cn': '结束时间不能早于开始时间', 'en-us': 'The end time cannot be before the start time' },
});
