import type {
  AftersaleDoc,
  BundlingItem,
  GoodsBrowseItem,
  GoodsCollectItem,
  GoodsEvaluateConfig,
  GoodsEvaluateItem,
  ManjianInfo,
  Paged,
  PosterResult,
  ServicerConfig,
} from '@mall/contract';
import { http } from '../../shared/lib/request';

/** Calls of the goods detail page beyond the SKU itself (reference §4.5, §4.6, §4.18). */

export const detailKeys = {
  evaluateFirst: (goodsId: number) => ['detail', 'evaluateFirst', goodsId] as const,
  evaluateConfig: () => ['detail', 'evaluateConfig'] as const,
  evaluatePage: (goodsId: number) => ['detail', 'evaluatePage', goodsId] as const,
  manjian: (goodsId: number) => ['detail', 'manjian', goodsId] as const,
  bundling: (skuId: number) => ['detail', 'bundling', skuId] as const,
  isCollect: (goodsId: number) => ['detail', 'isCollect', goodsId] as const,
  follow: (siteId: number) => ['detail', 'follow', siteId] as const,
  aftersale: () => ['detail', 'aftersale'] as const,
  servicer: () => ['detail', 'servicer'] as const,
  poster: (skuId: number, member: string) => ['detail', 'poster', skuId, member] as const,
  collections: () => ['collect', 'page'] as const,
  footprints: () => ['collect', 'footprints'] as const,
};

export const fetchEvaluateFirst = (goodsId: number) =>
  http.get<GoodsEvaluateItem | null>('/api/goodsevaluate/firstinfo', { goods_id: goodsId }, { silent: true });
export const fetchEvaluateConfig = () => http.get<GoodsEvaluateConfig>('/api/goodsevaluate/config', {}, { silent: true });
export const fetchEvaluatePage = (goodsId: number, page: number, pageSize: number) =>
  http.get<Paged<GoodsEvaluateItem>>('/api/goodsevaluate/page', { goods_id: goodsId, page, page_size: pageSize });

export const fetchManjian = (goodsId: number) =>
  http.get<ManjianInfo | null>('/manjian/api/manjian/info', { goods_id: goodsId }, { silent: true });
export const fetchBundling = (skuId: number) =>
  http.get<BundlingItem[]>('/bundling/api/bundling/lists', { sku_id: skuId }, { silent: true });

export const fetchIsCollect = (goodsId: number) => http.post<number>('/api/goodscollect/iscollect', { goods_id: goodsId }, { silent: true });
export const addCollect = (skuId: number, goodsId: number) => http.post<number>('/api/goodscollect/add', { sku_id: skuId, goods_id: goodsId });
export const deleteCollect = (goodsId: number) => http.post<number>('/api/goodscollect/delete', { goods_id: goodsId });
export const fetchCollections = (page: number, pageSize: number) =>
  http.post<Paged<GoodsCollectItem>>('/api/goodscollect/page', { page, page_size: pageSize });

export const addFootprint = (skuId: number) => http.post<number>('/api/goodsbrowse/add', { sku_id: skuId }, { silent: true });
export const deleteFootprints = (ids: number[]) => http.post<number>('/api/goodsbrowse/delete', { id: ids.join(',') });
export const fetchFootprints = (page: number, pageSize: number) =>
  http.post<Paged<GoodsBrowseItem>>('/api/goodsbrowse/page', { page, page_size: pageSize });
export const addClick = (skuId: number) => http.post<number>('/api/goods/modifyclicks', { sku_id: skuId }, { silent: true });

export const fetchIsFollow = (siteId: number) => http.post<number>('/api/shopmember/issubscribe', { site_id: siteId }, { silent: true });
export const followShop = (siteId: number) => http.post<unknown>('/api/shopmember/add', { site_id: siteId });
export const unfollowShop = (siteId: number) => http.post<unknown>('/api/shopmember/delete', { site_id: siteId });

export const fetchAftersale = () => http.get<AftersaleDoc>('/api/goods/aftersale', {}, { silent: true });
export const fetchServicer = () => http.get<ServicerConfig>('/api/config/servicer', {}, { silent: true });
export const fetchPoster = (skuId: number) =>
  http.post<PosterResult>('/api/goods/poster', { page: '/pages/goods/detail/detail', qrcode_param: JSON.stringify({ sku_id: skuId }) });
