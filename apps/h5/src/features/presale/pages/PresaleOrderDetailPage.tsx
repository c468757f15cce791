import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { formatTime } from '../../../shared/lib/time';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { PresaleOrderActions } from '../components/PresaleOrderActions';
import { PresaleOrderGoods } from '../components/PresaleOrderCard';
import { presaleOrderQuery } from '../presale.api';
import { presaleKeys } from '../presale.keys';
import s from '../components/presaleOrder.module.css';

/**
 * 预售订单详情 (`?order_id=`): status (and why it closed), receiver, the goods, both payments with their time and
 * way, the refund, the order numbers, and the actions the booking allows.
 */
export default function PresaleOrderDetailPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const id = positiveId(usePageParams('presaleOrderDetail').order_id);
  const q = useQuery({ ...presaleOrderQuery(id), enabled: id > 0 });
  if (id <= 0) return <EmptyState text={t('presale.orderNotFound')} showHome />;
  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) return <ErrorView text={q.error instanceof Error ? q.error.message : undefined} onRetry={() => void q.refetch()} />;
  const o = q.data;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: presaleKeys.all });
    void q.refetch();
  };
  return (
    <div className={`m-screen ${s.page}`} data-testid="presale-order-detail">
      <div className={s.card}>
        <div className={s.head}>
          <span className={s.status} data-testid="presale-detail-status">
            {o.order_status_name}
          </span>
          {o.refund_status_name && <span className={s.muted}>{t('presale.refundStatus', { name: o.refund_status_name })}</span>}
        </div>
        {o.close_reason_name && (
          <p className={s.note} data-testid="presale-close-reason">
            {o.close_reason_name}
          </p>
        )}
        {o.name && <p className={s.muted}>{t('presale.receiver', { name: o.name, mobile: o.mobile })}</p>}
        {o.full_address && <p className={s.muted}>{t('presale.address', { address: o.full_address })}</p>}
      </div>
      <div className={s.card}>
        <div className={s.head}>
          <span className={s.shop}>{o.site_name}</span>
        </div>
        <PresaleOrderGoods order={o} />
        <div className={s.parts}>
          <span className={s.part}>
            <span>{t('presale.goodsMoney')}</span>
            <Price value={o.goods_money} size="sm" />
          </span>
          <span className={s.part}>
            <span>{t('presale.delivery')}</span>
            <Price value={o.delivery_money} size="sm" />
          </span>
          <span className={s.part}>
            <span>{t('presale.orderMoney')}</span>
            <Price value={o.order_money} size="sm" />
          </span>
        </div>
      </div>
      <div className={s.card} data-testid="presale-payments">
        <div className={s.part}>
          <span>{t(o.pay_deposit_time > 0 ? 'presale.depositPaid' : 'presale.depositUnpaid')}</span>
          <Price value={o.presale_deposit_money} size="sm" />
        </div>
        {o.pay_deposit_time > 0 && (
          <p className={s.muted}>
            {t('presale.payTime', { time: formatTime(o.pay_deposit_time) })} · {t('presale.payType', { name: o.deposit_pay_type_name })}
          </p>
        )}
        <div className={s.part}>
          <span>{t(o.pay_final_time > 0 ? 'presale.finalPaid' : 'presale.finalUnpaid')}</span>
          <Price value={o.final_money} size="sm" />
        </div>
        <p className={s.muted}>
          {o.pay_final_time > 0
            ? `${t('presale.payTime', { time: formatTime(o.pay_final_time) })} · ${t('presale.payType', { name: o.final_pay_type_name })}`
            : t('presale.finalWindow', { start: formatTime(o.pay_start_time), end: formatTime(o.pay_end_time) })}
        </p>
        {o.refund_status === 2 && <p className={s.note}>{t('presale.refundMoney', { money: o.refund_money })}</p>}
        {o.predict_delivery_time > 0 && (
          <p className={s.muted}>{t('presale.predictDelivery', { date: formatTime(o.predict_delivery_time).slice(0, 10) })}</p>
        )}
      </div>
      <div className={s.card}>
        <p className={s.muted}>{t('presale.orderNo', { no: o.order_no })}</p>
        <p className={s.muted}>{t('presale.createTime', { time: formatTime(o.create_time) })}</p>
        {o.order_id > 0 && (
          <button
            type="button"
            className={s.action}
            onClick={() => go('orderDetail', { order_id: o.order_id })}
            data-testid="presale-normal-order"
          >
            {t('presale.normalOrder')}
          </button>
        )}
        <PresaleOrderActions order={o} onChanged={refresh} />
      </div>
    </div>
  );
}
