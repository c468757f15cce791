import { useTranslation } from '../../i18n/react';

export interface ErrorViewProps {
  onRetry: () => void;
  /** Default: the page-load error text. */
  text?: string;
}

export function ErrorView({ onRetry, text }: ErrorViewProps) {
  const { t } = useTranslation();
  return (
    <div className="m-error" role="alert">
      <svg className="m-error__icon" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M32 18v18M32 42v4" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p className="m-error__text">{text ?? t('common.loadError')}</p>
      <button type="button" className="m-btn m-btn--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export default ErrorView;
