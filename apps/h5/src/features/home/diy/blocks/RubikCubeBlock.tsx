import type { RubikCubeBlockData } from '../../model/diy';
import { rubikCells } from '../../model/layout';
import type { BlockProps } from '../types';
import { useDiyLink } from '../useDiyLink';
import { Img } from '../../../../shared/ui/Img';
import s from './more.module.css';

/**
 * Pictures in a fixed layout: 2, 3 or 4 columns, a 2×2 grid, one big picture left with two on the
 * right, or one on top with two below. Layouts are CSS grid areas (see more.module.css).
 */
export default function RubikCubeBlock({ block }: BlockProps) {
  const open = useDiyLink();
  const { layout, list } = rubikCells(block as RubikCubeBlockData);
  if (list.length === 0) return null;
  return (
    <div className={s.cube} data-layout={layout} data-testid="diy-rubik">
      {list.map((item, i) => (
        <button type="button" key={`${item.imageUrl}-${i}`} className={s.cubeCell} data-cell={i} onClick={() => open(item.link)}>
          <Img path={item.imageUrl} size="mid" alt="" />
        </button>
      ))}
    </div>
  );
}
