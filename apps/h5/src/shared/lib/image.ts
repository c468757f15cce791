import { sizedImage, type ImageSize } from '@mall/contract';
import { useAppState } from '../state/app';

/** Which default image stands in for a missing one (`default_img` keys of /api/config/init). */
export type DefaultImgKind = 'goods' | 'head' | 'shop' | 'category' | 'city' | 'supply' | 'store' | 'brand';

const defaultKey = (kind: DefaultImgKind): string => (kind === 'head' ? 'default_headimg' : `default_${kind}_img`);

/** Image domain: `VITE_IMG_DOMAIN`, else `VITE_API_BASE`, else same origin. No trailing slash. */
export const imageDomain = (): string =>
  String(import.meta.env.VITE_IMG_DOMAIN ?? import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

const isAbsolute = (p: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(p);

/** Prefixes a relative path with the image domain (absolute URLs and data: URLs pass through). */
export const fullUrl = (path: string): string => {
  if (!path || isAbsolute(path)) return path;
  return `${imageDomain()}/${path.replace(/^\/+/, '')}`;
};

/**
 * Full URL of an uploaded image: `img('upload/goods/a.jpg', 'mid')` → `/upload/goods/a_mid.jpg`.
 * An empty path gives the default image of its kind (goods by default).
 */
export const img = (path: string | null | undefined, size?: ImageSize, kind: DefaultImgKind = 'goods'): string => {
  const p = (path ?? '').trim();
  if (!p) {
    const fallback = useAppState.getState().defaultImg[defaultKey(kind)] ?? `upload/default/${kind}.png`;
    return fullUrl(fallback);
  }
  return fullUrl(isAbsolute(p) ? p : sizedImage(p, size));
};

/** The default image of a kind, for `<img onError>` fallbacks. */
export const defaultImg = (kind: DefaultImgKind = 'goods'): string => img('', undefined, kind);
