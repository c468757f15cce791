import { useTranslation } from '../../../i18n/react';
import type { StoreItem } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { Img } from '../../../shared/ui/Img';
import { formatKm } from '../../../shared/lib/distance';
import s from '../store.module.css';

/** One store: picture, name, hours, address and distance; opens the store detail. */
export function StoreRow({ item, chosen = false }: { item: StoreItem; chosen?: boolean }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <button type="button" className={s.row} onClick={() => go('storeDetail', { store_id: item.store_id })} data-testid="store-row">
      <Img path={item.store_image} size="small" kind="store" className={s.rowImage} alt={item.store_name} />
      <span className={s.rowBody}>
        <span className={s.rowName}>
          <span data-testid="store-name">{item.store_name}</span>
          {chosen && <span className={s.chosenTag}>{t('store.current')}</span>}
        </span>
        <span className={s.rowMeta}>{t('store.openDate', { time: item.open_date })}</span>
        <span className={s.rowMeta}>{item.full_address || item.address}</span>
      </span>
      {item.distance > 0 && (
        <span className={s.rowDistance} data-testid="store-distance">
          {formatKm(item.distance)}
        </span>
      )}
    </button>
  );
}
