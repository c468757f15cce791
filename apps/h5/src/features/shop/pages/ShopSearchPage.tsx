import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SearchBar } from 'antd-mobile';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { shopInfoQuery, shopTreeQuery } from '../shop.api';
import s from '../shop.module.css';

/** In-shop search (`?site_id=`): a keyword opens the shop's goods list; the shop's categories as shortcuts. */
export default function ShopSearchPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const siteId = positiveId(usePageParams('shopSearch').site_id);
  const [input, setInput] = useState('');
  const info = useQuery({ ...shopInfoQuery(siteId), enabled: siteId > 0 });
  const tree = useQuery({ ...shopTreeQuery(siteId), enabled: siteId > 0 });

  if (siteId === 0) return <EmptyState text={t('shop.notFound')} showHome />;
  const search = (v: string) => go('shopList', { site_id: siteId, keyword: v.trim() || undefined });

  return (
    <div className={s.page} data-testid="shop-search">
      <div className="m-search-row">
        <SearchBar
          className="m-search-bar"
          value={input}
          onChange={setInput}
          onSearch={search}
          placeholder={info.data ? t('shop.searchIn', { name: info.data.site_name }) : t('shop.searchPlaceholder')}
          autoFocus
          maxLength={50}
        />
        <button type="button" className="m-search-row__btn" onClick={() => search(input)} data-testid="shop-search-submit">
          {t('shop.search')}
        </button>
      </div>
      {tree.data && tree.data.length > 0 && (
        <section className={`m-card ${s.panel}`}>
          <h3 className={s.panelTitle}>{t('shop.categories')}</h3>
          <div className={s.chipsWrap}>
            {tree.data
              .flatMap((top) => [top, ...top.child_list])
              .map((c) => (
                <button
                  key={c.category_id}
                  type="button"
                  className={`m-chip ${s.chip}`}
                  onClick={() => go('shopList', { site_id: siteId, shop_category_id: c.category_id })}
                >
                  {c.category_name}
                </button>
              ))}
          </div>
        </section>
      )}
    </div>
  );
}
