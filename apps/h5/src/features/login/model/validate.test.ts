import { describe, expect, it } from 'vitest';
import {
  bindSaveDisabled,
  enabledModes,
  FIND_PASSWORD_PATH,
  MEMBER_HOME,
  passwordMinLength,
  resolveBack,
  validateCodeForm,
  validateCodeRequest,
  validateLogin,
  validateMobile,
  withBack,
  validateMobileRegister,
  validatePasswordPair,
  validateRegister,
} from './validate';

describe('validateLogin', () => {
  const ok = { username: 'demo', password: '123456', captchaCode: '' };
  it('checks account, password, then captcha when on', () => {
    expect(validateLogin({ ...ok, username: ' ' }, false)?.key).toBe('login.errAccount');
    expect(validateLogin({ ...ok, username: '', password: '' }, true)?.key).toBe('login.errAccount');
    expect(validateLogin({ ...ok, password: '' }, false)?.key).toBe('login.errPassword');
    expect(validateLogin(ok, true)?.key).toBe('login.errCaptcha');
    expect(validateLogin(ok, false)).toBeNull();
    expect(validateLogin({ ...ok, captchaCode: 'ab12' }, true)).toBeNull();
  });
});

describe('validateRegister', () => {
  const ok = { username: 'alice', password: 'secret1', confirm: 'secret1', captchaCode: '' };
  it('stops at the first failure in order', () => {
    expect(validateRegister({ ...ok, username: '', password: '' }, false, 6)?.key).toBe('login.errUsername');
    expect(validateRegister({ ...ok, username: 'a b' }, false, 6)?.key).toBe('login.errUsernameFormat');
    expect(validateRegister({ ...ok, username: 'ab' }, false, 6)?.key).toBe('login.errUsernameFormat');
    expect(validateRegister({ ...ok, username: '张三丰' }, false, 6)?.key).toBe('login.errUsernameFormat');
    expect(validateRegister({ ...ok, username: '13800000000' }, false, 6)?.key).toBe('login.errUsernameDigits');
    expect(validateRegister({ ...ok, password: '' }, false, 6)?.key).toBe('login.errPassword');
    expect(validateRegister({ ...ok, password: '12345', confirm: '12345' }, false, 6)).toEqual({
      key: 'login.errPasswordLength',
      values: { n: 6 },
    });
    expect(validateRegister({ ...ok, confirm: '' }, false, 6)?.key).toBe('login.errConfirm');
    expect(validateRegister({ ...ok, confirm: 'secret2' }, false, 6)?.key).toBe('login.errPasswordMismatch');
    expect(validateRegister(ok, true, 6)?.key).toBe('login.errCaptcha');
    expect(validateRegister(ok, false, 6)).toBeNull();
  });
  it('uses the configured length', () => {
    expect(validateRegister(ok, false, 8)?.values).toEqual({ n: 8 });
    expect(passwordMinLength(8)).toBe(8);
    expect(passwordMinLength('10')).toBe(10);
    expect(passwordMinLength(undefined)).toBe(6);
    expect(passwordMinLength(0)).toBe(6);
  });
});

describe('resolveBack', () => {
  it('returns in-app paths and refuses the rest', () => {
    expect(resolveBack('/pages/goods/detail/detail?sku_id=3')).toBe('/pages/goods/detail/detail?sku_id=3');
    expect(resolveBack('%2Fpages%2Fgoods%2Fcart%2Fcart')).toBe('/pages/goods/cart/cart');
    expect(resolveBack('/h5/pages/goods/cart/cart')).toBe('/pages/goods/cart/cart');
    expect(resolveBack(null)).toBe(MEMBER_HOME);
    expect(resolveBack('https://evil.example/')).toBe(MEMBER_HOME);
    expect(resolveBack('//evil.example/x')).toBe(MEMBER_HOME);
    expect(resolveBack('/pages/login/login/login?back=x')).toBe(MEMBER_HOME);
    expect(resolveBack('/pages/login/register/register')).toBe(MEMBER_HOME);
  });
});

describe('mobile + dynamic code forms (spec §5 phone-bind order)', () => {
  const ok = { mobile: '13800138000', captchaCode: 'ab12', code: '1234', hasKey: true };

  it('validateMobile: required, then a mainland number', () => {
    expect(validateMobile('')?.key).toBe('login.errMobile');
    expect(validateMobile('  ')?.key).toBe('login.errMobile');
    expect(validateMobile('1380013800')?.key).toBe('login.errMobileFormat');
    expect(validateMobile('12800138000')?.key).toBe('login.errMobileFormat');
    expect(validateMobile('138001380001')?.key).toBe('login.errMobileFormat');
    expect(validateMobile('1380013800a')?.key).toBe('login.errMobileFormat');
    expect(validateMobile('13800138000')).toBeNull();
    expect(validateMobile('19912345678')).toBeNull();
  });

  it('code request: mobile, then the captcha only when it is on', () => {
    expect(validateCodeRequest({ mobile: '', captchaCode: '' }, true)?.key).toBe('login.errMobile');
    expect(validateCodeRequest({ mobile: '138', captchaCode: '' }, true)?.key).toBe('login.errMobileFormat');
    expect(validateCodeRequest({ mobile: ok.mobile, captchaCode: '' }, true)?.key).toBe('login.errCaptcha');
    expect(validateCodeRequest({ mobile: ok.mobile, captchaCode: '' }, false)).toBeNull();
  });

  it('full form: mobile, valid mobile, captcha, dynamic code, then a code must have been sent', () => {
    const all = { mobile: '', captchaCode: '', code: '', hasKey: false };
    expect(validateCodeForm(all, true)?.key).toBe('login.errMobile');
    expect(validateCodeForm({ ...all, mobile: '1234' }, true)?.key).toBe('login.errMobileFormat');
    expect(validateCodeForm({ ...all, mobile: ok.mobile }, true)?.key).toBe('login.errCaptcha');
    expect(validateCodeForm({ ...all, mobile: ok.mobile }, false)?.key).toBe('login.errCode');
    expect(validateCodeForm({ ...ok, code: ' ' }, true)?.key).toBe('login.errCode');
    expect(validateCodeForm({ ...ok, hasKey: false }, true)?.key).toBe('login.errSendFirst');
    expect(validateCodeForm(ok, true)).toBeNull();
    expect(validateCodeForm({ ...ok, captchaCode: '' }, false)).toBeNull();
  });

  it('password pair: required, length, confirmation, match', () => {
    expect(validatePasswordPair({ password: '', confirm: '' }, 6, 'login.errNewPassword')?.key).toBe('login.errNewPassword');
    expect(validatePasswordPair({ password: '', confirm: '' }, 6)?.key).toBe('login.errPassword');
    expect(validatePasswordPair({ password: '12345', confirm: '12345' }, 6)).toEqual({ key: 'login.errPasswordLength', values: { n: 6 } });
    expect(validatePasswordPair({ password: '123456', confirm: '' }, 6)?.key).toBe('login.errConfirm');
    expect(validatePasswordPair({ password: '123456', confirm: '123457' }, 6)?.key).toBe('login.errPasswordMismatch');
    expect(validatePasswordPair({ password: '123456', confirm: '123456' }, 6)).toBeNull();
  });

  it('mobile registration checks the code fields before the password', () => {
    expect(validateMobileRegister({ ...ok, code: '', password: '', confirm: '' }, false, 6)?.key).toBe('login.errCode');
    expect(validateMobileRegister({ ...ok, password: '', confirm: '' }, false, 6)?.key).toBe('login.errPassword');
    expect(validateMobileRegister({ ...ok, password: 'abc', confirm: 'abc' }, false, 6)?.key).toBe('login.errPasswordLength');
    expect(validateMobileRegister({ ...ok, password: 'abcdef', confirm: 'abcdeg' }, false, 6)?.key).toBe('login.errPasswordMismatch');
    expect(validateMobileRegister({ ...ok, password: 'abcdef', confirm: 'abcdef' }, false, 6)).toBeNull();
  });

  it('bind save is disabled only while forced binding has an empty required field', () => {
    const empty = { mobile: '', captchaCode: '', code: '' };
    const full = { mobile: ok.mobile, captchaCode: 'ab12', code: '1234' };
    expect(bindSaveDisabled(empty, true, false)).toBe(false);
    expect(bindSaveDisabled(empty, true, true)).toBe(true);
    expect(bindSaveDisabled({ ...full, mobile: '' }, true, true)).toBe(true);
    expect(bindSaveDisabled({ ...full, captchaCode: '' }, true, true)).toBe(true);
    expect(bindSaveDisabled({ ...full, captchaCode: '' }, false, true)).toBe(false);
    expect(bindSaveDisabled({ ...full, code: '' }, true, true)).toBe(true);
    expect(bindSaveDisabled(full, true, true)).toBe(false);
  });
});

describe('enabledModes', () => {
  it('reads the comma list in tab order, with a fallback for a missing value', () => {
    expect(enabledModes('username,mobile')).toEqual(['username', 'mobile']);
    expect(enabledModes('mobile, username')).toEqual(['username', 'mobile']);
    expect(enabledModes('mobile')).toEqual(['mobile']);
    expect(enabledModes('')).toEqual([]);
    expect(enabledModes('email')).toEqual([]);
    expect(enabledModes(undefined)).toEqual(['username']);
    expect(enabledModes(null, [])).toEqual([]);
  });

  it('the recovery page is a login page for the way back', () => {
    expect(resolveBack(FIND_PASSWORD_PATH)).toBe(MEMBER_HOME);
  });
});

describe('withBack', () => {
  it('keeps the way back (encoded) on links between the account pages, and adds nothing without one', () => {
    expect(withBack('/pages/login/login/login', '/pages/goods/detail/detail?sku_id=3')).toBe(
      '/pages/login/login/login?back=%2Fpages%2Fgoods%2Fdetail%2Fdetail%3Fsku_id%3D3',
    );
    expect(withBack(FIND_PASSWORD_PATH, null)).toBe(FIND_PASSWORD_PATH);
  });
});
