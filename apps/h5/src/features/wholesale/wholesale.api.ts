import { queryOptions } from '@tanstack/react-query';
import {
  wholesaleApi,
  type Paged,
  type WholesaleCartRow,
  type WholesaleDetailResult,
  type WholesaleGoodsItem,
  type WholesaleInfoAgain,
  type WholesaleSkuDetail,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import { wholesaleKeys } from './wholesale.keys';

/** A page of wholesale goods. */
export const fetchWholesalePage = (page: number, pageSize: number): Promise<Paged<WholesaleGoodsItem>> =>
  api.call(wholesaleApi.goodsPage, { page, page_size: pageSize }, { silent: true });

/** The first wholesale goods, for home's DIY block. */
export const wholesaleFirstQuery = (count: number) =>
  queryOptions({
    queryKey: [...wholesaleKeys.page(), 'first', count],
    queryFn: async (): Promise<WholesaleGoodsItem[]> => (await fetchWholesalePage(1, count)).list ?? [],
  });

/** A wholesale goods with its shop (opening on `skuId` when it is sold by wholesale). */
export const wholesaleDetailQuery = (goodsId: number, skuId?: number) =>
  queryOptions({
    queryKey: [...wholesaleKeys.detail(goodsId), skuId ?? 0],
    queryFn: ({ signal }): Promise<WholesaleDetailResult> =>
      api.call(wholesaleApi.goodsDetail, { goods_id: goodsId, ...(skuId ? { sku_id: skuId } : {}) }, { signal, silent: true }),
  });

/** Another SKU with its tiers, or `{type:'again', sku_id}` naming one that is sold by wholesale. */
export const fetchWholesaleInfo = (skuId: number): Promise<WholesaleSkuDetail | WholesaleInfoAgain> =>
  api.call(wholesaleApi.goodsInfo, { sku_id: skuId });

export const isAgain = (v: WholesaleSkuDetail | WholesaleInfoAgain | null | undefined): v is WholesaleInfoAgain =>
  Boolean(v && (v as WholesaleInfoAgain).type === 'again');

/** The member's wholesale cart rows. */
export const wholesaleCartQuery = () =>
  queryOptions({
    queryKey: wholesaleKeys.cart(),
    queryFn: ({ signal }): Promise<WholesaleCartRow[]> => api.call(wholesaleApi.cartLists, {}, { signal, silent: true }),
  });

/** The pieces in the member's wholesale cart (the badge of the wholesale pages). */
export const wholesaleCartCountQuery = () =>
  queryOptions({
    queryKey: wholesaleKeys.cartCount(),
    queryFn: ({ signal }): Promise<number> => api.call(wholesaleApi.cartCount, {}, { signal, silent: true }),
  });

export const addToWholesaleCart = (skuId: number, num: number): Promise<number> => api.call(wholesaleApi.cartAdd, { sku_id: skuId, num });
export const editWholesaleCart = (cartId: number, num: number): Promise<number> =>
  api.call(wholesaleApi.cartEdit, { cart_id: cartId, num });
export const deleteWholesaleCart = (cartIds: number[]): Promise<number> => api.call(wholesaleApi.cartDelete, { cart_id: cartIds });
