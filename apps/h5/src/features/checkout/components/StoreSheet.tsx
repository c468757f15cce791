import type { OrderCreateStore } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { formatKm } from '../../../shared/lib/distance';
import { sortStores } from '../model/checkout';
import { OptionRow, Sheet } from './Sheet';
import s from './Checkout.module.css';

export interface StoreSheetProps {
  visible: boolean;
  stores: OrderCreateStore[];
  current: number;
  onPick: (store: OrderCreateStore) => void;
  onClose: () => void;
}

/** Pickup stores of a shop, nearest first. */
export function StoreSheet({ visible, stores, current, onPick, onClose }: StoreSheetProps) {
  const { t } = useTranslation();
  const list = sortStores(stores);
  return (
    <Sheet visible={visible} title={t('checkout.delivery.pickStore')} onClose={onClose} testId="store-sheet">
      {list.length === 0 && <p className={s.sheetEmpty}>{t('checkout.delivery.noStore')}</p>}
      {list.map((st) => (
        <OptionRow key={st.store_id} checked={st.store_id === current} onPick={() => onPick(st)} testId="store-option">
          <span className={s.optionTitle}>
            {st.store_name}
            {Number(st.distance) > 0 && (
              <span className={s.optionTag}>{t('checkout.delivery.distance', { d: formatKm(Number(st.distance)) })}</span>
            )}
          </span>
          <span className={s.optionDesc}>{st.full_address || st.address}</span>
          {st.open_date && <span className={s.optionDesc}>{t('checkout.delivery.storeOpen', { time: st.open_date })}</span>}
        </OptionRow>
      ))}
    </Sheet>
  );
}
