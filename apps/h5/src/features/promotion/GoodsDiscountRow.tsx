import { useTranslation } from '../../i18n/react';
import { Price } from '../../shared/ui/Price';
import { Countdown } from '../../shared/ui/Countdown';
import type { SkuDiscount } from './discount';
import { useServerNow } from '../../shared/lib/serverNow';
import s from './GoodsDiscountRow.module.css';

/** Goods detail: the 限时折扣 bar with the discount price, the SKU's own price struck through and the time left. */
export function GoodsDiscountRow({ discount }: { discount: SkuDiscount }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const left = discount.endTime - now;
  if (left <= 0) return null;
  return (
    <div className={s.bar} data-testid="goods-discount-row">
      <div className={s.left}>
        <span className={s.tag}>{t('promotion.discountTag')}</span>
        <span className={s.prices}>
          <Price value={discount.price} size="lg" className={s.price} />
          <Price value={discount.original} size="sm" del className={s.original} />
        </span>
      </div>
      <div className={s.time}>
        <Countdown label={t('promotion.discountEndsIn')} seconds={left} testId="goods-discount-countdown" onBase />
      </div>
    </div>
  );
}

export default GoodsDiscountRow;
