import { defineMessages } from '../../infra/http/messages';

export const memberLookupMessages = defineMessages({
  existEmailExisted: { 'zh-cn': '邮箱已存在', 'en-us': 'This e-mail address is already registered' },
  existFieldRequired: { 'zh-cn': '请输入用户名或手机号', 'en-us': 'Please enter a username or mobile number' },
});
