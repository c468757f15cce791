import type { DiyPageValue, DiyView, Lang } from '@mall/contract';
import { attr, text } from './h5shell-parts';

/**
 * Home's static first paint in the H5 shell (h5shell.ts): the search bar and the first banner of the operator's
 * DIY home page, in both languages (the one of <html lang> shows), replaced by the app on mount.
 */

/**
 * Static first paint, drawn with the same measures as the home page's Search and ImageAds blocks
 * (features/home/diy/blocks) and the theme variables of the app's stylesheet.
 */
export const FIRST_PAINT_CSS =
  '.fp-search{display:flex;align-items:center;gap:8px;padding:calc(8px + env(safe-area-inset-top)) 12px 10px;background:var(--base-color)}' +
  // The city switch shows "all cities" until the app knows the chosen one (the shell's script sets <html lang>).
  '.fp-city{flex:none;color:var(--base-color-text);font-size:14px;font-weight:600}' +
  ".fp-city::before{content:'全国'}html[lang|=en] .fp-city::before{content:'All cities'}" +
  // The search placeholder in both languages (the operator's texts): the one of <html lang> shows.
  'html[lang|=en] .fp-zh,html:not([lang|=en]) .fp-en{display:none}' +
  '.fp-box{flex:1;display:flex;align-items:center;height:34px;padding:0 14px;border-radius:17px;background:var(--card-bg);' +
  'color:var(--text-secondary);font-size:13px;white-space:nowrap;overflow:hidden}' +
  '.fp-banner{margin:10px 12px 0;border-radius:10px;overflow:hidden;background:var(--card-bg)}' +
  '.fp-banner img{display:block;width:100%;height:auto;aspect-ratio:5/2;object-fit:cover}';

/** The page JSON of a `/api/diyview/info` answer (`value` is a JSON string, as Niushop sends it). */
const diyPageOf = (view: DiyView | null): DiyPageValue | null => {
  try {
    const page = view ? (JSON.parse(view.value) as Partial<DiyPageValue> | null) : null;
    return page && Array.isArray(page.value) ? (page as DiyPageValue) : null;
  } catch {
    return null;
  }
};

/** The home page in each language (the server answers DIY texts in the request's language). */
export type HomeViews = Record<Lang, DiyView | null>;

/** The first Search block's placeholder (`title`), or null when the page does not start with a search bar. */
const searchPlaceholder = (view: DiyView | null): string | null => {
  const first = diyPageOf(view)?.value[0];
  if (first?.controller !== 'Search') return null;
  const p = (first as { title?: unknown }).title;
  return typeof p === 'string' ? p.trim() : '';
};

export const firstPaintHtml = (views: HomeViews): string => {
  const zh = searchPlaceholder(views['zh-cn']);
  const en = searchPlaceholder(views['en-us']);
  const banner = firstBannerImage(views['zh-cn']);
  const box =
    en === null || en === zh ? text(zh ?? '') : `<span class="fp-zh">${text(zh ?? '')}</span><span class="fp-en">${text(en)}</span>`;
  const parts = [
    zh === null ? '' : `<div class="fp-search"><span class="fp-city"></span><div class="fp-box">${box}</div></div>`,
    banner ? `<div class="fp-banner"><img src="${attr(banner)}" alt="" fetchpriority="high"></div>` : '',
  ].join('');
  return parts ? `<div aria-hidden="true">${parts}</div>` : '';
};

/**
 * Blocks the storefront draws on the first screen from a chunk of their own (home/diy/heldWhileLoading), by
 * controller: the home shell preloads that chunk when the page has the block, so the first render finds its
 * code compiled and its files requested instead of adding a dozen preload links of its own.
 */
export const FIRST_SCREEN_BLOCK_SOURCES: Readonly<Record<string, string>> = {
  Seckill: 'src/features/seckill/diy/SeckillBlock.tsx',
};

/** The controllers of the page's blocks that load their own first-screen chunk. */
export const firstScreenChunkBlocks = (view: DiyView | null): string[] => [
  ...new Set((diyPageOf(view)?.value ?? []).map((b) => String(b.controller)).filter((c) => c in FIRST_SCREEN_BLOCK_SOURCES)),
];

/** The first picture of the first banner block, as a same-origin path (relative paths are under `/`). */
export const firstBannerImage = (view: DiyView | null): string | null => {
  for (const block of diyPageOf(view)?.value ?? []) {
    if (block.controller !== 'ImageAds') continue;
    const list = (block as { list?: unknown }).list;
    const first = Array.isArray(list) ? (list[0] as { imageUrl?: unknown } | undefined) : undefined;
    const url = typeof first?.imageUrl === 'string' ? first.imageUrl.trim() : '';
    if (!url) return null;
    return /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/)/i.test(url) ? url : `/${url}`;
  }
  return null;
};
