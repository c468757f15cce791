import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { ShopBottomBar } from '../components/ShopBottomBar';
import { shopInfoQuery, shopTreeQuery } from '../shop.api';
import s from '../shop.module.css';

/** In-shop categories (`?site_id=`): top categories on the left, their children on the right. */
export default function ShopCategoryPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const siteId = positiveId(usePageParams('shopCategory').site_id);
  const info = useQuery({ ...shopInfoQuery(siteId), enabled: siteId > 0 });
  const tree = useQuery({ ...shopTreeQuery(siteId), enabled: siteId > 0 });
  const [active, setActive] = useState(0);

  if (siteId === 0) return <EmptyState text={t('shop.notFound')} showHome />;
  if (tree.isPending) return <LoadingView fullPage />;
  if (tree.isError) return <ErrorView onRetry={() => void tree.refetch()} />;
  const list = tree.data;
  const top = list.find((c) => c.category_id === active) ?? list[0];
  const open = (id: number) => go('shopList', { site_id: siteId, shop_category_id: id });

  return (
    <div className={s.page} data-testid="shop-category">
      {list.length === 0 ? (
        <EmptyState text={t('shop.noCategories')} />
      ) : (
        <div className={s.catLayout}>
          <nav className={s.catSide}>
            {list.map((c) => (
              <button
                key={c.category_id}
                type="button"
                className={c.category_id === top.category_id ? `${s.catSideItem} ${s.catSideOn}` : s.catSideItem}
                onClick={() => setActive(c.category_id)}
              >
                {c.category_name}
              </button>
            ))}
          </nav>
          <div className={s.catMain}>
            <button type="button" className={s.catAll} onClick={() => open(top.category_id)} data-testid="shop-category-all">
              {t('shop.allIn', { name: top.category_name })} ›
            </button>
            <div className={`m-grid2 ${s.catGrid}`}>
              {top.child_list.map((c) => (
                <button
                  key={c.category_id}
                  type="button"
                  className={s.catCell}
                  onClick={() => open(c.category_id)}
                  data-testid="shop-category-item"
                >
                  {c.category_name}
                </button>
              ))}
            </div>
          </div>
        </div>
      )}
      <ShopBottomBar siteId={siteId} telephone={info.data?.telephone ?? ''} />
    </div>
  );
}
