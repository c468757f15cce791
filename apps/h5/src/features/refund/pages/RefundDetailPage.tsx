import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { REFUND_STATUS, type RefundDetailResult } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { RefundGoods } from '../components/RefundGoods';
import s from '../components/refund.module.css';
import { formatTime } from '../../../shared/lib/time';
import { complainUrl, orderDetailUrl, refundApplyUrl } from '../links';
import { cancelRefund, fetchRefundDetail, refundDelivery, refundKeys } from '../refund.api';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  if (!value) return null;
  return (
    <div className="m-cell">
      <span className={s.label}>{label}</span>
      <span className="m-cell__value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** Return shipping form (status 4: the shop waits for the parcel). */
function ReturnForm({ detail, onDone }: { detail: RefundDetailResult; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [no, setNo] = useState('');
  const [remark, setRemark] = useState('');
  const send = useMutation({
    mutationFn: () =>
      refundDelivery({
        order_goods_id: detail.order_goods_id,
        refund_delivery_name: name.trim(),
        refund_delivery_no: no.trim(),
        refund_delivery_remark: remark.trim(),
      }),
    onSuccess: () => {
      void toast(t('refund.delivered'));
      onDone();
    },
  });
  return (
    <div className="m-card" data-testid="refund-return-form">
      <p className="m-card__title">{t('refund.returnTitle')}</p>
      <Row
        label={t('refund.returnAddress')}
        value={detail.refund_address || `${detail.shop_address.full_address} ${detail.shop_address.address}`.trim()}
      />
      <label className="m-cell">
        <span className={s.label}>{t('refund.deliveryName')}</span>
        <input
          className={s.input}
          value={name}
          maxLength={64}
          placeholder={t('refund.deliveryNamePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          data-testid="refund-delivery-name"
        />
      </label>
      <label className="m-cell">
        <span className={s.label}>{t('refund.deliveryNo')}</span>
        <input
          className={s.input}
          value={no}
          maxLength={64}
          placeholder={t('refund.deliveryNoPlaceholder')}
          onChange={(e) => setNo(e.target.value)}
          data-testid="refund-delivery-no"
        />
      </label>
      <label className="m-cell">
        <span className={s.label}>{t('refund.deliveryRemark')}</span>
        <input
          className={s.input}
          value={remark}
          maxLength={255}
          placeholder={t('refund.deliveryRemarkPlaceholder')}
          onChange={(e) => setRemark(e.target.value)}
        />
      </label>
      <button
        type="button"
        className={`m-btn-fill ${s.primary} ${s.wide}`}
        style={{ width: '100%', marginTop: 12 }}
        disabled={send.isPending}
        onClick={() => {
          if (!name.trim() || !no.trim()) {
            void toast(t('refund.deliveryMissing'));
            return;
          }
          send.mutate();
        }}
        data-testid="refund-delivery-submit"
      >
        {t('refund.deliverySubmit')}
      </button>
    </div>
  );
}

/** 退款详情 (`?order_goods_id=`): status, the line, amounts, return shipping (status 4), history; withdraw with confirmation. */
export default function RefundDetailPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const id = positiveId(usePageParams('refundDetail').order_goods_id);
  const q = useQuery({ queryKey: refundKeys.detail(id), queryFn: ({ signal }) => fetchRefundDetail(id, signal), enabled: id > 0 });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: refundKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['order'] });
  };
  const cancel = useMutation({
    mutationFn: () => cancelRefund(id),
    onSuccess: () => {
      void toast(t('refund.cancelled'));
      refresh();
    },
  });

  if (id <= 0) return <EmptyState showHome />;
  if (q.isPending) return <LoadingView />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
  const d = q.data;
  const can = (event: string) => d.refund_action.some((a) => a.event === event);
  const onCancel = async () => {
    const ok = await Dialog.confirm({
      content: t('refund.cancelConfirm'),
      confirmText: t('refund.confirm'),
      cancelText: t('refund.cancelBtn'),
    });
    if (ok) cancel.mutate();
  };
  const typeName = d.refund_type ? t(`refund.type${d.refund_type}`) : '';

  return (
    <div className="m-screen m-screen--bar" data-testid="refund-detail-page">
      {d.refund_status !== REFUND_STATUS.none && (
        <div className={s.status}>
          <div className={s.statusName} data-testid="refund-status">
            {d.refund_status_name}
          </div>
          <div className={s.statusTip}>{t(`refund.statusTip${d.refund_status}`)}</div>
        </div>
      )}
      <div className="m-card">
        <RefundGoods line={d} />
      </div>
      {d.refund_status === REFUND_STATUS.waitReturn && <ReturnForm detail={d} onDone={refresh} />}
      {d.refund_status !== REFUND_STATUS.none && (
        <div className="m-card">
          <Row label={t('refund.typeLabel')} value={typeName} />
          <Row
            label={t('refund.applyMoney')}
            value={d.refund_type ? t('refund.money', { money: d.refund_apply_money }) : ''}
            testId="refund-apply-money"
          />
          <Row
            label={t('refund.realMoney')}
            value={d.refund_status === REFUND_STATUS.done ? t('refund.money', { money: d.refund_real_money }) : ''}
          />
          <Row label={t('refund.reason')} value={d.refund_reason} />
          <Row label={t('refund.remark')} value={d.refund_remark} />
          <Row label={t('refund.refuseReason')} value={d.refund_status === REFUND_STATUS.refused ? d.refund_refuse_reason : ''} />
          <Row label={t('refund.deliveryName')} value={d.refund_delivery_name} />
          <Row label={t('refund.deliveryNo')} value={d.refund_delivery_no} />
          <Row label={t('refund.refundNo')} value={d.refund_no} />
        </div>
      )}
      {d.refund_log_list.length > 0 && (
        <div className="m-card">
          <p className="m-card__title">{t('refund.logTitle')}</p>
          <ul className="m-timeline" data-testid="refund-logs">
            {d.refund_log_list.map((l, i) => (
              <li key={l.id} className={i === 0 ? 'm-timeline__item m-timeline__item--first' : 'm-timeline__item'}>
                <div className={s.logHead}>
                  <span>{l.action}</span>
                  <span className="m-muted">{formatTime(l.action_time)}</span>
                </div>
                {l.desc && <div className={s.logDesc}>{l.desc}</div>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={`m-actionbar m-actionbar--end ${s.bar}`}>
        <button type="button" className={s.secondary} onClick={() => go(orderDetailUrl(d.order_id))}>
          {t('refund.viewOrder')}
        </button>
        {d.complain_action === 1 && (
          <button type="button" className={s.secondary} onClick={() => go(complainUrl(id))} data-testid="refund-complain">
            {t('refund.complain')}
          </button>
        )}
        {can('orderRefundCancel') && (
          <button
            type="button"
            className={s.secondary}
            disabled={cancel.isPending}
            onClick={() => void onCancel()}
            data-testid="refund-cancel"
          >
            {t('refund.cancel')}
          </button>
        )}
        {(can('orderRefundAsk') || can('orderRefundApply')) && (
          <button type="button" className={`m-btn-fill ${s.primary}`} onClick={() => go(refundApplyUrl(id))} data-testid="refund-reapply">
            {d.refund_status === REFUND_STATUS.none ? t('refund.titleApply') : t('refund.reapply')}
          </button>
        )}
      </div>
    </div>
  );
}
