import crypto from 'node:crypto';
import { z } from 'zod';
import { Code } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { route, type Ctx, type RouteSpec } from '../../infra/http/route';
import { validationError } from '../../infra/http/validation';
import { adminMessages } from './admin.messages';

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

/**
 * Operator calls carry the ADMIN_API_KEY in the `x-admin-key` header (never a query or form param, so it
 * stays out of logs and URLs). Without a configured key the operator API is off.
 */
export const requireAdmin = (ctx: Ctx): void => {
  const expected = ctx.deps.config.adminApiKey;
  if (!expected) throw new AppError(adminMessages.adminDisabled, Code.ERROR, undefined, null, 'ADMIN_DISABLED');
  const header = ctx.req.headers['x-admin-key'];
  const given = typeof header === 'string' ? header : '';
  // Equal-length digests keep the comparison constant-time whatever the caller sends.
  if (!given || !crypto.timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError(adminMessages.adminKeyError, Code.TOKEN_ERROR, undefined, null, 'ADMIN_KEY_ERROR');
  }
};

/**
 * An operator endpoint (header x-admin-key = ADMIN_API_KEY): the key is checked before the params are
 * validated, so callers without it learn nothing about the params.
 */
export const adminRoute = <S extends z.ZodType, R>(path: string, input: S, handler: (input: z.output<S>, ctx: Ctx) => Promise<R>): RouteSpec => ({
  ...route(path, {
    input: z.looseObject({}),
    handler: (raw, ctx) => {
      requireAdmin(ctx);
      const parsed = input.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error, raw);
      return handler(parsed.data, ctx);
    },
  }),
  operator: true,
  params: input,
});
