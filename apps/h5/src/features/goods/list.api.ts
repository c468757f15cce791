import { queryOptions } from '@tanstack/react-query';
import { diyApi, goodsApi, type GoodsBrandItem, type GoodsCategoryRelevance, type GoodsSkuListItem, type Paged } from '@mall/contract';
import { api } from '../../shared/lib/api';
import { compactParams } from './model/listing';

/** Goods list filters, brands and the category page's light SKU (reference §4.5). */
export type ListParams = Record<string, string | number | undefined>;

export const listKeys = {
  page: (params: ListParams) => ['goods', 'skuPage', compactParams(params)] as const,
  relevance: (categoryId: number) => ['goods', 'relevance', categoryId] as const,
  brands: (siteId: number) => ['goods', 'brands', siteId] as const,
  categoryInfo: (skuId: number) => ['goods', 'forCategory', skuId] as const,
  categoryLayout: ['goods', 'categoryLayout'] as const,
};

export const fetchGoodsPage = (params: ListParams, page: number, pageSize: number): Promise<Paged<GoodsSkuListItem>> =>
  api.call(goodsApi.skuPage, { ...compactParams(params), page, page_size: pageSize });

/** Filters of a category (brands, attributes); without a category, the platform's brands only. */
export const relevanceQuery = (categoryId: number | undefined) =>
  queryOptions({
    queryKey: listKeys.relevance(categoryId ?? 0),
    queryFn: async ({ signal }): Promise<GoodsCategoryRelevance> => {
      if (categoryId) {
        const r = await api.call(goodsApi.categoryRelevance, { category_id: categoryId }, { signal, silent: true });
        return {
          brand_list: r?.brand_list ?? [],
          attribute_list: r?.attribute_list ?? [],
          brand_initial_list: r?.brand_initial_list ?? [],
        };
      }
      const brands = await api.call(goodsApi.brandPage, { page: 1, page_size: 100 }, { signal, silent: true });
      return { brand_list: brands?.list ?? [], attribute_list: [], brand_initial_list: [] };
    },
    staleTime: 5 * 60_000,
  });

export const fetchBrandPage = (page: number, pageSize: number): Promise<Paged<GoodsBrandItem>> =>
  api.call(goodsApi.brandPage, { page, page_size: pageSize, site_id: 0 });

export const skuForCategoryQuery = (skuId: number) =>
  queryOptions({
    queryKey: listKeys.categoryInfo(skuId),
    queryFn: ({ signal }) => api.call(goodsApi.skuForCategory, { sku_id: skuId }, { signal }),
    enabled: skuId > 0,
    staleTime: 30_000,
  });

/** Depth of the category page from the operator's DIY_VIEW_GOODS_CATEGORY page (GoodsCategory block `level`), default 3. */
export const categoryLayoutQuery = () =>
  queryOptions({
    queryKey: listKeys.categoryLayout,
    queryFn: ({ signal }) => api.call(diyApi.viewInfo, { name: 'DIY_VIEW_GOODS_CATEGORY' }, { signal, silent: true }),
    select: (view): { level: 1 | 2 | 3 } => {
      const raw = view?.value as unknown;
      const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
      const blocks = (value as { value?: unknown } | null)?.value;
      const block = Array.isArray(blocks)
        ? (blocks as { controller?: string; level?: unknown }[]).find((b) => b?.controller === 'GoodsCategory')
        : undefined;
      const level = Number(block?.level);
      return { level: level === 1 || level === 2 ? level : 3 };
    },
    staleTime: 5 * 60_000,
  });
