import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { returnStockTx } from '../../goods';
import { changeAccounts, memberAccount } from '../../member';
import { returnActivityStockTx } from '../engine';
import { presaleKind } from './presale.kind';
import { BALANCE_FROM_PRESALE } from './presale.deposit';
import type { PresaleOrderRow } from './presale.wire';

/**
 * Gives back the balance a presale pay record (`tag`, its out_trade_no) took, per account as the ledger recorded
 * it: the net of its ledger rows, so a second call gives nothing more.
 */
export const returnPresaleBalanceTx = async (tx: Db, memberId: number, tag: string, typeName: string): Promise<number> => {
  if (!tag) return 0;
  const net = await tx
    .select({ type: memberAccount.accountType, sum: sql<number>`coalesce(sum(${memberAccount.accountData}), 0)::bigint` })
    .from(memberAccount)
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.fromType, BALANCE_FROM_PRESALE), eq(memberAccount.relateTag, tag)))
    .groupBy(memberAccount.accountType);
  const balance = -Number(net.find((s) => s.type === 'balance')?.sum ?? 0);
  const balanceMoney = -Number(net.find((s) => s.type === 'balance_money')?.sum ?? 0);
  if (balance <= 0 && balanceMoney <= 0) return 0;
  await changeAccounts(
    tx,
    memberId,
    { balance: Math.max(balance, 0), balance_money: Math.max(balanceMoney, 0) },
    { fromType: BALANCE_FROM_PRESALE, typeName, relateTag: tag, remark: `presale ${tag} returned` },
  );
  return Math.max(balance, 0) + Math.max(balanceMoney, 0);
};

/** Puts a booking's units back on the goods SKU and the presale SKU (goods first, the lock order of a take). */
export const returnPresaleStockTx = async (tx: Db, r: PresaleOrderRow): Promise<void> => {
  const back = new Map([[r.skuId, r.num]]);
  await returnStockTx(tx, back);
  await returnActivityStockTx(tx, presaleKind.kind, r.presaleId, back);
};
