import { queryOptions } from '@tanstack/react-query';
import type {
  DiyView,
  Lang,
  GoodsSkuListItem,
  Paged,
  ShopCategoryItem,
  ShopGoodsCategoryNode,
  ShopInfo,
  ShopStreetItem,
} from '@mall/contract';
import { http } from '../../shared/lib/request';
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
    queryFn: ({ signal }) => http.get<ShopInfo>('/api/shop/info', { site_id: siteId }, { signal, silent: true }),
  });

/** 0/1; only asked when logged in. */
export const followQuery = (siteId: number) =>
  queryOptions({
    queryKey: shopKeys.follow(siteId),
    queryFn: ({ signal }) => http.post<number>('/api/shopmember/issubscribe', { site_id: siteId }, { signal, silent: true }),
  });

export const followShop = (siteId: number) => http.post<number>('/api/shopmember/add', { site_id: siteId });
export const unfollowShop = (siteId: number) => http.post<number>('/api/shopmember/delete', { site_id: siteId });

export interface StreetFilter {
  keyword?: string;
  order?: 'shop_sales' | 'shop_desccredit';
  sort?: 'asc' | 'desc';
  category_id?: number;
  lat?: number;
  lng?: number;
}

export const fetchStreet = (filter: StreetFilter, page: number, pageSize: number) =>
  http.get<Paged<ShopStreetItem>>('/api/shop/page', { ...filter, page, page_size: pageSize });

export const shopCategoriesQuery = () =>
  queryOptions({
    queryKey: shopKeys.categories(),
    queryFn: async ({ signal }) => (await http.get<Paged<ShopCategoryItem>>('/api/shopcategory/page', { page_size: 0 }, { signal })).list,
    staleTime: 5 * 60_000,
  });

export const shopTreeQuery = (siteId: number) =>
  queryOptions({
    queryKey: shopKeys.tree(siteId),
    queryFn: async ({ signal }) => {
      const tree = await http.get<ShopGoodsCategoryNode[] | null>('/api/shopgoodscategory/tree', { site_id: siteId, level: 2 }, { signal });
      return Array.isArray(tree) ? tree : [];
    },
  });

export const DIY_VIEW_SHOP_INDEX = 'DIY_VIEW_SHOP_INDEX';

/** The server answers the shop's DIY texts in the request's language, so the page is cached per language. */
export const shopDiyQuery = (siteId: number, lang: Lang = useAppState.getState().lang) =>
  queryOptions({
    queryKey: shopKeys.diy(siteId, lang),
    queryFn: ({ signal }) => http.get<DiyView | null>('/api/diyview/info', { name: DIY_VIEW_SHOP_INDEX, site_id: siteId }, { signal }),
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
  return http.get<Paged<GoodsSkuListItem>>('/api/goodssku/page', params);
};
