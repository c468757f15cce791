import { queryOptions } from '@tanstack/react-query';
import { diyApi, goodsApi, shopApi, type Lang } from '@mall/contract';
import { api } from '../../shared/lib/api';
import { useAppState } from '../../shared/state/app';

/** Shop endpoints (reference §4.6) and the shop's DIY home page (§4.1). */

export const shopKeys = {
  all: ['shop'] as const,
  info: (siteId: number) => ['shop', 'info', siteId] as const,
  follow: (siteId: number) => ['shop', 'follow', siteId] as const,
  street: (filter: StreetFilter) => ['shop', 'street', filter] as const,
  categories: () => ['shop', 'categories'] as const,
  tree: (siteId: number) => ['shop', 'tree', siteId] as const,
  diy: (siteId: number, lang: Lang = useAppState.getState().lang) => ['shop', 'diy', siteId, lang] as const,
  goods: (filter: ShopGoodsFilter) => ['shop', 'goods', filter] as const,
};

export const shopInfoQuery = (siteId: number) =>
  queryOptions({
    queryKey: shopKeys.info(siteId),
    queryFn: ({ signal }) => api.call(shopApi.info, { site_id: siteId }, { signal, silent: true }),
  });

/** 0/1; only asked when logged in. */
export const followQuery = (siteId: number) =>
  queryOptions({
    queryKey: shopKeys.follow(siteId),
    queryFn: ({ signal }) => api.call(shopApi.isSubscribed, { site_id: siteId }, { signal, silent: true }),
  });

export const followShop = (siteId: number) => api.call(shopApi.follow, { site_id: siteId });
export const unfollowShop = (siteId: number) => api.call(shopApi.unfollow, { site_id: siteId });

export interface StreetFilter {
  keyword?: string;
  order?: 'shop_sales' | 'shop_desccredit';
  sort?: 'asc' | 'desc';
  category_id?: number;
  lat?: number;
  lng?: number;
}

export const fetchStreet = (filter: StreetFilter, page: number, pageSize: number) =>
  api.call(shopApi.page, { ...filter, page, page_size: pageSize });

export const shopCategoriesQuery = () =>
  queryOptions({
    queryKey: shopKeys.categories(),
    queryFn: async ({ signal }) => (await api.call(shopApi.categoryPage, { page_size: 0 }, { signal })).list,
    staleTime: 5 * 60_000,
  });

export const shopTreeQuery = (siteId: number) =>
  queryOptions({
    queryKey: shopKeys.tree(siteId),
    queryFn: async ({ signal }) => {
      const tree = await api.call(shopApi.goodsCategoryTree, { site_id: siteId, level: 2 }, { signal });
      return Array.isArray(tree) ? tree : [];
    },
  });

export const DIY_VIEW_SHOP_INDEX = 'DIY_VIEW_SHOP_INDEX';

/** The server answers the shop's DIY texts in the request's language, so the page is cached per language. */
export const shopDiyQuery = (siteId: number, lang: Lang = useAppState.getState().lang) =>
  queryOptions({
    queryKey: shopKeys.diy(siteId, lang),
    queryFn: ({ signal }) => api.call(diyApi.viewInfo, { name: DIY_VIEW_SHOP_INDEX, site_id: siteId }, { signal }),
  });

export interface ShopGoodsFilter {
  site_id: number;
  keyword?: string;
  shop_category_id?: number;
  order?: string;
  sort?: 'asc' | 'desc';
}

export const fetchShopGoods = (filter: ShopGoodsFilter, page: number, pageSize: number) => {
  const params: Record<string, unknown> = { page, page_size: pageSize };
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '' && v !== 0) params[k] = v;
  return api.call(goodsApi.skuPage, params);
};
