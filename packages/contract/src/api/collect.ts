import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idListParam, idParam, optional, strParam } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';

/** Collections (`/api/goodscollect/*`), footprints (`/api/goodsbrowse/*`) and views (`/api/goods/modifyclicks`), reference §4.5. */

/** `/api/goodscollect/add`: collects the SKU's goods (the FE also sends display fields; the server uses its own). */
export const goodsCollectAddParams = z.object({
  sku_id: idParam(),
  goods_id: optional(idParam()),
  sku_name: optional(strParam(0, 255)),
  sku_price: optional(strParam(0, 32)),
  sku_image: optional(strParam(0, 255)),
});
export type GoodsCollectAddParams = z.infer<typeof goodsCollectAddParams>;

/** `/api/goodscollect/delete` and `/api/goodscollect/iscollect`. */
export const goodsCollectGoodsParams = z.object({
  goods_id: idParam(),
});
export type GoodsCollectGoodsParams = z.infer<typeof goodsCollectGoodsParams>;

export interface GoodsCollectItem {
  collect_id: number;
  member_id: number;
  goods_id: number;
  sku_id: number;
  site_id: number;
  site_name: string;
  goods_name: string;
  sku_name: string;
  /** The current price of the SKU ("12.00"). */
  sku_price: string;
  discount_price: string;
  sku_image: string;
  goods_image: string;
  /** 1 when the goods can still be bought (on shelf, approved, not deleted, shop open). */
  goods_state: number;
  stock: number;
  create_time: number;
}

/** `/api/goodsbrowse/add` and `/api/goods/modifyclicks`. */
export const goodsBrowseAddParams = z.object({
  sku_id: idParam(),
});
export type GoodsBrowseAddParams = z.infer<typeof goodsBrowseAddParams>;

/** `/api/goodsbrowse/delete`: `id` is a comma list of the member's own footprint ids. */
export const goodsBrowseDeleteParams = z.object({
  id: idListParam(200),
});
export type GoodsBrowseDeleteParams = z.infer<typeof goodsBrowseDeleteParams>;

export interface GoodsBrowseItem {
  id: number;
  browse_time: number;
  sku_id: number;
  goods_id: number;
  site_id: number;
  sku_name: string;
  sku_image: string;
  goods_name: string;
  goods_image: string;
  price: string;
  market_price: string;
  discount_price: string;
  sale_num: number;
  is_free_shipping: number;
  promotion_type: string;
  /** 1 when the goods can still be bought. */
  goods_state: number;
  stock: number;
}

/** Collections, footprints and views (reference §4.5). */
export const collectApi = {
  add: endpoint({
    path: '/api/goodscollect/add',
    access: 'member',
    params: goodsCollectAddParams,
    response: returns<number>(),
    write: true,
    summary: "Collect a SKU's goods; answers the collection id",
  }),
  delete: endpoint({
    path: '/api/goodscollect/delete',
    access: 'member',
    params: goodsCollectGoodsParams,
    response: returns<number>(),
    write: true,
    summary: 'Remove a goods from the collection',
  }),
  isCollect: endpoint({
    path: '/api/goodscollect/iscollect',
    access: 'member',
    params: goodsCollectGoodsParams,
    response: returns<0 | 1>(),
    write: true,
    summary: 'Whether the member collected a goods (1) or not (0)',
  }),
  page: endpoint({
    path: '/api/goodscollect/page',
    access: 'member',
    params: pageParams,
    response: returns<Paged<GoodsCollectItem>>(),
    write: true,
    summary: "One page of the member's collection",
  }),
  browseAdd: endpoint({
    path: '/api/goodsbrowse/add',
    access: 'member',
    params: goodsBrowseAddParams,
    response: returns<number>(),
    write: true,
    summary: 'Record a footprint of a SKU',
  }),
  browseDelete: endpoint({
    path: '/api/goodsbrowse/delete',
    access: 'member',
    params: goodsBrowseDeleteParams,
    response: returns<number>(),
    write: true,
    summary: "Delete some of the member's footprints",
  }),
  browsePage: endpoint({
    path: '/api/goodsbrowse/page',
    access: 'member',
    params: pageParams,
    response: returns<Paged<GoodsBrowseItem>>(),
    write: true,
    summary: "One page of the member's footprints",
  }),
  modifyClicks: endpoint({
    path: '/api/goods/modifyclicks',
    access: 'visitor',
    params: goodsBrowseAddParams,
    response: returns<number>(),
    write: true,
    summary: "Count a view of a SKU's goods",
  }),
};
