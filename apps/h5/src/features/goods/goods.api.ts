import { queryOptions } from '@tanstack/react-query';
import type {
  CategoryNode,
  GoodsSkuDetail as ContractSkuDetail,
  GoodsRecommendItem,
  GoodsSkuDetailResult,
  GoodsSkuListItem,
  Paged,
  ShopInfo,
} from '@mall/contract';
import { http } from '../../shared/lib/request';
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
  http.get<Paged<GoodsSkuItem>>('/api/goodssku/page', { ...compactParams({ ...filter }), page, page_size: pageSize }, { signal });

/** One page of `/api/goodssku/recommend` ("you may like": best sellers for sale). */
export const fetchRecommendPage = (page: number, pageSize: number, signal?: AbortSignal): Promise<Paged<GoodsRecommendItem>> =>
  http.get<Paged<GoodsRecommendItem>>('/api/goodssku/recommend', { page, page_size: pageSize }, { signal });

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: goodsKeys.categoryTree(),
    queryFn: async ({ signal }) => {
      const tree = await http.get<GoodsCategoryNode[] | null>('/api/goodscategory/tree', { level: 3 }, { signal });
      return Array.isArray(tree) ? tree : [];
    },
    staleTime: 5 * 60_000,
  });

export const skuDetailQuery = (skuId: number) =>
  queryOptions({
    queryKey: goodsKeys.detail(skuId),
    queryFn: ({ signal }) => http.get<GoodsDetailAnswer | null>('/api/goodssku/detail', { sku_id: skuId }, { signal }),
    enabled: skuId > 0,
  });

export const skuInfoQuery = (skuId: number) =>
  queryOptions({
    queryKey: goodsKeys.info(skuId),
    queryFn: ({ signal }) => http.get<GoodsSkuDetail | null>('/api/goodssku/info', { sku_id: skuId }, { signal }),
    enabled: skuId > 0,
    staleTime: 30_000,
  });
