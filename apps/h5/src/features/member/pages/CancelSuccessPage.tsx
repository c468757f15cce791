import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { api } from '../../../shared/lib/api';
import { refreshCartCount } from '../../../shared/state/app';
import { useAuth } from '../../../shared/state/auth';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { memberCancelApi } from '@mall/contract';
import s from '../components/Profile.module.css';
import { StatusIcon } from '../components/StatusIcon';
import { cancelKeys } from '../cancel.api';
import { memberKeys } from '../member.api';
import { cancelPageFor, cancelPath } from '../model/cancel';
import { pagePath } from '../../../shared/pages';

/**
 * The account is closed: the token is removed (the server has revoked it already) and everything cached
 * for the member dropped. Not behind login: the shopper is a visitor from here on. With a token that
 * still works, the page checks the application first and moves to the matching page when not approved.
 */
export default function CancelSuccessPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const token = useAuth((st) => st.token);
  // silent: for a closed account the server answers "token expired", which is expected here
  const q = useQuery({
    queryKey: [...cancelKeys.info(), 'closing'],
    queryFn: ({ signal }) => api.call(memberCancelApi.info, {}, { signal, silent: true }),
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
  });

  const target = q.isSuccess ? cancelPageFor(q.data) : null;
  const closed = target === 'cancelSuccess';
  useEffect(() => {
    if (target && !closed) go(cancelPath(target), { replace: true });
  }, [target, closed, go]);

  useEffect(() => {
    if (!closed) return;
    useAuth.getState().logout();
  }, [closed]);

  // Once the token is gone (here, or by the request client after the revoked token was refused): forget the member.
  useEffect(() => {
    if (token) return;
    queryClient.removeQueries({ queryKey: memberKeys.all });
    queryClient.removeQueries({ queryKey: cancelKeys.all });
    void refreshCartCount();
  }, [token, queryClient]);

  if (token) {
    if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
    return <LoadingView fullPage />;
  }

  return (
    <div className={s.page} data-testid="cancel-success-page">
      <div className={s.result}>
        <StatusIcon kind="success" />
        <h2 className={s.resultTitle}>{t('cancel.successTitle')}</h2>
        <p className={s.resultDesc}>{t('cancel.successDesc')}</p>
      </div>
      <div className={s.actions}>
        <button type="button" className={s.primary} onClick={() => go(pagePath('home'), { replace: true })} data-testid="cancel-home">
          {t('cancel.backHome')}
        </button>
      </div>
    </div>
  );
}
