/**
 * Message texts per template keyword; `{name}` placeholders are filled from the message params.
 * Real SMS gateways use their own registered templates and receive only the keyword and params.
 */
const TEMPLATES: Record<string, string> = {
  LOGIN_CODE: '您的登录验证码为{code}，10分钟内有效，请勿泄露给他人。',
  REGISTER_CODE: '您的注册验证码为{code}，10分钟内有效，请勿泄露给他人。',
  FIND_PASSWORD: '您正在找回登录密码，验证码为{code}，10分钟内有效，请勿泄露给他人。',
  MEMBER_BIND: '您正在绑定手机号，验证码为{code}，10分钟内有效，请勿泄露给他人。',
  SET_PASSWORD: '您正在设置登录密码，验证码为{code}，10分钟内有效，请勿泄露给他人。',
  MEMBER_PAY_PASSWORD: '您正在设置支付密码，验证码为{code}，10分钟内有效，请勿泄露给他人。',
};

const FALLBACK = '您的验证码为{code}，10分钟内有效，请勿泄露给他人。';

export const renderSms = (keyword: string, params: Record<string, string>): string => {
  let text = TEMPLATES[keyword] ?? FALLBACK;
  for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, v);
  return text;
};
