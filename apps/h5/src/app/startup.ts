import { STORE_CLEAR_DISTANCE_KM, configApi, memberApi, type ResponseOf } from '@mall/contract';
import { loadLanguage, storedLang } from '../i18n';
import { getLocation } from '../platform/geolocation';
import { isWeChat } from '../platform/wechat';
import { distanceKm, isLatLng, type LatLng } from '../shared/lib/distance';
import { api } from '../shared/lib/api';
import { apiBase } from '../shared/lib/request';
import { localStore, storage, StorageKey, type KeyValueStore } from '../shared/lib/storage';
import { reloadAuthFromStorage, useAuth } from '../shared/state/auth';
import { useAppState, type Addons, type DefaultImg } from '../shared/state/app';
import { useMember, type MemberInfo } from '../shared/state/member';
import { applyBottomNav } from './bottomNav';

/**
 * `/api/config/init` data (spec §3 "Initial config"), read defensively: a field that does not arrive leaves the
 * cached value alone.
 */
export type InitConfig = Partial<ResponseOf<typeof configApi.init>>;

/**
 * Step 1: when the stored base URL differs from the current one, clear all local storage; then store it.
 * Returns true when storage was cleared.
 */
export const checkBaseUrl = (store: KeyValueStore, current: string): boolean => {
  const stored = storage.getString(StorageKey.baseUrl, store);
  const cleared = stored !== null && stored !== current;
  if (cleared) storage.clear(store);
  if (stored !== current) storage.setString(StorageKey.baseUrl, current, store);
  return cleared;
};

/**
 * Step 2 (after the position arrived): when a previous location exists and the shopper moved 20 km or
 * more, the chosen store is forgotten; the new location is stored. Returns true when the store was cleared.
 * The one implementation of the rule (the store pages call it through `rememberLocation`).
 */
export const applyLocation = (store: KeyValueStore, next: LatLng): boolean => {
  const prev = storage.getJSON<LatLng>(StorageKey.location, store);
  const moved = isLatLng(prev) && distanceKm(prev, next) >= STORE_CLEAR_DISTANCE_KM;
  if (moved) storage.remove(StorageKey.store, store);
  storage.setJSON(StorageKey.location, { latitude: next.latitude, longitude: next.longitude }, store);
  return moved;
};

export interface ConfigTarget {
  setCartCount(n: number): void;
  /** The operator's bottom navigation (`diy_bottom_nav`), drawn by the tab bar. */
  setBottomNav?(nav: unknown): void;
  setTheme(theme: string): void;
  setAddons(addons: Addons): void;
  setDefaultImg(img: DefaultImg): void;
}

/** Step 4: apply `/api/config/init` (cart badge, theme, add-on flags and default images — the last three are cached). */
export const applyInitConfig = (cfg: InitConfig, target: ConfigTarget): void => {
  target.setCartCount(Number(cfg.cart_count) || 0);
  target.setTheme(cfg.style_theme ?? 'default');
  if (cfg.addon_is_exit && typeof cfg.addon_is_exit === 'object') target.setAddons(cfg.addon_is_exit);
  if (cfg.default_img && typeof cfg.default_img === 'object') target.setDefaultImg({ ...cfg.default_img });
  target.setBottomNav?.(cfg.diy_bottom_nav);
};

export interface StartupDeps {
  store: KeyValueStore;
  /** The API base URL this build talks to. */
  currentBaseUrl: string;
  locate: () => Promise<LatLng | null>;
  getToken: () => string | null;
  fetchMemberInfo: () => Promise<MemberInfo>;
  setMember: (m: MemberInfo | null) => void;
  fetchInitConfig: () => Promise<InitConfig>;
  config: ConfigTarget;
  /** Called after storage was cleared so in-memory state forgets the old token. */
  onStorageCleared: () => void;
  isWeChat: () => boolean;
  /**
   * The WeChat social-login flow (spec §4): called when inside WeChat and there is no valid token after
   * the member-info step (never existed, or removed as invalid).
   */
  onWeChatVisitor?: () => void | Promise<void>;
}

/**
 * The start-up sequence (spec §4): base-URL check (synchronous, before anything reads storage for requests),
 * then location, member info and init config; the network steps run side by side and never throw.
 */
export const runStartup = async (deps: StartupDeps): Promise<void> => {
  if (checkBaseUrl(deps.store, deps.currentBaseUrl)) deps.onStorageCleared();

  const location = deps
    .locate()
    .then((pos) => {
      if (pos) applyLocation(deps.store, pos);
    })
    .catch(() => undefined);

  const member = (async () => {
    if (deps.getToken()) {
      try {
        deps.setMember(await deps.fetchMemberInfo());
      } catch {
        // -10009 / -10010 already removed the token in the request client.
      }
    }
    if (!deps.getToken() && deps.isWeChat()) await deps.onWeChatVisitor?.();
  })().catch(() => undefined);

  const config = deps
    .fetchInitConfig()
    .then((cfg) => applyInitConfig(cfg, deps.config))
    .catch(() => undefined);

  await Promise.all([location, member, config]);
};

/** The API origin the app talks to (for the base-URL check). */
export const currentBaseUrl = (): string => apiBase() || (typeof window === 'undefined' ? '' : window.location.origin);

/** Real dependencies of the app. */
export const appStartupDeps = (): StartupDeps => ({
  store: localStore(),
  currentBaseUrl: currentBaseUrl(),
  locate: () => getLocation(),
  getToken: () => useAuth.getState().token,
  fetchMemberInfo: async () => ({ ...(await api.call(memberApi.info, {}, { silent: true })) }),
  setMember: (m) => useMember.getState().setMember(m),
  fetchInitConfig: () => api.call(configApi.init, {}, { silent: true }),
  config: { ...useAppState.getState(), setBottomNav: (nav) => applyBottomNav(nav) },
  onStorageCleared: () => {
    reloadAuthFromStorage();
    useMember.getState().setMember(null);
  },
  isWeChat: () => isWeChat(),
  onWeChatVisitor: runWeChatVisitor,
});

/**
 * Loads and runs the WeChat social login (features/login/wechat.ts) — its own chunk, so shoppers outside
 * WeChat never download it. A failure leaves the shopper a visitor.
 */
export const runWeChatVisitor = async (): Promise<void> => {
  try {
    // Its popups and toasts speak from the on-demand message namespaces (login, countdown).
    const [{ runWeChatLogin }] = await Promise.all([import('../features/login/wechat'), loadLanguage(storedLang())]);
    await runWeChatLogin();
  } catch {
    // chunk or network failure: stay a visitor
  }
};
