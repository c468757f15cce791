import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from '../../../shared/lib/router';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import { PagedList } from '../../../shared/ui/PagedList';
import { useGo } from '../../../shared/lib/nav';
import { rememberWord } from '../../search';
import type { GoodsSkuItem } from '../goods.api';
import { fetchGoodsPage, listKeys, relevanceQuery, type ListParams } from '../list.api';
import { activeCount, EMPTY_FILTER, filterParams, type ListFilter } from '../model/filter';
import { DEFAULT_SORT, nextSort, sortParams, type SortKey, type SortState } from '../model/listing';
import { GoodsCard, type CardLayout } from '../components/GoodsCard';
import { FilterDrawer } from '../components/FilterDrawer';
import { QuickCart } from '../components/QuickCart';
import { SortBar } from '../components/SortBar';
import s from './GoodsListPage.module.css';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { PAGE_SIZE } from '@mall/contract';
import { holdFirstRender } from '../../../shared/lib/firstScreen';
import { queryClient as appQueryClient } from '../../../app/queryClient';

/**
 * The whole list's first page (no search, filter or sort), the one the server draws into the shell: asked for
 * as soon as this module arrives, and the app's first render waits for it, so the cards replace the drawn
 * ones directly instead of skeleton cards in between.
 */
const prefetchFirstScreen = () => {
  if (typeof window === 'undefined' || window.location.search !== '') return;
  const query: ListParams = { ...filterParams(EMPTY_FILTER), ...sortParams(DEFAULT_SORT) };
  holdFirstRender(
    appQueryClient.prefetchInfiniteQuery({
      queryKey: [...listKeys.page(query), { pageSize: PAGE_SIZE }],
      queryFn: ({ pageParam }) => fetchGoodsPage(query, pageParam, PAGE_SIZE),
      initialPageParam: 1,
    }),
  );
};
prefetchFirstScreen();

/**
 * Goods list (`?keyword=&category_id=&brand_id=&coupon=&platform_coupon_type=`): search box, sort bar with the filter drawer
 * (price, free shipping, self-run, brands and attributes of the category), paged results as grid or
 * list, each with an add-to-cart button.
 */
/** Goods the list's first render draws: more than its first screen shows, in either layout. */
const LIST_FIRST_DRAW = 6;

export default function GoodsListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const urlQuery = usePageParams('goodsList');
  const keyword = (urlQuery.keyword ?? '').trim();
  const categoryId = positiveId(urlQuery.category_id) || undefined;
  const coupon = positiveId(urlQuery.coupon) || undefined;
  const platformCouponType = positiveId(urlQuery.platform_coupon_type) || undefined;
  const siteId = positiveId(urlQuery.site_id) || undefined;
  const urlBrand = positiveId(urlQuery.brand_id) || null;

  const [input, setInput] = useState(keyword);
  const [forKeyword, setForKeyword] = useState(keyword);
  if (forKeyword !== keyword) {
    // the URL changed (back/forward): show its keyword in the box
    setForKeyword(keyword);
    setInput(keyword);
  }
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [layout, setLayout] = useState<CardLayout>('grid');
  const [filter, setFilter] = useState<ListFilter>({ ...EMPTY_FILTER, brandId: urlBrand });
  const [forBrand, setForBrand] = useState(urlBrand);
  if (forBrand !== urlBrand) {
    setForBrand(urlBrand);
    setFilter((f) => ({ ...f, brandId: urlBrand }));
  }
  const [drawer, setDrawer] = useState(false);
  const [cartSku, setCartSku] = useState(0);
  const options = useQuery({ ...relevanceQuery(categoryId), enabled: drawer || filter.brandId !== null || filter.attrs.length > 0 });

  const query: ListParams = {
    keyword: keyword || undefined,
    category_id: categoryId,
    coupon,
    platform_coupon_type: platformCouponType,
    site_id: siteId,
    ...filterParams(filter),
    ...sortParams(sort),
  };

  const search = (value: string) => {
    const v = value.trim();
    if (v) rememberWord(v);
    // a new search looks in the whole mall; an empty one keeps the category being browsed
    const next = new URLSearchParams();
    if (v) next.set('keyword', v);
    else if (categoryId) next.set('category_id', String(categoryId));
    setParams(next, { replace: true });
  };

  return (
    <div className={s.page}>
      <div className={s.sticky}>
        <div className="m-search-row">
          <SearchBar
            className="m-search-bar"
            value={input}
            onChange={setInput}
            onSearch={search}
            onClear={() => search('')}
            placeholder={t('goods.searchPlaceholder')}
            autoFocus={!keyword && !categoryId && !urlBrand && !coupon && !platformCouponType && !siteId}
            maxLength={50}
          />
          <button type="button" className="m-search-row__btn" onClick={() => search(input)}>
            {t('goods.search')}
          </button>
        </div>
        <SortBar
          sort={sort}
          onSort={(k: SortKey) => setSort((cur) => nextSort(cur, k))}
          layout={layout}
          onLayout={setLayout}
          onFilter={() => setDrawer(true)}
          filterCount={activeCount(filter)}
        />
      </div>
      <PagedList<GoodsSkuItem>
        queryKey={[...listKeys.page(query)]}
        fetchPage={(page, size) => fetchGoodsPage(query, page, size)}
        itemKey={(item) => item.sku_id}
        className={layout === 'grid' ? 'm-grid2' : 'm-stack'}
        empty={{ text: t('goods.listEmpty'), showHome: true }}
        firstDraw={LIST_FIRST_DRAW}
        renderItem={(item) => (
          <GoodsCard item={item} layout={layout} onOpen={(id) => go('goodsDetail', { sku_id: id })} onAddToCart={setCartSku} />
        )}
      />
      <FilterDrawer
        visible={drawer}
        value={filter}
        options={options.data}
        onClose={() => setDrawer(false)}
        onConfirm={(next) => {
          setFilter(next);
          setDrawer(false);
        }}
      />
      <QuickCart skuId={cartSku} onClose={() => setCartSku(0)} backUrl={`${location.pathname}${location.search}`} />
    </div>
  );
}
