import { useTranslation } from '../../../i18n/react';
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
  /** Shows a 筛选 button (the filter drawer) with the number of filters on. */
  onFilter?: () => void;
  filterCount?: number;
}

/** 综合 / 销量 / 价格 (asc ↔ desc) / 新品, and the grid/list switch. */
export function SortBar({ sort, onSort, layout, onLayout, onFilter, filterCount = 0 }: SortBarProps) {
  const { t } = useTranslation();
  return (
    <div className={`m-tabline ${s.bar}`} role="toolbar">
      {KEYS.map((key) => {
        const active = sort.key === key;
        return (
          <button
            key={key}
            type="button"
            className={active ? `m-tabline__tab ${s.item} ${s.active}` : `m-tabline__tab ${s.item}`}
            aria-pressed={active}
            onClick={() => onSort(key)}
            data-sort={key}
          >
            {t(`goods.sort.${key}`)}
            {key === 'price' && <SortArrows dir={active ? sort.dir : null} />}
          </button>
        );
      })}
      {onFilter && (
        <button
          type="button"
          className={filterCount > 0 ? `m-tabline__tab ${s.item} ${s.active}` : `m-tabline__tab ${s.item}`}
          onClick={onFilter}
          data-testid="filter-open"
        >
          {t('search.filter')}
          {filterCount > 0 && <span className={s.badge}>{filterCount}</span>}
          <svg className={s.funnel} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </button>
      )}
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
