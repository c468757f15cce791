import { and, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_FROM_TYPE_LABELS,
  ACCOUNT_FROM_TYPES_OF,
  ACCOUNT_TYPES,
  formatFen,
  fromTypeLabel,
  isMoneyAccount,
  mallMonthOf,
  mallMonthWindow,
  nowSeconds,
  pageCount,
  type AccountKind,
  type Lang,
  type MemberAccountFromTypes,
  type MemberAccountInfo,
  type MemberAccountPageParams,
  type MemberAccountRow,
  type MemberAccountSum,
  type MemberAccountSumParams,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { member, memberAccount } from '../member';
import { memberaccountMessages } from './memberaccount.messages';

const wire = (kind: string, value: number): string | number => (isMoneyAccount(kind) ? formatFen(value) : value);

/** The member's asked accounts (points and growth as numbers, balances as "12.00"). */
export const accountInfo = async (db: Db, memberId: number, kinds: readonly AccountKind[]): Promise<MemberAccountInfo> => {
  const [m] = await db
    .select({ point: member.point, growth: member.growth, balance: member.balance, balance_money: member.balanceMoney })
    .from(member)
    .where(eq(member.memberId, memberId))
    .limit(1);
  if (!m) throw new AppError(memberaccountMessages.accountMemberMissing);
  const out: MemberAccountInfo = {};
  for (const k of kinds) {
    if (k === 'point' || k === 'growth') out[k] = m[k];
    else out[k] = formatFen(m[k]);
  }
  return out;
};

/** What a page of the ledger is filtered by. */
export interface PageFilter {
  kinds: readonly AccountKind[];
  window: { start: number; end: number };
  fromType?: string;
}

/**
 * The filter is exactly the leading columns of `member_account_member_idx` (member, account type, time), so a
 * long ledger stays cheap; the page and count statements are built here once (the plan test EXPLAINs them).
 */
export const pageStatements = (db: Db, memberId: number, f: PageFilter, page: number, pageSize: number) => {
  const conds: SQL[] = [
    eq(memberAccount.memberId, memberId),
    inArray(memberAccount.accountType, [...f.kinds]),
    gte(memberAccount.createTime, f.window.start),
    lt(memberAccount.createTime, f.window.end),
  ];
  if (f.fromType) conds.push(eq(memberAccount.fromType, f.fromType));
  const where = and(...conds);
  return {
    count: db.select({ n: count() }).from(memberAccount).where(where),
    page: db
      .select()
      .from(memberAccount)
      .where(where)
      .orderBy(desc(memberAccount.createTime), desc(memberAccount.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  };
};

/** One mall month (default the current one) of the member's entries of the asked accounts, newest first. */
export const accountPage = async (
  db: Db,
  memberId: number,
  lang: Lang,
  p: Pick<MemberAccountPageParams, 'account_type' | 'date' | 'from_type' | 'page' | 'page_size'>,
): Promise<Paged<MemberAccountRow>> => {
  const window = mallMonthWindow(p.date ?? mallMonthOf(nowSeconds()));
  if (!window) throw new AppError(memberaccountMessages.accountBadMonth);
  const st = pageStatements(db, memberId, { kinds: p.account_type, window, fromType: p.from_type }, p.page, p.page_size);
  const [total] = await st.count;
  const n = Number(total?.n ?? 0);
  const rows = n === 0 ? [] : await st.page;
  return {
    page_count: pageCount(n, p.page_size),
    count: n,
    list: rows.map((r) => ({
      id: r.id,
      member_id: r.memberId,
      account_type: r.accountType as AccountKind,
      account_data: wire(r.accountType, r.accountData),
      from_type: r.fromType,
      type_name: fromTypeLabel(r.fromType, lang, r.typeName),
      type_tag: r.relateTag,
      remark: r.remark,
      create_time: r.createTime,
    })),
  };
};

/** Every kind of entry per account, named in `lang`; `type_url` is left empty (no kind has its own page yet). */
export const fromTypes = (lang: Lang): MemberAccountFromTypes => {
  const out = {} as MemberAccountFromTypes;
  for (const kind of ACCOUNT_TYPES) {
    out[kind] = Object.fromEntries(
      ACCOUNT_FROM_TYPES_OF[kind].map((f) => [f, { type_name: ACCOUNT_FROM_TYPE_LABELS[f][lang], type_url: '' }]),
    );
  }
  return out;
};

/** The sum of one account's entries: what came in (income), what went out as a positive figure (pay), or the net. */
export const accountSum = async (db: Db, memberId: number, p: MemberAccountSumParams): Promise<MemberAccountSum> => {
  if (p.start_time !== undefined && p.end_time !== undefined && p.end_time < p.start_time) {
    throw new AppError(memberaccountMessages.accountBadRange);
  }
  const conds: SQL[] = [eq(memberAccount.memberId, memberId), eq(memberAccount.accountType, p.account_type)];
  if (p.start_time !== undefined) conds.push(gte(memberAccount.createTime, p.start_time));
  if (p.end_time !== undefined) conds.push(lt(memberAccount.createTime, p.end_time));
  if (p.from_type) conds.push(eq(memberAccount.fromType, p.from_type));
  if (p.query_type === 'income') conds.push(gt(memberAccount.accountData, 0));
  if (p.query_type === 'pay') conds.push(lt(memberAccount.accountData, 0));
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${memberAccount.accountData}), 0)::text` })
    .from(memberAccount)
    .where(and(...conds));
  const total = Number(row?.total ?? 0);
  return wire(p.account_type, p.query_type === 'pay' ? -total : total);
};
