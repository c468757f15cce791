import { ORDER_LIST_TABS, type OrderInfo, type OrderListTab } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useSearchParams } from '../../../shared/lib/router';
import { usePageParams } from '../../../shared/lib/pageParams';
import { PagedList } from '../../../shared/ui/PagedList';
import { fetchOrders, orderKeys } from '../order.api';
import { parseTab } from '../model/order';
import { OrderCard } from '../components/OrderCard';
import s from '../components/order.module.css';

/** 我的订单: five tabs (`?status=`), one card per order, pull down to refresh, more on scroll. */
export default function OrderListPage() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const tab = parseTab(usePageParams('orderList').status ?? null);
  const choose = (k: OrderListTab) => setParams(k === 'all' ? {} : { status: k }, { replace: true });
  return (
    <div className={`m-screen ${s.page}`} data-testid="order-list-page">
      <div className="m-tabs" role="tablist">
        {ORDER_LIST_TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === tab}
            className={k === tab ? `m-tab m-tab--on ${s.tab}` : `m-tab ${s.tab}`}
            onClick={() => choose(k)}
            data-testid={`order-tab-${k}`}
          >
            {t(`order.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div className={s.listWrap}>
        <PagedList<OrderInfo>
          key={tab}
          queryKey={[...orderKeys.list(tab)]}
          fetchPage={(page, size) => fetchOrders(tab, page, size)}
          itemKey={(o) => o.order_id}
          empty={{ text: t('order.empty'), showHome: true }}
          renderItem={(o) => <OrderCard order={o} />}
        />
      </div>
    </div>
  );
}
