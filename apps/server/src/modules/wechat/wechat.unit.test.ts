import { describe, expect, it } from 'vitest';
import { cleanHeadimg, cleanNickname, redirectAllowed } from './wechat.oauth';

describe('redirectAllowed', () => {
  it('accepts http(s) URLs back to the request host, port included', () => {
    expect(redirectAllowed('http://127.0.0.1:8080/h5/?a=1', '127.0.0.1:8080', [])).toBe(true);
    expect(redirectAllowed('https://Shop.Example.com/h5/', 'shop.example.com', [])).toBe(true);
    expect(redirectAllowed('http://127.0.0.1:8081/h5/', '127.0.0.1:8080', [])).toBe(false);
  });
  it('refuses other schemes, relative URLs, credentials and foreign hosts', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//shop.example.com/h5/', '/h5/', 'ftp://shop.example.com/', 'https://u:p@shop.example.com/', 'https://shop.example.com.evil.cn/']) {
      expect(redirectAllowed(bad, 'shop.example.com', []), bad).toBe(false);
    }
  });
  it('an allow-list entry without a port allows every port of that host; with a port only that one', () => {
    expect(redirectAllowed('https://m.example.com:8443/', 'api.example.com', ['m.example.com'])).toBe(true);
    expect(redirectAllowed('https://m.example.com/', 'api.example.com', ['m.example.com:8443'])).toBe(false);
    expect(redirectAllowed('https://m.example.com:8443/', 'api.example.com', ['m.example.com:8443'])).toBe(true);
  });
});

describe('WeChat profile cleaning', () => {
  it('keeps nicknames to 50 characters without cutting an emoji or keeping control characters', () => {
    expect(cleanNickname('  小明\u0000\n😀 ')).toBe('小明😀');
    const long = '😀'.repeat(60);
    expect(Array.from(cleanNickname(long))).toHaveLength(50);
    expect(cleanNickname(undefined)).toBe('');
  });
  it('keeps only absolute http(s) picture URLs up to 255 characters', () => {
    expect(cleanHeadimg('https://thirdwx.qlogo.cn/mmopen/x/132')).toBe('https://thirdwx.qlogo.cn/mmopen/x/132');
    expect(cleanHeadimg('javascript:alert(1)')).toBe('');
    expect(cleanHeadimg('upload/headimg/a.jpg')).toBe('');
    expect(cleanHeadimg(`https://a.cn/${'x'.repeat(300)}`)).toBe('');
  });
});
