import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useAuth } from '../../../shared/state/auth';
import { wholesaleCartCountQuery } from '../wholesale.api';
import s from './Wholesale.module.css';

/** The wholesale cart button of the wholesale pages (floating, or `docked` in a bottom bar), with the pieces in it (members only). */
export function CartBadge({ docked = false }: { docked?: boolean }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const token = useAuth((st) => st.token);
  const count = useQuery({ ...wholesaleCartCountQuery(), enabled: Boolean(token) });
  const n = token ? (count.data ?? 0) : 0;
  return (
    <button
      type="button"
      className={docked ? s.docked : s.fab}
      onClick={() => go('wholesaleCartList')}
      aria-label={t('wholesale.cart')}
      data-testid="wholesale-cart-fab"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={s.fabIcon}>
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 19.5a1 1 0 1 0 0 .01M17 19.5a1 1 0 1 0 0 .01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {n > 0 && (
        <span className={s.fabBadge} data-testid="wholesale-cart-count">
          {n > 99 ? '99+' : n}
        </span>
      )}
    </button>
  );
}
