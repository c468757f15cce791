import { useQuery } from '@tanstack/react-query';
import { CURRENCY_SYMBOL } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { accountInfoQuery } from '../ledger.api';
import { balanceSummary } from '../model';
import { EntryRows, type EntryRow } from '../components/EntryRows';
import s from '../components/Ledger.module.css';

/** The rows under the balance card. */
const ENTRIES: readonly EntryRow[] = [
  { page: 'rechargeList', textKey: 'ledger.recharge', addon: 'memberrecharge' },
  { page: 'applyWithdrawal', textKey: 'ledger.applyWithdrawal', addon: 'memberwithdraw' },
  { page: 'withdrawal', textKey: 'ledger.withdrawals', addon: 'memberwithdraw' },
  { page: 'balanceDetail', textKey: 'ledger.balanceDetail' },
];

/** `member/balance` (我的余额): the whole balance, its withdrawable and non-withdrawable parts, and where to go next. */
export default function BalancePage() {
  const { t } = useTranslation();
  const info = useQuery(accountInfoQuery('balance'));
  if (info.isPending) return <LoadingView fullPage />;
  if (info.isError) return <ErrorView onRetry={() => void info.refetch()} />;
  const b = balanceSummary(info.data);
  return (
    <div className={s.page} data-testid="balance-page">
      <section className={s.hero}>
        <div className={s.heroLabel}>{t('ledger.balanceTotal')}</div>
        <div className={s.heroValue} data-testid="balance-total">
          {CURRENCY_SYMBOL}
          {b.total}
        </div>
        <div className={s.heroParts}>
          <span>
            {t('ledger.withdrawable')}
            <b data-testid="balance-withdrawable">
              {CURRENCY_SYMBOL}
              {b.withdrawable}
            </b>
          </span>
          <span>
            {t('ledger.locked')}
            <b data-testid="balance-locked">
              {CURRENCY_SYMBOL}
              {b.locked}
            </b>
          </span>
        </div>
      </section>
      <EntryRows entries={ENTRIES} testPrefix="balance" />
    </div>
  );
}
