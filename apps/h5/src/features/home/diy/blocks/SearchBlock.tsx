import { useTranslation } from '../../../../i18n/react';
import { useGo } from '../../../../shared/lib/nav';
import type { SearchBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { useDiyPage } from '../context';
import s from './blocks.module.css';

/**
 * The search box at the top of the home page (with the city switch there); tapping it opens the goods search.
 * Its placeholder is the block's `title` (the operator's text), else the built-in one.
 */
export default function SearchBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const { go } = useGo();
  const b = block as SearchBlockData;
  const placeholder = (typeof b.title === 'string' && b.title.trim()) || t('home.searchPlaceholder');
  const { city } = useDiyPage();
  return (
    <div className={city ? `${s.searchWrap} ${s.searchWithCity}` : s.searchWrap}>
      {city && (
        <button type="button" className={s.city} onClick={city.onPick} data-testid="home-city" aria-label={t('home.switchCity')}>
          <span className={s.cityName}>{city.name}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <button type="button" className={`m-search-pill ${s.search}`} onClick={() => go('goodsSearch')} data-testid="home-search">
        <svg className="m-search-pill__icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={s.searchText}>{placeholder}</span>
      </button>
    </div>
  );
}
