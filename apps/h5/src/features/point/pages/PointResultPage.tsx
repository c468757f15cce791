import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { usePageParams } from '../../../shared/lib/pageParams';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { exchangeOrderQuery } from '../point.api';
import s from './Point.module.css';

/** 兑换结果 (`/promotionpages/point/result/result?order_id=`): what the exchange gave and where to see it. */
export default function PointResultPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const orderId = usePageParams('pointResult').order_id ?? 0;
  const order = useQuery({ ...exchangeOrderQuery(orderId), enabled: orderId > 0 });
  if (orderId <= 0) return <EmptyState text={t('point.orderNotFound')} showHome />;
  if (order.isPending) return <LoadingView fullPage />;
  if (order.isError) return <ErrorView onRetry={() => void order.refetch()} />;
  const o = order.data;
  const done = o.order_status === 1;
  return (
    <div className={s.page} data-testid="point-result" data-state={o.order_status}>
      <section className={s.result}>
        <h2 className={s.resultTitle}>{done ? t('point.resultDone') : o.order_status_name}</h2>
        <p>{o.exchange_name}</p>
        {done && <p className={s.muted}>{t(`point.resultHint.${o.type}`)}</p>}
        <div className={s.resultButtons}>
          {done && o.type === 1 && (
            <button type="button" className="m-btn m-btn--primary" onClick={() => go('gift')} data-testid="point-result-gifts">
              {t('point.toGifts')}
            </button>
          )}
          {done && o.type === 2 && (
            <button type="button" className="m-btn m-btn--primary" onClick={() => go('myCoupons')} data-testid="point-result-coupons">
              {t('point.toCoupons')}
            </button>
          )}
          {done && o.type === 3 && (
            <button type="button" className="m-btn m-btn--primary" onClick={() => go('balance')} data-testid="point-result-balance">
              {t('point.toBalance')}
            </button>
          )}
          <button type="button" className="m-btn m-btn--ghost" onClick={() => go('pointOrderList')} data-testid="point-result-orders">
            {t('point.records')}
          </button>
          <button type="button" className="m-btn m-btn--ghost" onClick={() => go('pointList')} data-testid="point-result-more">
            {t('point.more')}
          </button>
        </div>
      </section>
    </div>
  );
}
