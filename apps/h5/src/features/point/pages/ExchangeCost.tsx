import { useTranslation } from '../../../i18n/react';
import s from './Point.module.css';

/** "300积分 + ¥9.90", or the points alone when there is no cash part. */
export function ExchangeCost({ point, price, small = false }: { point: number; price: string; small?: boolean }) {
  const { t } = useTranslation();
  const cash = Number(price) > 0;
  return (
    <span className={small ? `${s.cost} ${s.costSmall}` : s.cost} data-testid="point-cost">
      {cash ? t('point.costWithCash', { point, price }) : t('point.costPoints', { point })}
    </span>
  );
}
