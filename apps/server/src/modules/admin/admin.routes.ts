import { z } from 'zod';
import { memberCancelAuditParams, memberCancelListParams, smsUnlockParams } from '@mall/contract';
import { route, type Ctx, type RouteSpec } from '../../infra/http/route';
import { validationError } from '../../infra/http/validation';
import { unlockSmsLimits } from '../member';
import { auditCancel, listCancels } from '../membercancel';
import { requireAdmin } from './admin.auth';

/**
 * An operator endpoint: the key is checked before the params are validated, so callers without it learn
 * nothing about the params.
 */
const adminRoute = <S extends z.ZodType>(path: string, input: S, handler: (input: z.output<S>, ctx: Ctx) => Promise<unknown>) =>
  route(path, {
    input: z.looseObject({}),
    handler: (raw, ctx) => {
      requireAdmin(ctx);
      const parsed = input.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error, raw);
      return handler(parsed.data, ctx);
    },
  });

/** Operator API (header x-admin-key = ADMIN_API_KEY) until the operator console exists. */
export const adminRoutes = (): RouteSpec[] => [
  adminRoute('/admin/api/membercancel/lists', memberCancelListParams, (input, ctx) => listCancels(ctx.deps.database.db, input)),
  adminRoute('/admin/api/membercancel/audit', memberCancelAuditParams, (input, ctx) => auditCancel(ctx.deps.database.db, input)),
  adminRoute('/admin/api/sms/unlock', smsUnlockParams, async (input, ctx) => ({ removed: await unlockSmsLimits(ctx.deps.database.db, input) })),
];
