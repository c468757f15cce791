import { describe, expect, it } from 'vitest';
import { MEMBER_HOME, passwordMinLength, resolveBack, validateLogin, validateRegister } from './validate';

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
