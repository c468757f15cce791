import type { TextNavBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { useDiyLink } from '../useDiyLink';
import s from './more.module.css';

/** A row of text links; scrolls sideways when they do not fit. */
export default function TextNavBlock({ block }: BlockProps) {
  const open = useDiyLink();
  const list = ((block as TextNavBlockData).list ?? []).filter((i) => i && typeof i.text === 'string' && i.text.trim());
  if (list.length === 0) return null;
  return (
    <nav className={`m-card m-chips ${s.textNav}`} data-testid="diy-textnav">
      {list.map((item, i) => (
        <button type="button" key={`${item.text}-${i}`} className={s.textNavItem} onClick={() => open(item.link)}>
          {item.text}
        </button>
      ))}
    </nav>
  );
}
