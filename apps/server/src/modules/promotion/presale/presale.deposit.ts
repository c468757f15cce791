import { and, eq, ne, sql } from 'drizzle-orm';
import {
  formatFen,
  nowSeconds,
  PRESALE_DEPOSIT_EVENT,
  PRESALE_ORDER_STATUS,
  type Lang,
  type PresaleDepositCalculateResult,
  type PromotionCheckoutParams,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { takeStockTx } from '../../goods';
import { changeAccounts, checkPayPassword, member } from '../../member';
import {
  calculateCheckout,
  checkoutError,
  checkoutToWire,
  nextNumbers,
  orderEventTimes,
  type Checkout,
  type CheckoutParams,
} from '../../order';
import { createPaidPayRecordTx, createPayRecordTx, type PaidHandlers } from '../../pay';
import { resolveActivityLine, takeActivityStockTx, type PromotionCheckoutSource } from '../engine';
import { depositOf, predictDelivery, presaleKind, presaleRulesOf, type PresaleRules } from './presale.kind';
import { presaleMessages as M } from './presale.messages';
import { presaleOrder } from './presale.tables';

/** Ledger `from_type` of balance spent on a presale payment and given back (relate_tag = the pay record). */
export const BALANCE_FROM_PRESALE = 'presale';

export type DepositParams = PromotionCheckoutParams & { presale_id: number };

/** The presale's facts a booking copies: its name, rules and the unit deposit of `skuId`. */
const presaleFacts = async (db: Db, presaleId: number, skuId: number) => {
  const [row] = rowsOf<{ id: number; name: string; rules: unknown; extra: unknown }>(
    await db.execute(sql`select s.id, a.name, a.rules, s.extra from promotion_activity a
      join promotion_activity_sku s on s.activity_id = a.activity_id
      where a.activity_id = ${presaleId} and a.kind = ${presaleKind.kind} and s.sku_id = ${skuId} limit 1`),
  );
  return row ? { rowId: Number(row.id), name: row.name, rules: presaleRulesOf(row.rules), deposit: depositOf(row.extra) } : null;
};

/**
 * The deposit checkout's line: the engine checks the deposit window (the activity's), the presale stock and the
 * SKU; the per-member limit counts presale orders, not normal ones, so it is checked here (`checkMaxBuy`).
 */
const depositSource = (rowId: number, skuId: number, num: number): PromotionCheckoutSource => ({
  kind: presaleKind,
  resolve: async (db, at) => [{ ...(await resolveActivityLine(db, presaleKind, rowId, skuId, num, at)), maxBuy: 0 }],
});

/** How much of `deposit` the member's balance covers (non-withdrawable `balance` first). */
const balanceSplit = (c: Checkout, use: boolean, amount: number) => {
  if (!use) return { total: 0, fromBalance: 0, fromBalanceMoney: 0 };
  const total = Math.min(amount, c.account.balance + c.account.balanceMoney);
  const fromBalance = Math.min(total, c.account.balance);
  return { total, fromBalance, fromBalanceMoney: total - fromBalance };
};

interface Booking {
  c: Checkout;
  facts: { rowId: number; name: string; rules: PresaleRules; deposit: number };
  depositMoney: number;
  finalMoney: number;
}

const priceBooking = async (db: Db, memberId: number, p: DepositParams, mode: 'payment' | 'calculate' | 'create'): Promise<Booking> => {
  const facts = await presaleFacts(db, p.presale_id, p.sku_id);
  if (!facts) throw checkoutError(M.presaleNotExist);
  // No platform coupon and no balance in the pricing itself: the balance covers the deposit only (below).
  const params = { ...p, is_balance: 0, platform_coupon_id: 0 } as unknown as CheckoutParams;
  const c = await calculateCheckout(db, memberId, params, mode, depositSource(facts.rowId, p.sku_id, p.num));
  const depositMoney = facts.deposit * p.num;
  return { c, facts, depositMoney, finalMoney: c.totals.orderMoney - depositMoney };
};

/** `/presale/api/ordercreate/depositPayment|depositCalculate`: the checkout with the deposit and final amounts. */
export const depositCalculate = async (
  db: Db,
  memberId: number,
  p: DepositParams,
  mode: 'payment' | 'calculate',
  lang: Lang,
): Promise<PresaleDepositCalculateResult> => {
  const b = await priceBooking(db, memberId, p, mode);
  const use = balanceSplit(b.c, p.is_balance === 1, b.depositMoney);
  return {
    ...checkoutToWire(b.c, lang),
    // A booking takes no platform coupon (its pricing above leaves it out), so none is offered.
    platform_coupon_list: [],
    balance_money: formatFen(use.total),
    pay_money: formatFen(b.depositMoney - use.total),
    presale_id: p.presale_id,
    presale_deposit_money: formatFen(b.depositMoney),
    final_money: formatFen(b.finalMoney),
    balance_deposit_money: formatFen(use.total),
    pay_deposit_money: formatFen(b.depositMoney - use.total),
    pay_start_time: b.facts.rules.pay_start_time,
    pay_end_time: b.facts.rules.pay_end_time,
    predict_delivery_time: predictDelivery(b.facts.rules, nowSeconds()),
    is_deposit_back: b.facts.rules.is_deposit_back,
  };
};

/** The payment password rule of a normal checkout: asked when balance is to be used and the member set one. */
export const checkBalancePassword = async (db: Db, memberId: number, isBalance: number, password: string | undefined) => {
  if (isBalance !== 1) return;
  const [m] = await db
    .select({ payPassword: member.payPassword, total: sql<number>`(${member.balance} + ${member.balanceMoney})::bigint` })
    .from(member)
    .where(eq(member.memberId, memberId));
  if (m && m.payPassword !== '' && Number(m.total) > 0) await checkPayPassword(db, memberId, password ?? '');
};

/** Takes balance from the member through the ledger, or refuses the checkout. */
export const spendBalanceTx = async (tx: Db, memberId: number, split: { fromBalance: number; fromBalanceMoney: number }, tag: string) => {
  if (split.fromBalance + split.fromBalanceMoney === 0) return;
  try {
    await changeAccounts(
      tx,
      memberId,
      { balance: -split.fromBalance, balance_money: -split.fromBalanceMoney },
      { fromType: BALANCE_FROM_PRESALE, typeName: '预售', relateTag: tag, remark: `presale ${tag}` },
    );
  } catch {
    throw checkoutError(M.presaleBalanceShort);
  }
};

/**
 * `/presale/api/ordercreate/depositCreate`: books the presale in one transaction (the member row locked first by
 * the checkout): the presale order with its amounts, the goods and presale stock taken (goods SKU first, the
 * lock order of a close), the balance part of the deposit through the ledger, and the deposit pay record of
 * purpose `presale_deposit` (paid at once when the balance covers it). Answers the deposit out_trade_no.
 */
export const depositCreate = async (
  db: Db,
  memberId: number,
  p: DepositParams,
  paidHandlers: PaidHandlers,
  appType: string,
): Promise<string> => {
  await checkBalancePassword(db, memberId, p.is_balance, p.pay_password);
  return db.transaction(async (tx) => {
    const b = await priceBooking(tx, memberId, p, 'create');
    const { c, facts } = b;
    const line = c.shops[0]!.lines[0]!;
    if (facts.rules.max_buy > 0) {
      const [had] = await tx
        .select({ n: sql<number>`coalesce(sum(${presaleOrder.num}), 0)::int` })
        .from(presaleOrder)
        .where(
          and(
            eq(presaleOrder.memberId, memberId),
            eq(presaleOrder.presaleId, p.presale_id),
            ne(presaleOrder.orderStatus, PRESALE_ORDER_STATUS.CLOSED),
          ),
        );
      const bought = Number(had?.n ?? 0);
      if (bought + p.num > facts.rules.max_buy)
        throw checkoutError(M.presaleMaxBuy, { name: line.goodsName, max: facts.rules.max_buy, bought });
    }
    const now = nowSeconds();
    const [orderNo, outTradeNo] = (await nextNumbers(tx, 2)) as [string, string];
    const times = await orderEventTimes(tx);
    const use = balanceSplit(c, p.is_balance === 1, b.depositMoney);
    const sh = c.shops[0]!;
    const [row] = await tx
      .insert(presaleOrder)
      .values({
        orderNo,
        siteId: sh.siteId,
        siteName: sh.siteName,
        memberId,
        presaleId: p.presale_id,
        presaleName: facts.name,
        activitySkuId: facts.rowId,
        goodsId: line.goodsId,
        skuId: line.skuId,
        goodsName: line.goodsName,
        skuName: line.skuName,
        skuImage: line.skuImage,
        num: p.num,
        presalePrice: line.price,
        presaleDeposit: facts.deposit,
        presaleDepositMoney: b.depositMoney,
        finalMoney: b.finalMoney,
        goodsMoney: c.totals.goodsMoney,
        deliveryMoney: c.totals.deliveryMoney,
        orderMoney: c.totals.orderMoney,
        balanceDepositMoney: use.total,
        payDepositMoney: b.depositMoney - use.total,
        depositOutTradeNo: outTradeNo,
        payStartTime: facts.rules.pay_start_time,
        payEndTime: facts.rules.pay_end_time,
        predictDeliveryTime: predictDelivery(facts.rules, now),
        isDepositBack: facts.rules.is_deposit_back,
        autoCloseTime: now + Math.round(times.auto_close * 60),
        createParams: {
          delivery: p.delivery,
          member_address: c.address ? { id: c.address.id } : p.member_address,
          buyer_message: p.buyer_message,
          latitude: p.latitude,
          longitude: p.longitude,
          app_type: appType,
        },
        deliveryType: sh.deliveryType,
        name: c.receiver.name.slice(0, 64),
        mobile: c.receiver.mobile.slice(0, 20),
        fullAddress: `${c.address?.full_address ?? ''} ${c.address?.address ?? ''}`.trim().slice(0, 255),
        buyerMessage: sh.buyerMessage.slice(0, 255),
        createTime: now,
      })
      .returning({ id: presaleOrder.id });
    // Stock: the goods SKU, then the presale's own (the lock order of a close).
    if ((await takeStockTx(tx, new Map([[line.skuId, p.num]]))).length > 0) throw checkoutError(M.presaleStockShort);
    if (!(await takeActivityStockTx(tx, facts.rowId, p.num))) throw checkoutError(M.presaleStockShort);
    await spendBalanceTx(tx, memberId, use, outTradeNo);
    const record = {
      memberId,
      payMoney: b.depositMoney - use.total,
      relateIds: [row!.id],
      body: line.skuName.slice(0, 255),
      siteId: sh.siteId,
      outTradeNo,
      event: PRESALE_DEPOSIT_EVENT,
    };
    if (record.payMoney === 0) await createPaidPayRecordTx(tx, paidHandlers, record, { payType: 'BALANCE', tradeNo: '' });
    else await createPayRecordTx(tx, record);
    return outTradeNo;
  });
};
