import { queryOptions } from '@tanstack/react-query';
import {
  groupbuyApi,
  type GroupbuyDetailResult,
  type GroupbuyGoodsItem,
  type GroupbuyInfoAgain,
  type GroupbuySkuDetail,
  type Paged,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import { groupbuyKeys } from './groupbuy.keys';

/** A page of groupbuys (running first, then those about to start). */
export const fetchGroupbuyPage = (page: number, pageSize: number, goodsIds?: string): Promise<Paged<GroupbuyGoodsItem>> =>
  api.call(groupbuyApi.goodsPage, { page, page_size: pageSize, ...(goodsIds ? { goods_id_arr: goodsIds } : {}) }, { silent: true });

/** The first groupbuys (the home block), or those of the goods it picked. */
export const groupbuyFirstQuery = (count: number, goodsIds?: string) =>
  queryOptions({
    queryKey: [...groupbuyKeys.page(), 'first', count, goodsIds ?? ''],
    queryFn: async () => (await fetchGroupbuyPage(1, count, goodsIds)).list ?? [],
  });

/** A groupbuy with its goods and shop. */
export const groupbuyDetailQuery = (id: number) =>
  queryOptions({
    queryKey: groupbuyKeys.detail(id),
    queryFn: ({ signal }): Promise<GroupbuyDetailResult> =>
      api.call(groupbuyApi.goodsDetail, { groupbuy_id: id }, { signal, silent: true }),
  });

/** Another SKU of the groupbuy, or `{type:'again', sku_id}` naming one that is in it. */
export const fetchGroupbuyInfo = (id: number, skuId: number): Promise<GroupbuySkuDetail | GroupbuyInfoAgain> =>
  api.call(groupbuyApi.goodsInfo, { groupbuy_id: id, sku_id: skuId });

export const isAgain = (v: GroupbuySkuDetail | GroupbuyInfoAgain | null | undefined): v is GroupbuyInfoAgain =>
  Boolean(v && (v as GroupbuyInfoAgain).type === 'again');

