import { useTranslation } from '../../i18n/react';
import { useGo } from '../lib/nav';

export interface EmptyStateProps {
  /** Default: 暂无相关数据 / No related data. */
  text?: string;
  /** Shows a "go to home" button. */
  showHome?: boolean;
  /** An extra button (e.g. go to login). */
  action?: { text: string; onClick: () => void };
}

export function EmptyState({ text, showHome = false, action }: EmptyStateProps) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <div className="m-empty">
      <svg className="m-empty__icon" viewBox="0 0 120 96" aria-hidden="true">
        <rect x="18" y="26" width="84" height="58" rx="8" fill="var(--base-color-light)" />
        <path d="M18 42h84" stroke="var(--base-color)" strokeOpacity=".35" strokeWidth="3" />
        <path d="M30 14l10 12M60 8v16M90 14L80 26" stroke="var(--border-color)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="60" cy="62" r="10" fill="none" stroke="var(--base-color)" strokeOpacity=".5" strokeWidth="3" />
      </svg>
      <p className="m-empty__text">{text ?? t('common.emptyText')}</p>
      {(action || showHome) && (
        <div className="m-empty__actions">
          {action && (
            <button type="button" className="m-btn m-btn--primary" onClick={action.onClick}>
              {action.text}
            </button>
          )}
          {showHome && (
            <button type="button" className="m-btn m-btn--ghost" onClick={() => go('home')}>
              {t('common.goHome')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

export default EmptyState;
