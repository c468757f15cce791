import type crypto from 'node:crypto';
import { formatFen, payApi } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import {
  channelSetting,
  PayChannelError,
  PAY_HTTP_TIMEOUT_MS,
  settingText,
  type NotifyAnswer,
  type NotifyRequest,
  type NotifyVerdict,
  type PayChannel,
  type PayRecord,
  type RefundOutcome,
} from '../pay.channel';
import { canonicalFields, rsaSign, rsaVerify, toPrivateKey, toPublicKey, yuanTextToFen } from '../pay.crypto';

/**
 * Alipay mobile-site payment (`alipay.trade.wap.pay`), RSA2. Setting ALI_PAY_CONFIG (`is_use` switches it
 * on): `{app_id, private_key, alipay_public_key, gateway?, notify_url?}` — keys as PEM or the bare base64
 * the Alipay console gives. The pay URL is the gateway with every parameter and the RSA2 signature in the
 * query; the browser opens it. Not offered inside WeChat (WeChat blocks Alipay pages).
 */

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';
export const ALIPAY_NOTIFY_PATH = payApi.notifyAlipay.path;

export interface AlipayConfig {
  appId: string;
  privateKey: crypto.KeyObject;
  alipayPublicKey: crypto.KeyObject;
  gateway: string;
  notifyUrl: string;
}

export const parseAlipayConfig = (v: Record<string, unknown>): AlipayConfig | null => {
  const t = (k: string) => settingText(v, k);
  if (!t('app_id') || !t('private_key') || !t('alipay_public_key')) return null;
  try {
    return {
      appId: t('app_id'),
      privateKey: toPrivateKey(t('private_key')),
      alipayPublicKey: toPublicKey(t('alipay_public_key')),
      gateway: t('gateway') || ALIPAY_DEFAULT_GATEWAY,
      notifyUrl: t('notify_url'),
    };
  } catch {
    return null;
  }
};

/** The usable configuration, or null while incomplete or (unless `evenIfOff`) switched off. */
export const alipayConfig = async (db: Db, evenIfOff = false): Promise<AlipayConfig | null> => {
  const row = await channelSetting(db, 'alipay');
  return row.is_use === 1 || evenIfOff ? parseAlipayConfig(row.value) : null;
};

/** `yyyy-MM-dd HH:mm:ss` in China time, as the gateway wants `timestamp`. */
export const alipayTimestamp = (at = new Date()): string => {
  const d = new Date(at.getTime() + 8 * 3600 * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
};

/** Adds `sign` (RSA2 over the sorted non-empty parameters except `sign`) to a request's parameters. */
export const signAlipayParams = (cfg: Pick<AlipayConfig, 'privateKey'>, params: Record<string, string>): Record<string, string> => ({
  ...params,
  sign: rsaSign(canonicalFields(params, ['sign']), cfg.privateKey),
});

const common = (cfg: Pick<AlipayConfig, 'appId'>, method: string, at?: Date): Record<string, string> => ({
  app_id: cfg.appId,
  method,
  format: 'JSON',
  charset: 'utf-8',
  sign_type: 'RSA2',
  timestamp: alipayTimestamp(at),
  version: '1.0',
});

/** Subject: Alipay allows 256 characters. */
const subject = (record: PayRecord) => (record.payBody || record.outTradeNo).slice(0, 256);

/** The signed wap-pay URL the browser opens. */
export const alipayWapPayUrl = (
  cfg: Pick<AlipayConfig, 'appId' | 'privateKey' | 'gateway'>,
  record: PayRecord,
  opts: { notifyUrl: string; returnUrl: string; at?: Date },
): string => {
  const params = signAlipayParams(cfg, {
    ...common(cfg, 'alipay.trade.wap.pay', opts.at),
    notify_url: opts.notifyUrl,
    return_url: opts.returnUrl,
    biz_content: JSON.stringify({
      out_trade_no: record.outTradeNo,
      total_amount: formatFen(record.payMoney),
      subject: subject(record),
      product_code: 'QUICK_WAP_WAY',
      quit_url: opts.returnUrl,
    }),
  });
  return `${cfg.gateway}${cfg.gateway.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
};

/** Verifies an asynchronous notification's fields (RSA2 over all fields but `sign` and `sign_type`). */
export const verifyAlipayNotify = (
  cfg: Pick<AlipayConfig, 'appId' | 'alipayPublicKey'>,
  fields: Record<string, unknown>,
): NotifyVerdict => {
  const str = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string) : '');
  if (str('sign_type') !== 'RSA2') return { ok: false, reason: 'sign_type' };
  if (!rsaVerify(canonicalFields(fields, ['sign', 'sign_type']), str('sign'), cfg.alipayPublicKey))
    return { ok: false, reason: 'signature' };
  if (str('app_id') !== cfg.appId) return { ok: false, reason: 'app_id' };
  const status = str('trade_status');
  if (status !== 'TRADE_SUCCESS' && status !== 'TRADE_FINISHED') return { ok: false, reason: 'trade_status' };
  const amount = yuanTextToFen(str('total_amount'));
  if (amount === null) return { ok: false, reason: 'amount' };
  if (!str('out_trade_no') || !str('trade_no')) return { ok: false, reason: 'fields' };
  return { ok: true, outTradeNo: str('out_trade_no'), tradeNo: str('trade_no'), amount };
};

/**
 * The raw JSON text of `key`'s value in a gateway response (the signature covers these exact bytes), or
 * null. Scans strings and nesting so braces inside values do not confuse it.
 */
export const rawJsonMember = (text: string, key: string): string | null => {
  const at = text.indexOf(`"${key}"`);
  if (at < 0) return null;
  let i = text.indexOf(':', at + key.length + 2);
  if (i < 0) return null;
  i++;
  while (/\s/.test(text[i] ?? '')) i++;
  if (text[i] !== '{') return null;
  let depth = 0;
  let inString = false;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (inString) {
      if (c === '\\') j++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(i, j + 1);
  }
  return null;
};

/** Sends `alipay.trade.refund` and checks the signed answer. */
export const alipayRefund = async (cfg: AlipayConfig, record: PayRecord, amount: number, refundNo: string): Promise<RefundOutcome> => {
  const params = signAlipayParams(cfg, {
    ...common(cfg, 'alipay.trade.refund'),
    biz_content: JSON.stringify({ out_trade_no: record.outTradeNo, refund_amount: formatFen(amount), out_request_no: refundNo }),
  });
  let text: string;
  try {
    const res = await fetch(cfg.gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(PAY_HTTP_TIMEOUT_MS),
      redirect: 'error',
    });
    text = await res.text();
  } catch (e) {
    return { ok: false, reason: `alipay request failed: ${(e as Error).message}` };
  }
  const raw = rawJsonMember(text, 'alipay_trade_refund_response');
  let parsed: { alipay_trade_refund_response?: { code?: string; sub_msg?: string; msg?: string; trade_no?: string }; sign?: string };
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'alipay response is not JSON' };
  }
  const body = parsed.alipay_trade_refund_response;
  if (!raw || !body) return { ok: false, reason: 'alipay response malformed' };
  if (!rsaVerify(raw, parsed.sign ?? '', cfg.alipayPublicKey)) return { ok: false, reason: 'alipay response signature invalid' };
  if (body.code !== '10000') return { ok: false, reason: body.sub_msg || body.msg || String(body.code) };
  return { ok: true, channelRefundNo: body.trade_no ?? '' };
};

export const alipayChannel: PayChannel = {
  name: 'alipay',
  async enabledFor(appType, db) {
    if (appType === 'wechat') return false;
    return (await alipayConfig(db)) !== null;
  },
  async start(record, ctx) {
    const cfg = await alipayConfig(ctx.db);
    if (!cfg) throw new PayChannelError('alipay not configured');
    const returnUrl = `${ctx.origin}${ctx.returnPath}`;
    return {
      type: 'url',
      url: alipayWapPayUrl(cfg, record, { notifyUrl: cfg.notifyUrl || `${ctx.origin}${ALIPAY_NOTIFY_PATH}`, returnUrl }),
    };
  },
  async verifyNotify(request: NotifyRequest, db: Db) {
    // Payments started before the channel was switched off still complete.
    const cfg = await alipayConfig(db, true);
    if (!cfg) return { ok: false, reason: 'disabled' };
    return verifyAlipayNotify(cfg, request.body);
  },
  answer(ok): NotifyAnswer {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
  },
  async refund(record, amount, refundNo, db) {
    const cfg = await alipayConfig(db, true);
    if (!cfg) return { ok: false, reason: 'alipay not configured' };
    return alipayRefund(cfg, record, amount, refundNo);
  },
};
