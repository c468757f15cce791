import { nowSeconds, payApi } from '@mall/contract';
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { getSetting, setting } from '../../settings';
import {
  channelSetting,
  PAY_SETTING_KEYS,
  settingText,
  type NotifyAnswer,
  type NotifyRequest,
  type NotifyVerdict,
  type PayChannel,
  type PayRecord,
  type RefundOutcome,
} from '../pay.channel';
import { canonicalFields, hmacHex, nonce, safeEqual } from '../pay.crypto';

/**
 * The local sandbox channel: a hosted-cashier look-alike served by this server under `/pay/sandbox/…`.
 * `/api/pay/pay` answers a signed cashier link; confirming there makes the "channel" send a signed
 * asynchronous notify (HMAC-SHA256 over the canonical fields) to `/api/pay/notify/sandbox`, exactly as a
 * real channel would, and sends the browser back to the record's return_url. On by default (setting
 * SANDBOX_PAY_CONFIG: `{secret}`, `is_use`); the secret is generated once and kept in the setting.
 */

export const SANDBOX_CASHIER_PATH = payApi.sandboxCashier.path;
export const SANDBOX_CONFIRM_PATH = payApi.sandboxConfirm.path;
export const SANDBOX_CANCEL_PATH = payApi.sandboxCancel.path;
export const SANDBOX_NOTIFY_PATH = payApi.notifySandbox.path;
/** A cashier link stays valid this long. */
export const CASHIER_LINK_TTL_SECONDS = 30 * 60;
/** Notify attempts after the first one (seconds after the confirmation), like a channel's retry schedule. */
export const NOTIFY_RETRY_DELAYS_MS = [2_000, 10_000, 30_000];

/** The notify/link signing secret: the setting's `secret`, generated once (stable for this database). */
export const sandboxSecret = async (db: Db): Promise<string> => {
  const key = PAY_SETTING_KEYS.sandbox;
  const existing = settingText((await getSetting(db, key)).value, 'secret');
  if (existing.length >= 16) return existing;
  const secret = crypto.randomBytes(32).toString('hex');
  const t = nowSeconds();
  // First use: the sandbox is on in the demo unless an operator switched it off.
  await db.insert(setting).values({ configKey: key, value: { secret }, isUse: 1, createTime: t, modifyTime: t }).onConflictDoNothing();
  // A row without a usable secret gets one; the guard lets only the first of concurrent callers write it.
  await db
    .update(setting)
    .set({ value: sql`coalesce(${setting.value}, '{}'::jsonb) || ${JSON.stringify({ secret })}::jsonb`, modifyTime: t })
    .where(and(eq(setting.configKey, key), sql`coalesce(length(${setting.value}->>'secret'), 0) < 16`));
  const stored = settingText((await getSetting(db, key)).value, 'secret');
  if (stored.length < 16) throw new Error('sandbox pay secret could not be stored');
  return stored;
};

export const signFields = (secret: string, fields: Record<string, string>): string => hmacHex(secret, canonicalFields(fields, ['sign']));

export const verifyFields = (secret: string, fields: Record<string, unknown>): boolean => {
  const sign = typeof fields.sign === 'string' ? fields.sign : '';
  if (!/^[0-9a-f]{64}$/.test(sign)) return false;
  return safeEqual(sign, hmacHex(secret, canonicalFields(fields, ['sign'])));
};

/** Query of a signed cashier link: which record, until when, in which language. */
export const cashierQuery = async (db: Db, outTradeNo: string, lang: Lang): Promise<string> => {
  const fields: Record<string, string> = {
    scene: 'cashier',
    out_trade_no: outTradeNo,
    expire: String(nowSeconds() + CASHIER_LINK_TTL_SECONDS),
    lang,
  };
  const sign = signFields(await sandboxSecret(db), fields);
  const q = new URLSearchParams({ out_trade_no: outTradeNo, expire: fields.expire!, lang, sign });
  return q.toString();
};

/** Checks a cashier link or form (signature and expiry); returns the out_trade_no or null. */
export const checkCashierFields = async (db: Db, raw: Record<string, unknown>): Promise<string | null> => {
  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : '');
  const fields = { scene: 'cashier', out_trade_no: str('out_trade_no'), expire: str('expire'), lang: str('lang'), sign: str('sign') };
  if (!fields.out_trade_no || !/^\d+$/.test(fields.expire) || Number(fields.expire) < nowSeconds()) return null;
  return verifyFields(await sandboxSecret(db), fields) ? fields.out_trade_no : null;
};

/** The sandbox's transaction number for a record: one per record, so a double confirmation is one payment. */
export const sandboxTradeNo = (outTradeNo: string): string => `SB${outTradeNo}`;

/** The signed notify a confirmed sandbox payment sends (amount in fen, as the record holds it). */
export const sandboxNotifyFields = async (db: Db, record: PayRecord): Promise<Record<string, string>> => {
  const fields: Record<string, string> = {
    out_trade_no: record.outTradeNo,
    trade_no: sandboxTradeNo(record.outTradeNo),
    total_amount: String(record.payMoney),
    trade_status: 'TRADE_SUCCESS',
    notify_time: String(nowSeconds()),
    nonce_str: nonce(8),
    sign_type: 'HMAC-SHA256',
  };
  fields.sign = signFields(await sandboxSecret(db), fields);
  return fields;
};

/**
 * Posts the notify to `url` in the background and retries on the schedule until the server answers
 * `success`. Timers do not keep the process alive. Returns the first attempt's promise (tests may await it).
 */
export const deliverSandboxNotify = (url: string, fields: Record<string, string>, delays = NOTIFY_RETRY_DELAYS_MS): Promise<boolean> => {
  const attempt = async (): Promise<boolean> => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      return (await res.text()).trim() === 'success';
    } catch {
      return false;
    }
  };
  const retry = (i: number) => {
    if (i >= delays.length) return;
    const timer = setTimeout(() => {
      void attempt().then((ok) => {
        if (!ok) retry(i + 1);
      });
    }, delays[i]);
    timer.unref();
  };
  const first = attempt();
  void first.then((ok) => {
    if (!ok) retry(0);
  });
  return first;
};

export const sandboxChannel: PayChannel = {
  name: 'sandbox',
  async enabledFor(_appType, db) {
    const row = await channelSetting(db, 'sandbox');
    // No row yet: the demo default is on.
    return row.create_time === 0 && Object.keys(row.value).length === 0 ? true : row.is_use === 1;
  },
  async start(record, ctx) {
    return { type: 'url', url: `${ctx.origin}${SANDBOX_CASHIER_PATH}?${await cashierQuery(ctx.db, record.outTradeNo, ctx.lang)}` };
  },
  async verifyNotify(request: NotifyRequest, db: Db): Promise<NotifyVerdict> {
    const b = request.body;
    const str = (k: string) => (typeof b[k] === 'string' ? (b[k] as string) : '');
    if (str('sign_type') !== 'HMAC-SHA256') return { ok: false, reason: 'sign_type' };
    if (!verifyFields(await sandboxSecret(db), b)) return { ok: false, reason: 'signature' };
    if (str('trade_status') !== 'TRADE_SUCCESS') return { ok: false, reason: 'trade_status' };
    const amount = str('total_amount');
    if (!/^\d{1,15}$/.test(amount) || !str('out_trade_no') || !str('trade_no')) return { ok: false, reason: 'fields' };
    return { ok: true, outTradeNo: str('out_trade_no'), tradeNo: str('trade_no'), amount: Number(amount) };
  },
  answer(ok): NotifyAnswer {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
  },
  async refund(_record, _amount, refundNo): Promise<RefundOutcome> {
    // The sandbox holds no money: the refund is what the pay_refund row records.
    return { ok: true, channelRefundNo: `SBR${refundNo}`.slice(0, 64) };
  },
};
