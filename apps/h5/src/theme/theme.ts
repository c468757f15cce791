import { THEMES, type Theme } from '@mall/contract';

export const isTheme = (v: unknown): v is Theme => typeof v === 'string' && (THEMES as readonly string[]).includes(v);

/** `style_theme` from the server → a known theme (unknown values fall back to `default`, the red theme). */
export const toTheme = (v: unknown): Theme => (isTheme(v) ? v : 'default');

/** Sets `data-theme` on <html>; the CSS variables in themes.css do the rest. */
export const applyTheme = (theme: Theme): void => {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = theme;
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta) {
    const color = getComputedStyle(document.documentElement).getPropertyValue('--base-color').trim();
    if (color) meta.setAttribute('content', color);
  }
};
