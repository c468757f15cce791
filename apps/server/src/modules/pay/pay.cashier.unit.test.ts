import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@mall/contract';
import { THEME_COLORS } from './pay.cashier';

const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../h5/src/theme/themes.css'), 'utf8');

/** The value of `--name` inside the `[data-theme='theme']` block of themes.css. */
const themeVar = (theme: string, name: string): string | undefined => {
  const block = css.match(new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`))?.[1] ?? '';
  return block.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1].trim().toLowerCase();
};

describe('sandbox cashier colours', () => {
  it('are the storefront themes’ colours, so the cashier looks like the shop that sent the shopper there', () => {
    for (const theme of THEMES) {
      expect(THEME_COLORS[theme].base, theme).toBe(themeVar(theme, 'base-color'));
      expect(THEME_COLORS[theme].price, theme).toBe(themeVar(theme, 'price-color'));
    }
  });
});
