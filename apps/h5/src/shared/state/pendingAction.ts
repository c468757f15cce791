import { localStore, storage, type KeyValueStore } from '../lib/storage';

/**
 * What a visitor started on a goods detail before the login detour (加入购物车 / 立即购买): finished once
 * when they come back signed in, never on a later visit. Kept per browser tab (sessionStorage).
 */
export interface PendingAction {
  kind: 'cart' | 'buy';
  skuId: number;
  num: number;
  /** True when the shopper confirmed SKU and quantity in the picker; false: they tapped the bottom bar. */
  chosen: boolean;
  at: number;
}

const KEY = 'pendingGoodsAction';
/** A detour longer than this (a forgotten tab) is not finished. */
export const PENDING_ACTION_TTL_MS = 30 * 60_000;

const tabStore = (): KeyValueStore => {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    /* access denied */
  }
  return localStore();
};

export const rememberAction = (a: Omit<PendingAction, 'at'>, store: KeyValueStore = tabStore(), now = Date.now()): void =>
  storage.setJSON(KEY, { ...a, at: now }, store);

/** Forgets it (the shopper came back without logging in). */
export const dropAction = (store: KeyValueStore = tabStore()): void => storage.remove(KEY, store);

/** The action to finish on this SKU's page now that the shopper is signed in; it is gone afterwards either way. */
export const takeAction = (skuId: number, store: KeyValueStore = tabStore(), now = Date.now()): PendingAction | null => {
  const a = storage.getJSON<Partial<PendingAction>>(KEY, store);
  if (!a) return null;
  dropAction(store);
  const fresh = typeof a.at === 'number' && now - a.at >= 0 && now - a.at <= PENDING_ACTION_TTL_MS;
  const valid =
    (a.kind === 'cart' || a.kind === 'buy') && Number.isSafeInteger(a.skuId) && a.skuId! > 0 && Number.isSafeInteger(a.num) && a.num! > 0;
  if (!fresh || !valid || a.skuId !== skuId) return null;
  return { kind: a.kind!, skuId: a.skuId!, num: a.num!, chosen: a.chosen === true, at: a.at! };
};
