import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
// deep import, like the production build's rewrite: one antd-mobile instance with the shell's render adapter
import Dialog from 'antd-mobile/es/components/dialog';
import { usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import s from '../components/Profile.module.css';
import { useCancelRedirect } from '../components/useCancelRedirect';
import { applyCancel, cancelAccountInfoQuery, cancelAgreementQuery, cancelConfigQuery, cancelKeys } from '../cancel.api';
import { cancelPageFor, cancelPath } from '../model/cancel';
import { formatMoney, formatPoint, maskMobile } from '../model/member';

/**
 * 注销账号: what the member gives up, the cancellation agreement, "I have read and agree", and 申请注销
 * after a confirmation. On open it moves to the page of an existing application.
 */
export default function CancellationPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const { reapply } = usePageParams('cancellation');
  const { query: info, ready } = useCancelRedirect('cancellation', { reapply: reapply === 1 });
  const config = useQuery(cancelConfigQuery());
  const agreement = useQuery(cancelAgreementQuery());
  const account = useQuery(cancelAccountInfoQuery());
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  if (info.isError) return <ErrorView onRetry={() => void info.refetch()} />;
  if (!ready) return <LoadingView fullPage />;

  const enabled = config.data ? Number(config.data.is_enable) === 1 : false;
  const title = agreement.data?.title || t('titles.cancellation');
  const a = account.data;
  const m = a?.member_info;
  const stats = a
    ? [
        { key: 'point', value: formatPoint(m?.point) },
        {
          key: 'balance',
          value: formatMoney(Number(m?.balance ?? 0) + Number(m?.balance_money ?? 0)),
          alert: Number(m?.balance ?? 0) + Number(m?.balance_money ?? 0) > 0,
        },
        { key: 'coupons', value: String(Number(a.member_coupon_count) + Number(a.member_platformcoupon_count)) },
        { key: 'orderPay', value: String(a.order_pay_count), alert: a.order_pay_count > 0 },
        { key: 'orderDelivery', value: String(a.order_delivery_count), alert: a.order_delivery_count > 0 },
        { key: 'orderTakeDelivery', value: String(a.order_take_delivery_count), alert: a.order_take_delivery_count > 0 },
        { key: 'orderRefund', value: String(a.order_refund_count), alert: a.order_refund_count > 0 },
      ]
    : [];

  const apply = async () => {
    if (busy.current) return;
    if (!agreed) {
      void toast(t('cancel.errAgree', { title }));
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const ok = await Dialog.confirm({
        title: t('cancel.confirmTitle'),
        content: t('cancel.confirmContent'),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!ok) return;
      const result = await applyCancel();
      queryClient.setQueryData(cancelKeys.info(), result);
      void toast(t('cancel.applied'), { icon: 'success', position: 'center' });
      go(cancelPath(cancelPageFor(result)), { replace: true });
    } catch {
      // the request client showed the server's reason (open orders, balance, already applied…)
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className={s.page} data-testid="cancellation-page">
      <p className={s.intro}>{t('cancel.intro')}</p>
      <div className={s.card}>
        <h2 className={s.cardTitle}>{t('cancel.accountTitle')}</h2>
        {m && (
          <div className={s.identity}>
            <div className={s.stat}>
              <span>{t('cancel.account')}</span>
              <span className={s.statValue}>{m.username || maskMobile(m.mobile)}</span>
            </div>
            <div className={s.stat}>
              <span>{t('cancel.mobile')}</span>
              <span className={s.statValue}>{m.mobile ? maskMobile(m.mobile) : t('profile.unbound')}</span>
            </div>
          </div>
        )}
        {m && (
          <div className={s.stats}>
            {stats.map((x) => (
              <div className={s.stat} key={x.key} data-testid={`cancel-stat-${x.key}`}>
                <span>{t(`cancel.${x.key}`)}</span>
                <span className={x.alert ? `${s.statValue} ${s.statAlert}` : s.statValue}>{x.value}</span>
              </div>
            ))}
          </div>
        )}
        {account.isPending && <LoadingView />}
        <p className={s.tip}>{t('cancel.blockTip')}</p>
      </div>
      <div className={s.card}>
        <h2 className={s.cardTitle}>{title}</h2>
        {agreement.data?.content ? (
          // sanitised by the server (AgreementResult.content)
          <div className={s.agreement} data-testid="cancel-agreement" dangerouslySetInnerHTML={{ __html: agreement.data.content }} />
        ) : (
          agreement.isPending && <LoadingView />
        )}
      </div>
      <label className={s.agree}>
        <input
          type="checkbox"
          className={s.fileInput}
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          data-testid="cancel-agree"
        />
        <span className={agreed ? `${s.agreeBox} ${s.agreeBoxOn}` : s.agreeBox} aria-hidden="true">
          {agreed && (
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
              <path d="m5 12 5 5 9-10" />
            </svg>
          )}
        </span>
        <span>
          {t('cancel.agree')}
          <span className={s.agreeLink}>{t('cancel.agreementLink', { title })}</span>
        </span>
      </label>
      {config.isSuccess && !enabled && <p className={s.notice}>{t('cancel.disabled')}</p>}
      <div className={s.actions}>
        <button
          type="button"
          className={s.primary}
          onClick={() => void apply()}
          disabled={submitting || !enabled}
          data-testid="cancel-apply"
        >
          {t('cancel.apply')}
        </button>
      </div>
    </div>
  );
}
