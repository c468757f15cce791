import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@mall/contract';

/**
 * WCAG AA for the text of buttons and coupon faces in every theme, computed from themes.css itself:
 * filled buttons and coupon faces draw --base-color-text on --base-color (ui.css .m-btn--primary,
 * CouponCard .left/.btn); outline buttons and coupon buttons draw --base-color on the card (--card-bg);
 * the detail page's add-to-cart button and coupon chips draw --base-color on --base-color-light; coloured
 * headers (order detail, member centre, shop home) draw --base-color-text on a gradient from --base-color to
 * --base-color-deep.
 */
// Read from disk: the test config turns stylesheet imports into empty modules.
const here = path.dirname(fileURLToPath(import.meta.url));
const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '');
const css = stripComments(fs.readFileSync(path.join(here, 'themes.css'), 'utf8'));

/** The custom properties of every rule whose selector list names `selector`. */
const varsOf = (selector: string): Record<string, string> => {
  const vars: Record<string, string> = {};
  for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = m[1]!.split(',').map((x) => x.trim().replace(/"/g, "'"));
    if (!selectors.includes(selector)) continue;
    for (const d of m[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) vars[d[1]!] = d[2]!.trim();
  }
  return vars;
};

const rgb = (hex: string): [number, number, number] => {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (hex: string): number => {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const root = varsOf(':root');
const theme = (name: string) => ({ ...root, ...varsOf(`[data-theme='${name}']`) });

/** [text, background, where] pairs that buttons and coupon faces use. */
const PAIRS: [string, string, string][] = [
  ['--base-color-text', '--base-color', 'filled button / coupon face'],
  ['--base-color', '--card-bg', 'outline button / coupon button'],
  ['--base-color', '--base-color-light', 'tinted button / coupon chip'],
  ['--base-color-text', '--base-color-deep', 'order detail header (its darker end)'],
];

/** The declarations of `.name { … }` in a CSS module. */
const ruleOf = (file: string, name: string): Record<string, string> => {
  const text = stripComments(fs.readFileSync(path.join(here, file), 'utf8'));
  const body = new RegExp(`(?:^|\\n)\\.${name}\\s*\\{([^}]*)\\}`).exec(text)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map((d) => [d[1]!, d[2]!.trim()]));
};

describe('theme contrast', () => {
  it('computes WCAG contrast like the reference values', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#c9a25f')).toBeCloseTo(2.38, 2); // the old golden: too low
    expect(contrast('#fff', '#777777')).toBeCloseTo(4.48, 2);
  });

  it.each(THEMES.map((t) => [t]))('%s: button and coupon-face text reaches 4.5:1', (name) => {
    const vars = theme(name);
    for (const [fg, bg, where] of PAIRS) {
      const ratio = contrast(vars[fg] ?? 'missing', vars[bg] ?? 'missing');
      expect(ratio, `${name} ${where}: ${fg} ${vars[fg]} on ${bg} ${vars[bg]}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  /** Coloured headers that carry text on a gradient: the order detail, the member centre, the shop home. */
  const HEADERS: [file: string, rule: string][] = [
    ['../features/order/components/order.module.css', 'hero'],
    ['../features/member/pages/MemberPage.module.css', 'header'],
    ['../features/shop/shop.module.css', 'header'],
  ];

  it.each(THEMES.flatMap((t) => HEADERS.map(([file, rule]) => [t, file, rule])))('%s: %s .%s keeps its text at 4.5:1 over its whole gradient', (name, file, rule) => {
    const vars = theme(name);
    const hero = ruleOf(file, rule);
    const text = /^var\((--[\w-]+)\)$/.exec(hero.color ?? '')?.[1];
    expect(text, `.${rule} color ${hero.color}`).toBeDefined();
    // Every colour of the gradient is a theme variable (no lighter mix past a stop, no literal colour) …
    const background = hero.background ?? '';
    expect(background).toMatch(/^linear-gradient\(/);
    const stops = [...background.matchAll(/var\((--[\w-]+)\)\s*([^,)]*)/g)];
    expect(stops.length).toBeGreaterThanOrEqual(2);
    for (const [, stop, position] of stops) {
      expect(position, `${stop} at ${position}: a stop past the box fades partway only`).toMatch(/^(0|100%)?$/);
      // … and the text reaches 4.5:1 on each of them: luminance along a gradient is convex, so its lightest point is a stop.
      const ratio = contrast(vars[text!] ?? 'missing', vars[stop!] ?? 'missing');
      expect(ratio, `${name}: ${text} ${vars[text!]} on ${stop} ${vars[stop!]}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('every theme sets its own base colour', () => {
    const bases = THEMES.map((t) => theme(t)['--base-color']);
    expect(new Set(bases).size).toBe(THEMES.length);
  });
});
