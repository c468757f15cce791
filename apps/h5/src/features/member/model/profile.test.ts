import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import {
  dayToUnix,
  formatDateTime,
  formatDay,
  passwordMinLength,
  toSex,
  unixToDay,
  validateBirthday,
  validateMobileChange,
  validateMobileCodeRequest,
  validateNickname,
  validatePasswordChange,
  validatePasswordSet,
  validatePayCode,
  validatePayConfirm,
  validatePayPassword,
  validateRealname,
  validateSex,
  type FormError,
} from './profile';

const zh = i18n.fixed('zh-cn');
const en = i18n.fixed('en-us');
/** The message a failure shows, in both languages. */
const texts = (e: FormError | null) => (e ? { zh: zh(e.key, e.values), en: en(e.key, e.values) } : null);

describe('nickname (spec §5)', () => {
  it('must not be empty, then must differ from the old one', () => {
    expect(texts(validateNickname('', '小明'))).toEqual({ zh: '昵称不能为空', en: 'The nickname cannot be empty' });
    expect(texts(validateNickname('   ', '小明'))).toEqual({ zh: '昵称不能为空', en: 'The nickname cannot be empty' });
    expect(texts(validateNickname('小明', '小明'))).toEqual({
      zh: '与原昵称一致，无需修改',
      en: 'Same as the current nickname, nothing to change',
    });
    expect(texts(validateNickname(' 小明 ', '小明'))?.zh).toBe('与原昵称一致，无需修改');
    // the empty check comes first, also when the old nickname is empty
    expect(texts(validateNickname('', ''))?.zh).toBe('昵称不能为空');
    expect(validateNickname('小红', '小明')).toBeNull();
    expect(validateNickname('first', null)).toBeNull();
  });

  it('at most 20 characters, an emoji counting once', () => {
    expect(texts(validateNickname('a'.repeat(21), 'x'))).toEqual({
      zh: '昵称不能超过20个字符',
      en: 'The nickname must be at most 20 characters',
    });
    expect(validateNickname('😀'.repeat(20), 'x')).toBeNull();
  });
});

describe('real name, sex, birthday', () => {
  it('real name is required and at most 30 characters', () => {
    expect(texts(validateRealname(' '))).toEqual({ zh: '真实姓名不能为空', en: 'The real name cannot be empty' });
    expect(texts(validateRealname('张'.repeat(31)))).toEqual({
      zh: '真实姓名不能超过30个字符',
      en: 'The real name must be at most 30 characters',
    });
    expect(validateRealname('张三')).toBeNull();
  });

  it('sex is 0 secret, 1 male or 2 female', () => {
    expect(validateSex(0)).toBeNull();
    expect(validateSex(2)).toBeNull();
    expect(texts(validateSex(3))).toEqual({ zh: '请选择性别', en: 'Please choose a gender' });
    expect(texts(validateSex(null))?.zh).toBe('请选择性别');
    expect(toSex('1')).toBe(1);
    expect(toSex(undefined)).toBe(0);
    expect(toSex(7)).toBe(0);
  });

  it('birthday is chosen and not after today', () => {
    const today = new Date(2026, 10, 22, 15, 30);
    expect(texts(validateBirthday(null, today))).toEqual({ zh: '请选择生日', en: 'Please choose your birthday' });
    expect(texts(validateBirthday(new Date(2026, 10, 23), today))).toEqual({
      zh: '生日不能晚于今天',
      en: 'The birthday cannot be in the future',
    });
    expect(validateBirthday(new Date(2026, 10, 22, 23, 59), today)).toBeNull();
    expect(validateBirthday(new Date(1990, 4, 1), today)).toBeNull();
  });

  it('birthdays travel as unix seconds of local midnight', () => {
    const d = new Date(1990, 4, 1, 13, 45);
    const unix = dayToUnix(d);
    expect(new Date(unix * 1000).getHours()).toBe(0);
    expect(formatDay(unixToDay(unix)!)).toBe('1990-05-01');
    expect(unixToDay(0)).toBeNull();
    expect(unixToDay(undefined)).toBeNull();
    expect(formatDateTime(0)).toBe('');
    expect(formatDateTime(dayToUnix(new Date(2026, 0, 2)) + 3661)).toBe('2026-01-02 01:01:01');
  });
});

describe('password change (spec §5, in order)', () => {
  const ok = { oldPassword: 'abc123', newPassword: 'xyz789', confirm: 'xyz789' };
  it('each rule in turn', () => {
    expect(texts(validatePasswordChange({ ...ok, oldPassword: '' }))).toEqual({
      zh: '请输入原始密码',
      en: 'Please enter your current password',
    });
    expect(texts(validatePasswordChange({ ...ok, newPassword: '' }))).toEqual({ zh: '请输入新密码', en: 'Please enter the new password' });
    expect(texts(validatePasswordChange({ ...ok, newPassword: 'x1', confirm: 'x1' }))).toEqual({
      zh: '密码长度不能小于6位',
      en: 'The password must be at least 6 characters',
    });
    expect(texts(validatePasswordChange({ ...ok, confirm: 'xyz788' }))).toEqual({ zh: '两次密码不一致', en: 'The two passwords do not match' });
    expect(texts(validatePasswordChange({ oldPassword: 'abc123', newPassword: 'abc123', confirm: 'abc123' }))).toEqual({
      zh: '新密码不能与原密码相同',
      en: 'The new password must differ from the current one',
    });
    expect(validatePasswordChange(ok)).toBeNull();
  });

  it('stops at the first failure', () => {
    // everything wrong: the old password is asked for first
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', confirm: 'x' })?.key).toBe('profile.errOldPassword');
    // short and mismatched: length first
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'b', confirm: 'c' })?.key).toBe('profile.errPasswordLength');
    // mismatched and same as old: mismatch first
    expect(validatePasswordChange({ oldPassword: 'abc123', newPassword: 'abc123', confirm: 'x' })?.key).toBe('profile.errPasswordMismatch');
  });

  it('uses the register config length', () => {
    expect(passwordMinLength(8)).toBe(8);
    expect(passwordMinLength('0')).toBe(6);
    expect(passwordMinLength(undefined)).toBe(6);
    expect(texts(validatePasswordChange({ ...ok, newPassword: 'abcdefg', confirm: 'abcdefg' }, 8))?.zh).toBe('密码长度不能小于8位');
  });

  it('without a password: code first, then the new password rules', () => {
    const set = { key: 'k', code: '1234', newPassword: 'abc123', confirm: 'abc123' };
    expect(texts(validatePasswordSet({ ...set, key: '' }))).toEqual({ zh: '请先获取动态码', en: 'Please request a verification code first' });
    expect(texts(validatePasswordSet({ ...set, code: ' ' }))).toEqual({ zh: '请输入动态码', en: 'Please enter the verification code' });
    expect(texts(validatePasswordSet({ ...set, newPassword: '', confirm: '' }))?.zh).toBe('请输入新密码');
    expect(texts(validatePasswordSet({ ...set, newPassword: 'abc', confirm: 'abc' }))?.zh).toBe('密码长度不能小于6位');
    expect(texts(validatePasswordSet({ ...set, confirm: 'abc124' }))?.zh).toBe('两次密码不一致');
    expect(validatePasswordSet(set)).toBeNull();
  });
});

describe('mobile change (spec §5)', () => {
  it('code request: required, valid, different, captcha when on', () => {
    expect(texts(validateMobileCodeRequest({ mobile: '', captchaCode: '' }, '13800000000', false))).toEqual({
      zh: '请输入手机号',
      en: 'Please enter your mobile number',
    });
    expect(texts(validateMobileCodeRequest({ mobile: '1380000000', captchaCode: '' }, '13800000000', false))).toEqual({
      zh: '请输入正确的手机号',
      en: 'Please enter a valid mobile number',
    });
    expect(texts(validateMobileCodeRequest({ mobile: '12800000000', captchaCode: '' }, null, false))?.zh).toBe('请输入正确的手机号');
    expect(texts(validateMobileCodeRequest({ mobile: '13800000000', captchaCode: '' }, '13800000000', false))).toEqual({
      zh: '与原手机号一致，无需修改',
      en: 'Same as the current mobile number, nothing to change',
    });
    expect(texts(validateMobileCodeRequest({ mobile: '13900000000', captchaCode: ' ' }, '13800000000', true))).toEqual({
      zh: '请输入验证码',
      en: 'Please enter the captcha',
    });
    expect(validateMobileCodeRequest({ mobile: '13900000000', captchaCode: '' }, '13800000000', false)).toBeNull();
    expect(validateMobileCodeRequest({ mobile: '13900000000', captchaCode: 'ab12' }, '', true)).toBeNull();
  });

  it('save: the mobile rules, then a sent code and the code', () => {
    const f = { mobile: '13900000000', key: 'k', code: '1234' };
    expect(texts(validateMobileChange({ ...f, mobile: 'abc' }, '13800000000'))?.zh).toBe('请输入正确的手机号');
    expect(texts(validateMobileChange(f, '13900000000'))?.zh).toBe('与原手机号一致，无需修改');
    expect(texts(validateMobileChange({ ...f, key: '' }, '13800000000'))?.zh).toBe('请先获取动态码');
    expect(texts(validateMobileChange({ ...f, code: '' }, '13800000000'))?.zh).toBe('请输入动态码');
    expect(validateMobileChange(f, '13800000000')).toBeNull();
  });
});

describe('payment password', () => {
  it('code, six digits, the same twice', () => {
    expect(validatePayCode({ key: '', code: '1234' })?.key).toBe('profile.errCodeKey');
    expect(validatePayCode({ key: 'k', code: '' })?.key).toBe('profile.errCode');
    expect(validatePayCode({ key: 'k', code: '1234' })).toBeNull();
    expect(texts(validatePayPassword('12345'))).toEqual({ zh: '支付密码必须是6位数字', en: 'The payment password must be 6 digits' });
    expect(validatePayPassword('12345a')?.key).toBe('profile.errPayPassword');
    expect(validatePayPassword('123456')).toBeNull();
    expect(texts(validatePayConfirm('123456', '123457'))).toEqual({ zh: '两次密码不一致', en: 'The two passwords do not match' });
    expect(validatePayConfirm('123456', '1234')?.key).toBe('profile.errPayPassword');
    expect(validatePayConfirm('123456', '123456')).toBeNull();
  });
});
