import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idParam } from '../core/fields';

/** Combos 组合套餐 (addon `bundling`, reference §4.18): read side. */

/** A combo's `status`: only one that is on is offered. */
export const BUNDLING_STATUS = { OFF: 0, ON: 1 } as const;

export const bundlingListsParams = z.object({
  sku_id: idParam(),
});
export type BundlingListsParams = z.infer<typeof bundlingListsParams>;

export interface BundlingGoods {
  sku_id: number;
  goods_id: number;
  sku_name: string;
  /** Original price. */
  price: string;
  /** Price of the item inside the combo. */
  promotion_price: string;
  sku_image: string;
  stock: number;
  unit: string;
  goods_state: number;
  verify_state: number;
}

/** One combo of `/bundling/api/bundling/lists`. */
export interface BundlingItem {
  bl_id: number;
  bl_name: string;
  site_id: number;
  /** Combo price. */
  bl_price: string;
  /** Sum of the original prices. */
  goods_money: string;
  /** 1 seller pays shipping, 2 buyer pays. */
  shipping_fee_type: number;
  status: number;
  bundling_goods: BundlingGoods[];
}

/** Combos, read side (reference §4.18). */
export const bundlingApi = {
  lists: endpoint({
    path: '/bundling/api/bundling/lists',
    access: 'visitor',
    params: bundlingListsParams,
    response: returns<BundlingItem[]>(),
    summary: 'The combos a SKU is part of',
  }),
};
