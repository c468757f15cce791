import type { PointExchangeGoods } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { img } from '../../../shared/lib/image';
import { ExchangeCost } from './ExchangeCost';
import s from './Point.module.css';

/** One item of the points mall grid: picture, kind, name, what it costs in points (and cash), stock. */
export function ExchangeItemCard({ item, onOpen }: { item: PointExchangeGoods; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={s.item} onClick={onOpen} data-testid="point-item" data-type={item.type}>
      <img className={s.itemImg} src={img(item.image, 'mid')} alt="" loading="lazy" />
      <span className={s.itemBody}>
        <span className={s.badge}>{t(`point.types.${item.type}`)}</span>
        <span className={s.itemName}>{item.name}</span>
        <ExchangeCost point={item.point} price={item.price} />
        <span className={s.muted}>{t('point.stock', { n: item.stock })}</span>
      </span>
    </button>
  );
}
