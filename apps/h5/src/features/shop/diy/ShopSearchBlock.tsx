import type { BlockProps } from '../../home';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useShopContext } from './ShopContext';
import s from '../shop.module.css';

/** DIY `ShopSearch`: a search box that searches inside the shop. */
export default function ShopSearchBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const { go } = useGo();
  const shop = useShopContext();
  if (!shop) return null;
  const raw = (block as { placeholder?: unknown }).placeholder;
  const placeholder = (typeof raw === 'string' && raw.trim()) || t('shop.searchPlaceholder');
  return (
    <div className={s.searchWrap}>
      <button
        type="button"
        className="m-search-pill"
        onClick={() => go('shopSearch', { site_id: shop.site_id })}
        data-testid="shop-search-block"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="m-search-pill__icon">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{placeholder}</span>
      </button>
    </div>
  );
}
