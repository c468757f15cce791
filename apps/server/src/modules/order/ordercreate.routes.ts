import { z } from 'zod';
import { ORDER_CREATE_ERROR, orderCalculateParams, orderCreateParams, orderPaymentParams } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { memberRoute, type RouteSpec } from '../../infra/http/route';
import { validationError } from '../../infra/http/validation';
import { calculateCheckout, checkoutToWire } from './order.calculate';
import { createOrders } from './order.create';

/**
 * The create params with every field read as-is, so a bad one is refused inside the handler, where the
 * refusal gets its `data.error_code` like every other create failure.
 */
const createFields = z.object(Object.fromEntries(Object.keys(orderCreateParams.shape).map((k) => [k, z.unknown().optional()])));

/** The mall's client reads `res.data.error_code` of a failed create: every refusal carries one (1 = generic). */
export const withCreateErrorCode = (err: unknown): unknown => {
  if (!(err instanceof AppError)) return err;
  const data = err.data as { error_code?: unknown } | null;
  if (data && typeof data === 'object' && data.error_code !== undefined) return err;
  const extra = data && typeof data === 'object' ? data : {};
  return new AppError(err.messageKey, err.code, err.params, { ...extra, error_code: ORDER_CREATE_ERROR.GENERIC }, err.errorCode);
};

/** Checkout (reference §4.8): payment (first view), calculate (after each choice), create (→ out_trade_no). */
export const ordercreateRoutes = (): RouteSpec[] => [
  memberRoute('/api/ordercreate/payment', {
    input: orderPaymentParams,
    handler: async (input, { deps, memberId, lang }) => checkoutToWire(await calculateCheckout(deps.database.db, memberId, input, 'payment'), lang),
  }),
  memberRoute('/api/ordercreate/calculate', {
    input: orderCalculateParams,
    handler: async (input, { deps, memberId, lang }) => checkoutToWire(await calculateCheckout(deps.database.db, memberId, input, 'calculate'), lang),
  }),
  memberRoute('/api/ordercreate/create', {
    input: createFields,
    handler: async (raw, { deps, memberId, appType }) => {
      try {
        const parsed = orderCreateParams.safeParse(raw);
        if (!parsed.success) throw validationError(parsed.error, raw);
        return await createOrders(deps.database.db, memberId, parsed.data, { appType });
      } catch (err) {
        throw withCreateErrorCode(err);
      }
    },
  }),
];
