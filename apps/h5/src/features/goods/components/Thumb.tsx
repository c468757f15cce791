import { useState, type ImgHTMLAttributes } from 'react';
import type { ImageSize } from '@mall/contract';
import { img, type DefaultImgKind } from '../../../shared/lib/image';

export interface ThumbProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  path: string | null | undefined;
  size?: ImageSize;
  kind?: DefaultImgKind;
}

/**
 * An uploaded image at a size variant; when the variant fails it falls back to the original file,
 * then to the default image of its kind.
 */
export function Thumb({ path, size, kind = 'goods', alt = '', loading = 'lazy', ...rest }: ThumbProps) {
  const candidates = [img(path, size, kind), img(path, undefined, kind), img('', undefined, kind)];
  const [step, setStep] = useState(0);
  const [forPath, setForPath] = useState(path);
  if (forPath !== path) {
    setForPath(path);
    setStep(0);
  }
  const src = candidates[Math.min(step, candidates.length - 1)];
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        let next = step + 1;
        while (next < candidates.length - 1 && candidates[next] === src) next += 1;
        if (next < candidates.length && candidates[next] !== src) setStep(next);
      }}
    />
  );
}

export default Thumb;
