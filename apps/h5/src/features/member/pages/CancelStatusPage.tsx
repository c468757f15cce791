import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
// deep import, like the production build's rewrite: one antd-mobile instance with the shell's render adapter
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import s from '../components/Profile.module.css';
import { StatusIcon } from '../components/StatusIcon';
import { useCancelRedirect } from '../components/useCancelRedirect';
import { cancelKeys, withdrawCancel } from '../cancel.api';
import { formatDateTime } from '../model/profile';
import { pagePath } from '../../../shared/pages';

/** The application under review: when it was made, and 撤销申请 (after a confirmation). */
export default function CancelStatusPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const { query, ready } = useCancelRedirect('cancelStatus', { hold: leaving });
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
  if (!(ready || leaving) || !query.data) return <LoadingView fullPage />;
  const info = query.data;

  const withdraw = async () => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const ok = await Dialog.confirm({
        content: t('cancel.withdrawConfirm'),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!ok) return;
      await withdrawCancel();
      setLeaving(true);
      queryClient.setQueryData(cancelKeys.info(), null);
      void toast(t('cancel.withdrawn'), { icon: 'success', position: 'center' });
      go(pagePath('memberInfo'), { replace: true });
    } catch {
      // shown by the request client
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className={s.page} data-testid="cancel-status-page">
      <div className={s.result}>
        <StatusIcon kind="pending" />
        <h2 className={s.resultTitle}>{t('cancel.pendingTitle')}</h2>
        <p className={s.resultDesc}>{t('cancel.pendingDesc')}</p>
        <div className={s.facts}>
          <div className={s.fact}>
            <span className={s.factLabel}>{t('cancel.statusLabel')}</span>
            <span className={s.factValue}>{t('cancel.statusPending')}</span>
          </div>
          <div className={s.fact}>
            <span className={s.factLabel}>{t('cancel.appliedAt')}</span>
            <span className={s.factValue} data-testid="cancel-applied-at">
              {formatDateTime(info.create_time)}
            </span>
          </div>
        </div>
      </div>
      <div className={s.actions}>
        <button type="button" className={s.secondary} onClick={() => void withdraw()} disabled={submitting} data-testid="cancel-withdraw">
          {t('cancel.withdraw')}
        </button>
      </div>
    </div>
  );
}
