import type { GraphicNavBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { useDiyLink } from '../useDiyLink';
import { Img } from '../../../../shared/ui/Img';
import s from './blocks.module.css';

/** Icon navigation: rows of five round icons with a caption. */
export default function GraphicNavBlock({ block }: BlockProps) {
  const open = useDiyLink();
  const list = ((block as GraphicNavBlockData).list ?? []).filter((i) => i && (i.title || i.imageUrl));
  if (list.length === 0) return null;
  return (
    <nav className={`m-card ${s.navGrid}`}>
      {list.map((item, i) => (
        <button type="button" key={`${item.title}-${i}`} className="m-icon-cell" onClick={() => open(item.link)}>
          <Img className={s.navIcon} path={item.imageUrl} kind="category" />
          <span className={s.navTitle}>{item.title}</span>
        </button>
      ))}
    </nav>
  );
}
