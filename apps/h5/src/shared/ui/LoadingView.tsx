import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { LOADING_VIEW_DELAY_MS } from '@mall/contract';

export interface LoadingViewProps {
  /** Nothing is shown before this many ms (spec: 200 ms), so fast loads never flash a spinner. */
  delay?: number;
  text?: string;
  /** Fill the page height (page loading) instead of an inline block. */
  fullPage?: boolean;
}

export function LoadingView({ delay = LOADING_VIEW_DELAY_MS, text, fullPage = false }: LoadingViewProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!shown) return null;
  return (
    <div className={fullPage ? 'm-loading m-loading--page' : 'm-loading'} role="status" aria-live="polite">
      <span className="m-spinner" aria-hidden="true" />
      <span className="m-loading__text">{text ?? t('common.loading')}</span>
    </div>
  );
}

export default LoadingView;
