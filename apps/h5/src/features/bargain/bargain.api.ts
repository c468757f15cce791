import { queryOptions } from '@tanstack/react-query';
import {
  bargainApi,
  type BargainCutResult,
  type BargainDetailResult,
  type BargainGoodsItem,
  type BargainInfoAgain,
  type BargainLaunch,
  type BargainLaunchInfo,
  type BargainRecord,
  type BargainSkuDetail,
  type Paged,
} from '@mall/contract';
import { api } from '../../shared/lib/api';
import { bargainKeys } from './bargain.keys';

/** A page of bargains (running first, then those about to start). */
export const fetchBargainPage = (page: number, pageSize: number): Promise<Paged<BargainGoodsItem>> =>
  api.call(bargainApi.goodsPage, { page, page_size: pageSize }, { silent: true });

/** The first bargains (running first), for home's DIY block. */
export const bargainFirstQuery = (count: number) =>
  queryOptions({
    queryKey: [...bargainKeys.page(), 'first', count],
    queryFn: async (): Promise<BargainGoodsItem[]> => (await fetchBargainPage(1, count)).list ?? [],
  });

/** A bargain with its goods, shop and the member's launch in progress. */
export const bargainDetailQuery = (id: number, token: string) =>
  queryOptions({
    queryKey: [...bargainKeys.detail(id), token ? 'member' : 'visitor'],
    queryFn: ({ signal }): Promise<BargainDetailResult> => api.call(bargainApi.goodsDetail, { bargain_id: id }, { signal, silent: true }),
  });

/** Another SKU of the bargain, or `{type:'again', sku_id}` naming one that is in it. */
export const fetchBargainInfo = (id: number, skuId: number): Promise<BargainSkuDetail | BargainInfoAgain> =>
  api.call(bargainApi.goodsInfo, { bargain_id: id, sku_id: skuId });

export const isBargainAgain = (v: BargainSkuDetail | BargainInfoAgain | null | undefined): v is BargainInfoAgain =>
  Boolean(v && (v as BargainInfoAgain).type === 'again');

/** A launch as its page shows it (whether it is mine, whether I helped). */
export const launchInfoQuery = (id: number) =>
  queryOptions({
    queryKey: bargainKeys.launch(id),
    queryFn: ({ signal }): Promise<BargainLaunchInfo> => api.call(bargainApi.info, { id }, { signal, silent: true }),
  });

/** The helpers of a launch. */
export const fetchLaunchRecords = (id: number, page: number, pageSize: number): Promise<Paged<BargainRecord>> =>
  api.call(bargainApi.record, { id, page, page_size: pageSize }, { silent: true });

/** The member's launches of a status ('' all). */
export const fetchMyLaunches = (status: string, page: number, pageSize: number): Promise<Paged<BargainLaunch>> =>
  api.call(bargainApi.launchPage, { page, page_size: pageSize, ...(status === '' ? {} : { status: Number(status) }) }, { silent: true });

/** Launches a bargain of a bargain SKU row → the launch id (the server's refusal is shown as a toast). */
export const launchBargain = (rowId: number): Promise<number> => api.call(bargainApi.launch, { id: rowId });

/** Helps cut a launch once. */
export const helpCut = (launchId: number): Promise<BargainCutResult> => api.call(bargainApi.bargain, { id: launchId });
