import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  BANK_ACCOUNT_MAX,
  MOBILE_PATTERN,
  nowSeconds,
  pageCount,
  type BankAccount,
  type BankAccountSaveParams,
  type Lang,
  type Paged,
  type WithdrawType,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { memberwithdrawMessages as M } from './memberwithdraw.messages';
import { typeName } from './memberwithdraw.config';
import { memberBankAccount } from './memberwithdraw.tables';

type Row = typeof memberBankAccount.$inferSelect;

const toWire = (r: Row, lang: Lang): BankAccount => ({
  id: r.id,
  member_id: r.memberId,
  realname: r.realname,
  mobile: r.mobile,
  withdraw_type: r.withdrawType as WithdrawType,
  withdraw_type_name: typeName(r.withdrawType, lang),
  branch_bank_name: r.branchBankName,
  bank_account: r.bankAccount,
  is_default: r.isDefault === 1 ? 1 : 0,
  create_time: r.createTime,
});

const own = (memberId: number, id: number) => and(eq(memberBankAccount.memberId, memberId), eq(memberBankAccount.id, id));

export const accountPage = async (db: Db, memberId: number, page: number, pageSize: number, lang: Lang): Promise<Paged<BankAccount>> => {
  const where = eq(memberBankAccount.memberId, memberId);
  const [total] = await db.select({ n: count() }).from(memberBankAccount).where(where);
  const rows = await db
    .select()
    .from(memberBankAccount)
    .where(where)
    .orderBy(desc(memberBankAccount.isDefault), desc(memberBankAccount.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const n = total?.n ?? 0;
  return { page_count: pageCount(n, pageSize), count: n, list: rows.map((r) => toWire(r, lang)) };
};

/** One of the member's accounts; another member's id reads as not existing. */
export const accountInfo = async (db: Db, memberId: number, id: number, lang: Lang): Promise<BankAccount> => {
  const [r] = await db.select().from(memberBankAccount).where(own(memberId, id)).limit(1);
  if (!r) throw new AppError(M.wdAccountNotExist);
  return toWire(r, lang);
};

export const defaultAccount = async (db: Db, memberId: number, lang: Lang): Promise<BankAccount | null> => {
  const [r] = await db
    .select()
    .from(memberBankAccount)
    .where(eq(memberBankAccount.memberId, memberId))
    .orderBy(desc(memberBankAccount.isDefault), desc(memberBankAccount.id))
    .limit(1);
  return r && r.isDefault === 1 ? toWire(r, lang) : null;
};

/** The form's checks, in its order; the bank branch only for bank cards. */
const checked = (p: BankAccountSaveParams) => {
  if (!p.realname) throw new AppError(M.wdRealnameRequired);
  if (!p.mobile) throw new AppError(M.wdMobileRequired);
  if (!MOBILE_PATTERN.test(p.mobile)) throw new AppError(M.wdMobileInvalid);
  if (p.withdraw_type === 'bank' && !p.branch_bank_name) throw new AppError(M.wdBranchRequired);
  if (p.withdraw_type !== 'wechatpay' && !p.bank_account) throw new AppError(M.wdAccountRequired);
  return {
    realname: p.realname,
    mobile: p.mobile,
    withdrawType: p.withdraw_type,
    branchBankName: p.withdraw_type === 'bank' ? p.branch_bank_name : '',
    bankAccount: p.bank_account,
  };
};

/** Serialises a member's account-book changes so the "first is default" and count checks hold under parallel calls. */
const lockBook = (db: Db, memberId: number) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank-account:${memberId}`}))`);

export const addAccount = async (db: Db, memberId: number, p: BankAccountSaveParams): Promise<number> => {
  const fields = checked(p);
  return db.transaction(async (tx) => {
    await lockBook(tx, memberId);
    const [total] = await tx.select({ n: count() }).from(memberBankAccount).where(eq(memberBankAccount.memberId, memberId));
    const n = total?.n ?? 0;
    if (n >= BANK_ACCOUNT_MAX) throw new AppError(M.wdAccountLimit, undefined, { max: BANK_ACCOUNT_MAX });
    const t = nowSeconds();
    const [r] = await tx
      .insert(memberBankAccount)
      .values({ ...fields, memberId, isDefault: n === 0 ? 1 : 0, createTime: t, modifyTime: t })
      .returning({ id: memberBankAccount.id });
    return r!.id;
  });
};

export const editAccount = async (db: Db, memberId: number, p: BankAccountSaveParams): Promise<number> => {
  if (!p.id) throw new AppError(M.wdAccountNotExist);
  const fields = checked(p);
  const done = await db
    .update(memberBankAccount)
    .set({ ...fields, modifyTime: nowSeconds() })
    .where(own(memberId, p.id))
    .returning({ id: memberBankAccount.id });
  if (done.length !== 1) throw new AppError(M.wdAccountNotExist);
  return p.id;
};

export const setDefaultAccount = async (db: Db, memberId: number, id: number): Promise<number> =>
  db.transaction(async (tx) => {
    await lockBook(tx, memberId);
    const [r] = await tx.select({ id: memberBankAccount.id }).from(memberBankAccount).where(own(memberId, id));
    if (!r) throw new AppError(M.wdAccountNotExist);
    await tx
      .update(memberBankAccount)
      .set({ isDefault: 0 })
      .where(and(eq(memberBankAccount.memberId, memberId), eq(memberBankAccount.isDefault, 1)));
    await tx.update(memberBankAccount).set({ isDefault: 1 }).where(own(memberId, id));
    return id;
  });

/** Deleting the default makes the newest remaining account the default. */
export const deleteAccount = async (db: Db, memberId: number, id: number): Promise<number> =>
  db.transaction(async (tx) => {
    await lockBook(tx, memberId);
    const [gone] = await tx.delete(memberBankAccount).where(own(memberId, id)).returning({ isDefault: memberBankAccount.isDefault });
    if (!gone) throw new AppError(M.wdAccountNotExist);
    if (gone.isDefault === 1) {
      const [next] = await tx
        .select({ id: memberBankAccount.id })
        .from(memberBankAccount)
        .where(eq(memberBankAccount.memberId, memberId))
        .orderBy(desc(memberBankAccount.id))
        .limit(1);
      if (next) await tx.update(memberBankAccount).set({ isDefault: 1 }).where(eq(memberBankAccount.id, next.id));
    }
    return id;
  });
