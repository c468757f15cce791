import { linkUrl, type FloatBtnBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { useDiyLink } from '../useDiyLink';
import { Img } from '../../../../shared/ui/Img';
import s from './more.module.css';

/** A round button floating over the lower right corner of the page (the block's first button); opens its link. */
export default function FloatBtnBlock({ block }: BlockProps) {
  const open = useDiyLink();
  const b = (block as FloatBtnBlockData).list?.[0];
  if (!b || !linkUrl(b.link) || (!b.imageUrl && !b.title)) return null;
  return (
    <button type="button" className={s.float} onClick={() => open(b.link)} aria-label={b.title || undefined} data-testid="diy-float">
      {b.imageUrl ? <Img path={b.imageUrl} alt="" kind="category" /> : <span className={s.floatText}>{b.title}</span>}
    </button>
  );
}
