import { useLocation } from '../../../shared/lib/router';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import s from '../shop.module.css';
import { pagePath } from '../../../shared/pages';

const ICONS: Record<string, string> = {
  home: 'M4 11 12 4l8 7v9h-5v-6H9v6H4z',
  category: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  goods: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  phone: 'M6 3h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2z',
};

/** The shop's own bottom bar: shop home, in-shop categories, all goods, call the shop. */
export function ShopBottomBar({ siteId, telephone }: { siteId: number; telephone: string }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const { pathname } = useLocation();
  const items = [
    { key: 'home', page: 'shopIndex' as const, path: pagePath('shopIndex'), text: t('shop.navHome') },
    { key: 'category', page: 'shopCategory' as const, path: pagePath('shopCategory'), text: t('shop.navCategory') },
    { key: 'goods', page: 'shopList' as const, path: pagePath('shopList'), text: t('shop.navGoods') },
  ];
  return (
    <>
      <div className={s.bottomGap} aria-hidden="true" />
      <nav className={s.bottomBar} data-testid="shop-bottom-bar">
        {items.map((i) => (
          <button
            key={i.key}
            type="button"
            className={pathname === i.path ? `${s.bottomItem} ${s.bottomItemOn}` : s.bottomItem}
            onClick={() => go(i.page, { site_id: siteId }, { replace: pathname !== pagePath('shopIndex') })}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={ICONS[i.key]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            <span>{i.text}</span>
          </button>
        ))}
        {telephone ? (
          <a className={s.bottomItem} href={`tel:${telephone.replace(/[^\d+]/g, '')}`}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={ICONS.phone} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            <span>{t('shop.navService')}</span>
          </a>
        ) : null}
      </nav>
    </>
  );
}
