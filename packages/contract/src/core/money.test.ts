import { describe, expect, it } from 'vitest';
import { formatFen, parseYuan } from './money';
import { sizedImage } from './image';
import { idListParam, intParam, withDefault } from './fields';

describe('money', () => {
  it('formats fen as yuan strings with two decimals', () => {
    expect(formatFen(9900)).toBe('99.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(-1234)).toBe('-12.34');
    expect(formatFen(123456789012n)).toBe('1234567890.12');
  });
  it('parses yuan into fen and refuses non-money', () => {
    expect(parseYuan('12.3')).toBe(1230);
    expect(parseYuan('12.30')).toBe(1230);
    expect(parseYuan(7)).toBe(700);
    expect(parseYuan('1.234')).toBeNull();
    expect(parseYuan('abc')).toBeNull();
    expect(parseYuan('')).toBeNull();
  });
});

describe('sizedImage', () => {
  it('inserts the size suffix before the extension', () => {
    expect(sizedImage('upload/a/b.png', 'mid')).toBe('upload/a/b_mid.png');
    expect(sizedImage('upload/a.b/c', 'big')).toBe('upload/a.b/c');
    expect(sizedImage('data:image/png;base64,xx', 'small')).toBe('data:image/png;base64,xx');
    expect(sizedImage('x.jpg')).toBe('x.jpg');
  });
});

describe('param fields', () => {
  it('reads integers from strings and refuses fractions and words', () => {
    const n = intParam(1, 10);
    expect(n.parse('3')).toBe(3);
    expect(n.safeParse('2.5').success).toBe(false);
    expect(n.safeParse('abc').success).toBe(false);
    expect(n.safeParse('0').success).toBe(false);
    expect(n.safeParse('11').success).toBe(false);
  });
  it('falls back to defaults for blank values', () => {
    const p = withDefault(intParam(1, 100), 10);
    expect(p.parse(undefined)).toBe(10);
    expect(p.parse('')).toBe(10);
    expect(p.parse('20')).toBe(20);
  });
  it('splits id lists', () => {
    expect(idListParam().parse('1, 2,3')).toEqual([1, 2, 3]);
    expect(idListParam().safeParse('1,x').success).toBe(false);
    expect(idListParam().safeParse('').success).toBe(false);
  });
});
