import { describe, expect, it } from 'vitest';
import { maskName } from '../evaluate';
import { wrapText } from './poster.render';

describe('wrapText', () => {
  it('wraps CJK text by width and ends a cut line with an ellipsis', () => {
    expect(wrapText('一二三四五六', 4, 2)).toEqual(['一二三四', '五六']);
    expect(wrapText('一二三四五六七八九十', 4, 2)).toEqual(['一二三四', '五六七…']);
  });
  it('counts Latin letters as narrower', () => {
    expect(wrapText('abcdefgh', 4, 1)).toEqual(['abcdef…']);
    expect(wrapText('abcdefg', 4, 1)).toEqual(['abcdefg']);
  });
});

describe('maskName', () => {
  it('keeps the first character only', () => {
    expect(maskName('李小明')).toBe('李***');
    expect(maskName('A')).toBe('A***');
    expect(maskName('  ')).toBe('');
  });
});
