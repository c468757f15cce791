import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mallMonthOf, nowSeconds } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { accountInfoQuery, pointMonthSumQuery } from '../ledger.api';
import { EntryRows, type EntryRow } from '../components/EntryRows';
import { gameParts } from '../../game';
import s from '../components/Ledger.module.css';

const GameEntries = lazy(gameParts.GameEntries);

/** The rows under the points card. */
const ENTRIES: readonly EntryRow[] = [
  { page: 'signin', textKey: 'ledger.signin', addon: 'membersignin' },
  { page: 'pointDetail', textKey: 'ledger.pointDetail' },
  { page: 'pointList', textKey: 'ledger.pointMall', addon: 'pointexchange' },
  { page: 'gift', textKey: 'ledger.gifts', addon: 'gift' },
];

/** `member/point` (我的积分): the points held, what this month brought and used, and where to go next. */
export default function PointPage() {
  const { t } = useTranslation();
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
      <EntryRows entries={ENTRIES} testPrefix="point" />
      <Suspense fallback={null}>
        <GameEntries />
      </Suspense>
    </div>
  );
}
