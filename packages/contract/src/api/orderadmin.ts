import { z } from 'zod';
import { idListParam, idParam, intParam, optional, strParam, withDefault } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';
import { orderIdParams, type OrderActionResult, type OrderDetail, type OrderInfo } from './order';
import { orderTraceEntry } from './orderpackage';

/** The operator's side of orders (header x-admin-key): every member's orders, shipping and parcel traces. */

/** JSON string or array of trace entries. */
const traceListParam = z.preprocess((v) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return Symbol('invalid json');
  }
}, z.array(orderTraceEntry).max(100).optional());

/**
 * `/admin/api/order/delivery`: ship chosen lines of a paid express order as one parcel. `delivery_type` 1 =
 * by an express company (company and number required), 0 = no logistics needed. When every line is shipped
 * the order moves 1 → 3 and its auto-receive time starts.
 */
export const orderAdminDeliveryParams = z
  .object({
    order_id: idParam(),
    order_goods_ids: idListParam(200),
    delivery_type: withDefault(intParam(0, 1), 1),
    package_name: optional(strParam(1, 64)),
    express_company_name: optional(strParam(1, 64)),
    delivery_no: optional(strParam(1, 64)),
    trace: traceListParam,
  })
  .refine((p) => p.delivery_type === 0 || (p.express_company_name !== undefined && p.delivery_no !== undefined), {
    message: 'express_company_name and delivery_no are required for delivery_type 1',
    path: ['delivery_no'],
  });
export type OrderAdminDeliveryParams = z.infer<typeof orderAdminDeliveryParams>;

/** `/admin/api/order/trace`: append entries to a parcel's trace (status: see §5 logistics trace status). */
export const orderAdminTraceParams = z.object({
  package_id: idParam(),
  status: optional(intParam(0, 300)),
  trace: traceListParam,
});
export type OrderAdminTraceParams = z.infer<typeof orderAdminTraceParams>;

/** `/admin/api/order/localdelivery`: a paid local-delivery order starts delivering (1 → 3). */
export const orderAdminLocalParams = z.object({
  order_id: idParam(),
  deliverer: optional(strParam(1, 64)),
  deliverer_mobile: optional(strParam(1, 20)),
});
export type OrderAdminLocalParams = z.infer<typeof orderAdminLocalParams>;

/** `/admin/api/order/lists`: all members' orders, optionally one status or member. */
export const orderAdminListParams = pageParams.extend({
  order_status: optional(intParam(-1, 10)),
  member_id: optional(idParam()),
});
export type OrderAdminListParams = z.infer<typeof orderAdminListParams>;

// ---------------------------------------------------------------- responses

/** `/admin/api/order/delivery` → the parcel id and the order's status after shipping. */
export interface OrderAdminDeliveryResult {
  package_id: number;
  order_status: number;
}

// ---------------------------------------------------------------- endpoints

/** The operator's order API (header x-admin-key): every member's orders, shipping and traces. */
export const orderAdminApi = {
  lists: endpoint({
    path: '/admin/api/order/lists',
    access: 'operator',
    params: orderAdminListParams,
    response: returns<Paged<OrderInfo>>(),
    summary: "A page of all members' orders, newest first, optionally of one status or member",
  }),
  detail: endpoint({
    path: '/admin/api/order/detail',
    access: 'operator',
    params: orderIdParams,
    response: returns<OrderDetail>(),
    summary: 'The detail of any order',
  }),
  delivery: endpoint({
    path: '/admin/api/order/delivery',
    access: 'operator',
    params: orderAdminDeliveryParams,
    response: returns<OrderAdminDeliveryResult>(),
    write: true,
    summary: 'Ship chosen lines of a paid express order as one parcel',
  }),
  localdelivery: endpoint({
    path: '/admin/api/order/localdelivery',
    access: 'operator',
    params: orderAdminLocalParams,
    response: returns<OrderAdminDeliveryResult>(),
    write: true,
    summary: 'Start delivering a paid local-delivery order',
  }),
  trace: endpoint({
    path: '/admin/api/order/trace',
    access: 'operator',
    params: orderAdminTraceParams,
    response: returns<OrderActionResult>(),
    write: true,
    summary: "Append entries to a parcel's logistics trace and set its status",
  }),
  takedelivery: endpoint({
    path: '/admin/api/order/takedelivery',
    access: 'operator',
    params: orderIdParams,
    response: returns<OrderActionResult>(),
    write: true,
    summary: 'Confirm as the shop that a shipped or pickup order reached the buyer',
  }),
};
