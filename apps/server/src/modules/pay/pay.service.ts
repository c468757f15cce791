import { and, eq, ne, sql } from 'drizzle-orm';
import {
  formatFen,
  PAY_STATUS,
  type Lang,
  type OnlinePayType,
  type PayInfo,
  type PayPayParams,
  type PayPayResult,
  type PayStatus,
  nowSeconds,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { member } from '../member';
import { enabledChannels, payChannel } from './channels';
import { PayChannelError, type NotifyAnswer, type NotifyRequest, type PayRecord } from './pay.channel';
import type { PaidHandlers, PayPurposeReaders } from './pay.paid';
import { payMessages, payTypeNameKey } from './pay.messages';
import { markPayPaidTx } from './pay.record';
import { isPayOpen, movePayRecords, movePayRefund, PAY_OPEN, PayRefundStatus as RS } from './pay.state';
import { pay, payNotify } from './pay.tables';
import { payRefund } from './payrefund.tables';

/** The H5 pay result page (history-mode path under /h5/); `code` is the out_trade_no. */
export const PAY_RESULT_PATH = '/h5/pages/pay/result/result';
export const defaultReturnPath = (outTradeNo: string) => `${PAY_RESULT_PATH}?code=${encodeURIComponent(outTradeNo)}`;
export const returnPathOf = (record: PayRecord) => record.returnUrl || defaultReturnPath(record.outTradeNo);

/**
 * The return path to keep from a client's `return_url`: a path of this site as is, an absolute URL on
 * `host` reduced to its path; anything else (other hosts, schemes, `//x`) gives undefined.
 */
export const safeReturnPath = (value: string | undefined, host: string): string | undefined => {
  if (!value || /\s/.test(value)) return undefined;
  if (value.startsWith('/')) return /^\/[/\\]/.test(value) ? undefined : value;
  try {
    const u = new URL(value);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.host.toLowerCase() !== host.toLowerCase()) return undefined;
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return undefined;
  }
};

const relateIdsOf = (record: Pick<PayRecord, 'relateIds'>): number[] =>
  (Array.isArray(record.relateIds) ? record.relateIds : []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/** The member's own record, or null (another member's record is "not found" too). */
const ownRecord = async (db: Db, memberId: number, outTradeNo: string): Promise<PayRecord | null> => {
  const [r] = await db
    .select()
    .from(pay)
    .where(and(eq(pay.outTradeNo, outTradeNo), eq(pay.memberId, memberId)))
    .limit(1);
  return r ?? null;
};

export const payTypeName = (payType: string, lang: Lang): string => {
  const key = payTypeNameKey(payType);
  return key ? translate(key, lang) : payType;
};

// ---------------------------------------------------------------- info, status, types

export const payInfo = async (db: Db, readers: PayPurposeReaders, memberId: number, outTradeNo: string, lang: Lang): Promise<PayInfo> => {
  const r = await ownRecord(db, memberId, outTradeNo);
  if (!r) throw new AppError(payMessages.payNotExist);
  const ids = relateIdsOf(r);
  const reader = r.event === 'order' ? readers[r.event] : undefined;
  const orderType = reader && ids.length ? await reader.firstType(db, memberId, ids) : 0;
  return {
    id: r.id,
    site_id: r.siteId,
    out_trade_no: r.outTradeNo,
    pay_type: r.payType,
    pay_type_name: r.payType ? payTypeName(r.payType, lang) : '',
    trade_no: r.tradeNo,
    pay_no: r.tradeNo,
    pay_body: r.payBody,
    pay_detail: r.payDetail,
    pay_money: formatFen(r.payMoney),
    pay_addon: '',
    pay_status: r.payStatus as PayStatus,
    return_url: returnPathOf(r),
    event: r.event,
    create_time: r.createTime,
    pay_time: r.payTime,
    order_type: orderType,
    order_ids: r.event === 'order' ? ids : [],
  };
};

export const payStatus = async (db: Db, memberId: number, outTradeNo: string): Promise<{ pay_status: PayStatus }> => {
  const r = await ownRecord(db, memberId, outTradeNo);
  if (!r) throw new AppError(payMessages.payNotExist);
  return { pay_status: r.payStatus as PayStatus };
};

export const payTypeList = async (db: Db, appType: string): Promise<{ pay_type: string }> => ({
  pay_type: (await enabledChannels(db, appType)).join(','),
});

// ---------------------------------------------------------------- starting a payment

export interface StartRequest {
  appType: string;
  lang: Lang;
  ip: string;
  /** Public origin, e.g. `https://mall.example.com`. */
  origin: string;
  /** Host the request came to (`return_url` may be an absolute URL on it). */
  host: string;
}

/**
 * Opens `pay_type` for the member's record: the record must be waiting (0) or paying (1) with money to
 * collect and the channel enabled for the client. Marks it paying (1) and remembers the return path.
 */
export const startPayment = async (db: Db, memberId: number, input: PayPayParams, req: StartRequest): Promise<PayPayResult> => {
  const r = await ownRecord(db, memberId, input.out_trade_no);
  if (!r) throw new AppError(payMessages.payNotExist);
  if (r.payStatus === PAY_STATUS.PAID) throw new AppError(payMessages.payPaid);
  if (r.payStatus === PAY_STATUS.CANCELLED) throw new AppError(payMessages.payCancelled);
  if (r.payMoney <= 0) throw new AppError(payMessages.payNothingToPay);
  const channel = payChannel(input.pay_type);
  if (!channel || !(await channel.enabledFor(req.appType, db))) throw new AppError(payMessages.payTypeDisabled);
  const returnUrl = safeReturnPath(input.return_url, req.host) ?? r.returnUrl ?? '';
  const [opened] = await movePayRecords(db, eq(pay.id, r.id), PAY_OPEN, PAY_STATUS.PAYING, { returnUrl });
  if (!opened) {
    // Paid or cancelled in the meantime.
    const again = await ownRecord(db, memberId, input.out_trade_no);
    throw new AppError(again?.payStatus === PAY_STATUS.PAID ? payMessages.payPaid : payMessages.payCancelled);
  }
  let openid: string | undefined;
  if (req.appType === 'wechat') {
    const [m] = await db.select({ openid: member.wxOpenid }).from(member).where(eq(member.memberId, memberId)).limit(1);
    openid = m?.openid ?? undefined;
  }
  try {
    const started = await channel.start(opened, {
      db,
      appType: req.appType,
      lang: req.lang,
      ip: req.ip,
      memberId,
      origin: req.origin,
      returnPath: returnPathOf(opened),
      openid,
    });
    return started.type === 'url' ? { ...started, data: started.url } : started;
  } catch (e) {
    if (e instanceof PayChannelError)
      throw new AppError(e.messageKey ?? payMessages.payChannelError, -1, undefined, null, 'PAY_CHANNEL_ERROR');
    throw e;
  }
};

// ---------------------------------------------------------------- notifications

export type NotifyOutcome = 'paid' | 'duplicate' | 'refused' | 'returned';

/**
 * Handles a channel notification: verify (signature etc. by the channel), then in one transaction lock the
 * record, check the amount, insert the `(channel, trade_no)` notify row — a duplicate stops here, changing
 * nothing — and mark the record and its orders paid. A verified payment for a record that is cancelled or
 * was already paid by another transaction is kept (notify row) and sent back through the channel.
 */
export const handleNotify = async (
  db: Db,
  handlers: PaidHandlers,
  channelName: OnlinePayType,
  request: NotifyRequest,
): Promise<{ answer: NotifyAnswer; outcome: NotifyOutcome; reason?: string }> => {
  const channel = payChannel(channelName)!;
  const verdict = await channel.verifyNotify(request, db);
  if (!verdict.ok) return { answer: channel.answer(false), outcome: 'refused', reason: verdict.reason };
  let orphan: PayRecord | null = null;
  let outcome: NotifyOutcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const [r] = await tx.select().from(pay).where(eq(pay.outTradeNo, verdict.outTradeNo)).for('update');
      if (!r || r.payMoney !== verdict.amount) return 'refused';
      const inserted = await tx
        .insert(payNotify)
        .values({
          channel: channelName,
          tradeNo: verdict.tradeNo,
          outTradeNo: verdict.outTradeNo,
          amount: verdict.amount,
          createTime: nowSeconds(),
        })
        .onConflictDoNothing()
        .returning({ id: payNotify.id });
      if (inserted.length === 0) return 'duplicate';
      if (isPayOpen(r.payStatus)) {
        if (!(await markPayPaidTx(tx, handlers, r.outTradeNo, { payType: channelName, tradeNo: verdict.tradeNo })))
          throw new NotifyRefused();
        return 'paid';
      }
      orphan = r;
      return 'returned';
    });
  } catch (e) {
    // Refused (state) or failed (database): the channel will notify again later.
    return {
      answer: channel.answer(false),
      outcome: 'refused',
      reason: e instanceof NotifyRefused ? 'state' : `error: ${(e as Error).message}`,
    };
  }
  if (outcome === 'refused') return { answer: channel.answer(false), outcome, reason: 'record' };
  if (orphan) {
    // The money arrived for nothing: give it back through the channel that took it.
    await sendRefund(db, orphan, channelName, verdict.amount, `RT${verdict.tradeNo}`.slice(0, 64));
  }
  return { answer: channel.answer(true), outcome };
};

class NotifyRefused extends Error {}

// ---------------------------------------------------------------- refunds

/** What sending part of a refund back through a channel answered (the refund module's `sendThroughChannels` reads it). */
export type OnlineRefundResult = { ok: true; payType: string; refundTradeNo: string } | { ok: false; reason: string };

/** Records the refund (unique refund_no) and asks the channel; a repeated refund_no answers the first outcome. */
const sendRefund = async (db: Db, record: PayRecord, payType: string, amount: number, refundNo: string): Promise<OnlineRefundResult> => {
  const channel = payChannel(payType);
  if (!channel) return { ok: false, reason: 'unknown channel' };
  const [row] = await db
    .insert(payRefund)
    .values({ refundNo, outTradeNo: record.outTradeNo, payType, refundMoney: amount, status: RS.SENDING, createTime: nowSeconds() })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [old] = await db.select().from(payRefund).where(eq(payRefund.refundNo, refundNo)).limit(1);
    if (old && old.status === RS.DONE) return { ok: true, payType: old.payType, refundTradeNo: old.channelRefundNo };
    if (!old || old.status === RS.SENDING || old.outTradeNo !== record.outTradeNo || old.refundMoney !== amount)
      return { ok: false, reason: 'refund_no in use' };
    // A failed attempt with the same number: try again.
    if (!(await movePayRefund(db, refundNo, RS.FAILED, RS.SENDING))) return { ok: false, reason: 'refund_no in use' };
  }
  const sent = await channel.refund(record, amount, refundNo, db);
  // Only this call holds the number in SENDING (an insert or a retry moved it there), so the move cannot miss;
  // the channel's answer is reported either way, as it is what happened to the money.
  if (sent.ok)
    await movePayRefund(db, refundNo, RS.SENDING, RS.DONE, {
      channelRefundNo: sent.channelRefundNo.slice(0, 64),
      failReason: '',
      finishTime: nowSeconds(),
    });
  else await movePayRefund(db, refundNo, RS.SENDING, RS.FAILED, { failReason: sent.reason.slice(0, 255), finishTime: nowSeconds() });
  return sent.ok ? { ok: true, payType, refundTradeNo: sent.channelRefundNo } : { ok: false, reason: sent.reason };
};

/** Fen sent back (or being sent) through pay record `outTradeNo`'s channel so far. */
export const onlineRefundedMoney = async (db: Db, outTradeNo: string): Promise<number> => {
  const [done] = await db
    .select({ sum: sql<string>`coalesce(sum(${payRefund.refundMoney}), 0)` })
    .from(payRefund)
    .where(and(eq(payRefund.outTradeNo, outTradeNo), ne(payRefund.status, RS.FAILED)));
  return Number(done?.sum ?? 0);
};

/**
 * Sends `amount` fen of a paid online payment back through the channel that took it (for after-sale).
 * Refunds of one record never exceed what it collected. `refundNo` is the idempotency key: calling again
 * with it answers the first outcome. Works inside the caller's transaction (`db` may be a tx).
 */
export const refundOnlinePay = async (
  db: Db,
  ord: { outTradeNo: string; payType: string },
  amount: number,
  refundNo: string,
): Promise<OnlineRefundResult> => {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'amount' };
  const [r] = await db.select().from(pay).where(eq(pay.outTradeNo, ord.outTradeNo)).for('update');
  if (!r || r.payStatus !== PAY_STATUS.PAID || !payChannel(r.payType)) return { ok: false, reason: 'not paid online' };
  const [done] = await db
    .select({ sum: sql<string>`coalesce(sum(${payRefund.refundMoney}), 0)` })
    .from(payRefund)
    .where(
      and(
        eq(payRefund.outTradeNo, r.outTradeNo),
        eq(payRefund.payType, r.payType),
        ne(payRefund.status, RS.FAILED),
        ne(payRefund.refundNo, refundNo),
      ),
    );
  if (Number(done?.sum ?? 0) + amount > r.payMoney) return { ok: false, reason: 'exceeds' };
  return sendRefund(db, r, r.payType, amount, refundNo);
};
