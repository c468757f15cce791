import type { Lang, OnlinePayType, PayStartResult } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { getSetting, putSetting } from '../settings';
import type { pay } from './pay.tables';

/** A pay record row (`pay` table). */
export type PayRecord = typeof pay.$inferSelect;

/** Setting keys (`setting` table) holding each channel's configuration; `is_use` switches the channel. */
export const PAY_SETTING_KEYS: Record<OnlinePayType, string> = {
  sandbox: 'SANDBOX_PAY_CONFIG',
  wechatpay: 'WECHAT_PAY_CONFIG',
  alipay: 'ALI_PAY_CONFIG',
};

type SettingRow = Awaited<ReturnType<typeof getSetting>>;

export const channelSetting = (db: Db, name: OnlinePayType): Promise<SettingRow> => getSetting(db, PAY_SETTING_KEYS[name]);
export const putChannelSetting = (db: Db, name: OnlinePayType, value: Record<string, unknown>, isUse: 0 | 1): Promise<void> =>
  putSetting(db, PAY_SETTING_KEYS[name], value, isUse);

/** What a channel needs to know about the request that starts a payment. */
export interface PayStartContext {
  db: Db;
  /** `h5` or `wechat` (inside the WeChat browser). */
  appType: string;
  lang: Lang;
  /** Buyer's IP (WeChat H5 wants it). */
  ip: string;
  memberId: number;
  /** Public origin of this site as the browser sees it, e.g. `https://mall.example.com` (no trailing slash). */
  origin: string;
  /** Where the browser returns after paying: a path of this site (prefix `origin` for an absolute URL). */
  returnPath: string;
  /** The member's WeChat openid (JSAPI inside WeChat), when known. */
  openid?: string;
}

/** An incoming channel notification, as received. */
export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The exact body bytes as text (signatures are computed over them). */
  rawBody: string;
  /** The parsed body (form fields or JSON object). */
  body: Record<string, unknown>;
}

/** A verified notification says which record was paid, by which channel transaction, for how much (fen). */
export type NotifyVerdict = { ok: true; outTradeNo: string; tradeNo: string; amount: number } | { ok: false; reason: string };

/** The HTTP answer a channel expects to its notification. */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Outcome of a refund request sent to a channel. */
export type RefundOutcome = { ok: true; channelRefundNo: string } | { ok: false; reason: string };

/**
 * Thrown by a channel that cannot start a payment (misconfigured, channel refused, network). `messageKey`
 * names the shopper-facing text when there is a better one than the generic failure.
 */
export class PayChannelError extends Error {
  constructor(
    message: string,
    readonly messageKey?: string,
  ) {
    super(message);
  }
}

/**
 * One online payment channel. The server never trusts a return from the browser: a record becomes paid only
 * through `verifyNotify` (signature, then amount and state checked by the caller).
 */
export interface PayChannel {
  readonly name: OnlinePayType;
  /** Whether the channel is switched on and usable for this client type. */
  enabledFor(appType: string, db: Db): Promise<boolean>;
  /** Opens the channel's payment for a record in state 0/1 and tells the browser what to do. */
  start(record: PayRecord, ctx: PayStartContext): Promise<PayStartResult>;
  /** Checks a notification's authenticity and extracts what it claims. Never throws for bad input. */
  verifyNotify(request: NotifyRequest, db: Db): Promise<NotifyVerdict>;
  /** Body the channel expects back: success stops its retries. */
  answer(ok: boolean): NotifyAnswer;
  /** Sends `amount` fen of a paid record back to the payer; `refundNo` is the idempotency key. */
  refund(record: PayRecord, amount: number, refundNo: string, db: Db): Promise<RefundOutcome>;
}

/** Reads a text field of a setting value ('' when absent). */
export const settingText = (v: Record<string, unknown>, key: string): string => {
  const x = v[key];
  return typeof x === 'string' ? x.trim() : '';
};

/** Channel HTTP calls give up after this long. */
export const PAY_HTTP_TIMEOUT_MS = 10_000;
