import crypto from 'node:crypto';
import { Code } from '@mall/contract';
import { AppError } from './errors';
import { defineMessages } from './messages';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

export const operatorMessages = defineMessages({
  adminDisabled: {
    'zh-cn': '运营接口未启用：请先配置 ADMIN_API_KEY',
    'en-us': 'The operator API is disabled: set ADMIN_API_KEY first',
  },
  adminKeyError: { 'zh-cn': '运营密钥错误', 'en-us': 'Wrong operator key' },
});

const digest = (s: string) => crypto.createHash('sha256').update(s).digest();

/**
 * Operator calls carry the ADMIN_API_KEY in the `x-admin-key` header (never a query or form param, so it
 * stays out of logs and URLs). Without a configured key the operator API is off.
 */
// Structural rather than the route context, so route.ts and this file do not import each other.
export const requireOperator = (ctx: { deps: { config: Pick<AppConfig, 'adminApiKey'> }; req: Pick<FastifyRequest, 'headers'> }): void => {
  const expected = ctx.deps.config.adminApiKey;
  if (!expected) throw new AppError(operatorMessages.adminDisabled, Code.ERROR, undefined, null, 'ADMIN_DISABLED');
  const header = ctx.req.headers['x-admin-key'];
  const given = typeof header === 'string' ? header : '';
  // Equal-length digests keep the comparison constant-time whatever the caller sends.
  if (!given || !crypto.timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError(operatorMessages.adminKeyError, Code.TOKEN_ERROR, undefined, null, 'ADMIN_KEY_ERROR');
  }
};
