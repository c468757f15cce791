import { z } from 'zod';
import { strParam } from '../core/fields';

/** An order's parcels and their logistics traces (`/api/order/package`, the operator's ship and trace calls). */

/** A parcel's `delivery_type`: no logistics needed (e.g. a local deliverer), sent by an express company. */
export const PACKAGE_DELIVERY_TYPE = { NONE: 0, EXPRESS: 1 } as const;

/** One logistics trace entry a shop (or a logistics feed) records on a parcel. */
export const orderTraceEntry = z.object({
  datetime: strParam(1, 32),
  remark: strParam(1, 255),
});
export type OrderTraceEntry = z.infer<typeof orderTraceEntry>;

/** Logistics status of a parcel's trace (reference §5): none yet, collected, in transit, arrived at the destination city, signed, problem. */
export const TRACE_STATUS = { NONE: 0, COLLECTED: 1, TRANSIT: 2, ARRIVED: 201, SIGNED: 3, PROBLEM: 4 } as const;

export interface OrderTrace {
  success: boolean;
  reason: string;
  /** TRACE_STATUS. */
  status: number;
  status_name: string;
  shipper_code: string;
  logistic_code: string;
  /** Newest first. */
  list: OrderTraceEntry[];
}

/** `/api/order/package` → data: the parcels of the order. */
export interface OrderPackage {
  id: number;
  package_name: string;
  /** 1 by an express company, 0 no logistics needed (`PACKAGE_DELIVERY_TYPE`). */
  delivery_type: (typeof PACKAGE_DELIVERY_TYPE)[keyof typeof PACKAGE_DELIVERY_TYPE];
  express_company_id: number;
  express_company_name: string;
  delivery_no: string;
  delivery_time: number;
  goods_list: { order_goods_id: number; sku_id: number; num: number; sku_name: string; sku_image: string }[];
  trace: OrderTrace;
}
