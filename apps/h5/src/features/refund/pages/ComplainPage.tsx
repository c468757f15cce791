import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog, Popup } from 'antd-mobile';
import { COMPLAIN_STATUS } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { ChoiceSheet, RefundGoods } from '../components/RefundGoods';
import s from '../components/refund.module.css';
import { formatTime } from '../../../shared/lib/time';
import { cancelComplain, fetchComplainDetail, refundKeys, submitComplain } from '../refund.api';

const REASON_KEYS = [0, 1, 2, 3];

/** 平台维权 (`?order_goods_id=`): raise a complaint about an open refund, follow it, withdraw it. */
export default function ComplainPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = positiveId(usePageParams('complain').order_goods_id);
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const [sheet, setSheet] = useState(false);
  const q = useQuery({ queryKey: refundKeys.complain(id), queryFn: ({ signal }) => fetchComplainDetail(id, signal), enabled: id > 0 });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: refundKeys.all });
  const send = useMutation({
    mutationFn: () => submitComplain({ order_goods_id: id, complain_reason: reason, complain_remark: remark.trim() }),
    onSuccess: () => {
      void toast(t('refund.complainSubmitted'));
      refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelComplain(id),
    onSuccess: () => {
      void toast(t('refund.complainCancelled'));
      refresh();
    },
  });

  if (id <= 0) return <EmptyState showHome />;
  if (q.isPending) return <LoadingView />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
  const d = q.data;
  const c = d.complain_info;
  const open = c && c.complain_status !== COMPLAIN_STATUS.withdrawn;
  const reasons = REASON_KEYS.map((k) => t(`refund.complainReasons.${k}`));

  return (
    <div className="m-screen m-screen--bar" data-testid="complain-page">
      <div className="m-card">
        <RefundGoods line={d.order_goods_info} />
        <div className="m-cell">
          <span className={s.label}>{t('refund.amountLabel')}</span>
          <span className={`m-cell__value ${s.amount}`}>{t('refund.money', { money: d.refund_money })}</span>
        </div>
      </div>
      {open ? (
        <div className="m-card" data-testid="complain-info">
          <div className="m-cell">
            <span className={s.label}>{t('refund.complainStatus')}</span>
            <span className={`m-cell__value ${s.cardStatus}`} data-testid="complain-status">
              {c.complain_status_name}
            </span>
          </div>
          <div className="m-cell">
            <span className={s.label}>{t('refund.complainReasonLabel')}</span>
            <span className="m-cell__value">{c.complain_reason}</span>
          </div>
          {c.complain_remark && (
            <div className="m-cell">
              <span className={s.label}>{t('refund.complainRemarkLabel')}</span>
              <span className="m-cell__value">{c.complain_remark}</span>
            </div>
          )}
          {c.complain_refuse_reason && (
            <div className="m-cell">
              <span className={s.label}>{t('refund.complainRefuse')}</span>
              <span className="m-cell__value">{c.complain_refuse_reason}</span>
            </div>
          )}
          <div className="m-cell">
            <span className={s.label}>{t('refund.applyTime')}</span>
            <span className="m-cell__value">{formatTime(c.complain_apply_time)}</span>
          </div>
        </div>
      ) : d.order_goods_info.complain_action === 1 ? (
        <>
          <div className="m-card">
            <button type="button" className={`m-cell ${s.rowButton}`} onClick={() => setSheet(true)} data-testid="complain-reason">
              <span className={s.label}>{t('refund.complainReasonLabel')}</span>
              <span className={`m-cell__value ${s.chevron}`}>
                {reason || <span className={s.placeholder}>{t('refund.complainReasonPlaceholder')}</span>}
              </span>
            </button>
          </div>
          <div className="m-card">
            <p className="m-card__title">{t('refund.complainRemarkLabel')}</p>
            <textarea
              className="m-textarea"
              value={remark}
              maxLength={500}
              placeholder={t('refund.complainRemarkPlaceholder')}
              onChange={(e) => setRemark(e.target.value)}
              data-testid="complain-remark"
            />
          </div>
        </>
      ) : (
        <div className="m-card">
          <p className="m-muted">{t('refund.complainNeedRefund')}</p>
        </div>
      )}
      <div className={`m-actionbar m-actionbar--end ${s.bar}`}>
        {open && c.action.some((a) => a.event === 'complainCancel') && (
          <button
            type="button"
            className={s.secondary}
            disabled={cancel.isPending}
            onClick={() => {
              void Dialog.confirm({
                content: t('refund.complainCancelConfirm'),
                confirmText: t('refund.confirm'),
                cancelText: t('refund.cancelBtn'),
              }).then((ok) => ok && cancel.mutate());
            }}
            data-testid="complain-cancel"
          >
            {t('refund.complainCancel')}
          </button>
        )}
        {!open && d.order_goods_info.complain_action === 1 && (
          <button
            type="button"
            className={`m-btn-fill ${s.primary} ${s.wide}`}
            disabled={send.isPending}
            onClick={() => (reason ? send.mutate() : void toast(t('refund.complainReasonPlaceholder')))}
            data-testid="complain-submit"
          >
            {t('refund.complainSubmit')}
          </button>
        )}
      </div>
      <Popup visible={sheet} onMaskClick={() => setSheet(false)} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
        <ChoiceSheet
          title={t('refund.complainReasonLabel')}
          options={reasons}
          value={reason}
          testId="complain-reason-option"
          onPick={(v) => {
            setReason(v);
            setSheet(false);
          }}
        />
      </Popup>
    </div>
  );
}
