import type { ImageSize } from './constants';

/** `upload/a.png` + `mid` → `upload/a_mid.png`; leaves data URLs and empty strings alone. */
export const sizedImage = (path: string, size?: ImageSize): string => {
  if (!path || !size || path.startsWith('data:')) return path;
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/')) return path;
  return `${path.slice(0, dot)}_${size}${path.slice(dot)}`;
};
