import type { z } from 'zod';
import { requireOperator } from '../../infra/http/operator';
import type { Ctx, RouteSpec } from '../../infra/http/route';

export const requireAdmin = requireOperator;

/**
 * An operator endpoint (header x-admin-key = ADMIN_API_KEY): the HTTP layer checks the key before the params
 * are validated, so callers without it learn nothing about the params.
 */
export const adminRoute = <S extends z.ZodType, R>(
  path: string,
  input: S,
  handler: (input: z.output<S>, ctx: Ctx) => Promise<R>,
): RouteSpec => ({
  path,
  auth: 'none',
  input,
  handler: handler as RouteSpec['handler'],
  operator: true,
});
