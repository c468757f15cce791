/**
 * Goods content HTML comes sanitised from the server, but its images use upload paths (`/upload/…` or
 * `upload/…`) that must go to the image domain (and a relative one would resolve against the page URL).
 * Rewrites those `src` values with `toUrl`; absolute URLs, data: URLs and other root paths stay.
 */
export const absolutizeImageSrc = (html: string, toUrl: (path: string) => string): string =>
  html.replace(/(<img\b[^>]*?\ssrc\s*=\s*)(["'])(.*?)\2/gi, (whole, before: string, quote: string, src: string) => {
    const v = src.trim();
    if (!v || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(v)) return whole;
    if (v.startsWith('/') && !v.startsWith('/upload/')) return whole;
    return `${before}${quote}${toUrl(v.replace(/^\/+/, ''))}${quote}`;
  });

/** True when the HTML has something to show (text or an image/video), not just empty tags. */
export const hasContent = (html: string | null | undefined): boolean => {
  const h = (html ?? '').trim();
  if (!h) return false;
  if (/<(img|video|iframe)\b/i.test(h)) return true;
  return h.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
};
