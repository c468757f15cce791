import { useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import type { ImageSize } from '@mall/contract';
import { img, type DefaultImgKind } from '../lib/image';
import s from './Img.module.css';

export interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** Uploaded image path (`upload/goods/a.jpg`) or an absolute URL; empty → the default image of `kind`. */
  path: string | null | undefined;
  /** Size variant (`_big`, `_mid`, `_small`); the original file when omitted. */
  size?: ImageSize;
  /** Which default image stands in (default `goods`). */
  kind?: DefaultImgKind;
  /**
   * Wraps the image in a box of this aspect ratio (width / height: `1`, `'750 / 300'`) that the image
   * covers, so the layout does not shift while it loads. `className` then applies to the box.
   */
  ratio?: number | string;
}

/** The sources tried in order: sized variant → original file → default image of its kind (no repeats). */
export const imgCandidates = (path: string | null | undefined, size: ImageSize | undefined, kind: DefaultImgKind): string[] => [
  ...new Set([img(path, size, kind), img(path, undefined, kind), img('', undefined, kind)]),
];

/**
 * An uploaded image at a size variant. When it fails to load it falls back to the original file, then to
 * the default image of its kind (and stops there). Lazy-loaded and decoded off the main thread by default.
 */
export function Img({ path, size, kind = 'goods', ratio, className, style, alt = '', loading = 'lazy', onError, ...rest }: ImgProps) {
  const candidates = imgCandidates(path, size, kind);
  const source = candidates.join('\n');
  const [failed, setFailed] = useState({ source, step: 0 });
  // A new path (or size/kind) starts again from its first candidate.
  const step = failed.source === source ? failed.step : 0;
  const src = candidates[Math.min(step, candidates.length - 1)];

  const image = (
    <img
      {...rest}
      className={ratio === undefined ? className : s.fill}
      style={ratio === undefined ? style : undefined}
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={(e) => {
        if (step < candidates.length - 1) setFailed({ source, step: step + 1 });
        onError?.(e);
      }}
    />
  );
  if (ratio === undefined) return image;
  const boxStyle: CSSProperties = { ...style, aspectRatio: String(ratio) };
  return (
    <span className={className ? `${s.box} ${className}` : s.box} style={boxStyle}>
      {image}
    </span>
  );
}

export default Img;
