import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { LatLng } from '../../../shared/lib/distance';
import { chosenStore } from '../location';
import { fetchStores, storeKeys } from '../store.api';
import { StoreRow } from './StoreRow';
import s from '../store.module.css';

export interface ShopStoresProps {
  siteId: number;
  location: LatLng | null;
  /** How many to show (the rest behind `onMore`). */
  limit: number;
  onMore?: () => void;
}

/** The first stores of a shop, nearest first when located; nothing when the shop has none. */
export function ShopStores({ siteId, location, limit, onMore }: ShopStoresProps) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [...storeKeys.page(siteId, location), limit],
    queryFn: () => fetchStores(siteId, location, 1, limit),
    enabled: siteId > 0,
  });
  if (!q.data || q.data.list.length === 0) return null;
  const chosen = chosenStore();
  return (
    <section className={s.section} data-testid="shop-stores">
      <div className={s.sectionHead}>
        <span>{t('store.title', { count: q.data.count })}</span>
        {onMore && q.data.count > q.data.list.length && (
          <button type="button" className={s.more} onClick={onMore}>
            {t('store.more')}
          </button>
        )}
      </div>
      {q.data.list.map((item) => (
        <StoreRow key={item.store_id} item={item} chosen={chosen?.store_id === item.store_id} />
      ))}
    </section>
  );
}
