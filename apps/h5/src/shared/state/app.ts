import { create } from 'zustand';
import { cartApi, type AddonKey, type Lang, type Theme } from '@mall/contract';
import { changeLanguage, storedLang } from '../../i18n';
import { applyTheme, toTheme } from '../../theme/theme';
import { api } from '../lib/api';
import { storage, StorageKey } from '../lib/storage';
import { useAuth } from './auth';

/** `addon_is_exit`: add-on name → 1 (installed) / 0. */
export type Addons = Partial<Record<AddonKey | (string & {}), number>>;
/** `default_img`: goods, head, shop, category, city, supply, store, brand images (relative paths). */
export type DefaultImg = Record<string, string>;

export interface AppState {
  cartCount: number;
  setCartCount(count: number): void;
  lang: Lang;
  setLang(lang: Lang): void;
  theme: Theme;
  /**
   * The mall's `style_theme` (start-up); any value, unknown ones become `default`. Ignored once the shopper
   * picked a theme (`chooseTheme`): their choice wins on every later start.
   */
  setTheme(theme: string): void;
  /** The shopper's pick in 我的: applied and kept over the mall's theme. */
  chooseTheme(theme: string): void;
  addons: Addons;
  setAddons(addons: Addons): void;
  defaultImg: DefaultImg;
  setDefaultImg(img: DefaultImg): void;
}

/** Stores and applies a theme (`themeStyle` is what index.html applies before the app starts). */
const showTheme = (value: string, current: Theme, set: (s: Partial<AppState>) => void): void => {
  const theme = toTheme(value);
  storage.setString(StorageKey.themeStyle, theme);
  // Start-up applies the stored theme before the first render; `/api/config/init` usually confirms it,
  // and re-applying would force a style recalculation of the whole rendered page for nothing.
  if (theme === current && typeof document !== 'undefined' && document.documentElement.dataset.theme === theme) return;
  applyTheme(theme);
  set({ theme });
};

export const useAppState = create<AppState>()((set, get) => ({
  cartCount: 0,
  setCartCount(count) {
    set({ cartCount: Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0 });
  },
  lang: storedLang(),
  setLang(lang) {
    storage.setString(StorageKey.lang, lang);
    void changeLanguage(lang);
    set({ lang });
  },
  theme: toTheme(storage.getString(StorageKey.themeStyle)),
  setTheme(value) {
    if (storage.getString(StorageKey.themeChoice)) return;
    showTheme(value, get().theme, set);
  },
  chooseTheme(value) {
    storage.setString(StorageKey.themeChoice, toTheme(value));
    showTheme(value, get().theme, set);
  },
  addons: storage.getJSON<Addons>(StorageKey.addonIsExit) ?? {},
  setAddons(addons) {
    storage.setJSON(StorageKey.addonIsExit, addons);
    set({ addons });
  },
  defaultImg: storage.getJSON<DefaultImg>(StorageKey.defaultImg) ?? {},
  setDefaultImg(defaultImg) {
    storage.setJSON(StorageKey.defaultImg, defaultImg);
    set({ defaultImg });
  },
}));

/** True when the add-on is installed (`addon_is_exit[name] == 1`). */
export const hasAddon = (name: AddonKey | (string & {})): boolean => Number(useAppState.getState().addons[name]) === 1;

/** Reloads the cart badge from the cart's count (0 without a token). */
export const refreshCartCount = async (): Promise<number> => {
  if (!useAuth.getState().token) {
    useAppState.getState().setCartCount(0);
    return 0;
  }
  try {
    const count = Number(await api.call(cartApi.count, {}, { silent: true })) || 0;
    useAppState.getState().setCartCount(count);
    return count;
  } catch {
    return useAppState.getState().cartCount;
  }
};

// A visitor has no cart: the badge follows the token.
useAuth.subscribe((s, prev) => {
  if (prev.token && !s.token) useAppState.getState().setCartCount(0);
});
