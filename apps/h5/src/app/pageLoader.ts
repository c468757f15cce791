import type { ComponentType } from 'react';
import { PAGE_LOAD_TIMEOUT_MS } from '@mall/contract';
import i18n, { isLang, loadLanguage } from '../i18n';
import type { RouteDef } from './routes';

/** A page module that failed to load or took longer than the page-load timeout. */
export class PageLoadError extends Error {
  readonly reason: 'timeout' | 'failed';
  constructor(reason: 'timeout' | 'failed', cause?: unknown) {
    super(reason === 'timeout' ? 'page load timeout' : 'page load failed', { cause });
    this.name = 'PageLoadError';
    this.reason = reason;
  }
}

/** Resolves like `promise`, or rejects with PageLoadError('timeout') after `ms`. */
export const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof PageLoadError ? e : new PageLoadError('failed', e));
      },
    );
  });

const loaded = new WeakMap<RouteDef, ComponentType>();

/** The page component when its module has already loaded (renders without a loading view). */
export const loadedPage = (def: RouteDef): ComponentType | undefined => loaded.get(def);

/** Loads a route's page module (failures are not cached, so a retry loads again). */
export const loadPage = async (def: RouteDef, timeoutMs: number = PAGE_LOAD_TIMEOUT_MS): Promise<ComponentType> => {
  const cached = loaded.get(def);
  if (cached) return cached;
  // Pages beyond the first screen need the on-demand messages too; they load alongside the page code.
  const lang = isLang(i18n.language) ? i18n.language : undefined;
  const messages = def.coreMessagesOnly || !lang ? Promise.resolve() : loadLanguage(lang);
  const [mod] = await withTimeout(Promise.all([def.load(), messages]), timeoutMs);
  if (!mod || (typeof mod.default !== 'function' && typeof mod.default !== 'object')) {
    throw new PageLoadError('failed');
  }
  loaded.set(def, mod.default);
  return mod.default;
};
