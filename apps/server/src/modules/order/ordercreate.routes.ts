import { z } from 'zod';
import { ORDER_CREATE_ERROR, orderCalculateParams, orderCreateApi, orderCreateParams, orderPaymentParams } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { serve, type RouteSpec } from '../../infra/http/route';
import type { PaidHandlers } from '../pay';
import { validationError } from '../../infra/http/validation';
import { calculateCheckout, checkoutToWire } from './order.calculate';
import { createOrders } from './order.create';

/**
 * The uni-app client sends a variable it never set as the text `undefined` (or `null`): such a param is
 * missing, e.g. `member_address=undefined` is the default address. The buyer's message is taken as typed.
 */
export const dropUnset = (raw: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(raw).filter(([k, v]) => k === 'buyer_message' || !(typeof v === 'string' && /^(undefined|null)$/.test(v.trim()))),
  );

const parseWith = <S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.output<S> => {
  const input = dropUnset(raw);
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error, input);
  return parsed.data;
};

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
  serve(orderCreateApi.payment, async (raw, { deps, memberId, lang }) =>
    checkoutToWire(await calculateCheckout(deps.database.db, memberId, parseWith(orderPaymentParams, raw), 'payment'), lang),
  ),
  serve(orderCreateApi.calculate, async (raw, { deps, memberId, lang }) =>
    checkoutToWire(await calculateCheckout(deps.database.db, memberId, parseWith(orderCalculateParams, raw), 'calculate'), lang),
  ),
  serve(orderCreateApi.create, async (raw, { deps, memberId, appType }) => {
    try {
      return await createOrders(deps.database.db, memberId, parseWith(orderCreateParams, raw), { appType }, paidHandlers);
    } catch (err) {
      throw withCreateErrorCode(err);
    }
  }),
];
