import { Link } from '../shared/lib/router';
import { useTranslation } from '../i18n/react';
import { PATHS } from '../shared/lib/paths';
import { useAppState } from '../shared/state/app';

const icons: Record<string, string> = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  category: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  cart: 'M3 4h2.5l2.2 10.5h10.6L20.5 7H7M9.5 19.5a1 1 0 1 0 0 .01M17 19.5a1 1 0 1 0 0 .01',
  member: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21a8.5 8.5 0 0 1 17 0',
};

const TABS = [
  { key: 'home', path: PATHS.home },
  { key: 'category', path: PATHS.category },
  { key: 'cart', path: PATHS.cart },
  { key: 'member', path: PATHS.member },
] as const;

/** The four-tab bar (home, category, cart, member) with the cart badge. */
export function TabBar({ active }: { active: number }) {
  const { t } = useTranslation();
  const cartCount = useAppState((s) => s.cartCount);
  return (
    <>
      <div className="m-tabbar__placeholder" aria-hidden="true" />
      <nav className="m-tabbar" aria-label="tabs">
        {TABS.map((tab, i) => (
          <Link
            key={tab.key}
            to={tab.path}
            replace
            className={i === active ? 'm-tabbar__item m-tabbar__item--active' : 'm-tabbar__item'}
            aria-current={i === active ? 'page' : undefined}
            data-tab={tab.key}
          >
            <span className="m-tabbar__icon">
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d={icons[tab.key]}
                  fill={i === active && tab.key !== 'cart' && tab.key !== 'member' ? 'currentColor' : 'none'}
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {tab.key === 'cart' && cartCount > 0 && (
                <span className="m-badge" data-testid="cart-badge">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              )}
            </span>
            <span className="m-tabbar__label">{t(`common.tabs.${tab.key}`)}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}
