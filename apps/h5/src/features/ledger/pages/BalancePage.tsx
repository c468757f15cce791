import { useQuery } from '@tanstack/react-query';
import { CURRENCY_SYMBOL } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import type { PageName } from '../../../shared/pages';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { useAppState } from '../../../shared/state/app';
import { accountInfoQuery } from '../ledger.api';
import { balanceSummary } from '../model';
import { Chevron } from '../components/Chevron';
import s from '../components/Ledger.module.css';

/** The rows under the balance card: each a page this build declares, shown while its add-on is on. */
const ENTRIES: { page: PageName; textKey: string; addon?: string }[] = [
  { page: 'rechargeList', textKey: 'ledger.recharge', addon: 'memberrecharge' },
  { page: 'applyWithdrawal', textKey: 'ledger.applyWithdrawal', addon: 'memberwithdraw' },
  { page: 'withdrawal', textKey: 'ledger.withdrawals', addon: 'memberwithdraw' },
  { page: 'balanceDetail', textKey: 'ledger.balanceDetail' },
];

/** `member/balance` (我的余额): the whole balance, its withdrawable and non-withdrawable parts, and where to go next. */
export default function BalancePage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const addons = useAppState((st) => st.addons);
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
      <nav className={s.rows}>
        {ENTRIES.filter((e) => !e.addon || Number(addons[e.addon]) === 1).map((e) => (
          <button key={e.page} type="button" className={s.row} onClick={() => go(e.page)} data-testid={`balance-to-${e.page}`}>
            <span>{t(e.textKey)}</span>
            <Chevron />
          </button>
        ))}
      </nav>
    </div>
  );
}
