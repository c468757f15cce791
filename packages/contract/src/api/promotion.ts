import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { droppingUnsetTexts, idParam, intParam, optional } from '../core/fields';
import { ORDER_MAX_NUM, orderCalculateParams, orderCreateParams, orderPaymentParams, type OrderCreateParams } from './ordercreate';
import type { OrderCalculateResult, OrderCreateResult } from './ordercreateanswers';

/**
 * The promotion engine's side of the wire (reference §4.18, common pattern): every price promotion answers an
 * order trio `/<addon>/api/ordercreate/payment|calculate|create` taking the activity SKU row (`<id field>`),
 * `sku_id` and `num` instead of cart lines, with the §4.8 extras but no shop `coupon` (a platform coupon applies).
 * A promotion declares its trio with `promotionCheckoutApi`.
 */

/** Activity status of seckill and limited discount (reference §5): -1 closed by the operator. */
/**
 * An operator's list of activity SKUs: a JSON string (or array) of `item`, 1 to 100 (seckill `goods`, groupbuy
 * `sku_list`, topic `goods`, discount `goods`). Text that is not JSON fails as a wrong type.
 */
export const activitySkuListParam = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return Symbol('invalid json');
    }
  }, z.array(item).min(1).max(100));

export const PROMOTION_STATUS = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, CLOSED: -1 } as const;
export type PromotionStatus = (typeof PROMOTION_STATUS)[keyof typeof PROMOTION_STATUS];

/** How a promotion's trio names its line beyond the activity row: topics may leave `sku_id` out (the row is one SKU). */
export interface PromotionLineOptions {
  skuOptional?: boolean;
}

/** The line of an activity checkout: which activity row, which of its SKUs, how many. */
const activityLine = <K extends string>(idField: K, o: PromotionLineOptions = {}) =>
  z.object({
    ...({ [idField]: idParam() } as { [P in K]: ReturnType<typeof idParam> }),
    sku_id: o.skuOptional ? optional(idParam()) : idParam(),
    num: intParam(1, ORDER_MAX_NUM),
  });

/** Params of an activity's payment / calculate / create: its line plus the §4.8 extras (no cart, no shop coupon). */
export const promotionPaymentParams = <K extends string>(idField: K, o?: PromotionLineOptions) =>
  orderPaymentParams.omit({ cart_ids: true, sku_id: true, num: true }).merge(activityLine(idField, o));
export const promotionCalculateParams = <K extends string>(idField: K, o?: PromotionLineOptions) =>
  orderCalculateParams.omit({ cart_ids: true, sku_id: true, num: true, coupon: true }).merge(activityLine(idField, o));
export const promotionCreateParams = <K extends string>(idField: K, o?: PromotionLineOptions) =>
  orderCreateParams.omit({ cart_ids: true, sku_id: true, num: true, coupon: true }).merge(activityLine(idField, o));

/** What an activity checkout step hands to the one checkout pipeline: its SKU and quantity with the §4.8 extras. */
export type PromotionCheckoutParams = Omit<OrderCreateParams, 'cart_ids' | 'coupon' | 'sku_id' | 'num'> & { sku_id: number; num: number };

/** The order trio of a promotion (`addon` is its path prefix, `idField` the param naming its activity SKU row). */
export const promotionCheckoutApi = <K extends string>(addon: string, idField: K, name: string, o?: PromotionLineOptions) => ({
  payment: endpoint({
    path: `/${addon}/api/ordercreate/payment`,
    access: 'member',
    params: droppingUnsetTexts(promotionPaymentParams(idField, o)),
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: `The first view of a ${name} checkout`,
  }),
  calculate: endpoint({
    path: `/${addon}/api/ordercreate/calculate`,
    access: 'member',
    params: droppingUnsetTexts(promotionCalculateParams(idField, o)),
    response: returns<OrderCalculateResult>(),
    write: true,
    summary: `A ${name} checkout priced again after the buyer's choices`,
  }),
  create: endpoint({
    path: `/${addon}/api/ordercreate/create`,
    access: 'member',
    params: droppingUnsetTexts(promotionCreateParams(idField, o), ['buyer_message']),
    response: returns<OrderCreateResult>(),
    write: true,
    summary: `Create the ${name} order; answers the out_trade_no to pay it with`,
  }),
});
