import { useEffect, type CSSProperties } from 'react';
import { Link } from '../shared/lib/router';
import { useTranslation } from '../i18n/react';
import { useAppState } from '../shared/state/app';
import { Img } from '../shared/ui/Img';
import { BUILT_IN_TABS, TAB_ICONS, builtInKeyOf, loadBottomNav, useBottomNav, type TabItem } from './bottomNav';

/** The built-in icon named by `iconClass` (in the theme colour), else the entry's pictures. */
function TabIcon({ item, active }: { item: TabItem; active: boolean }) {
  const d = TAB_ICONS[item.icon];
  if (!d) {
    const picture = active ? item.selectedIconPath || item.iconPath : item.iconPath;
    return picture ? <Img path={picture} kind="category" alt="" loading="eager" style={{ width: 24, height: 24, objectFit: 'contain' }} /> : null;
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={d}
        fill={active && item.icon !== 'cart' && item.icon !== 'member' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The tab bar, drawn from the operator's bottom navigation (`diy_bottom_nav`: labels in the shopper's
 * language, icons (`iconClass`, else the pictures) and colours from the setting; empty colours follow the
 * theme), else the four built-in
 * tabs (home, category, cart, member). `active` is the built-in tab of the current page; the cart tab
 * carries the cart badge.
 */
export function TabBar({ active }: { active: number }) {
  const { t } = useTranslation();
  const cartCount = useAppState((s) => s.cartCount);
  const lang = useAppState((s) => s.lang);
  const byLang = useBottomNav((s) => s.byLang);
  const known = lang in byLang;
  const someLang = Object.values(byLang).find((m) => m !== undefined);
  // A language switch asks for the labels in the new language; meanwhile the entries stay, with built-in labels.
  useEffect(() => {
    if (!known && someLang !== undefined) loadBottomNav(lang);
  }, [known, someLang, lang]);
  const model = (known ? byLang[lang] : someLang) ?? BUILT_IN_TABS;
  const ownLabels = known;
  const activeKey = builtInKeyOf(active);

  const label = (item: TabItem) =>
    (ownLabels && item.text) || (item.builtIn ? t(`common.tabs.${item.builtIn}`) : item.text);
  const colourOf = (on: boolean): CSSProperties | undefined => {
    const c = on ? model.textHoverColor : model.textColor;
    return c ? { color: c } : undefined;
  };

  return (
    <>
      <div className="m-tabbar__placeholder" aria-hidden="true" />
      <nav
        className="m-tabbar"
        aria-label="tabs"
        style={model.backgroundColor ? { background: model.backgroundColor } : undefined}
        data-testid="tabbar"
      >
        {model.items.map((item, i) => {
          const on = item.builtIn !== null && item.builtIn === activeKey;
          return (
            <Link
              key={`${item.path}-${i}`}
              to={item.path}
              replace
              className={on ? 'm-tabbar__item m-tabbar__item--active' : 'm-tabbar__item'}
              aria-current={on ? 'page' : undefined}
              aria-label={model.type === 2 ? label(item) : undefined}
              data-tab={item.builtIn ?? undefined}
              style={colourOf(on)}
            >
              {model.type !== 3 && (
                <span className="m-tabbar__icon">
                  <TabIcon item={item} active={on} />
                  {item.builtIn === 'cart' && cartCount > 0 && (
                    <span className="m-badge" data-testid="cart-badge">
                      {cartCount > 99 ? '99+' : cartCount}
                    </span>
                  )}
                </span>
              )}
              {model.type !== 2 && <span className="m-tabbar__label">{label(item)}</span>}
            </Link>
          );
        })}
      </nav>
    </>
  );
}
