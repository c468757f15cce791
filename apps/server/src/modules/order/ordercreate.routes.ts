import { ORDER_CREATE_ERROR, orderCreateApi, type OrderCreateParams } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { serve, type RouteSpec } from '../../infra/http/route';
import type { PaidHandlers } from '../pay';
import { promotionCheckouts, type PromotionCheckoutEntry } from '../promotion';
import { calculateCheckout, checkoutToWire, type CheckoutParams } from './order.calculate';
import { createOrders } from './order.create';

/** The mall's client reads `res.data.error_code` of a failed create: every refusal carries one (1 = generic). */
export const withCreateErrorCode = (err: unknown): unknown => {
  if (!(err instanceof AppError)) return err;
  const data = err.data as { error_code?: unknown } | null;
  if (data && typeof data === 'object' && data.error_code !== undefined) return err;
  const extra = data && typeof data === 'object' ? data : {};
  return new AppError(err.messageKey, err.code, err.params, { ...extra, error_code: ORDER_CREATE_ERROR.GENERIC }, err.errorCode);
};

type LineParams = { sku_id: number; num: number } & Record<string, unknown>;

/**
 * A promotion's order trio (reference §4.18: `/<addon>/api/ordercreate/payment|calculate|create`) over the same
 * pipeline as a normal checkout, its line supplied by the promotion (`PromotionCheckoutEntry`).
 */
const promotionOrdercreateRoutes = (e: PromotionCheckoutEntry, paidHandlers: PaidHandlers): RouteSpec[] => [
  serve(e.payment, async (params, { deps, memberId, lang }) => {
    const p = params as LineParams;
    return checkoutToWire(await calculateCheckout(deps.database.db, memberId, p as CheckoutParams, 'payment', e.source(p, memberId)), lang);
  }),
  serve(e.calculate, async (params, { deps, memberId, lang }) => {
    const p = params as LineParams;
    return checkoutToWire(
      await calculateCheckout(deps.database.db, memberId, p as CheckoutParams, 'calculate', e.source(p, memberId)),
      lang,
    );
  }),
  serve(
    e.create,
    async (params, { deps, memberId, appType }) => {
      const p = params as LineParams;
      try {
        return await createOrders(deps.database.db, memberId, p as OrderCreateParams, { appType }, paidHandlers, e.source(p, memberId));
      } catch (err) {
        throw withCreateErrorCode(err);
      }
    },
    { refuseParams: withCreateErrorCode },
  ),
];

/** Checkout (reference §4.8): payment (first view), calculate (after each choice), create (→ out_trade_no). */
export const ordercreateRoutes = (paidHandlers: PaidHandlers): RouteSpec[] => [
  ...promotionCheckouts.flatMap((e) => promotionOrdercreateRoutes(e, paidHandlers)),
  serve(orderCreateApi.payment, async (params, { deps, memberId, lang }) =>
    checkoutToWire(await calculateCheckout(deps.database.db, memberId, params, 'payment'), lang),
  ),
  serve(orderCreateApi.calculate, async (params, { deps, memberId, lang }) =>
    checkoutToWire(await calculateCheckout(deps.database.db, memberId, params, 'calculate'), lang),
  ),
  serve(
    orderCreateApi.create,
    async (params, { deps, memberId, appType }) => {
      try {
        return await createOrders(deps.database.db, memberId, params, { appType }, paidHandlers);
      } catch (err) {
        throw withCreateErrorCode(err);
      }
    },
    { refuseParams: withCreateErrorCode },
  ),
];
