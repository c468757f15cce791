import { describe, expect, it } from 'vitest';
import { webviewLink } from './link';

const of = (query: string) => webviewLink(new URLSearchParams(query));

describe('webview link', () => {
  it('takes an encoded http(s) link, encoded once or twice', () => {
    expect(of(`src=${encodeURIComponent('https://example.com/a?b=1&c=2')}`)).toBe('https://example.com/a?b=1&c=2');
    expect(of(`src=${encodeURIComponent(encodeURIComponent('http://example.com/x'))}`)).toBe('http://example.com/x');
    expect(of(`url=${encodeURIComponent('https://example.com/')}`)).toBe('https://example.com/');
  });

  it('refuses other schemes, relative links, credentials and nothing', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd', '//evil.com', '/h5/pages', 'https://u:p@example.com/', ''])
      expect(of(`src=${encodeURIComponent(bad)}`), bad).toBeNull();
    expect(of(`src=${encodeURIComponent(encodeURIComponent('javascript:alert(1)'))}`)).toBeNull();
    expect(of('')).toBeNull();
  });
});
