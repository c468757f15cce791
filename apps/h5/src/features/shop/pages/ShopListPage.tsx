import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SearchBar } from 'antd-mobile';
import { useSearchParams } from '../../../shared/lib/router';
import { useTranslation } from '../../../i18n/react';
import type { GoodsSkuListItem } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PagedList } from '../../../shared/ui/PagedList';
import { GoodsCard, type CardLayout } from '../../goods';
import { SortBar } from '../../goods';
import { DEFAULT_SORT, nextSort, sortParams, type SortKey, type SortState } from '../../goods';
import { ShopBottomBar } from '../components/ShopBottomBar';
import { fetchShopGoods, shopInfoQuery, shopKeys, shopTreeQuery, type ShopGoodsFilter } from '../shop.api';
import s from '../shop.module.css';
import { pageUrl } from '../../../shared/pages';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';

/** The shop's goods (`?site_id=&shop_category_id=&keyword=`): in-shop search, sort bar, grid or list. */
export default function ShopListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const [, setParams] = useSearchParams();
  const query = usePageParams('shopList');
  const siteId = positiveId(query.site_id);
  const categoryId = positiveId(query.shop_category_id);
  const keyword = (query.keyword ?? '').trim();
  const info = useQuery({ ...shopInfoQuery(siteId), enabled: siteId > 0 });
  const tree = useQuery({ ...shopTreeQuery(siteId), enabled: siteId > 0 && categoryId > 0 });
  const [input, setInput] = useState(keyword);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [layout, setLayout] = useState<CardLayout>('grid');

  if (siteId === 0) return <EmptyState text={t('shop.notFound')} showHome />;
  const filter: ShopGoodsFilter = {
    site_id: siteId,
    keyword: keyword || undefined,
    shop_category_id: categoryId || undefined,
    ...sortParams(sort),
  };
  const category = tree.data?.flatMap((c) => [c, ...c.child_list]).find((c) => c.category_id === categoryId);
  const search = (v: string) =>
    setParams(new URLSearchParams(pageUrl('shopList', { site_id: siteId, keyword: v.trim() || undefined }).split('?')[1]), {
      replace: true,
    });

  return (
    <div className={s.page} data-testid="shop-goods-list">
      <div className={s.sticky}>
        <div className="m-search-row">
          <SearchBar
            className="m-search-bar"
            value={input}
            onChange={setInput}
            onSearch={search}
            onClear={() => search('')}
            placeholder={t('shop.searchPlaceholder')}
            maxLength={50}
          />
          <button type="button" className="m-search-row__btn" onClick={() => search(input)}>
            {t('shop.search')}
          </button>
        </div>
        {(category || keyword) && (
          <p className={s.filterNote} data-testid="shop-list-filter">
            {category ? t('shop.inCategory', { name: category.category_name }) : t('shop.resultsFor', { keyword })}
          </p>
        )}
        <SortBar sort={sort} onSort={(k: SortKey) => setSort((cur) => nextSort(cur, k))} layout={layout} onLayout={setLayout} />
      </div>
      <PagedList<GoodsSkuListItem>
        queryKey={[...shopKeys.goods(filter)]}
        fetchPage={(page, size) => fetchShopGoods(filter, page, size)}
        itemKey={(item) => item.sku_id}
        className={layout === 'grid' ? 'm-grid2' : 'm-stack'}
        empty={{ text: t('shop.goodsEmpty') }}
        renderItem={(item) => <GoodsCard item={item} layout={layout} onOpen={(id) => go('goodsDetail', { sku_id: id })} />}
      />
      <ShopBottomBar siteId={siteId} telephone={info.data?.telephone ?? ''} />
    </div>
  );
}
