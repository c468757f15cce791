import type { PageParams } from '../../../shared/lib/pageParams';

/**
 * The link a webview page may show: the `src` query (Niushop's; `url` and `link` are accepted too), encoded
 * once or twice, and only an absolute http(s) address — never `javascript:`, `data:` or another scheme.
 */
export const webviewLink = ({ src, url: urlParam, link }: PageParams<'webview'>): string | null => {
  let raw = (src ?? urlParam ?? link ?? '').trim();
  // links built with encodeURIComponent and then put in a query are encoded twice
  for (let i = 0; i < 2 && /^[a-z][a-z0-9+.-]*%3A/i.test(raw); i += 1) {
    try {
      raw = decodeURIComponent(raw).trim();
    } catch {
      return null;
    }
  }
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.href;
};
