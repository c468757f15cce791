import { useState } from 'react';
import type { OrderCalculateResult, PresaleDepositCalculateResult } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { storage, StorageKey } from '../../../shared/lib/storage';
import { formatTime } from '../../../shared/lib/time';
import { pageUrl } from '../../../shared/pages';
import { Price } from '../../../shared/ui/Price';
import { PresaleFinal } from '../components/PresaleFinal';
import { parsePresaleEntry } from '../model/checkout';
import { CheckoutScreen } from './PaymentPage';
import s from '../components/Checkout.module.css';

/** The deposit, the rest and when the rest is due, above the deposit checkout's totals. */
function DepositSummary({ data }: { data: OrderCalculateResult }) {
  const { t } = useTranslation();
  const p = data as PresaleDepositCalculateResult;
  return (
    <section className={`m-shop-card ${s.card}`} data-testid="presale-deposit-summary">
      <div className={s.total}>
        <span>{t('presale.stepDeposit')}</span>
        <Price value={p.presale_deposit_money} size="sm" />
      </div>
      <div className={s.total}>
        <span>{t('presale.stepFinal')}</span>
        <Price value={p.final_money} size="sm" />
      </div>
      <p className={s.note}>{t('presale.finalWindow', { start: formatTime(p.pay_start_time), end: formatTime(p.pay_end_time) })}</p>
      <p className={s.note}>{t(p.is_deposit_back === 1 ? 'presale.depositBack' : 'presale.depositRefundable')}</p>
    </section>
  );
}

/**
 * 预售 payment (`/promotionpages/presale/payment/payment`): with `id` (a booking) the rest is paid; otherwise the
 * deposit checkout of the line the presale detail left in `presaleOrderCreateData` (address, delivery, balance),
 * then the usual pay flow, after which the presale orders show the booking.
 */
export default function PresalePaymentPage() {
  const params = usePageParams('presalePayment');
  const id = positiveId(params.id);
  const [entry] = useState(() => parsePresaleEntry(storage.getJSON<unknown>(StorageKey.presaleOrderCreateData)));
  if (id > 0) return <PresaleFinal id={id} />;
  return (
    <CheckoutScreen
      entry={entry}
      addressId={positiveId(params.address_id) || null}
      summary={(data) => <DepositSummary data={data} />}
      afterPayUrl={pageUrl('presaleOrderList')}
    />
  );
}
