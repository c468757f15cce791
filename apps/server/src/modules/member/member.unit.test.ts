import { describe, expect, it } from 'vitest';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { REGISTER_CONFIG_DEFAULTS, checkPasswordRules, checkUsername } from './member.service';

const refusal = (fn: () => void, lang: 'zh-cn' | 'en-us' = 'zh-cn'): string | null => {
  try {
    fn();
    return null;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return translate(e.messageKey, lang, e.params);
  }
};

describe('username rule', () => {
  it('takes 3–30 letters, digits or underscores, not only digits', () => {
    for (const ok of ['abc', 'a_1', 'Demo_User', '1abc', 'x'.repeat(30)]) expect(refusal(() => checkUsername(ok)), ok).toBeNull();
    for (const bad of ['ab', '123', '13800000000', 'x'.repeat(31), 'a b', 'a-b', 'ab!', '名字abc', '']) {
      expect(refusal(() => checkUsername(bad)), bad).toMatch(/3-30/);
    }
  });
});

describe('password rules', () => {
  it('checks the length and the required character kinds in the caller’s language', () => {
    const cfg = { ...REGISTER_CONFIG_DEFAULTS };
    expect(refusal(() => checkPasswordRules('12345', cfg, 'zh-cn'))).toBe('密码长度不能小于6位');
    expect(refusal(() => checkPasswordRules('123456', cfg, 'zh-cn'))).toBeNull();
    const strict = { ...cfg, pwd_len: 8, pwd_complexity: 'number,letter,upper_case,symbol' };
    expect(refusal(() => checkPasswordRules('abcdefgh', strict, 'zh-cn'))).toBe('密码需包含数字、大写字母、符号');
    expect(refusal(() => checkPasswordRules('abcdefgh', strict, 'en-us'), 'en-us')).toBe('The password must contain digits, upper-case letters, symbols');
    expect(refusal(() => checkPasswordRules('aB3$efgh', strict, 'zh-cn'))).toBeNull();
  });
});
