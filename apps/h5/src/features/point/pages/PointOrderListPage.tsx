import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointExchangeOrder } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { confirmDialog } from '../../../shared/lib/confirm';
import { img } from '../../../shared/lib/image';
import { formatTime } from '../../../shared/lib/time';
import { toast } from '../../../shared/lib/toast';
import { PagedList } from '../../../shared/ui/PagedList';
import { Price } from '../../../shared/ui/Price';
import { memberKeys } from '../../member';
import { PayPopup } from '../../pay';
import { closeExchangeOrder, fetchExchangeOrders, pointKeys } from '../point.api';
import s from './Point.module.css';

/** Tabs: all, 待支付 0, 已兑换 1, 已关闭 -1. */
const TABS = ['all', 0, 1, -1] as const;

function OrderCard({ o, onPay, onClose }: { o: PointExchangeOrder; onPay: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={s.order} data-testid="point-order" data-status={o.order_status}>
      <div className={s.orderHead}>
        <span className={s.muted}>{t('point.orderNo', { no: o.order_no })}</span>
        <span className={s.orderState}>{o.order_status_name}</span>
      </div>
      <div className={s.orderBody}>
        <img className={s.orderImg} src={img(o.exchange_image, 'small')} alt="" />
        <div className={s.orderInfo}>
          <span>{o.exchange_name}</span>
          <span className={s.muted}>
            {t(`point.types.${o.type}`)} × {o.num}
          </span>
          <span className={s.cost}>
            {t('point.costPoints', { point: o.point })}
            {Number(o.price) > 0 && (
              <>
                {' + '}
                <Price value={o.price} size="sm" />
              </>
            )}
          </span>
          {o.type === 1 && o.order_status === 1 && (
            <span className={s.muted} data-testid="point-order-express">
              {o.express_status === 1 ? t('point.shipped', { company: o.express_company_name, no: o.express_no }) : t('point.waitShip')}
            </span>
          )}
          <span className={s.muted}>{formatTime(o.create_time)}</span>
        </div>
      </div>
      {o.order_status === 0 && (
        <div className={s.orderFoot}>
          <button type="button" className="m-btn m-btn--ghost" onClick={onClose} data-testid="point-order-close">
            {t('point.close')}
          </button>
          <button type="button" className="m-btn m-btn--primary" onClick={onPay} data-testid="point-order-pay">
            {t('point.pay')}
          </button>
        </div>
      )}
    </div>
  );
}

/** 兑换记录 (`/promotionpages/point/order_list/order_list`): the member's exchanges by status, with pay and close for unpaid ones. */
export default function PointOrderListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<(typeof TABS)[number]>('all');
  const [paying, setPaying] = useState<PointExchangeOrder | null>(null);
  const close = useMutation({
    mutationFn: closeExchangeOrder,
    onSuccess: () => {
      void toast(t('point.closed'));
      void queryClient.invalidateQueries({ queryKey: pointKeys.all });
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
  const askClose = async (o: PointExchangeOrder) => {
    if (await confirmDialog({ content: t('point.closeConfirm'), confirmText: t('point.close'), cancelText: t('point.cancel') }))
      close.mutate(o.order_id);
  };
  return (
    <div className={s.page} data-testid="point-orders">
      <div className={s.tabs} role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={status === k}
            className={status === k ? `${s.tab} ${s.tabActive}` : s.tab}
            onClick={() => setStatus(k)}
            data-testid={`point-order-tab-${k}`}
          >
            {t(`point.status.${k}`)}
          </button>
        ))}
      </div>
      <PagedList<PointExchangeOrder>
        key={status}
        queryKey={[...pointKeys.orders(status)]}
        fetchPage={(page, size) => fetchExchangeOrders(status, page, size)}
        itemKey={(o) => o.order_id}
        empty={{ text: t('point.emptyOrders') }}
        renderItem={(o) => <OrderCard o={o} onPay={() => setPaying(o)} onClose={() => void askClose(o)} />}
      />
      <PayPopup
        visible={paying !== null}
        outTradeNo={paying?.out_trade_no ?? ''}
        payMoney={paying?.price}
        onClose={() => {
          setPaying(null);
          void queryClient.invalidateQueries({ queryKey: pointKeys.all });
        }}
      />
    </div>
  );
}
