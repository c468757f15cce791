import { nowSeconds } from '@mall/contract';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayRecord } from './pay.channel';
import { aesGcmDecrypt, aesGcmEncrypt, canonicalFields, hmacHex, rsaSign, rsaVerify, yuanTextToFen } from './pay.crypto';
import {
  parseWechatPayConfig,
  verifyWechatNotify,
  verifyWechatSignature,
  wechatAuthorization,
  wechatCall,
  wechatJsapiData,
  wechatOrderBody,
  type WechatPayConfig,
} from './channels/wechatpay';
import { alipayRefund, alipayWapPayUrl, parseAlipayConfig, rawJsonMember, signAlipayParams, verifyAlipayNotify, type AlipayConfig } from './channels/alipay';
import { sandboxTradeNo, signFields, verifyFields } from './channels/sandbox';

// Every key is generated here; nothing leaves 127.0.0.1.
const keyPair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = keyPair();
const platform = keyPair();
const alipayApp = keyPair();
const alipayServer = keyPair();
const pem = (k: crypto.KeyObject, type: 'pkcs8' | 'spki') => k.export({ format: 'pem', type } as never) as string;
const b64der = (k: crypto.KeyObject, type: 'pkcs8' | 'spki') => (k.export({ format: 'der', type } as never) as Buffer).toString('base64');

const API_V3_KEY = 'a'.repeat(16) + 'B'.repeat(16);

const record = (v: Partial<PayRecord> = {}): PayRecord => ({
  id: 1,
  outTradeNo: '20261122120000000001',
  memberId: 7,
  siteId: 1,
  payBody: '测试商品 × 2',
  payDetail: '',
  payMoney: 12345,
  payStatus: 1,
  payType: '',
  tradeNo: '',
  event: 'order',
  relateIds: [1],
  returnUrl: '',
  createTime: nowSeconds(),
  payTime: 0,
  ...v,
});

const wechatCfg = (v: Record<string, unknown> = {}): WechatPayConfig =>
  parseWechatPayConfig({
    appid: 'wx0000000000000001',
    mchid: '1900000001',
    serial_no: 'MERCHANTSERIAL01',
    private_key: pem(merchant.privateKey, 'pkcs8'),
    api_v3_key: API_V3_KEY,
    platform_public_key: pem(platform.publicKey, 'spki'),
    platform_serial: 'PLATFORMSERIAL01',
    ...v,
  })!;

/** Headers WeChat Pay puts on a response or notification, signed with the platform key. */
const wechatHeaders = (body: string, at = nowSeconds(), serial = 'PLATFORMSERIAL01', key = platform.privateKey) => {
  const nonceStr = crypto.randomBytes(8).toString('hex');
  return {
    'wechatpay-timestamp': String(at),
    'wechatpay-nonce': nonceStr,
    'wechatpay-serial': serial,
    'wechatpay-signature': rsaSign(`${at}\n${nonceStr}\n${body}\n`, key),
  };
};

const wechatNotifyBody = (tx: Record<string, unknown>, key = API_V3_KEY) => {
  const nonceStr = 'n0nce0123456';
  const ad = 'transaction';
  return JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-11-22T12:00:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: aesGcmEncrypt(key, nonceStr, ad, JSON.stringify(tx)), associated_data: ad, nonce: nonceStr },
  });
};

const paidTx = (v: Record<string, unknown> = {}) => ({
  appid: 'wx0000000000000001',
  mchid: '1900000001',
  out_trade_no: '20261122120000000001',
  transaction_id: '4200000000202611220000000001',
  trade_type: 'MWEB',
  trade_state: 'SUCCESS',
  amount: { total: 12345, payer_total: 12345, currency: 'CNY' },
  ...v,
});

describe('crypto helpers', () => {
  it('parses yuan text strictly', () => {
    expect(yuanTextToFen('12.34')).toBe(1234);
    expect(yuanTextToFen('12.3')).toBe(1230);
    expect(yuanTextToFen('0.01')).toBe(1);
    expect(yuanTextToFen('12')).toBe(1200);
    for (const bad of ['12.345', '-1', '1e3', '', ' 1', 'abc', '1.']) expect(yuanTextToFen(bad)).toBeNull();
    expect(yuanTextToFen(12 as unknown as string)).toBeNull();
  });
  it('canonical fields sort, drop empties and the excluded keys', () => {
    expect(canonicalFields({ b: '2', a: '1', sign: 'x', c: '', d: undefined }, ['sign'])).toBe('a=1&b=2');
  });
  it('AES-256-GCM round trip; a changed byte or wrong key fails', () => {
    const ct = aesGcmEncrypt(API_V3_KEY, 'nonce1234567', 'ad', '{"x":1}');
    expect(aesGcmDecrypt(API_V3_KEY, 'nonce1234567', 'ad', ct)).toBe('{"x":1}');
    const buf = Buffer.from(ct, 'base64');
    buf[0] ^= 1;
    expect(() => aesGcmDecrypt(API_V3_KEY, 'nonce1234567', 'ad', buf.toString('base64'))).toThrow();
    expect(() => aesGcmDecrypt('b'.repeat(32), 'nonce1234567', 'ad', ct)).toThrow();
    expect(() => aesGcmDecrypt(API_V3_KEY, 'nonce1234567', 'other', ct)).toThrow();
  });
  it('rsaVerify never throws on garbage', () => {
    expect(rsaVerify('m', 'not base64 !!', platform.publicKey)).toBe(false);
    expect(rsaVerify('m', '', platform.publicKey)).toBe(false);
  });
});

describe('sandbox signing', () => {
  const secret = 'x'.repeat(64);
  it('verifies its own fields and refuses any change', () => {
    const f: Record<string, string> = { out_trade_no: '1', trade_no: sandboxTradeNo('1'), total_amount: '100', sign_type: 'HMAC-SHA256' };
    f.sign = signFields(secret, f);
    expect(f.sign).toBe(hmacHex(secret, 'out_trade_no=1&sign_type=HMAC-SHA256&total_amount=100&trade_no=SB1'));
    expect(verifyFields(secret, f)).toBe(true);
    expect(verifyFields(secret, { ...f, total_amount: '1' })).toBe(false);
    expect(verifyFields('y'.repeat(64), f)).toBe(false);
    expect(verifyFields(secret, { ...f, sign: f.sign.toUpperCase() })).toBe(false);
    expect(verifyFields(secret, { ...f, sign: undefined })).toBe(false);
  });
});

describe('WeChat Pay v3', () => {
  it('needs a complete configuration (32-character API v3 key, keys that parse)', () => {
    expect(wechatCfg()).not.toBeNull();
    expect(parseWechatPayConfig({ ...wechatCfg(), api_v3_key: 'short' })).toBeNull();
    expect(
      parseWechatPayConfig({ appid: 'a', mchid: 'm', serial_no: 's', private_key: 'garbage', api_v3_key: API_V3_KEY, platform_public_key: pem(platform.publicKey, 'spki') }),
    ).toBeNull();
    // Bare base64 DER keys (as consoles give them) work too.
    expect(parseWechatPayConfig({ appid: 'a', mchid: 'm', serial_no: 's', private_key: b64der(merchant.privateKey, 'pkcs8'), api_v3_key: API_V3_KEY, platform_public_key: b64der(platform.publicKey, 'spki') })).not.toBeNull();
  });

  it('signs a request: the Authorization header checks out with the merchant public key', () => {
    const cfg = wechatCfg();
    const body = JSON.stringify({ a: 1 });
    const auth = wechatAuthorization(cfg, 'POST', '/v3/pay/transactions/h5', body, 1700000000, 'abc');
    expect(auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
    const parts = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(parts).toMatchObject({ mchid: '1900000001', nonce_str: 'abc', timestamp: '1700000000', serial_no: 'MERCHANTSERIAL01' });
    expect(rsaVerify(`POST\n/v3/pay/transactions/h5\n1700000000\nabc\n${body}\n`, parts.signature!, merchant.publicKey)).toBe(true);
    expect(rsaVerify(`POST\n/v3/pay/transactions/h5\n1700000000\nabc\n{"a":2}\n`, parts.signature!, merchant.publicKey)).toBe(false);
  });

  it('builds H5 and JSAPI order bodies in fen, description within 127 bytes', () => {
    const cfg = wechatCfg();
    const h5 = wechatOrderBody(cfg, record({ payBody: '长'.repeat(100) }), 'h5', { notifyUrl: 'https://m.example.com/api/pay/notify/wechatpay', ip: '1.2.3.4' });
    expect(h5).toMatchObject({
      appid: 'wx0000000000000001',
      mchid: '1900000001',
      out_trade_no: '20261122120000000001',
      notify_url: 'https://m.example.com/api/pay/notify/wechatpay',
      amount: { total: 12345, currency: 'CNY' },
      scene_info: { payer_client_ip: '1.2.3.4', h5_info: { type: 'Wap' } },
    });
    expect(Buffer.byteLength(h5.description as string)).toBeLessThanOrEqual(127);
    const js = wechatOrderBody(cfg, record(), 'jsapi', { notifyUrl: 'n', ip: '', openid: 'oABC' });
    expect(js).toMatchObject({ payer: { openid: 'oABC' } });
    expect(js).not.toHaveProperty('scene_info');
  });

  it('JSAPI bridge data carries a paySign over appId, timeStamp, nonceStr and package', () => {
    const d = wechatJsapiData(wechatCfg(), 'wx201410272009395522657a690389285100', 1700000000, 'n1');
    expect(d).toMatchObject({ appId: 'wx0000000000000001', timeStamp: '1700000000', nonceStr: 'n1', package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA' });
    expect(rsaVerify(`wx0000000000000001\n1700000000\nn1\nprepay_id=wx201410272009395522657a690389285100\n`, d.paySign, merchant.publicKey)).toBe(true);
  });

  it('verifies a notification: platform signature, then AES-256-GCM resource', () => {
    const cfg = wechatCfg();
    const body = wechatNotifyBody(paidTx());
    const v = verifyWechatNotify(cfg, { headers: wechatHeaders(body), rawBody: body, body: JSON.parse(body) });
    expect(v).toEqual({ ok: true, outTradeNo: '20261122120000000001', tradeNo: '4200000000202611220000000001', amount: 12345 });
  });

  it('refuses tampered, stale, foreign or undecryptable notifications', () => {
    const cfg = wechatCfg();
    const body = wechatNotifyBody(paidTx());
    const check = (headers: Record<string, string>, raw = body) => verifyWechatNotify(cfg, { headers, rawBody: raw, body: {} });
    // Body changed after signing (one space).
    expect(check(wechatHeaders(body), body.replace('{', '{ '))).toEqual({ ok: false, reason: 'signature' });
    // Signed by another key.
    expect(check(wechatHeaders(body, nowSeconds(), 'PLATFORMSERIAL01', keyPair().privateKey))).toMatchObject({ ok: false, reason: 'signature' });
    // Other platform serial.
    expect(check(wechatHeaders(body, nowSeconds(), 'OTHER'))).toMatchObject({ ok: false });
    // Replayed after the window.
    expect(check(wechatHeaders(body, nowSeconds() - 3600))).toMatchObject({ ok: false });
    // Missing headers.
    expect(check({})).toMatchObject({ ok: false });
    // Encrypted with another API v3 key.
    const other = wechatNotifyBody(paidTx(), 'c'.repeat(32));
    expect(check(wechatHeaders(other), other)).toEqual({ ok: false, reason: 'decrypt' });
    // Another merchant, unpaid state, bad amount.
    for (const [tx, reason] of [
      [paidTx({ mchid: '1900000002' }), 'merchant'],
      [paidTx({ trade_state: 'NOTPAY' }), 'trade_state'],
      [paidTx({ amount: { total: '12345' } }), 'amount'],
    ] as const) {
      const b = wechatNotifyBody(tx);
      expect(check(wechatHeaders(b), b)).toEqual({ ok: false, reason });
    }
  });

  describe('API calls against a local stand-in', () => {
    let server: http.Server;
    let base = '';
    let signResponses = true;
    const seen: { auth: string; path: string; body: string }[] = [];
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          seen.push({ auth: String(req.headers.authorization), path: req.url ?? '', body });
          const answer = req.url === '/v3/pay/transactions/h5' ? JSON.stringify({ h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1' }) : JSON.stringify({ prepay_id: 'wx2' });
          const headers = signResponses ? wechatHeaders(answer) : wechatHeaders(answer, nowSeconds(), 'PLATFORMSERIAL01', keyPair().privateKey);
          res.writeHead(200, { 'content-type': 'application/json', ...headers });
          res.end(answer);
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('sends a signed order request and accepts the signed answer', async () => {
      const cfg = wechatCfg({ api_base: base });
      const body = wechatOrderBody(cfg, record(), 'h5', { notifyUrl: 'https://m.example.com/n', ip: '1.2.3.4' });
      const res = await wechatCall(cfg, 'POST', '/v3/pay/transactions/h5', body);
      expect(res.json.h5_url).toContain('checkmweb');
      const req = seen.at(-1)!;
      const parts = Object.fromEntries([...req.auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      expect(rsaVerify(`POST\n/v3/pay/transactions/h5\n${parts.timestamp}\n${parts.nonce_str}\n${req.body}\n`, parts.signature!, merchant.publicKey)).toBe(true);
      expect(JSON.parse(req.body)).toMatchObject({ amount: { total: 12345 } });
    });

    it('refuses an answer whose signature does not check out', async () => {
      signResponses = false;
      try {
        await expect(wechatCall(wechatCfg({ api_base: base }), 'POST', '/v3/pay/transactions/h5', {})).rejects.toThrow(/signature/);
      } finally {
        signResponses = true;
      }
    });

    it('response signatures use the same check as notifications', () => {
      const text = '{"ok":1}';
      expect(verifyWechatSignature(wechatCfg(), wechatHeaders(text), text)).toBe(true);
      expect(verifyWechatSignature(wechatCfg(), wechatHeaders(text), '{"ok":2}')).toBe(false);
    });
  });
});

describe('Alipay (RSA2)', () => {
  const cfg = (): AlipayConfig =>
    parseAlipayConfig({
      app_id: '2021000000000001',
      // Bare base64 as the Alipay console gives it.
      private_key: b64der(alipayApp.privateKey, 'pkcs8'),
      alipay_public_key: b64der(alipayServer.publicKey, 'spki'),
      gateway: 'https://openapi.alipay.com/gateway.do',
    })!;

  it('builds a signed wap-pay URL (sign over every parameter but sign, app key)', () => {
    const url = new URL(alipayWapPayUrl(cfg(), record(), { notifyUrl: 'https://m.example.com/api/pay/notify/alipay', returnUrl: 'https://m.example.com/h5/pages/pay/result/result?code=1', at: new Date('2026-11-22T04:00:00Z') }));
    expect(url.origin + url.pathname).toBe('https://openapi.alipay.com/gateway.do');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ app_id: '2021000000000001', method: 'alipay.trade.wap.pay', charset: 'utf-8', sign_type: 'RSA2', version: '1.0', timestamp: '2026-11-22 12:00:00' });
    expect(JSON.parse(params.biz_content!)).toMatchObject({ out_trade_no: '20261122120000000001', total_amount: '123.45', product_code: 'QUICK_WAP_WAY' });
    const { sign, ...rest } = params;
    expect(rsaVerify(canonicalFields(rest, []), sign!, alipayApp.publicKey)).toBe(true);
    expect(rsaVerify(canonicalFields({ ...rest, biz_content: rest.biz_content!.replace('123.45', '0.01') }, []), sign!, alipayApp.publicKey)).toBe(false);
  });

  /** A notification as Alipay sends it, signed with the Alipay key (sign and sign_type left out of the signature). */
  const notify = (v: Record<string, string> = {}, key = alipayServer.privateKey) => {
    const fields: Record<string, string> = {
      notify_time: '2026-11-22 12:00:05',
      notify_type: 'trade_status_sync',
      notify_id: 'ac05099524730693a8b330c5ecf72da9786',
      app_id: '2021000000000001',
      charset: 'utf-8',
      version: '1.0',
      trade_no: '2026112222001400000000000001',
      out_trade_no: '20261122120000000001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '123.45',
      subject: '测试商品',
      ...v,
    };
    return { ...fields, sign_type: 'RSA2', sign: rsaSign(canonicalFields(fields, ['sign', 'sign_type']), key) };
  };

  it('verifies a notification', () => {
    expect(verifyAlipayNotify(cfg(), notify())).toEqual({ ok: true, outTradeNo: '20261122120000000001', tradeNo: '2026112222001400000000000001', amount: 12345 });
    expect(verifyAlipayNotify(cfg(), notify({ trade_status: 'TRADE_FINISHED' }))).toMatchObject({ ok: true });
  });

  it('refuses tampered, foreign or unpaid notifications', () => {
    expect(verifyAlipayNotify(cfg(), { ...notify(), total_amount: '0.01' })).toEqual({ ok: false, reason: 'signature' });
    expect(verifyAlipayNotify(cfg(), notify({}, keyPair().privateKey))).toEqual({ ok: false, reason: 'signature' });
    expect(verifyAlipayNotify(cfg(), { ...notify(), sign_type: 'RSA' })).toEqual({ ok: false, reason: 'sign_type' });
    expect(verifyAlipayNotify(cfg(), notify({ app_id: '2021000000000002' }))).toEqual({ ok: false, reason: 'app_id' });
    expect(verifyAlipayNotify(cfg(), notify({ trade_status: 'WAIT_BUYER_PAY' }))).toEqual({ ok: false, reason: 'trade_status' });
    expect(verifyAlipayNotify(cfg(), notify({ total_amount: '1.234' }))).toEqual({ ok: false, reason: 'amount' });
  });

  it('finds the raw signed member of a gateway answer', () => {
    const text = '{"alipay_trade_refund_response":{"code":"10000","msg":"Success","x":"a}\\"{"},"sign":"abc"}';
    expect(rawJsonMember(text, 'alipay_trade_refund_response')).toBe('{"code":"10000","msg":"Success","x":"a}\\"{"}');
    expect(rawJsonMember(text, 'missing')).toBeNull();
  });

  describe('refund against a local stand-in', () => {
    let server: http.Server;
    let gateway = '';
    let lastParams: Record<string, string> = {};
    let code = '10000';
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          lastParams = Object.fromEntries(new URLSearchParams(body));
          const inner = JSON.stringify({ code, msg: code === '10000' ? 'Success' : 'Business Failed', sub_msg: code === '10000' ? undefined : '退款金额超限', trade_no: '2026112222001400000000000001', refund_fee: '10.00' });
          res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
          res.end(`{"alipay_trade_refund_response":${inner},"sign":"${rsaSign(inner, alipayServer.privateKey)}"}`);
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('sends a signed refund and checks the signed answer', async () => {
      const c = { ...cfg(), gateway };
      const out = await alipayRefund(c, record(), 1000, 'RF1');
      expect(out).toEqual({ ok: true, channelRefundNo: '2026112222001400000000000001' });
      expect(lastParams.method).toBe('alipay.trade.refund');
      expect(JSON.parse(lastParams.biz_content!)).toEqual({ out_trade_no: '20261122120000000001', refund_amount: '10.00', out_request_no: 'RF1' });
      const { sign, ...rest } = lastParams;
      expect(rsaVerify(canonicalFields(rest, []), sign!, alipayApp.publicKey)).toBe(true);
      code = '40004';
      expect(await alipayRefund(c, record(), 1000, 'RF2')).toEqual({ ok: false, reason: '退款金额超限' });
      code = '10000';
      // An answer signed by someone else is not believed.
      const wrong = { ...c, alipayPublicKey: keyPair().publicKey };
      expect(await alipayRefund(wrong, record(), 1000, 'RF3')).toMatchObject({ ok: false, reason: expect.stringMatching(/signature/) });
    });
  });

  it('signAlipayParams leaves the original parameters as they are', () => {
    const p = { a: '1', b: '' };
    const s = signAlipayParams(cfg(), p);
    expect(s.a).toBe('1');
    expect(rsaVerify('a=1', s.sign, alipayApp.publicKey)).toBe(true);
  });
});
