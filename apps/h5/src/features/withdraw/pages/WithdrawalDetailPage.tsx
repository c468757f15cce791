import { useQuery } from '@tanstack/react-query';
import { CURRENCY_SYMBOL, type WithdrawDetail } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { formatTime } from '../../../shared/lib/time';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { refusalOf } from '../../../shared/lib/request';
import { withdrawDetailQuery } from '../withdraw.api';
import { maskAccount } from '../model';
import { s } from './styles';

/** The rows of the detail that have a value, in the order the page shows them. */
const rowsOf = (d: WithdrawDetail): [string, string][] => {
  const money = (v: string) => `${CURRENCY_SYMBOL}${v}`;
  const rows: [string, string][] = [
    ['no', d.withdraw_no],
    ['applyTime', formatTime(d.apply_time)],
    ['type', d.transfer_type_name],
    ['realname', d.realname],
    ['account', maskAccount(d.account_number)],
    ['bank', d.bank_name],
    ['fee', `${money(d.service_money)} (${d.rate}%)`],
    ['net', money(d.money)],
    ['auditTime', formatTime(d.audit_time)],
    ['paymentTime', formatTime(d.payment_time)],
    ['refuseReason', d.refuse_reason],
    ['certificate', d.certificate],
    ['remark', d.remark],
  ];
  return rows.filter(([, v]) => v !== '');
};

/** 提现详情: amount, status and every step's time, the account it goes to, fee and net amount, refusal reason. */
export default function WithdrawalDetailPage() {
  const { t } = useTranslation();
  const id = positiveId(usePageParams('withdrawalDetail').id);
  const q = useQuery(withdrawDetailQuery(id));
  if (!id) return <EmptyState />;
  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) {
    const refusal = refusalOf(q.error);
    return refusal ? <EmptyState text={refusal} /> : <ErrorView onRetry={() => void q.refetch()} />;
  }
  const d = q.data;
  return (
    <div className={s.page} data-testid="withdraw-detail">
      <div className={`${s.card} ${s.hero}`}>
        <div className={s.heroLabel}>{t('withdraw.detail.money')}</div>
        <div className={s.heroMoney} data-testid="withdraw-detail-money">
          {CURRENCY_SYMBOL}
          {d.apply_money}
        </div>
        <div className={s.heroStatus} data-testid="withdraw-detail-status">
          {d.status_name}
        </div>
      </div>
      <div className={s.card}>
        {rowsOf(d).map(([key, value]) => (
          <div className={s.row} key={key} data-row={key}>
            <span className={s.rowLabel}>{t(`withdraw.detail.${key}`)}</span>
            <span className={s.rowValue}>{value}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
