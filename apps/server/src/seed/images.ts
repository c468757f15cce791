import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FONT, drawMotif, type SeedMotif } from './motifs';

/**
 * Seed pictures, drawn as SVG and rendered with sharp: every picture is written as `<path>` plus
 * `_big`, `_mid` and `_small` variants (the sizes the storefront asks for). Text on pictures is
 * Latin only: CJK fonts are not guaranteed where the renderer runs.
 */

// ---------------------------------------------------------------- colours

type Rgb = [number, number, number];

const hexToRgb = (hex: string): Rgb => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
};
const rgbToHex = (rgb: Rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mix = (hex: string, other: string, t: number) => {
  const a = hexToRgb(hex);
  const b = hexToRgb(other);
  return rgbToHex([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb);
};
/** Relative brightness 0..1. */
export const lightness = (hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

export const hslHex = (h: number, s: number, l: number): string => {
  const k = (n: number) => (n + h / 30) % 12;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => l / 100 - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return rgbToHex([f(0) * 255, f(8) * 255, f(4) * 255]);
};

interface Palette {
  body: string;
  dark: string;
  light: string;
  bg: string;
  ring: string;
  ink: string;
}

export const palette = (body: string): Palette => {
  const lum = lightness(body);
  const veryLight = lum > 0.82;
  return {
    body,
    dark: veryLight ? '#8a8f98' : mix(body, '#000000', 0.35),
    light: mix(body, '#ffffff', 0.6),
    bg: veryLight ? '#e3e8ef' : mix(body, '#ffffff', 0.86),
    ring: veryLight ? '#d3dae4' : mix(body, '#ffffff', 0.7),
    ink: veryLight ? '#4a5060' : mix(body, '#000000', 0.45),
  };
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An SVG document drawn in a `vw`×`vh` box, rendered at `w`×`h`. */
type Art = { vw: number; vh: number; body: string };
const svgAt = (art: Art, w: number, h: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${art.vw} ${art.vh}">${art.body}</svg>`);

// ---------------------------------------------------------------- pictures

/** Goods picture: `view` 0 = product shot, 1 = detail shot (smaller product, big label). */
export const goodsArt = (motif: SeedMotif, colour: string, label: string, view: 0 | 1): Art => {
  const p = palette(colour);
  const shape = drawMotif(motif, p.body, p.dark, p.light);
  const body =
    view === 0
      ? `<rect width="800" height="800" fill="${p.bg}"/><circle cx="400" cy="380" r="300" fill="${p.ring}"/>` +
        shape +
        `<text x="400" y="730" ${FONT} font-size="60" fill="${p.ink}" text-anchor="middle">${esc(label)}</text>`
      : `<rect width="800" height="800" fill="${p.ring}"/><rect x="0" y="560" width="800" height="240" fill="${p.bg}"/>` +
        `<g transform="translate(40 20) scale(0.7)">${shape}</g>` +
        `<text x="760" y="660" ${FONT} font-size="64" fill="${p.ink}" text-anchor="end">${esc(label)}</text>` +
        `<rect x="40" y="700" width="240" height="14" rx="7" fill="${p.dark}"/>`;
  return { vw: 800, vh: 800, body };
};

/** Home banner 750×300: a wide colour band, a headline and the goods motif. */
export const bannerArt = (motif: SeedMotif, colour: string, headline: string, sub: string): Art => {
  const p = palette(colour);
  return {
    vw: 750,
    vh: 300,
    body:
      `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.dark}"/><stop offset="1" stop-color="${p.body}"/></linearGradient></defs>` +
      `<rect width="750" height="300" fill="url(#b)"/><circle cx="600" cy="150" r="130" fill="#ffffff" fill-opacity="0.18"/>` +
      `<g transform="translate(475 5) scale(0.36)">${drawMotif(motif, p.light, p.dark, '#ffffff')}</g>` +
      `<text x="48" y="140" ${FONT} font-size="52" fill="#ffffff">${esc(headline)}</text>` +
      `<text x="50" y="200" ${FONT} font-size="28" fill="#ffffff" fill-opacity="0.85">${esc(sub)}</text>`,
  };
};

/** Round navigation icon (96×96 box): the motif in white on a coloured disc. */
export const iconArt = (motif: SeedMotif, colour: string): Art => ({
  vw: 800,
  vh: 800,
  body:
    `<circle cx="400" cy="400" r="390" fill="${colour}"/>` +
    `<g transform="translate(160 170) scale(0.6)">${drawMotif(motif, '#ffffff', mix(colour, '#000000', 0.25), mix(colour, '#ffffff', 0.5))}</g>`,
});

/** Category tile (square) or a category advert (wide). */
export const categoryArt = (motif: SeedMotif, colour: string, wide: boolean, label = ''): Art => {
  const p = palette(colour);
  if (!wide) {
    return {
      vw: 800,
      vh: 800,
      body: `<rect width="800" height="800" fill="${p.bg}"/><circle cx="400" cy="400" r="330" fill="${p.ring}"/><g transform="translate(0 20)">${drawMotif(motif, p.body, p.dark, p.light)}</g>`,
    };
  }
  return {
    vw: 750,
    vh: 250,
    body:
      `<rect width="750" height="250" fill="${p.ring}"/><rect x="0" y="190" width="750" height="60" fill="${p.bg}"/>` +
      `<g transform="translate(480 -10) scale(0.33)">${drawMotif(motif, p.body, p.dark, p.light)}</g>` +
      `<text x="50" y="140" ${FONT} font-size="56" fill="${p.ink}">${esc(label)}</text>`,
  };
};

/** Shop logo / avatar (square) and shop banner (wide), built on the shop's Latin mark. */
export const shopArt = (mark: string, colour: string, kind: 'logo' | 'avatar' | 'banner'): Art => {
  const p = palette(colour);
  if (kind === 'banner') {
    return {
      vw: 750,
      vh: 300,
      body:
        `<rect width="750" height="300" fill="${p.dark}"/><circle cx="650" cy="60" r="160" fill="${p.body}" fill-opacity="0.6"/>` +
        `<circle cx="90" cy="290" r="120" fill="${p.light}" fill-opacity="0.25"/>` +
        `<text x="375" y="175" ${FONT} font-size="84" fill="#ffffff" text-anchor="middle">${esc(mark)}</text>`,
    };
  }
  const size = mark.length > 2 ? 64 : 92;
  return {
    vw: 200,
    vh: 200,
    body:
      (kind === 'logo'
        ? `<rect width="200" height="200" fill="#ffffff"/><circle cx="100" cy="100" r="92" fill="${p.body}"/>`
        : `<rect width="200" height="200" rx="24" fill="${p.dark}"/>`) +
      `<text x="100" y="${100 + size * 0.36}" ${FONT} font-size="${size}" fill="#ffffff" text-anchor="middle">${esc(mark)}</text>`,
  };
};

export type DefaultKind = 'goods' | 'head' | 'shop' | 'category' | 'city' | 'supply' | 'store' | 'brand';

/** Grey stand-in pictures shown when a real one is missing. */
export const defaultArt = (kind: DefaultKind): Art => {
  const g = '#c9ced6';
  const glyph: Record<DefaultKind, string> = {
    goods: `<rect x="250" y="290" width="300" height="240" rx="20" fill="${g}"/><path d="M250 330 L400 250 L550 330" fill="none" stroke="${g}" stroke-width="24"/>`,
    head: `<circle cx="400" cy="320" r="120" fill="${g}"/><path d="M200 640 Q200 460 400 460 Q600 460 600 640 Z" fill="${g}"/>`,
    shop: `<rect x="230" y="350" width="340" height="240" fill="${g}"/><path d="M200 350 L260 220 L540 220 L600 350 Z" fill="${g}"/><rect x="360" y="460" width="80" height="130" fill="#eef1f5"/>`,
    category: [0, 1]
      .flatMap((r) => [0, 1].map((c) => `<rect x="${250 + c * 170}" y="${250 + r * 170}" width="130" height="130" rx="20" fill="${g}"/>`))
      .join(''),
    city: `<rect x="220" y="300" width="140" height="300" fill="${g}"/><rect x="390" y="200" width="190" height="400" fill="${g}"/>`,
    supply: `<path d="M220 320 L400 240 L580 320 L580 540 L400 620 L220 540 Z" fill="${g}"/>`,
    store: `<rect x="240" y="330" width="320" height="260" fill="${g}"/><rect x="210" y="260" width="380" height="80" rx="12" fill="${g}"/><rect x="360" y="460" width="80" height="130" fill="#eef1f5"/>`,
    brand: `<path d="M250 250 L470 250 L590 400 L470 550 L250 550 Z" fill="${g}"/><circle cx="320" cy="400" r="30" fill="#eef1f5"/>`,
  };
  return { vw: 800, vh: 800, body: `<rect width="800" height="800" fill="#eef1f5"/>${glyph[kind]}` };
};

// ---------------------------------------------------------------- writing

/** Widths of the original and of `_big`, `_mid`, `_small` (heights follow the aspect ratio). */
export interface Sizes {
  orig: number;
  big: number;
  mid: number;
  small: number;
}
export const GOODS_SIZES: Sizes = { orig: 800, big: 800, mid: 400, small: 200 };
export const BANNER_SIZES: Sizes = { orig: 750, big: 750, mid: 375, small: 188 };
export const ICON_SIZES: Sizes = { orig: 96, big: 96, mid: 96, small: 48 };
export const SQUARE_SIZES: Sizes = { orig: 200, big: 200, mid: 120, small: 60 };
export const DEFAULT_SIZES: Sizes = { orig: 400, big: 400, mid: 200, small: 100 };

export interface ImageJob {
  /** Stored path, e.g. `upload/goods/12_1.jpg`. */
  stored: string;
  art: Art;
  sizes: Sizes;
}

/** `upload/goods/a.jpg` + `mid` → `upload/goods/a_mid.jpg`. */
const variant = (p: string, suffix: string) => {
  const dot = p.lastIndexOf('.');
  return suffix ? `${p.slice(0, dot)}_${suffix}${p.slice(dot)}` : p;
};

const encode = (art: Art, width: number, png: boolean) => {
  const height = Math.round((width * art.vh) / art.vw);
  const img = sharp(svgAt(art, width, height));
  return png ? img.png({ palette: true, compressionLevel: 6 }).toBuffer() : img.jpeg({ quality: 70 }).toBuffer();
};

/** Stored paths start with `upload/`; files go under the upload directory served at `/upload/`. */
const fileOf = (uploadDir: string, stored: string) => path.join(uploadDir, stored.replace(/^upload\//, ''));

const renderJob = async (uploadDir: string, job: ImageJob) => {
  const png = job.stored.endsWith('.png');
  const file = fileOf(uploadDir, job.stored);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const cache = new Map<number, Promise<Buffer>>();
  const at = (w: number) => {
    let b = cache.get(w);
    if (!b) cache.set(w, (b = encode(job.art, w, png)));
    return b;
  };
  await Promise.all(
    (
      [
        ['', job.sizes.orig],
        ['big', job.sizes.big],
        ['mid', job.sizes.mid],
        ['small', job.sizes.small],
      ] as const
    ).map(async ([suffix, w]) => fs.writeFile(variant(file, suffix), await at(w))),
  );
};

/** Renders every job (a few at a time; sharp works on its own threads). Later jobs for a path win. */
export const writeImages = async (uploadDir: string, jobs: ImageJob[], concurrency = 4): Promise<number> => {
  const unique = [...new Map(jobs.map((j) => [j.stored, j])).values()];
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const job = unique[next++];
      await renderJob(uploadDir, job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));
  return unique.length;
};
