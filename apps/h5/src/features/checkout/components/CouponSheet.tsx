import { useTranslation } from '../../../i18n/react';
import type { CouponOption } from '../model/checkout';
import { OptionRow, Sheet } from './Sheet';
import s from './Checkout.module.css';

export interface CouponSheetProps {
  visible: boolean;
  title: string;
  options: CouponOption[];
  /** Chosen id (0 = none). */
  current: number;
  onPick: (id: number) => void;
  onClose: () => void;
  testId: string;
}

/** Usable coupons with what each takes off, and 不使用. */
export function CouponSheet({ visible, title, options, current, onPick, onClose, testId }: CouponSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet visible={visible} title={title} onClose={onClose} testId={testId}>
      {options.map((c) => (
        <OptionRow key={c.id} checked={c.id === current} onPick={() => onPick(c.id)} testId="coupon-option">
          <span className={s.couponLine}>
            <span className={s.couponFace}>{c.face}</span>
            <span className={s.couponInfo}>
              <span className={s.optionTitle}>{c.name}</span>
              <span className={s.optionDesc}>
                {c.condition}
                {c.until && ` · ${c.until}`}
              </span>
            </span>
            {c.deduction !== undefined && <span className={s.couponDeduct}>{t('checkout.coupon.deduct', { money: c.deduction })}</span>}
          </span>
        </OptionRow>
      ))}
      <OptionRow checked={current === 0} onPick={() => onPick(0)} testId="coupon-option-none">
        {t('checkout.coupon.none')}
      </OptionRow>
    </Sheet>
  );
}
