import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { idParam, intParam, optional, strParam } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import { yuanParam } from './goods';
import { activitySkuListParam, PROMOTION_STATUS } from './promotion';

/**
 * Limited-time discount 限时折扣 (addon `discount`, reference §4.18 and §4.5 price fields). Shoppers have no
 * endpoint of their own: while an activity runs its SKUs carry the discount in `discount_price` with
 * `promotion_type = 'discount'` and the window in `start_time` / `end_time` (SKU detail and lists), and the cart
 * and the normal checkout charge it. Status: 0 未开始, 1 进行中, 2 已结束, -1 已关闭.
 */
export const DISCOUNT_STATUS = PROMOTION_STATUS;

/** `promotion_type` of a SKU under a running discount. */
export const DISCOUNT_PROMOTION_TYPE = 'discount';

/** A rate in 折 (8.5 = 85 % of the price), 0.01 … 9.99, two decimals at most. */
const discountRateParam = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number()
      .gt(0)
      .lt(10)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'at most two decimals'),
  );

/** One SKU of a discount as the operator sends it: the discount price in yuan, or a rate in 折. */
export const discountGoodsInput = z
  .object({
    sku_id: idParam(),
    discount_price: optional(yuanParam()),
    discount: optional(discountRateParam()),
  })
  .refine((g) => (g.discount_price === undefined) !== (g.discount === undefined), {
    message: 'either discount_price or discount',
  });
export type DiscountGoodsInput = z.infer<typeof discountGoodsInput>;

/** `goods`: a JSON string (or array) of SKUs, 1 to 100. */
const discountGoodsParam = activitySkuListParam(discountGoodsInput);

export const discountAddParams = z.object({
  site_id: idParam(),
  discount_name: strParam(1, 64),
  start_time: intParam(0, 4_102_444_800),
  end_time: intParam(1, 4_102_444_800),
  goods: discountGoodsParam,
  remark: optional(strParam(0, 255)),
});
export type DiscountAddParams = z.infer<typeof discountAddParams>;
/** The shop of an activity does not change. */
export const discountEditParams = discountAddParams.omit({ site_id: true }).extend({ discount_id: idParam() });
export type DiscountEditParams = z.infer<typeof discountEditParams>;
export const discountCloseParams = z.object({ discount_id: idParam() });
export const discountAdminListParams = pageParams.extend({
  status: optional(intParam(-1, 2)),
  site_id: optional(idParam()),
});
export type DiscountAdminListParams = z.infer<typeof discountAdminListParams>;

export interface DiscountAdminSku {
  /** The activity SKU row. */
  id: number;
  goods_id: number;
  sku_id: number;
  sku_name: string;
  /** The SKU's own sale price. */
  price: string;
  discount_price: string;
  /** The rate in 折 the discount price makes of the price ("8.50"). */
  discount: string;
}

export interface DiscountAdminActivity {
  discount_id: number;
  site_id: number;
  discount_name: string;
  start_time: number;
  end_time: number;
  status: number;
  remark: string;
  create_time: number;
  goods: DiscountAdminSku[];
}

/** Limited discount for the operator (x-admin-key). */
export const discountAdminApi = {
  lists: endpoint({
    path: '/admin/api/discount/lists',
    access: 'operator',
    params: discountAdminListParams,
    response: returns<Paged<DiscountAdminActivity>>(),
    summary: 'A page of limited-time discounts with their SKUs',
  }),
  add: endpoint({
    path: '/admin/api/discount/add',
    access: 'operator',
    params: discountAddParams,
    response: returns<DiscountAdminActivity>(),
    write: true,
    summary: 'Add a limited-time discount (per SKU a discount price in yuan or a rate in 折); one running discount per SKU',
  }),
  edit: endpoint({
    path: '/admin/api/discount/edit',
    access: 'operator',
    params: discountEditParams,
    response: returns<DiscountAdminActivity>(),
    write: true,
    summary: 'Change a discount that is not closed; a running one shows the change at once',
  }),
  close: endpoint({
    path: '/admin/api/discount/close',
    access: 'operator',
    params: discountCloseParams,
    response: returns<DiscountAdminActivity>(),
    write: true,
    summary: 'Close a discount; its SKUs go back to their price at once',
  }),
};
