import { z } from 'zod';
import {
  formatFen,
  memberAdjustAccountParams,
  memberCancelAuditParams,
  memberCancelListParams,
  parseYuan,
  smsUnlockParams,
  type MemberAdjustAccountParams,
  type MemberAdjustAccountResult,
} from '@mall/contract';
import { route, type Ctx, type RouteSpec } from '../../infra/http/route';
import { validationError } from '../../infra/http/validation';
import { AppError } from '../../infra/http/errors';
import { AccountRefused, adjustAccount, MM, unlockSmsLimits } from '../member';
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

/** Tops up or deducts a member's balance (signed yuan) or points (signed integer), refusing an overdraft. */
const adjustMemberAccount = async (input: MemberAdjustAccountParams, ctx: Ctx): Promise<MemberAdjustAccountResult> => {
  const raw = input.adjust_num.trim();
  const amount = input.account_type === 'balance' ? parseYuan(raw) : /^-?\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (amount === null || amount === 0 || Math.abs(amount) > 100_000_000_00) {
    throw new AppError(input.account_type === 'balance' ? MM.adjustBalanceInvalid : MM.adjustPointInvalid);
  }
  try {
    const after = await adjustAccount(ctx.deps.database.db, {
      memberId: input.member_id,
      account: input.account_type,
      amount,
      remark: input.remark ?? '',
    });
    if (!after) throw new AppError(MM.memberNotExist);
    return { member_id: input.member_id, balance: formatFen(after.balance), point: after.point };
  } catch (e) {
    if (e instanceof AccountRefused) throw new AppError(MM.adjustBelowZero);
    throw e;
  }
};

/** Operator API (header x-admin-key = ADMIN_API_KEY) until the operator console exists. */
export const adminRoutes = (): RouteSpec[] => [
  adminRoute('/admin/api/membercancel/lists', memberCancelListParams, (input, ctx) => listCancels(ctx.deps.database.db, input)),
  adminRoute('/admin/api/membercancel/audit', memberCancelAuditParams, (input, ctx) => auditCancel(ctx.deps.database.db, input)),
  adminRoute('/admin/api/member/adjustaccount', memberAdjustAccountParams, adjustMemberAccount),
  adminRoute('/admin/api/sms/unlock', smsUnlockParams, async (input, ctx) => ({ removed: await unlockSmsLimits(ctx.deps.database.db, input) })),
];
