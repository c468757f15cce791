import { manjianApi, bundlingApi, collectApi, evaluateApi, posterApi, shopApi } from '@mall/contract';
import { api } from '../../shared/lib/api';

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
  poster: (skuId: number) => ['detail', 'poster', skuId] as const,
  collections: () => ['collect', 'page'] as const,
  footprints: () => ['collect', 'footprints'] as const,
};

export const fetchEvaluateFirst = (goodsId: number) => api.call(evaluateApi.firstInfo, { goods_id: goodsId }, { silent: true });
export const fetchEvaluateConfig = () => api.call(evaluateApi.config, {}, { silent: true });
export const fetchEvaluatePage = (goodsId: number, page: number, pageSize: number) =>
  api.call(evaluateApi.page, { goods_id: goodsId, page, page_size: pageSize });

export const fetchManjian = (goodsId: number) => api.call(manjianApi.info, { goods_id: goodsId }, { silent: true });
export const fetchBundling = (skuId: number) => api.call(bundlingApi.lists, { sku_id: skuId }, { silent: true });

export const fetchIsCollect = (goodsId: number) => api.call(collectApi.isCollect, { goods_id: goodsId }, { silent: true });
export const addCollect = (skuId: number, goodsId: number) => api.call(collectApi.add, { sku_id: skuId, goods_id: goodsId });
export const deleteCollect = (goodsId: number) => api.call(collectApi.delete, { goods_id: goodsId });
export const fetchCollections = (page: number, pageSize: number) => api.call(collectApi.page, { page, page_size: pageSize });

export const addFootprint = (skuId: number) => api.call(collectApi.browseAdd, { sku_id: skuId }, { silent: true });
export const deleteFootprints = (ids: number[]) => api.call(collectApi.browseDelete, { id: ids });
export const fetchFootprints = (page: number, pageSize: number) => api.call(collectApi.browsePage, { page, page_size: pageSize });
export const addClick = (skuId: number) => api.call(collectApi.modifyClicks, { sku_id: skuId }, { silent: true });

export const fetchIsFollow = (siteId: number) => api.call(shopApi.isSubscribed, { site_id: siteId }, { silent: true });
export const followShop = (siteId: number) => api.call(shopApi.follow, { site_id: siteId });
export const unfollowShop = (siteId: number) => api.call(shopApi.unfollow, { site_id: siteId });

export const fetchAftersale = () => api.call(posterApi.aftersale, {}, { silent: true });
export const fetchServicer = () => api.call(posterApi.servicer, {}, { silent: true });
export const fetchPoster = (skuId: number) =>
  api.call(posterApi.goods, { page: '/pages/goods/detail/detail', qrcode_param: JSON.stringify({ sku_id: skuId }) });
