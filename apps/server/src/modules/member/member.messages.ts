import { defineMessages } from '../../infra/http/messages';

export const MM = defineMessages({
  captchaRequired: { 'zh-cn': '请输入验证码', 'en-us': 'Please enter the captcha' },
  captchaFailure: { 'zh-cn': '验证码已失效，请刷新后重试', 'en-us': 'The captcha has expired, please refresh it' },
  captchaError: { 'zh-cn': '验证码错误', 'en-us': 'Wrong captcha' },
  loginError: { 'zh-cn': '账号或密码错误', 'en-us': 'Wrong account or password' },
  loginClosed: { 'zh-cn': '账号密码登录未开启', 'en-us': 'Password login is not enabled' },
  memberLocked: { 'zh-cn': '账号已被锁定，请联系客服', 'en-us': 'This account is locked, please contact customer service' },
  loginTooMany: {
    'zh-cn': '登录失败次数过多，请{minutes}分钟后再试',
    'en-us': 'Too many failed logins, please try again in {minutes} minutes',
  },
  registerClosed: { 'zh-cn': '用户名注册未开启', 'en-us': 'Registration by username is not enabled' },
  usernameInvalid: {
    'zh-cn': '用户名须为3-30位字母、数字或下划线，且不能全为数字',
    'en-us': 'The username must be 3-30 letters, digits or underscores, and not only digits',
  },
  usernameExisted: { 'zh-cn': '用户名已存在', 'en-us': 'This username is already taken' },
  mobileExisted: { 'zh-cn': '手机号已存在', 'en-us': 'This mobile number is already registered' },
  passwordTooShort: { 'zh-cn': '密码长度不能小于{min}位', 'en-us': 'The password must be at least {min} characters' },
  passwordComplexity: { 'zh-cn': '密码需包含{kinds}', 'en-us': 'The password must contain {kinds}' },
  kindNumber: { 'zh-cn': '数字', 'en-us': 'digits' },
  kindLetter: { 'zh-cn': '小写字母', 'en-us': 'lower-case letters' },
  kindUpper: { 'zh-cn': '大写字母', 'en-us': 'upper-case letters' },
  kindSymbol: { 'zh-cn': '符号', 'en-us': 'symbols' },
  memberNotExist: { 'zh-cn': '会员不存在', 'en-us': 'The member does not exist' },
});
