import { useTranslation } from 'react-i18next';
import type { SortKey, SortState } from '../model/listing';
import type { CardLayout } from './GoodsCard';
import { GridIcon, ListIcon, SortArrows } from './icons';
import s from './SortBar.module.css';

const KEYS: SortKey[] = ['default', 'sales', 'price', 'new'];

export interface SortBarProps {
  sort: SortState;
  onSort: (key: SortKey) => void;
  layout: CardLayout;
  onLayout: (layout: CardLayout) => void;
}

/** 综合 / 销量 / 价格 (asc ↔ desc) / 新品, and the grid/list switch. */
export function SortBar({ sort, onSort, layout, onLayout }: SortBarProps) {
  const { t } = useTranslation();
  return (
    <div className={s.bar} role="toolbar">
      {KEYS.map((key) => {
        const active = sort.key === key;
        return (
          <button
            key={key}
            type="button"
            className={active ? `${s.item} ${s.active}` : s.item}
            aria-pressed={active}
            onClick={() => onSort(key)}
            data-sort={key}
          >
            {t(`goods.sort.${key}`)}
            {key === 'price' && <SortArrows dir={active ? sort.dir : null} />}
          </button>
        );
      })}
      <button
        type="button"
        className={s.layout}
        aria-label={t(layout === 'grid' ? 'goods.layoutList' : 'goods.layoutGrid')}
        onClick={() => onLayout(layout === 'grid' ? 'list' : 'grid')}
        data-testid="layout-toggle"
      >
        {layout === 'grid' ? <ListIcon /> : <GridIcon />}
      </button>
    </div>
  );
}

export default SortBar;
