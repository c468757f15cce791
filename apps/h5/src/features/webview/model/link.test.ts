import { describe, expect, it } from 'vitest';
import { parsePageParams } from '../../../shared/lib/pageParams';
import { webviewLink } from './link';

const of = (query: string) => webviewLink(parsePageParams('webview', query));

describe('webview link', () => {
  it('takes an encoded http(s) link, encoded once or twice', () => {
    expect(of(`src=${encodeURIComponent('https://example.com/a?b=1&c=2')}`)).toBe('https://example.com/a?b=1&c=2');
    expect(of(`src=${encodeURIComponent(encodeURIComponent('http://example.com/x'))}`)).toBe('http://example.com/x');
    expect(of(`url=${encodeURIComponent('https://example.com/')}`)).toBe('https://example.com/');
    expect(of(`link=${encodeURIComponent('https://example.com/l')}`)).toBe('https://example.com/l');
    // `src` wins even when empty, as before
    expect(of(`src=&url=${encodeURIComponent('https://example.com/')}`)).toBeNull();
  });

  it('refuses other schemes, relative links, credentials and nothing', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.com',
      '/h5/pages',
      'https://u:p@example.com/',
      '',
    ])
      expect(of(`src=${encodeURIComponent(bad)}`), bad).toBeNull();
    expect(of(`src=${encodeURIComponent(encodeURIComponent('javascript:alert(1)'))}`)).toBeNull();
    expect(of('')).toBeNull();
  });
});
