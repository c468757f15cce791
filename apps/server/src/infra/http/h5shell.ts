import fs from 'node:fs';
import path from 'node:path';
import type { DiyView } from '@mall/contract';

/**
 * The H5 app shell (index.html) with what the home screen needs woven in, so the first screen does not
 * wait for a chain of requests: a static first paint of the home page's top (search bar and first banner,
 * replaced by React on mount), the home page's DIY JSON inline (the client takes it once instead of calling
 * `/api/diyview/info`), a high-priority preload of the first banner picture, and module preloads of the
 * home page chunk. Other routes get the plain shell.
 */

/** Routes that open the home page (the tab path and the bare app root). */
export const HOME_SHELL_PATHS = ['/h5/', '/h5/pages/index/index/index'] as const;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const HOME_PAGE_SOURCE = 'src/features/home/pages/HomePage.tsx';
const APP_SOURCE = 'src/app/boot.tsx';

/** Files a chunk needs (itself, its static imports, their CSS), in load order, without duplicates. */
export const chunkFiles = (manifest: Record<string, ManifestChunk>, key: string): { js: string[]; css: string[] } => {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const walk = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    for (const dep of chunk.imports ?? []) walk(dep);
    js.push(chunk.file);
    for (const c of chunk.css ?? []) if (!css.includes(c)) css.push(c);
  };
  walk(key);
  return { js, css };
};

/** JSON safe inside a <script> element. */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const text = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Static first paint, drawn with the same measures as the home page's Search and ImageAds blocks
 * (features/home/diy/blocks) and the theme variables of the app's stylesheet.
 */
const FIRST_PAINT_CSS =
  '.fp-search{display:flex;align-items:center;gap:8px;padding:calc(8px + env(safe-area-inset-top)) 12px 10px;background:var(--base-color)}' +
  // The city switch shows "all cities" until the app knows the chosen one (the shell's script sets <html lang>).
  '.fp-city{flex:none;color:var(--base-color-text);font-size:14px;font-weight:600}' +
  ".fp-city::before{content:'全国'}html[lang=en] .fp-city::before{content:'All cities'}" +
  '.fp-box{flex:1;display:flex;align-items:center;height:34px;padding:0 14px;border-radius:17px;background:var(--card-bg);' +
  'color:var(--text-secondary);font-size:13px;white-space:nowrap;overflow:hidden}' +
  '.fp-banner{margin:10px 12px 0;border-radius:10px;overflow:hidden;background:var(--card-bg)}' +
  '.fp-banner img{display:block;width:100%;height:auto;aspect-ratio:5/2;object-fit:cover}';

/** The first Search block's placeholder, or null when the page does not start with a search bar. */
const searchPlaceholder = (view: DiyView | null): string | null => {
  const first = view?.value.value[0];
  if (first?.controller !== 'Search') return null;
  const p = (first as { placeholder?: unknown }).placeholder;
  return typeof p === 'string' ? p.trim() : '';
};

export const firstPaintHtml = (view: DiyView | null): string => {
  const placeholder = searchPlaceholder(view);
  const banner = firstBannerImage(view);
  const parts = [
    placeholder === null ? '' : `<div class="fp-search"><span class="fp-city"></span><div class="fp-box">${text(placeholder)}</div></div>`,
    banner ? `<div class="fp-banner"><img src="${attr(banner)}" alt="" fetchpriority="high"></div>` : '',
  ].join('');
  return parts ? `<div aria-hidden="true">${parts}</div>` : '';
};

/** The first picture of the first banner block, as a same-origin path (relative paths are under `/`). */
export const firstBannerImage = (view: DiyView | null): string | null => {
  for (const block of view?.value.value ?? []) {
    if (block.controller !== 'ImageAds') continue;
    const list = (block as { list?: unknown }).list;
    const first = Array.isArray(list) ? (list[0] as { imageUrl?: unknown } | undefined) : undefined;
    const url = typeof first?.imageUrl === 'string' ? first.imageUrl.trim() : '';
    if (!url) return null;
    return /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/)/i.test(url) ? url : `/${url}`;
  }
  return null;
};

export interface H5Shell {
  /** The plain index.html. */
  plain: string;
  /** index.html for the home routes, given the platform home page (or null). */
  home(view: DiyView | null): string;
}

/** Reads index.html and the build manifest of an H5 dist folder once. */
export const loadH5Shell = (dist: string): H5Shell => {
  const plain = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  // The app's code (main.tsx imports it after the first paint) is fetched at once on every route.
  const app = chunkFiles(manifest, APP_SOURCE);
  const appLinks = app.js.map((f) => `<link rel="modulepreload" href="/h5/${attr(f)}">`).join('');
  const withApp = (html: string) => html.replace('</head>', `${appLinks}</head>`);
  const { js, css } = chunkFiles(manifest, HOME_PAGE_SOURCE);
  const chunkLinks = [
    // Preloaded, not render-blocking: the static first paint needs only the app stylesheet.
    ...css.map((f) => `<link rel="preload" as="style" href="/h5/${attr(f)}">`),
    ...js.map((f) => `<link rel="modulepreload" href="/h5/${attr(f)}">`),
  ].join('');
  return {
    plain: withApp(plain),
    home(view) {
      const banner = firstBannerImage(view);
      const head =
        (banner ? `<link rel="preload" as="image" href="${attr(banner)}" fetchpriority="high">` : '') +
        chunkLinks +
        `<style>${FIRST_PAINT_CSS}</style>`;
      const boot = `<script id="mall-boot" type="application/json">${inlineJson({ diy: { DIY_VIEW_INDEX: view } })}</script>`;
      return withApp(plain)
        .replace('</head>', `${head}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${firstPaintHtml(view)}</div>${boot}`);
    },
  };
};
