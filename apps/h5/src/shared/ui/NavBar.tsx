import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useGo } from '../lib/nav';

export interface NavBarProps {
  title?: ReactNode;
  /** Show the back arrow (default true). Back on a first page goes home. */
  showBack?: boolean;
  /** Replaces the default back behaviour. */
  onBack?: () => void;
  right?: ReactNode;
  /** Transparent background (pages drawing over a banner). */
  transparent?: boolean;
}

/** The custom navigation bar (fixed at the top, 44 px + safe area). */
export function NavBar({ title, showBack = true, onBack, right, transparent = false }: NavBarProps) {
  const { t } = useTranslation();
  const { back } = useGo();
  return (
    <>
      <header className={transparent ? 'm-navbar m-navbar--transparent' : 'm-navbar'}>
        <div className="m-navbar__side">
          {showBack && (
            <button type="button" className="m-navbar__back" aria-label={t('common.back')} onClick={onBack ?? back}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          )}
        </div>
        <h1 className="m-navbar__title">{title}</h1>
        <div className="m-navbar__side m-navbar__side--right">{right}</div>
      </header>
      {!transparent && <div className="m-navbar__placeholder" aria-hidden="true" />}
    </>
  );
}

export default NavBar;
