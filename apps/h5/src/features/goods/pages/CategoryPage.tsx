import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SideBar } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { PagedList } from '../../../shared/ui/PagedList';
import { useGo } from '../../../shared/lib/nav';
import { takeBoot } from '../../../shared/lib/boot';
import type { DiyView } from '@mall/contract';
import { categoryTreeQuery, fetchSkuPage, goodsKeys, type GoodsCategoryNode, type GoodsSkuItem } from '../goods.api';
import { categoryLayoutQuery } from '../list.api';
import { childrenOf, effectiveCategoryId, pickFirstLevel } from '../model/category';
import { GoodsCard } from '../components/GoodsCard';
import { Img } from '../../../shared/ui/Img';
import s from './CategoryPage.module.css';
import { pagePath } from '../../../shared/pages';

// The add-to-cart popup (SKU picker, stepper, animation engine) loads when a shopper first taps a cart button.
const QuickCart = lazy(() => import('../components/QuickCart').then((m) => ({ default: m.QuickCart })));

/**
 * Category tab: a search bar (opens the search page) over first-level categories on the left; on the right
 * the second-level headings with their third-level chips, then the goods of the chosen category (the first
 * level until a second-level heading is tapped); a third-level chip opens the goods list of that category
 * with its sorts and filters (as Niushop does),
 * each with an add-to-cart button (light SKU popup). The operator's DIY_VIEW_GOODS_CATEGORY page sets
 * how many levels show: 1 (goods of the first level), 2 (second-level chips) or 3.
 */
export default function CategoryPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  // The server wove the tree and the page settings into the app shell (first load): no request for them.
  const tree = useQuery({ ...categoryTreeQuery(), initialData: () => takeBoot<GoodsCategoryNode[]>('goods', 'categoryTree') });
  const [firstId, setFirstId] = useState<number | null>(null);
  const [subId, setSubId] = useState<number | null>(null);
  const [cartSku, setCartSkuState] = useState(0);
  const [quickCartUsed, setQuickCartUsed] = useState(false);
  const setCartSku = (id: number) => {
    if (id > 0) setQuickCartUsed(true);
    setCartSkuState(id);
  };
  const layout = useQuery({
    ...categoryLayoutQuery(),
    initialData: () => takeBoot<DiyView | null>('diy', 'DIY_VIEW_GOODS_CATEGORY'),
  });
  const level = layout.data?.level ?? 3;

  const searchBar = (
    <div className={s.searchBar}>
      <button type="button" className="m-search-pill" onClick={() => go('goodsSearch')} data-testid="category-search">
        <svg className="m-search-pill__icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('goods.categorySearch')}</span>
      </button>
    </div>
  );
  if (tree.isPending) return <LoadingView fullPage />;
  if (tree.isError) return <ErrorView onRetry={() => void tree.refetch()} />;
  if (tree.data.length === 0) return <EmptyState text={t('goods.categoryEmpty')} showHome />;

  const first = pickFirstLevel(tree.data, firstId);
  const categoryId = effectiveCategoryId(first, subId);
  const seconds = level >= 2 ? childrenOf<GoodsCategoryNode>(first) : [];
  const chosenName =
    categoryId === first?.category_id
      ? t('goods.allGoods')
      : (seconds.flatMap((c) => [c, ...childrenOf(c)]).find((c) => c.category_id === categoryId)?.category_name ?? '');

  const toggle = (id: number) => setSubId((cur) => (cur === id ? null : id));

  const header = (
    <div className={s.subs}>
      {first?.image_adv && (
        <div className={s.adv}>
          <Img path={first.image_adv} kind="category" alt={first.category_name} loading="eager" fetchPriority="high" />
        </div>
      )}
      {seconds.map((second) => {
        const thirds = level >= 3 ? childrenOf<GoodsCategoryNode>(second) : [];
        return (
          <section key={second.category_id} className={s.section}>
            <button
              type="button"
              className={categoryId === second.category_id ? `${s.heading} ${s.headingActive}` : s.heading}
              onClick={() => toggle(second.category_id)}
            >
              {second.category_name}
            </button>
            {thirds.length > 0 && (
              <div className={s.chips}>
                {thirds.map((third) => (
                  <button
                    type="button"
                    key={third.category_id}
                    className={s.chip}
                    data-testid="category-third"
                    onClick={() => go('goodsList', { category_id: third.category_id })}
                  >
                    {third.category_name}
                  </button>
                ))}
              </div>
            )}
          </section>
        );
      })}
      <div className={s.goodsHead}>
        <span className={s.goodsTitle}>{chosenName}</span>
        {categoryId !== first?.category_id && (
          <button type="button" className={s.reset} onClick={() => setSubId(null)}>
            {t('goods.all')}
          </button>
        )}
      </div>
    </div>
  );

  return (
    <>
      {searchBar}
      <div className={s.layout}>
        <SideBar
          className={s.side}
          activeKey={first ? String(first.category_id) : null}
          onChange={(key) => {
            setFirstId(Number(key));
            setSubId(null);
          }}
        >
          {tree.data.map((c) => (
            <SideBar.Item key={String(c.category_id)} title={c.short_name || c.category_name} />
          ))}
        </SideBar>
        <div className={s.main} key={first?.category_id}>
          {categoryId != null && (
            <PagedList<GoodsSkuItem>
              queryKey={[...goodsKeys.page({ category_id: categoryId })]}
              fetchPage={(page, size) => fetchSkuPage({ category_id: categoryId }, page, size)}
              itemKey={(item) => item.sku_id}
              header={header}
              className={s.goods}
              backToTop={false}
              renderItem={(item) => (
                <GoodsCard item={item} layout="list" dense onOpen={(id) => go('goodsDetail', { sku_id: id })} onAddToCart={setCartSku} />
              )}
            />
          )}
        </div>
        {quickCartUsed && (
          <Suspense fallback={null}>
            <QuickCart skuId={cartSku} onClose={() => setCartSku(0)} backUrl={pagePath('category')} />
          </Suspense>
        )}
      </div>
    </>
  );
}
