import { create } from 'zustand';
import { diyApi, type Lang } from '@mall/contract';
import { storedLang } from '../i18n';
import { api } from '../shared/lib/api';
import { TAB_PATHS } from '../shared/lib/paths';
import { linkTarget, type DiyLink } from '../features/home/model/diy';

/*
 * The bottom navigation the operator set (`diy_bottom_nav` of `/api/config/init`, Niushop's
 * `{type, backgroundColor, textColor, textHoverColor, list:[{text, iconPath, selectedIconPath, link}]}`),
 * its labels in the language the server answered. The tab bar draws it; without one it draws the
 * storefront's four built-in tabs.
 */

/** Built-in tab icons (24×24 paths), named by `iconClass`. */
export const TAB_ICONS: Readonly<Record<string, string>> = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  category: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  cart: 'M3 4h2.5l2.2 10.5h10.6L20.5 7H7M9.5 19.5a1 1 0 1 0 0 .01M17 19.5a1 1 0 1 0 0 .01',
  member: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21a8.5 8.5 0 0 1 17 0',
};

const BUILT_IN_KEYS = ['home', 'category', 'cart', 'member'] as const;

export interface TabItem {
  /** In-app route the tab opens. */
  path: string;
  /** The operator's label; empty → the built-in label of `builtIn`. */
  text: string;
  /** The built-in tab with this route (home, category, cart, member), if any. */
  builtIn: (typeof BUILT_IN_KEYS)[number] | null;
  /** Built-in icon name (`iconClass`), else pictures. */
  icon: string;
  iconPath: string;
  selectedIconPath: string;
}

export interface TabBarModel {
  /** 1 icon and text, 2 icon only, 3 text only. */
  type: 1 | 2 | 3;
  backgroundColor: string;
  textColor: string;
  textHoverColor: string;
  items: TabItem[];
}

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;
const colour = (v: unknown): string => (typeof v === 'string' && COLOUR.test(v.trim()) ? v.trim() : '');
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The storefront's own tabs: what the bar shows without an operator navigation. */
export const BUILT_IN_TABS: TabBarModel = {
  type: 1,
  backgroundColor: '',
  textColor: '',
  textHoverColor: '',
  items: BUILT_IN_KEYS.map((key, i) => ({ path: TAB_PATHS[i], text: '', builtIn: key, icon: key, iconPath: '', selectedIconPath: '' })),
};

/**
 * A `diy_bottom_nav` value → the bar to draw, or null when it has no usable entry (not set, `{}`,
 * junk). Entries whose link is not an in-app route are left out; colours must be CSS colours.
 */
export const tabBarModel = (nav: unknown): TabBarModel | null => {
  if (!isRecord(nav) || !Array.isArray(nav.list)) return null;
  const items: TabItem[] = [];
  for (const raw of nav.list) {
    if (!isRecord(raw)) continue;
    const target = linkTarget(isRecord(raw.link) ? (raw.link as DiyLink) : undefined);
    if (target?.kind !== 'route') continue;
    const path = target.url;
    const at = TAB_PATHS.indexOf(path.split('?')[0] as (typeof TAB_PATHS)[number]);
    const builtIn = at >= 0 ? BUILT_IN_KEYS[at] : null;
    const iconClass = str(raw.iconClass);
    items.push({
      path,
      text: str(raw.text),
      builtIn,
      icon: iconClass in TAB_ICONS ? iconClass : '',
      iconPath: str(raw.iconPath),
      selectedIconPath: str(raw.selectedIconPath),
    });
  }
  if (items.length === 0) return null;
  const type = Number(nav.type);
  return {
    type: type === 2 || type === 3 ? type : 1,
    backgroundColor: colour(nav.backgroundColor),
    textColor: colour(nav.textColor),
    textHoverColor: colour(nav.textHoverColor),
    items,
  };
};

interface BottomNavState {
  /** The operator's navigation per language, as answered (null: the operator has none). */
  byLang: Partial<Record<Lang, TabBarModel | null>>;
  /** Languages whose navigation was asked for after a switch (asked once each; a failure clears its mark). */
  asked: Partial<Record<Lang, true>>;
  set(lang: Lang, nav: unknown): void;
}

export const useBottomNav = create<BottomNavState>()((set) => ({
  byLang: {},
  asked: {},
  set: (lang, nav) => set((s) => ({ byLang: { ...s.byLang, [lang]: tabBarModel(nav) } })),
}));

/** Start-up: `diy_bottom_nav` of `/api/config/init`, asked in the stored language. */
export const applyBottomNav = (nav: unknown, lang: Lang = storedLang()): void => useBottomNav.getState().set(lang, nav);

/**
 * After a language switch: the navigation's labels in the new language (`/api/diyview/bottomNav` answers
 * in the request's language), once per language. Failures leave the bar as it is.
 */
export const loadBottomNav = (lang: Lang): void => {
  const mark = (on: boolean) => useBottomNav.setState((s) => ({ asked: { ...s.asked, [lang]: on || undefined } }));
  if (useBottomNav.getState().asked[lang]) return;
  mark(true);
  api
    .call(diyApi.bottomNav, { lang }, { silent: true })
    .then((nav) => useBottomNav.getState().set(lang, nav))
    .catch(() => mark(false));
};

/** The tab the current page is, as the route table numbers the built-in tabs (home 0 … member 3). */
export const builtInKeyOf = (tab: number): TabItem['builtIn'] => BUILT_IN_KEYS[tab] ?? null;
