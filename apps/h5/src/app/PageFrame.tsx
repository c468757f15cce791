import { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate, useLocation } from '../shared/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/react';
import { loginUrl } from '../shared/lib/nav';
import { useAuth } from '../shared/state/auth';
import { ErrorView } from '../shared/ui/ErrorView';
import { LoadingView } from '../shared/ui/LoadingView';
import { NavBar } from '../shared/ui/NavBar';
import { PullRefresh } from '../shared/ui/PullRefresh';
import { PageErrorBoundary } from './PageErrorBoundary';
import { loadPage, loadedPage, PageLoadError } from './pageLoader';
import type { RouteDef } from './routes';

type LoadState = { page: ComponentType; error?: undefined } | { page?: undefined; error?: PageLoadError };

/**
 * Frame of every page: navigation bar (unless the page draws its own), title, lazy page module with a
 * loading view after 200 ms and an error view (with retry) on failure or after the 60 s load timeout.
 */
export function PageFrame({ def }: { def: RouteDef }) {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useAuth((s) => s.token);
  const queryClient = useQueryClient();
  const title = def.titleKey ? t(def.titleKey) : '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const page = loadedPage(def);
    return page ? { page } : {};
  });

  useEffect(() => {
    document.title = title || t('common.appName');
  }, [title, t]);

  const needsLogin = Boolean(def.auth && !token);
  useEffect(() => {
    if (state.page || state.error || needsLogin) return;
    let alive = true;
    loadPage(def).then(
      // A transition: React renders the page in slices, yielding to the browser, instead of one long task.
      (page) => {
        if (alive) startTransition(() => setState({ page }));
      },
      (e: unknown) => alive && setState({ error: e instanceof PageLoadError ? e : new PageLoadError('failed', e) }),
    );
    return () => {
      alive = false;
    };
  }, [def, attempt, state.page, state.error, needsLogin]);

  if (needsLogin) return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;

  const retryLoad = () => {
    setState({});
    setAttempt((n) => n + 1);
  };

  let content;
  if (state.page) {
    const Page = state.page;
    content = (
      <PageErrorBoundary fallback={(retry) => <ErrorView onRetry={retry} />}>
        <Suspense fallback={<LoadingView fullPage />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
    if (def.pullDown) {
      content = (
        <PullRefresh onRefresh={() => queryClient.refetchQueries({ type: 'active' })}>{content}</PullRefresh>
      );
    }
  } else if (state.error) {
    content = (
      <ErrorView
        text={t(state.error.reason === 'timeout' ? 'common.loadTimeout' : 'common.loadError')}
        onRetry={retryLoad}
      />
    );
  } else {
    content = <LoadingView fullPage />;
  }

  return (
    <div className={def.tab === undefined ? 'm-page' : 'm-page m-page--tab'} data-path={def.path}>
      {!def.customNav && <NavBar title={title} showBack={def.tab === undefined} />}
      {content}
    </div>
  );
}
