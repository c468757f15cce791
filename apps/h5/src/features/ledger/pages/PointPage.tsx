import { useQuery } from '@tanstack/react-query';
import { mallMonthOf, nowSeconds } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import type { PageName } from '../../../shared/pages';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { accountInfoQuery, pointMonthSumQuery } from '../ledger.api';
import { Chevron } from '../components/Chevron';
import s from '../components/Ledger.module.css';

/** The rows under the points card: each a page this build declares. */
const ENTRIES: { page: PageName; textKey: string }[] = [{ page: 'pointDetail', textKey: 'ledger.pointDetail' }];

/** `member/point` (我的积分): the points held, what this month brought and used, and where to go next. */
export default function PointPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const month = mallMonthOf(nowSeconds());
  const info = useQuery(accountInfoQuery('point'));
  const income = useQuery(pointMonthSumQuery(month, 'income'));
  const pay = useQuery(pointMonthSumQuery(month, 'pay'));
  if (info.isPending || income.isPending || pay.isPending) return <LoadingView fullPage />;
  if (info.isError || income.isError || pay.isError) {
    return (
      <ErrorView
        onRetry={() => {
          void info.refetch();
          void income.refetch();
          void pay.refetch();
        }}
      />
    );
  }
  return (
    <div className={s.page} data-testid="point-page">
      <section className={s.hero}>
        <div className={s.heroLabel}>{t('ledger.pointTotal')}</div>
        <div className={s.heroValue} data-testid="point-total">
          {info.data.point ?? 0}
        </div>
        <div className={s.heroParts}>
          <span>
            {t('ledger.monthIncome')}
            <b data-testid="point-income">{income.data}</b>
          </span>
          <span>
            {t('ledger.monthPay')}
            <b data-testid="point-pay">{pay.data}</b>
          </span>
        </div>
      </section>
      <nav className={s.rows}>
        {ENTRIES.map((e) => (
          <button key={e.page} type="button" className={s.row} onClick={() => go(e.page)} data-testid={`point-to-${e.page}`}>
            <span>{t(e.textKey)}</span>
            <Chevron />
          </button>
        ))}
      </nav>
    </div>
  );
}
