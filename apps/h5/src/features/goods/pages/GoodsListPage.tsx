import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/PagedList';
import { useGo } from '../../../shared/lib/nav';
import { PATHS } from '../../../shared/lib/paths';
import { fetchSkuPage, goodsKeys, type GoodsSkuItem, type SkuPageFilter } from '../goods.api';
import { DEFAULT_SORT, nextSort, positiveInt, sortParams, type SortKey, type SortState } from '../model/listing';
import { GoodsCard, type CardLayout } from '../components/GoodsCard';
import { SortBar } from '../components/SortBar';
import s from './GoodsListPage.module.css';

/** Goods list (`?keyword=&category_id=`): search box, sort bar, paged results as grid or list. */
export default function GoodsListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const categoryId = positiveInt(params.get('category_id'));

  const [input, setInput] = useState(keyword);
  const [forKeyword, setForKeyword] = useState(keyword);
  if (forKeyword !== keyword) {
    // the URL changed (back/forward): show its keyword in the box
    setForKeyword(keyword);
    setInput(keyword);
  }
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [layout, setLayout] = useState<CardLayout>('grid');

  const filter: SkuPageFilter = { keyword: keyword || undefined, category_id: categoryId, ...sortParams(sort) };

  const search = (value: string) => {
    const v = value.trim();
    // a new search looks in the whole mall; an empty one keeps the category being browsed
    const next = new URLSearchParams();
    if (v) next.set('keyword', v);
    else if (categoryId) next.set('category_id', String(categoryId));
    setParams(next, { replace: true });
  };

  return (
    <div className={s.page}>
      <div className={s.sticky}>
        <div className={s.searchRow}>
          <SearchBar
            className={s.search}
            value={input}
            onChange={setInput}
            onSearch={search}
            onClear={() => search('')}
            placeholder={t('goods.searchPlaceholder')}
            autoFocus={!keyword && !categoryId}
            maxLength={50}
          />
          <button type="button" className={s.searchBtn} onClick={() => search(input)}>
            {t('goods.search')}
          </button>
        </div>
        <SortBar sort={sort} onSort={(k: SortKey) => setSort((cur) => nextSort(cur, k))} layout={layout} onLayout={setLayout} />
      </div>
      <PagedList<GoodsSkuItem>
        queryKey={[...goodsKeys.page(filter)]}
        fetchPage={(page, size) => fetchSkuPage(filter, page, size)}
        itemKey={(item) => item.sku_id}
        className={layout === 'grid' ? s.grid : s.list}
        empty={{ text: t('goods.listEmpty'), showHome: true }}
        renderItem={(item) => <GoodsCard item={item} layout={layout} onOpen={(id) => go(`${PATHS.goodsDetail}?sku_id=${id}`)} />}
      />
    </div>
  );
}
