import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { usePageParams } from '../../../shared/lib/pageParams';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { webviewLink } from '../model/link';
import s from './Webview.module.css';

/**
 * `webview/webview?src=<encoded link>`: an http(s) page in a frame under the standard navigation bar, with
 * its address and a way to open it in the browser (a site that forbids framing stays reachable). Any other
 * link (`javascript:`, `data:`…) is refused.
 */
export default function WebviewPage() {
  const { t } = useTranslation();
  const link = webviewLink(usePageParams('webview'));
  const [loaded, setLoaded] = useState(false);
  if (!link) return <EmptyState text={t('webview.refused')} showHome />;
  return (
    <div className={s.page} data-testid="webview">
      {!loaded && (
        <div className={s.loading}>
          <LoadingView />
        </div>
      )}
      <iframe
        className={s.frame}
        src={link}
        title={t('titles.webview')}
        onLoad={() => setLoaded(true)}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        data-testid="webview-frame"
      />
      <div className={s.bar}>
        <span className={s.host}>{new URL(link).host}</span>
        <a className={s.open} href={link} target="_blank" rel="noopener noreferrer" data-testid="webview-open">
          {t('webview.openInBrowser')}
        </a>
      </div>
    </div>
  );
}
