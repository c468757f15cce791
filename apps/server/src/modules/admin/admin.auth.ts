import crypto from 'node:crypto';
import { Code } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import type { Ctx } from '../../infra/http/route';
import { AM } from './admin.messages';

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

/**
 * Operator calls carry the ADMIN_API_KEY in the `x-admin-key` header (never a query or form param, so it
 * stays out of logs and URLs). Without a configured key the operator API is off.
 */
export const requireAdmin = (ctx: Ctx): void => {
  const expected = ctx.deps.config.adminApiKey;
  if (!expected) throw new AppError(AM.adminDisabled, Code.ERROR, undefined, null, 'ADMIN_DISABLED');
  const header = ctx.req.headers['x-admin-key'];
  const given = typeof header === 'string' ? header : '';
  // Equal-length digests keep the comparison constant-time whatever the caller sends.
  if (!given || !crypto.timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError(AM.adminKeyError, Code.TOKEN_ERROR, undefined, null, 'ADMIN_KEY_ERROR');
  }
};
