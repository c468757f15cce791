import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParam, intParam, strParam } from '@mall/contract';
import { pickLang } from './lang';
import { M, translate } from './messages';
import { unstorableTextError, validationError } from './validation';

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

describe('text that cannot be stored', () => {
  const refusal = (input: Record<string, unknown>, lang: 'zh-cn' | 'en-us' = 'zh-cn') => {
    const e = unstorableTextError(input);
    return e ? { code: e.code, text: translate(e.messageKey, lang, e.params) } : null;
  };
  it('names the field holding a NUL or a lone surrogate, nested too', () => {
    expect(refusal({ keyword: 'a\u0000' })).toEqual({ code: -1, text: '参数keyword含有无效字符' });
    expect(refusal({ name: 'x\ud800' }, 'en-us')).toEqual({ code: -1, text: 'Parameter name contains an invalid character' });
    expect(refusal({ name: '\udc00' })?.text).toBe('参数name含有无效字符');
    expect(refusal({ goods: [{ ok: 'fine' }, { note: 'b\u0000' }] })?.text).toBe('参数goods.1.note含有无效字符');
    expect(refusal({ ['k\u0000']: 'v' })?.text).toBe('参数params含有无效字符');
  });
  it('lets ordinary text through: Chinese, emoji (a surrogate pair), empty, numbers, files', () => {
    expect(refusal({ a: '中文', b: '👍🏻 ok', c: '', d: 1, e: null, f: [true], g: Buffer.from([0]) })).toBeNull();
  });
  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(refusal({ a: deep })?.text).toMatch(/^参数a\.0\.0\.[.0]{50,}…含有无效字符$/);
  });
});
