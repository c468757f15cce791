import { z } from 'zod';
import { ORDER_CREATE_ERROR, orderCalculateParams, orderCreateParams, orderPaymentParams } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { memberRoute, type RouteSpec } from '../../infra/http/route';
import { validationError } from '../../infra/http/validation';
import { calculateCheckout, checkoutToWire } from './order.calculate';
import { createOrders } from './order.create';

/**
 * A schema's fields read as-is, so the handler parses them itself: after dropping unset values and, for
 * create, with `data.error_code` on the refusal like every other create failure.
 */
const looseFields = (schema: z.ZodObject) => z.object(Object.fromEntries(Object.keys(schema.shape).map((k) => [k, z.unknown().optional()])));

/**
 * The uni-app client sends a variable it never set as the text `undefined` (or `null`): such a param is
 * missing, e.g. `member_address=undefined` is the default address. The buyer's message is taken as typed.
 */
export const dropUnset = (raw: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(raw).filter(([k, v]) => k === 'buyer_message' || !(typeof v === 'string' && /^(undefined|null)$/.test(v.trim()))));

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
export const ordercreateRoutes = (): RouteSpec[] => [
  memberRoute('/api/ordercreate/payment', {
    input: looseFields(orderPaymentParams),
    handler: async (raw, { deps, memberId, lang }) =>
      checkoutToWire(await calculateCheckout(deps.database.db, memberId, parseWith(orderPaymentParams, raw), 'payment'), lang),
  }),
  memberRoute('/api/ordercreate/calculate', {
    input: looseFields(orderCalculateParams),
    handler: async (raw, { deps, memberId, lang }) =>
      checkoutToWire(await calculateCheckout(deps.database.db, memberId, parseWith(orderCalculateParams, raw), 'calculate'), lang),
  }),
  memberRoute('/api/ordercreate/create', {
    input: looseFields(orderCreateParams),
    handler: async (raw, { deps, memberId, appType }) => {
      try {
        return await createOrders(deps.database.db, memberId, parseWith(orderCreateParams, raw), { appType });
      } catch (err) {
        throw withCreateErrorCode(err);
      }
    },
  }),
];
