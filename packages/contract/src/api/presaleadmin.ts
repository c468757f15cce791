import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { flagParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import { yuanParam } from './goods';
import type { PresaleFields, PresaleOrder } from './presale';
import { activitySkuListParam } from './promotion';

/** Presales as the operator runs them (x-admin-key): activities with their SKUs, bookings and deposit refunds. */

export const presaleGoodsInput = z.object({
  sku_id: idParam(),
  presale_price: yuanParam(),
  presale_deposit: yuanParam(),
  stock: intParam(0, 10_000_000),
});

export const presaleAddParams = z.object({
  goods_id: idParam(),
  presale_name: optional(strParam(1, 64)),
  start_time: intParam(0, 4_102_444_800),
  end_time: intParam(1, 4_102_444_800),
  pay_start_time: intParam(0, 4_102_444_800),
  pay_end_time: intParam(1, 4_102_444_800),
  deliver_type: withDefault(intParam(0, 1), 0),
  /** A date (Unix seconds) for type 0, days for type 1. */
  deliver_time: intParam(0, 4_102_444_800),
  is_deposit_back: withDefault(flagParam(), 0),
  max_buy: withDefault(intParam(0, 9999), 0),
  sku_list: activitySkuListParam(presaleGoodsInput),
  remark: optional(strParam(0, 255)),
});
export type PresaleAddParams = z.infer<typeof presaleAddParams>;
export const presaleEditParams = presaleAddParams.omit({ goods_id: true }).extend({ presale_id: idParam() });
export type PresaleEditParams = z.infer<typeof presaleEditParams>;
export const presaleCloseParams = z.object({ presale_id: idParam() });
export const presaleAdminListParams = pageParams.extend({ status: optional(intParam(0, 2)), site_id: optional(idParam()) });
export type PresaleAdminListParams = z.infer<typeof presaleAdminListParams>;
export const presaleAdminOrdersParams = pageParams.extend({
  presale_id: optional(idParam()),
  order_status: optional(intParam(-1, 2)),
  refund_status: optional(intParam(-1, 2)),
});
export type PresaleAdminOrdersParams = z.infer<typeof presaleAdminOrdersParams>;
export const presaleRefundDecideParams = z.object({ order_id: idParam(), refuse_reason: optional(strParam(0, 255)) });

export interface PresaleAdminSku {
  sku_id: number;
  sku_name: string;
  presale_price: string;
  presale_deposit: string;
  price: string;
  stock: number;
  sale_num: number;
}

export interface PresaleAdminActivity extends Omit<PresaleFields, 'stock' | 'sale_num' | 'presale_price' | 'presale_deposit'> {
  site_id: number;
  goods_id: number;
  is_closed: 0 | 1;
  remark: string;
  create_time: number;
  sku_list: PresaleAdminSku[];
}

/** Presale for the operator (x-admin-key). */
export const presaleAdminApi = {
  lists: endpoint({
    path: '/admin/api/presale/lists',
    access: 'operator',
    params: presaleAdminListParams,
    response: returns<Paged<PresaleAdminActivity>>(),
    summary: 'A page of presales with their SKUs',
  }),
  add: endpoint({
    path: '/admin/api/presale/add',
    access: 'operator',
    params: presaleAddParams,
    response: returns<PresaleAdminActivity>(),
    write: true,
    summary: 'Add a presale of one goods: deposit and final windows, delivery promise, SKUs',
  }),
  edit: endpoint({
    path: '/admin/api/presale/edit',
    access: 'operator',
    params: presaleEditParams,
    response: returns<PresaleAdminActivity>(),
    write: true,
    summary: 'Change a presale that is not closed',
  }),
  close: endpoint({
    path: '/admin/api/presale/close',
    access: 'operator',
    params: presaleCloseParams,
    response: returns<PresaleAdminActivity>(),
    write: true,
    summary: 'Close a presale (no more bookings; booked orders go on)',
  }),
  orders: endpoint({
    path: '/admin/api/presale/orders',
    access: 'operator',
    params: presaleAdminOrdersParams,
    response: returns<Paged<PresaleOrder>>(),
    summary: 'A page of presale orders',
  }),
  refundAgree: endpoint({
    path: '/admin/api/presale/refundAgree',
    access: 'operator',
    params: presaleRefundDecideParams,
    response: returns<PresaleOrder>(),
    write: true,
    summary: 'Approve a deposit refund: the deposit goes back by its route and the order closes',
  }),
  refundRefuse: endpoint({
    path: '/admin/api/presale/refundRefuse',
    access: 'operator',
    params: presaleRefundDecideParams,
    response: returns<PresaleOrder>(),
    write: true,
    summary: 'Refuse a deposit refund request',
  }),
};
