import { defineMessages } from '../../infra/http/messages';

/** Keys are global across modules, hence the `wechat` prefix. */
export const wechatMessages = defineMessages({
  wechatNotConfigured: { 'zh-cn': '微信公众号未配置，暂不能使用微信登录', 'en-us': 'WeChat login is not configured' },
  wechatRedirectInvalid: { 'zh-cn': '授权回调地址不合法', 'en-us': 'The redirect URL is not allowed' },
  wechatAuthFailed: { 'zh-cn': '微信授权失败', 'en-us': 'WeChat authorisation failed' },
  wechatStateInvalid: { 'zh-cn': '授权已失效，请重新进入', 'en-us': 'The authorisation has expired, please open the page again' },
  wechatAuthExpired: { 'zh-cn': '微信授权已过期，请重新授权', 'en-us': 'The WeChat authorisation has expired, please authorise again' },
  wechatMemberNotExist: { 'zh-cn': '会员不存在', 'en-us': 'Member not found' },
  wechatMemberLocked: { 'zh-cn': '账号已被锁定，请联系客服', 'en-us': 'This account is locked, please contact customer service' },
  wechatOpenidBound: { 'zh-cn': '该微信已绑定其他账号', 'en-us': 'This WeChat account is already bound to another member' },
  wechatMobileBoundOther: { 'zh-cn': '该手机号已绑定其他微信', 'en-us': 'This mobile number is already bound to another WeChat account' },
  wechatThirdPartyClosed: { 'zh-cn': '第三方登录注册未开启', 'en-us': 'Sign-up with a third-party account is not enabled' },
  wechatCaptchaRequired: { 'zh-cn': '请输入验证码', 'en-us': 'Please enter the captcha' },
  wechatAdminDenied: { 'zh-cn': '无权访问', 'en-us': 'Access denied' },
});
