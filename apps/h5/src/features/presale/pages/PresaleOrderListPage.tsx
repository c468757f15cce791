import { useQueryClient } from '@tanstack/react-query';
import type { PresaleOrder } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { usePageParams } from '../../../shared/lib/pageParams';
import { useSearchParams } from '../../../shared/lib/router';
import { PagedList } from '../../../shared/ui/PagedList';
import { PresaleOrderCard } from '../components/PresaleOrderCard';
import { PRESALE_TABS } from '../model/presale';
import { fetchPresaleOrders } from '../presale.api';
import { presaleKeys } from '../presale.keys';
import s from '../components/presaleOrder.module.css';

const statusOf = (v: number | undefined): number | null => (v !== undefined && PRESALE_TABS.some((x) => x.status === v) ? v : null);

/** 我的预售: status tabs (`?order_status=`), one card per booking with its parts and actions. */
export default function PresaleOrderListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const params = usePageParams('presaleOrderList');
  const status = statusOf(params.order_status);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: presaleKeys.all });
  return (
    <div className={`m-screen ${s.page}`} data-testid="presale-order-list">
      <div className="m-tabs" role="tablist">
        {PRESALE_TABS.map((x) => (
          <button
            key={x.key}
            type="button"
            role="tab"
            aria-selected={x.status === status}
            className={x.status === status ? `m-tab m-tab--on ${s.tab}` : `m-tab ${s.tab}`}
            onClick={() => setParams(x.status === null ? {} : { order_status: String(x.status) }, { replace: true })}
            data-testid={`presale-tab-${x.status ?? 'all'}`}
          >
            {t(`presale.${x.key}`)}
          </button>
        ))}
      </div>
      <div className={s.listWrap}>
        <PagedList<PresaleOrder>
          key={String(status)}
          queryKey={[...presaleKeys.orders(status)]}
          fetchPage={(page, size) => fetchPresaleOrders(status, page, size)}
          itemKey={(o) => o.id}
          empty={{ text: t('presale.ordersEmpty'), showHome: true }}
          renderItem={(o) => <PresaleOrderCard order={o} onChanged={refresh} />}
        />
      </div>
    </div>
  );
}
