import { nowSeconds, payApi } from '@mall/contract';
import crypto from 'node:crypto';
import type { PayStartResult, WechatJsapiPayData } from '@mall/contract';
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
  type PayStartContext,
  type RefundOutcome,
} from '../pay.channel';
import { aesGcmDecrypt, header, nonce, rsaSign, rsaVerify, toPrivateKey, toPublicKey } from '../pay.crypto';
import { payMessages } from '../pay.messages';

/**
 * WeChat Pay, API v3. Setting WECHAT_PAY_CONFIG (`is_use` switches it on):
 * `{appid, mchid, serial_no, private_key, api_v3_key, platform_public_key, platform_serial?, api_base?,
 *   notify_url?, h5?: 0|1, jsapi?: 0|1}` — `private_key` is the merchant API key (PEM or base64 PKCS#8),
 * `serial_no` its certificate serial, `platform_public_key` the WeChat Pay platform certificate or public
 * key used to check responses and notifications (`platform_serial`, when given, must match the
 * `Wechatpay-Serial` header), `api_v3_key` the 32-character key that decrypts notification resources.
 * Plain H5 uses the H5 (`mweb`) order and answers `{type:'url'}`; inside WeChat, JSAPI answers the bridge data.
 */

export const WECHATPAY_DEFAULT_API_BASE = 'https://api.mch.weixin.qq.com';
export const WECHATPAY_NOTIFY_PATH = payApi.notifyWechatpay.path;
/** Notifications and responses older or newer than this are refused (replay window). */
export const WECHATPAY_CLOCK_SKEW_SECONDS = 300;

export interface WechatPayConfig {
  appid: string;
  mchid: string;
  serialNo: string;
  privateKey: crypto.KeyObject;
  apiV3Key: string;
  platformKey: crypto.KeyObject;
  platformSerial: string;
  apiBase: string;
  notifyUrl: string;
  h5: boolean;
  jsapi: boolean;
}

/**
 * The usable configuration, or null while it is incomplete or (unless `evenIfOff`) switched off. Checking
 * notifications and refunds works while the channel is off: payments started before still complete.
 */
export const wechatPayConfig = async (db: Db, evenIfOff = false): Promise<WechatPayConfig | null> => {
  const row = await channelSetting(db, 'wechatpay');
  if (row.is_use !== 1 && !evenIfOff) return null;
  return parseWechatPayConfig(row.value);
};

export const parseWechatPayConfig = (v: Record<string, unknown>): WechatPayConfig | null => {
  const t = (k: string) => settingText(v, k);
  if (!t('appid') || !t('mchid') || !t('serial_no') || !t('private_key') || t('api_v3_key').length !== 32 || !t('platform_public_key'))
    return null;
  try {
    return {
      appid: t('appid'),
      mchid: t('mchid'),
      serialNo: t('serial_no'),
      privateKey: toPrivateKey(t('private_key')),
      apiV3Key: t('api_v3_key'),
      platformKey: toPublicKey(t('platform_public_key')),
      platformSerial: t('platform_serial'),
      apiBase: (t('api_base') || WECHATPAY_DEFAULT_API_BASE).replace(/\/+$/, ''),
      notifyUrl: t('notify_url'),
      h5: v.h5 !== 0 && v.h5 !== '0',
      jsapi: v.jsapi !== 0 && v.jsapi !== '0',
    };
  } catch {
    return null;
  }
};

/** `Authorization` header of an API v3 request: SHA256withRSA over method, path+query, time, nonce, body. */
export const wechatAuthorization = (
  cfg: Pick<WechatPayConfig, 'mchid' | 'serialNo' | 'privateKey'>,
  method: string,
  pathWithQuery: string,
  body: string,
  at = nowSeconds(),
  nonceStr = nonce(16),
): string => {
  const message = `${method.toUpperCase()}\n${pathWithQuery}\n${at}\n${nonceStr}\n${body}\n`;
  const signature = rsaSign(message, cfg.privateKey);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${cfg.mchid}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${at}",serial_no="${cfg.serialNo}"`;
};

/** Checks the `Wechatpay-*` signature headers over a response or notification body. */
export const verifyWechatSignature = (
  cfg: Pick<WechatPayConfig, 'platformKey' | 'platformSerial'>,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  at = nowSeconds(),
): boolean => {
  const ts = header(headers, 'wechatpay-timestamp');
  const nonceStr = header(headers, 'wechatpay-nonce');
  const signature = header(headers, 'wechatpay-signature');
  const serial = header(headers, 'wechatpay-serial');
  if (!/^\d{1,12}$/.test(ts) || !nonceStr || !signature) return false;
  if (Math.abs(at - Number(ts)) > WECHATPAY_CLOCK_SKEW_SECONDS) return false;
  if (cfg.platformSerial && serial !== cfg.platformSerial) return false;
  return rsaVerify(`${ts}\n${nonceStr}\n${body}\n`, signature, cfg.platformKey);
};

/** WeChat limits `description` to 127 bytes. */
const description = (record: PayRecord): string => {
  let d = record.payBody || record.outTradeNo;
  while (Buffer.byteLength(d, 'utf8') > 127) d = d.slice(0, -1);
  return d;
};

/** Body of the order request: H5 (`/v3/pay/transactions/h5`) or JSAPI (`/v3/pay/transactions/jsapi`). */
export const wechatOrderBody = (
  cfg: Pick<WechatPayConfig, 'appid' | 'mchid'>,
  record: PayRecord,
  kind: 'h5' | 'jsapi',
  opts: { notifyUrl: string; ip: string; openid?: string },
): Record<string, unknown> => ({
  appid: cfg.appid,
  mchid: cfg.mchid,
  description: description(record),
  out_trade_no: record.outTradeNo,
  notify_url: opts.notifyUrl,
  amount: { total: record.payMoney, currency: 'CNY' },
  ...(kind === 'h5'
    ? { scene_info: { payer_client_ip: opts.ip || '127.0.0.1', h5_info: { type: 'Wap' } } }
    : { payer: { openid: opts.openid } }),
});

/** The JS bridge parameters for a prepay id (`paySign` over appId, timeStamp, nonceStr, package). */
export const wechatJsapiData = (
  cfg: Pick<WechatPayConfig, 'appid' | 'privateKey'>,
  prepayId: string,
  at = nowSeconds(),
  nonceStr = nonce(16),
): WechatJsapiPayData => {
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId: cfg.appid,
    timeStamp: String(at),
    nonceStr,
    package: pkg,
    signType: 'RSA',
    paySign: rsaSign(`${cfg.appid}\n${at}\n${nonceStr}\n${pkg}\n`, cfg.privateKey),
  };
};

interface WechatResponse {
  status: number;
  json: Record<string, unknown>;
}

/** One signed API v3 call; refuses a success response whose signature does not check out. */
export const wechatCall = async (
  cfg: WechatPayConfig,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
): Promise<WechatResponse> => {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  let res: Response;
  try {
    res = await fetch(`${cfg.apiBase}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'mall-server',
        authorization: wechatAuthorization(cfg, method, path, body),
      },
      body: method === 'POST' ? body : undefined,
      signal: AbortSignal.timeout(PAY_HTTP_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (e) {
    throw new PayChannelError(`wechatpay request failed: ${(e as Error).message}`);
  }
  const text = await res.text();
  if (res.status >= 200 && res.status < 300) {
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => (headers[k] = v));
    if (!verifyWechatSignature(cfg, headers, text)) throw new PayChannelError('wechatpay response signature invalid');
  }
  try {
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    throw new PayChannelError('wechatpay response is not JSON');
  }
};

/** Decrypted `resource` of a payment notification (the fields we use). */
interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

/** Verifies a notification with a given configuration (exported for tests). */
export const verifyWechatNotify = (cfg: WechatPayConfig, request: NotifyRequest, at = nowSeconds()): NotifyVerdict => {
  if (!verifyWechatSignature(cfg, request.headers, request.rawBody, at)) return { ok: false, reason: 'signature' };
  let event: { event_type?: string; resource?: { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string } };
  try {
    event = JSON.parse(request.rawBody);
  } catch {
    return { ok: false, reason: 'body' };
  }
  if (event.event_type !== 'TRANSACTION.SUCCESS') return { ok: false, reason: 'event_type' };
  const r = event.resource;
  if (!r || r.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce) return { ok: false, reason: 'resource' };
  let tx: WechatTransaction;
  try {
    tx = JSON.parse(aesGcmDecrypt(cfg.apiV3Key, r.nonce, r.associated_data ?? '', r.ciphertext));
  } catch {
    return { ok: false, reason: 'decrypt' };
  }
  if (tx.mchid !== cfg.mchid || tx.appid !== cfg.appid) return { ok: false, reason: 'merchant' };
  if (tx.trade_state !== 'SUCCESS') return { ok: false, reason: 'trade_state' };
  const total = tx.amount?.total;
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) return { ok: false, reason: 'amount' };
  if (!tx.out_trade_no || !tx.transaction_id) return { ok: false, reason: 'fields' };
  return { ok: true, outTradeNo: tx.out_trade_no, tradeNo: tx.transaction_id, amount: total };
};

const requireConfig = async (db: Db): Promise<WechatPayConfig> => {
  const cfg = await wechatPayConfig(db);
  if (!cfg) throw new PayChannelError('wechatpay not configured');
  return cfg;
};

export const wechatPayChannel: PayChannel = {
  name: 'wechatpay',
  async enabledFor(appType, db) {
    const cfg = await wechatPayConfig(db);
    if (!cfg) return false;
    return appType === 'wechat' ? cfg.jsapi : cfg.h5;
  },
  async start(record, ctx: PayStartContext): Promise<PayStartResult> {
    const cfg = await requireConfig(ctx.db);
    const notifyUrl = cfg.notifyUrl || `${ctx.origin}${WECHATPAY_NOTIFY_PATH}`;
    if (ctx.appType === 'wechat') {
      if (!ctx.openid) throw new PayChannelError('no openid', payMessages.payNeedOpenid);
      const res = await wechatCall(
        cfg,
        'POST',
        '/v3/pay/transactions/jsapi',
        wechatOrderBody(cfg, record, 'jsapi', { notifyUrl, ip: ctx.ip, openid: ctx.openid }),
      );
      const prepayId = res.json.prepay_id;
      if (res.status !== 200 || typeof prepayId !== 'string')
        throw new PayChannelError(`wechatpay jsapi refused: ${String(res.json.message ?? res.status)}`);
      return { type: 'jsapi', data: wechatJsapiData(cfg, prepayId) };
    }
    const res = await wechatCall(cfg, 'POST', '/v3/pay/transactions/h5', wechatOrderBody(cfg, record, 'h5', { notifyUrl, ip: ctx.ip }));
    const h5Url = res.json.h5_url;
    if (res.status !== 200 || typeof h5Url !== 'string')
      throw new PayChannelError(`wechatpay h5 refused: ${String(res.json.message ?? res.status)}`);
    return {
      type: 'url',
      url: `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(`${ctx.origin}${ctx.returnPath}`)}`,
    };
  },
  async verifyNotify(request, db) {
    const cfg = await wechatPayConfig(db, true);
    if (!cfg) return { ok: false, reason: 'disabled' };
    return verifyWechatNotify(cfg, request);
  },
  answer(ok): NotifyAnswer {
    return ok
      ? { status: 200, contentType: 'application/json; charset=utf-8', body: '{"code":"SUCCESS","message":"成功"}' }
      : { status: 400, contentType: 'application/json; charset=utf-8', body: '{"code":"FAIL","message":"失败"}' };
  },
  async refund(record, amount, refundNo, db): Promise<RefundOutcome> {
    const cfg = await wechatPayConfig(db, true);
    if (!cfg) return { ok: false, reason: 'wechatpay not configured' };
    try {
      const res = await wechatCall(cfg, 'POST', '/v3/refund/domestic/refunds', {
        out_trade_no: record.outTradeNo,
        out_refund_no: refundNo,
        amount: { refund: amount, total: record.payMoney, currency: 'CNY' },
      });
      const status = res.json.status;
      if (res.status === 200 && (status === 'SUCCESS' || status === 'PROCESSING'))
        return { ok: true, channelRefundNo: String(res.json.refund_id ?? '') };
      return { ok: false, reason: String(res.json.message ?? status ?? res.status) };
    } catch (e) {
      return { ok: false, reason: (e as Error).message };
    }
  },
};
