import { queryOptions } from '@tanstack/react-query';
import {
  pintuanApi,
  type Paged,
  type PintuanDetailResult,
  type PintuanGoodsItem,
  type PintuanInfoAgain,
  type PintuanOrderItem,
  type PintuanSkuDetail,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import { pintuanKeys } from './pintuan.keys';

/** A page of pintuans (running first, then those about to start). */
export const fetchPintuanPage = (page: number, pageSize: number): Promise<Paged<PintuanGoodsItem>> =>
  api.call(pintuanApi.goodsPage, { page, page_size: pageSize }, { silent: true });

/** The first pintuans (running first), for home's DIY block. */
export const pintuanFirstQuery = (count: number) =>
  queryOptions({
    queryKey: [...pintuanKeys.page(), 'first', count],
    queryFn: async (): Promise<PintuanGoodsItem[]> => (await fetchPintuanPage(1, count)).list ?? [],
  });

/** A pintuan with its goods and shop. */
export const pintuanDetailQuery = (id: number) =>
  queryOptions({
    queryKey: pintuanKeys.detail(id),
    queryFn: ({ signal }): Promise<PintuanDetailResult> => api.call(pintuanApi.goodsDetail, { pintuan_id: id }, { signal, silent: true }),
  });

/** Another SKU of the pintuan, or `{type:'again', sku_id}` naming one that is in it. */
export const fetchPintuanInfo = (id: number, skuId: number): Promise<PintuanSkuDetail | PintuanInfoAgain> =>
  api.call(pintuanApi.goodsInfo, { pintuan_id: id, sku_id: skuId });

export const isPintuanAgain = (v: PintuanSkuDetail | PintuanInfoAgain | null | undefined): v is PintuanInfoAgain =>
  Boolean(v && (v as PintuanInfoAgain).type === 'again');

/** The groups forming of a goods. */
export const pintuanGroupsQuery = (goodsId: number) =>
  queryOptions({
    queryKey: pintuanKeys.groups(goodsId),
    queryFn: ({ signal }) => api.call(pintuanApi.groupLists, { goods_id: goodsId }, { signal, silent: true }),
  });

/** A page of the member's pintuan orders (`status` all / 2 / 3 / 1). */
export const fetchPintuanOrders = (status: 'all' | '1' | '2' | '3', page: number, pageSize: number): Promise<Paged<PintuanOrderItem>> =>
  api.call(pintuanApi.orderPage, { pintuan_status: status, page, page_size: pageSize }, { silent: true });

/** One of the member's pintuan orders with its group's seats (the share page). */
export const pintuanOrderQuery = (id: number) =>
  queryOptions({
    queryKey: pintuanKeys.order(id),
    queryFn: ({ signal }): Promise<PintuanOrderItem> => api.call(pintuanApi.orderDetail, { id }, { signal, silent: true }),
  });
