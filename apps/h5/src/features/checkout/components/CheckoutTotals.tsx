import type { OrderCalculateResult } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import { positive } from '../model/checkout';
import s from './Checkout.module.css';

/** The checkout's totals as the server priced them: goods, shipping, each discount, the balance part and what is left to pay. */
export function CheckoutTotals({ data, virtual }: { data: OrderCalculateResult; virtual: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={`m-shop-card ${s.card}`} data-testid="checkout-totals">
      <div className={s.total}>
        <span>{t('checkout.totals.goods')}</span>
        <span>{t('checkout.totals.money', { money: data.goods_money })}</span>
      </div>
      {!virtual && (
        <div className={s.total}>
          <span>{t('checkout.totals.delivery')}</span>
          <span>{t('checkout.totals.plus', { money: data.delivery_money })}</span>
        </div>
      )}
      {positive(data.promotion_money) && (
        <div className={s.total}>
          <span>{t('checkout.totals.promotion')}</span>
          <span className={s.minus}>{t('checkout.totals.minus', { money: data.promotion_money })}</span>
        </div>
      )}
      {positive(data.coupon_money) && (
        <div className={s.total}>
          <span>{t('checkout.totals.coupon')}</span>
          <span className={s.minus}>{t('checkout.totals.minus', { money: data.coupon_money })}</span>
        </div>
      )}
      {positive(data.platform_coupon_money) && (
        <div className={s.total}>
          <span>{t('checkout.totals.platformCoupon')}</span>
          <span className={s.minus}>{t('checkout.totals.minus', { money: data.platform_coupon_money })}</span>
        </div>
      )}
      {positive(data.balance_money) && (
        <div className={s.total} data-testid="total-balance">
          <span>{t('checkout.totals.balance')}</span>
          <span className={s.minus}>{t('checkout.totals.minus', { money: data.balance_money })}</span>
        </div>
      )}
      <div className={`${s.total} ${s.totalPay}`}>
        <span>{t('checkout.totals.pay')}</span>
        <Price value={data.pay_money} size="md" />
      </div>
    </section>
  );
}
