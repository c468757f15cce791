import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import type { RefundType } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { ApiError } from '../../../shared/lib/request';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { ChoiceSheet, RefundGoods } from '../components/RefundGoods';
import s from '../components/refund.module.css';
import { refundDetailUrl } from '../links';
import { applyRefund, fetchRefundData, refundKeys } from '../refund.api';

const REMARK_MAX = 500;

/** 申请退款 (`?order_goods_id=`): refund type, reason, the amount the server allows, notes. */
export default function RefundApplyPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const id = positiveId(usePageParams('refundApply').order_goods_id);
  const [type, setType] = useState<RefundType | null>(null);
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const [sheet, setSheet] = useState(false);
  const q = useQuery({
    queryKey: refundKeys.data(id),
    queryFn: ({ signal }) => fetchRefundData(id, signal),
    enabled: id > 0,
    retry: false,
  });
  const submit = useMutation({
    mutationFn: () =>
      applyRefund({
        order_goods_id: id,
        refund_type: type ?? q.data!.refund_type[0]!,
        refund_reason: reason,
        refund_remark: remark.trim(),
      }),
    onSuccess: () => {
      void toast(t('refund.applied'));
      void queryClient.invalidateQueries({ queryKey: refundKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['order'] });
      go(refundDetailUrl(id), { replace: true });
    },
  });

  if (id <= 0) return <EmptyState showHome />;
  if (q.isPending) return <LoadingView />;
  if (q.isError) {
    // A refused line (already in after-sale, a gift, an order without refunds) says why and leads to its detail.
    if (q.error instanceof ApiError && q.error.code < 0) {
      return (
        <EmptyState
          text={q.error.message}
          action={{ text: t('refund.viewDetail'), onClick: () => go(refundDetailUrl(id), { replace: true }) }}
        />
      );
    }
    return <ErrorView onRetry={() => void q.refetch()} />;
  }
  const data = q.data;
  const chosen = type ?? data.refund_type[0]!;
  const onSubmit = () => {
    if (!reason) {
      void toast(t('refund.chooseReason'));
      return;
    }
    submit.mutate();
  };

  return (
    <div className="m-screen m-screen--bar" data-testid="refund-apply-page">
      <div className="m-card">
        <RefundGoods line={data.order_goods_info} />
      </div>
      <div className="m-card">
        <p className="m-card__title">{t('refund.typeLabel')}</p>
        <div className={s.types} role="radiogroup">
          {data.refund_type.map((k) => (
            <button
              type="button"
              role="radio"
              aria-checked={chosen === k}
              key={k}
              className={chosen === k ? `${s.type} ${s.typeOn}` : s.type}
              onClick={() => setType(k)}
              data-testid={`refund-type-${k}`}
            >
              <span className={s.typeName}>{t(`refund.type${k}`)}</span>
              <span className="m-muted">{t(`refund.type${k}Desc`)}</span>
            </button>
          ))}
        </div>
      </div>
      <div className="m-card">
        <button type="button" className={`m-cell ${s.rowButton}`} onClick={() => setSheet(true)} data-testid="refund-reason">
          <span className={s.label}>{t('refund.reasonLabel')}</span>
          <span className={`m-cell__value ${s.chevron}`}>
            {reason || <span className={s.placeholder}>{t('refund.reasonPlaceholder')}</span>}
          </span>
        </button>
        <div className="m-cell">
          <span className={s.label}>{t('refund.amountLabel')}</span>
          <span className={`m-cell__value ${s.amount}`} data-testid="refund-money">
            {t('refund.money', { money: data.refund_money })}
          </span>
        </div>
        <p className={s.note}>
          {data.refund_delivery_money !== '0.00' && `${t('refund.amountHint', { money: data.refund_delivery_money })} · `}
          {t('refund.amountNote')}
        </p>
      </div>
      <div className="m-card">
        <p className="m-card__title">{t('refund.remarkLabel')}</p>
        <textarea
          className="m-textarea"
          value={remark}
          maxLength={REMARK_MAX}
          placeholder={t('refund.remarkPlaceholder')}
          onChange={(e) => setRemark(e.target.value)}
          data-testid="refund-remark"
        />
      </div>
      <div className={`m-actionbar m-actionbar--end ${s.bar}`}>
        <button
          type="button"
          className={`m-btn-fill ${s.primary} ${s.wide}`}
          disabled={submit.isPending}
          onClick={onSubmit}
          data-testid="refund-submit"
        >
          {submit.isPending ? t('refund.submitting') : t('refund.submit')}
        </button>
      </div>
      <Popup visible={sheet} onMaskClick={() => setSheet(false)} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
        <ChoiceSheet
          title={t('refund.reasonTitle')}
          options={data.refund_reason_type}
          value={reason}
          testId="refund-reason-option"
          onPick={(v) => {
            setReason(v);
            setSheet(false);
          }}
        />
      </Popup>
    </div>
  );
}
