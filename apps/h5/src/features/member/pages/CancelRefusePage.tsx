import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import s from '../components/Profile.module.css';
import { StatusIcon } from '../components/StatusIcon';
import { useCancelRedirect } from '../components/useCancelRedirect';
import { REAPPLY_URL } from '../model/cancel';
import { formatDateTime } from '../model/profile';
import { pagePath } from '../../../shared/pages';

/** The refused application: the operator's reason and time; 重新申请 opens the application page again. */
export default function CancelRefusePage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const { query, ready } = useCancelRedirect('cancelRefuse');

  if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
  if (!ready || !query.data) return <LoadingView fullPage />;
  const info = query.data;

  return (
    <div className={s.page} data-testid="cancel-refuse-page">
      <div className={s.result}>
        <StatusIcon kind="refused" />
        <h2 className={s.resultTitle}>{t('cancel.refuseTitle')}</h2>
        <p className={s.resultDesc}>{t('cancel.refuseDesc')}</p>
        <div className={s.facts}>
          <div className={s.fact}>
            <span className={s.factLabel}>{t('cancel.refuseReason')}</span>
            <span className={s.factValue} data-testid="cancel-refuse-reason">
              {info.refuse_reason || t('cancel.noReason')}
            </span>
          </div>
          {info.audit_time > 0 && (
            <div className={s.fact}>
              <span className={s.factLabel}>{t('cancel.auditAt')}</span>
              <span className={s.factValue}>{formatDateTime(info.audit_time)}</span>
            </div>
          )}
          <div className={s.fact}>
            <span className={s.factLabel}>{t('cancel.appliedAt')}</span>
            <span className={s.factValue}>{formatDateTime(info.create_time)}</span>
          </div>
        </div>
      </div>
      <div className={s.actions}>
        <button type="button" className={s.primary} onClick={() => go(REAPPLY_URL, { replace: true })} data-testid="cancel-reapply">
          {t('cancel.reapply')}
        </button>
        <button type="button" className={s.secondary} onClick={() => go(pagePath('memberInfo'), { replace: true })}>
          {t('cancel.backInfo')}
        </button>
      </div>
    </div>
  );
}
