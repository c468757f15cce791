import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  goodsApi,
  PAGE_SIZE,
  type CategoryNode,
  type GoodsSkuDetail as ContractSkuDetail,
  type GoodsRecommendItem,
  type GoodsSkuDetailResult,
  type GoodsSkuListItem,
  type Paged,
  type ShopInfo,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import { takeBoot } from '../../shared/lib/boot';
import { compactParams } from './model/listing';

/*
 * Response types come from @mall/contract (reference §4.5 field names); the aliases keep the
 * names this feature uses.
 */
export type GoodsSkuItem = GoodsSkuListItem;
export type GoodsSkuDetail = ContractSkuDetail;
export type GoodsShopInfo = ShopInfo;
export type GoodsCategoryNode = CategoryNode;
export type GoodsDetailAnswer = GoodsSkuDetailResult;

/** Filters of `/api/goodssku/page` used by the H5. */
export interface SkuPageFilter {
  keyword?: string;
  category_id?: number;
  goods_id_arr?: string;
  order?: string;
  sort?: 'asc' | 'desc';
}

export const goodsKeys = {
  all: ['goods'] as const,
  categoryTree: () => ['goods', 'categoryTree'] as const,
  page: (filter: SkuPageFilter) => ['goods', 'skuPage', compactParams({ ...filter })] as const,
  detail: (skuId: number) => ['goods', 'detail', skuId] as const,
  info: (skuId: number) => ['goods', 'info', skuId] as const,
  recommend: () => ['goods', 'recommend'] as const,
};

export const fetchSkuPage = (filter: SkuPageFilter, page: number, pageSize: number, signal?: AbortSignal): Promise<Paged<GoodsSkuItem>> =>
  api.call(goodsApi.skuPage, { ...compactParams({ ...filter }), page, page_size: pageSize }, { signal });

/** One page of `/api/goodssku/recommend` ("you may like": best sellers for sale). */
export const fetchRecommendPage = (page: number, pageSize: number, signal?: AbortSignal): Promise<Paged<GoodsRecommendItem>> =>
  api.call(goodsApi.recommend, { page, page_size: pageSize }, { signal });

/**
 * Puts 猜你喜欢's first page into the cache under the key its feed reads (RecommendFeed's PagedList:
 * `[...goodsKeys.recommend(), { pageSize }]`), for a page that shows the feed on its first screen: the page the
 * server wove into the shell (the cart's, h5shell-cart.ts) when there is one, else asked for.
 */
export const prefetchRecommendFeed = (client: QueryClient): Promise<void> => {
  const queryKey = [...goodsKeys.recommend(), { pageSize: PAGE_SIZE }];
  const woven = takeBoot<Paged<GoodsRecommendItem>>('goods', 'recommend:1');
  if (woven && Array.isArray(woven.list) && client.getQueryData(queryKey) === undefined) {
    client.setQueryData<InfiniteData<Paged<GoodsRecommendItem>, number>>(queryKey, { pages: [woven], pageParams: [1] });
    return Promise.resolve();
  }
  return client.prefetchInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchRecommendPage(pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
  });
};

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: goodsKeys.categoryTree(),
    queryFn: async ({ signal }) => {
      const tree = await api.call(goodsApi.categoryTree, { level: 3 }, { signal });
      return Array.isArray(tree) ? tree : [];
    },
    staleTime: 5 * 60_000,
  });

export const skuDetailQuery = (skuId: number) =>
  queryOptions({
    queryKey: goodsKeys.detail(skuId),
    // Null when the app shell wove a missing SKU in (see GoodsDetailPage).
    queryFn: ({ signal }): Promise<GoodsDetailAnswer | null> => api.call(goodsApi.skuDetail, { sku_id: skuId }, { signal }),
    enabled: skuId > 0,
  });

export const skuInfoQuery = (skuId: number) =>
  queryOptions({
    queryKey: goodsKeys.info(skuId),
    queryFn: ({ signal }) => api.call(goodsApi.skuInfo, { sku_id: skuId }, { signal }),
    enabled: skuId > 0,
    staleTime: 30_000,
  });
