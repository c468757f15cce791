import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParam, intParam, strParam } from '@mall/contract';
import { pickLang } from './lang';
import { M, translate } from './messages';
import { validationError } from './validation';

const schema = z.object({ sku_id: idParam(), num: intParam(1, 999), name: strParam(2, 5) });
const messageFor = (input: Record<string, unknown>, lang: 'zh-cn' | 'en-us' = 'zh-cn') => {
  const r = schema.safeParse(input);
  if (r.success) return null;
  const e = validationError(r.error, input);
  return translate(e.messageKey, lang, e.params);
};

describe('validation messages', () => {
  it('names the missing field first', () => {
    expect(messageFor({})).toBe('缺少参数sku_id');
    expect(messageFor({}, 'en-us')).toBe('Missing parameter sku_id');
    expect(messageFor({ sku_id: '' })).toBe('缺少参数sku_id');
  });
  it('explains wrong types and bounds', () => {
    expect(messageFor({ sku_id: 'abc', num: 1, name: 'ab' })).toBe('参数sku_id格式错误');
    expect(messageFor({ sku_id: 1, num: 1.5, name: 'ab' }, 'en-us')).toBe('Parameter num must be an integer');
    expect(messageFor({ sku_id: 1, num: 0, name: 'ab' })).toBe('参数num不能小于1');
    expect(messageFor({ sku_id: 1, num: 1000, name: 'ab' })).toBe('参数num不能大于999');
    expect(messageFor({ sku_id: 1, num: 1, name: 'abcdef' })).toBe('参数name长度不能超过5');
  });
  it('passes good input', () => {
    expect(messageFor({ sku_id: '3', num: '2', name: ' abc ' })).toBeNull();
  });
});

describe('pickLang', () => {
  it('prefers the lang param, then Accept-Language, else Chinese', () => {
    expect(pickLang('en-us', 'zh-CN')).toBe('en-us');
    expect(pickLang(undefined, 'en-US,en;q=0.9')).toBe('en-us');
    expect(pickLang(undefined, undefined)).toBe('zh-cn');
    expect(translate(M.tokenMissing, 'en-us')).toBe('Please log in first');
  });
});
