import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';

/** `/api/virtualgoods/lists` (reference §4.9): the member's virtual goods codes, newest first, paged. */
export const virtualGoodsListsParams = pageParams.extend({
  /** `all` (default), 0 not yet redeemed, 1 redeemed. */
  is_verify: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'all' : typeof v === 'number' ? String(v) : v),
    z.enum(['all', '0', '1']),
  ),
});
export type VirtualGoodsListsParams = z.infer<typeof virtualGoodsListsParams>;

/** One virtual goods code (the mall's `goods_virtual` row; `is_veirfy` is its spelling, `is_verify` the plain one). */
export interface VirtualGoodsItem {
  id: number;
  site_id: number;
  site_name: string;
  order_id: number;
  order_no: string;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  num: number;
  /** The code shown at the desk. */
  code: string;
  is_veirfy: 0 | 1;
  is_verify: 0 | 1;
  verify_time: number;
  create_time: number;
  /** 0 = never expires. */
  expire_time: number;
}

/** The member's virtual goods codes (reference §4.9). */
export const virtualGoodsApi = {
  lists: endpoint({
    path: '/api/virtualgoods/lists',
    access: 'member',
    params: virtualGoodsListsParams,
    response: returns<Paged<VirtualGoodsItem>>(),
    summary: "A page of the member's virtual goods codes, newest first, optionally only redeemed or not",
  }),
};
