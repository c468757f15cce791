import { ORDER_CREATE_ERROR, orderCreateApi } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { serve, type RouteSpec } from '../../infra/http/route';
import type { PaidHandlers } from '../pay';
import { calculateCheckout, checkoutToWire } from './order.calculate';
import { createOrders } from './order.create';

/** The mall's client reads `res.data.error_code` of a failed create: every refusal carries one (1 = generic). */
export const withCreateErrorCode = (err: unknown): unknown => {
  if (!(err instanceof AppError)) return err;
  const data = err.data as { error_code?: unknown } | null;
  if (data && typeof data === 'object' && data.error_code !== undefined) return err;
  const extra = data && typeof data === 'object' ? data : {};
  return new AppError(err.messageKey, err.code, err.params, { ...extra, error_code: ORDER_CREATE_ERROR.GENERIC }, err.errorCode);
};

/** Checkout (reference §4.8): payment (first view), calculate (after each choice), create (→ out_trade_no). */
export const ordercreateRoutes = (paidHandlers: PaidHandlers): RouteSpec[] => [
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
