import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { POINTEXCHANGE_PAY_EVENT, RECHARGE_PAY_EVENT } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { hasPage } from '../../../shared/pageFinder';
import { usePageParams } from '../../../shared/lib/pageParams';
import { useGo } from '../../../shared/lib/nav';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { fetchBalanceUsed, fetchPayInfo, fetchPayStatus, payKeys } from '../pay.api';
import { isPaid, POLL_DELAYS_MS, resultView, shownAmount } from '../model/pay';
import { PayPopup } from '../components/PayPopup';
import { orderKeys } from '../../order';
import s from './PayResultPage.module.css';
import { pagePath } from '../../../shared/pages';

function ResultIcon({ ok }: { ok: boolean }) {
  return (
    <svg className={ok ? `${s.icon} ${s.iconOk}` : s.icon} viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="29" fill="currentColor" />
      {ok ? (
        <path d="m19 33 9 9 17-19" fill="none" stroke="var(--card-bg)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M32 17v18M32 45v2" stroke="var(--card-bg)" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * Pay result (`?code=<out_trade_no>`): reads `/api/pay/info`; while the record is not paid it asks
 * `/api/pay/status` a few times (a channel's notify may arrive just after the shopper comes back), then
 * shows paid (amount, 查看订单, 回到首页) or not paid yet (check again, pay again).
 */
export default function PayResultPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const code = (usePageParams('payResult').code ?? '').trim();
  const info = useQuery({ queryKey: payKeys.info(code), queryFn: ({ signal }) => fetchPayInfo(code, signal), enabled: code !== '' });
  const [polled, setPolled] = useState<number | null>(null);
  const [pollIndex, setPollIndex] = useState(0);
  const [paying, setPaying] = useState(false);
  const queryClient = useQueryClient();

  const payStatus = polled ?? info.data?.pay_status;
  const view = info.isPending ? 'loading' : resultView(Boolean(info.data), payStatus, POLL_DELAYS_MS.length - pollIndex);
  // Paid entirely from balance: the record says 0.00, the orders say how much balance went
  const zeroRecord = Boolean(info.data) && Number(info.data?.pay_money) === 0 && (info.data?.order_ids?.length ?? 0) > 0;
  const balance = useQuery({
    queryKey: payKeys.balanceUsed(code),
    queryFn: () => fetchBalanceUsed(info.data?.order_ids ?? []),
    enabled: view === 'paid' && zeroRecord,
  });

  useEffect(() => {
    if (view !== 'checking') return;
    let alive = true;
    const timer = setTimeout(() => {
      fetchPayStatus(code)
        .then((r) => {
          if (alive) setPolled(Number(r.pay_status));
        })
        .catch(() => undefined)
        .finally(() => {
          if (alive) setPollIndex((i) => i + 1);
        });
    }, POLL_DELAYS_MS[pollIndex]);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [view, pollIndex, code]);

  // Paid: the orders moved on (lists and counts read before are stale).
  useEffect(() => {
    if (view === 'paid') void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [view, queryClient]);

  // Paid while polling: read the record again for the channel name and pay time.
  const { refetch } = info;
  useEffect(() => {
    if (polled !== null && isPaid(polled)) void refetch();
  }, [polled, refetch]);

  if (code === '') return <EmptyState text={t('pay.result.noRecord')} showHome />;
  if (info.isError) return <ErrorView onRetry={() => void info.refetch()} />;
  if (view === 'loading') return <LoadingView fullPage />;
  if (view === 'missing' || !info.data) return <EmptyState text={t('pay.result.noRecord')} showHome />;
  const record = info.data;
  // A recharge's record leads to the recharge records; an order's to the order list.
  const isRecharge = record.event === RECHARGE_PAY_EVENT;
  // A points exchange's cash part leads to the exchange records.
  const isExchange = record.event === POINTEXCHANGE_PAY_EVENT;
  const ordersPage = isRecharge ? 'rechargeOrderList' : isExchange ? 'pointOrderList' : 'orderList';
  const hasOrderList = hasPage(pagePath(ordersPage));

  const checkAgain = () => {
    setPolled(null);
    setPollIndex(0);
    void info.refetch();
  };

  const buttons = (primary: boolean) => (
    <>
      {hasOrderList && (
        <button
          type="button"
          className={primary ? 'm-btn m-btn--primary' : 'm-btn m-btn--ghost'}
          onClick={() => go(ordersPage)}
          data-testid="result-orders"
        >
          {t(isRecharge ? 'pay.result.viewRecharges' : isExchange ? 'point.records' : 'pay.result.viewOrders')}
        </button>
      )}
      <button type="button" className="m-btn m-btn--ghost" onClick={() => go('home')} data-testid="result-home">
        {t('pay.result.home')}
      </button>
    </>
  );

  if (view === 'paid') {
    const paidAmount = shownAmount(record.pay_money, zeroRecord ? (balance.data ?? null) : null);
    return (
      <div className={s.page} data-testid="pay-result" data-state="paid">
        <div className={s.card}>
          <ResultIcon ok />
          <h2 className={s.title}>{t('pay.result.paid')}</h2>
          {paidAmount !== null && <Price value={paidAmount} size="lg" />}
          <dl className={s.facts}>
            {record.pay_type_name && (
              <div>
                <dt>{t('pay.result.payType')}</dt>
                <dd data-testid="result-pay-type">{record.pay_type_name}</dd>
              </div>
            )}
            <div>
              <dt>{t('pay.result.tradeNo')}</dt>
              <dd>{record.out_trade_no}</dd>
            </div>
          </dl>
          <div className={s.actions}>{buttons(true)}</div>
        </div>
      </div>
    );
  }

  const checking = view === 'checking';
  const cancelled = view === 'cancelled';
  return (
    <div className={s.page} data-testid="pay-result" data-state={view}>
      <div className={s.card}>
        <ResultIcon ok={false} />
        <h2 className={s.title}>{checking ? t('pay.result.checking') : cancelled ? t('pay.result.cancelled') : t('pay.result.unpaid')}</h2>
        <Price value={record.pay_money} size="lg" />
        <p className={s.hint}>
          {checking ? t('pay.result.checkingHint') : cancelled ? t('pay.result.cancelledHint') : t('pay.result.unpaidHint')}
        </p>
        <div className={s.actions}>
          {!cancelled && (
            <button
              type="button"
              className="m-btn m-btn--primary"
              onClick={() => setPaying(true)}
              disabled={checking}
              data-testid="result-pay"
            >
              {t('pay.result.payAgain')}
            </button>
          )}
          {!cancelled && (
            <button type="button" className="m-btn" onClick={checkAgain} disabled={checking} data-testid="result-retry">
              {t('pay.result.checkAgain')}
            </button>
          )}
          {buttons(false)}
        </div>
      </div>
      <PayPopup visible={paying} outTradeNo={record.out_trade_no} payMoney={record.pay_money} onClose={() => setPaying(false)} />
    </div>
  );
}
