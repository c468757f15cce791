import { adminApi, formatFen, parseYuan, type MemberAdjustAccountParams, type MemberAdjustAccountResult } from '@mall/contract';
import { serve, type Ctx, type RouteSpec } from '../../infra/http/route';
import { AppError } from '../../infra/http/errors';
import { AccountRefused, adjustAccount, memberMessages, unlockSmsLimits } from '../member';
import { auditCancel, listCancels, type CancelCheck } from '../membercancel';

/** Tops up or deducts a member's balance or withdrawable balance (signed yuan) or points (signed integer), refusing an overdraft. */
const adjustMemberAccount = async (input: MemberAdjustAccountParams, ctx: Ctx): Promise<MemberAdjustAccountResult> => {
  const raw = input.adjust_num.trim();
  const money = input.account_type !== 'point';
  const amount = money ? parseYuan(raw) : /^-?\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (amount === null || amount === 0 || Math.abs(amount) > 100_000_000_00) {
    throw new AppError(money ? memberMessages.adjustBalanceInvalid : memberMessages.adjustPointInvalid);
  }
  try {
    const after = await adjustAccount(ctx.deps.database.db, {
      memberId: input.member_id,
      account: input.account_type,
      amount,
      remark: input.remark ?? '',
    });
    if (!after) throw new AppError(memberMessages.memberNotExist);
    return {
      member_id: input.member_id,
      balance: formatFen(after.balance),
      balance_money: formatFen(after.balanceMoney),
      point: after.point,
    };
  } catch (e) {
    if (e instanceof AccountRefused) throw new AppError(memberMessages.adjustBelowZero);
    throw e;
  }
};

/** Operator API (header x-admin-key = ADMIN_API_KEY) until the operator console exists. */
export const adminRoutes = (cancelChecks: readonly CancelCheck[]): RouteSpec[] => [
  serve(adminApi.memberCancelLists, (input, ctx) => listCancels(ctx.deps.database.db, input)),
  serve(adminApi.memberCancelAudit, (input, ctx) => auditCancel(ctx.deps.database.db, cancelChecks, input)),
  serve(adminApi.memberAdjustAccount, adjustMemberAccount),
  serve(adminApi.smsUnlock, async (input, ctx) => ({ removed: await unlockSmsLimits(ctx.deps.database.db, input) })),
];
