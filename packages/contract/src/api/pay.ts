import { z } from 'zod';
import { flagParam, idListParam, optional, strParam } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';

/**
 * Payment (reference §4.10) and re-paying unpaid orders (`/api/order/pay`, §4.9).
 * One pay record (`out_trade_no`) collects what an online channel must take for a checkout; the H5 opens
 * the pay popup (`/api/pay/info` → `/api/pay/type` → `/api/pay/pay`) and, for our H5 channels, follows the
 * `url` it gets back (a hosted cashier); the cashier returns to `/pages/pay/result/result?code=<out_trade_no>`,
 * which polls `/api/pay/status` until `pay_status` is 2.
 */

/** Online channels. `sandbox` is the local hosted cashier shipped with the demo. */
export const ONLINE_PAY_TYPES = ['sandbox', 'wechatpay', 'alipay'] as const;
export type OnlinePayType = (typeof ONLINE_PAY_TYPES)[number];

/** Every `pay_type` a pay record or an order may carry once paid (`BALANCE` = fully paid from balance at create). */
export type PaidByType = OnlinePayType | 'BALANCE' | 'ONLINE_PAY' | 'OFFLINE_PAY';

/** Pay record `pay_status`: 0 waiting, 1 paying (a channel was opened), 2 paid, -1 cancelled. */
export const PAY_STATUS = { WAIT: 0, PAYING: 1, PAID: 2, CANCELLED: -1 } as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];

export const OUT_TRADE_NO_MAX = 32;
/** Orders one `/api/order/pay` call may re-pay together (one checkout's shop orders). */
export const ORDER_PAY_IDS_MAX = 50;

/** Digits/letters as `createno()` makes them; anything else cannot be a pay record. */
export const outTradeNoParam = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .min(1)
      .max(OUT_TRADE_NO_MAX)
      .regex(/^[A-Za-z0-9_-]+$/),
  );

// ---------------------------------------------------------------- params

/** `/api/pay/info` and `/api/pay/status`. */
export const payOutTradeNoParams = z.object({ out_trade_no: outTradeNoParam() });
export type PayOutTradeNoParams = z.infer<typeof payOutTradeNoParams>;
export const payInfoParams = payOutTradeNoParams;
export type PayInfoParams = PayOutTradeNoParams;
export const payStatusParams = payOutTradeNoParams;
export type PayStatusParams = PayOutTradeNoParams;

/** `/api/pay/type`: the client type comes from the common `app_type` param (`h5` | `wechat`). */
export const payTypeParams = z.object({});
export type PayTypeParams = z.infer<typeof payTypeParams>;

/**
 * `/api/pay/pay`. `return_url` (optional): where the browser returns after paying — a path of this site
 * (`/h5/pages/pay/result/result?code=…`) or an absolute URL on the host the request came to (only its path
 * is kept). Anything else (another host) is ignored and the pay result page is used.
 */
export const payPayParams = z.object({
  out_trade_no: outTradeNoParam(),
  pay_type: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.enum(ONLINE_PAY_TYPES)),
  return_url: optional(z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(1000))),
});
export type PayPayParams = z.infer<typeof payPayParams>;

/** `/api/order/pay`: comma list of the member's unpaid orders to pay together. */
export const orderPayParams = z.object({ order_ids: idListParam(ORDER_PAY_IDS_MAX) });
export type OrderPayParams = z.infer<typeof orderPayParams>;

// ---------------------------------------------------------------- responses

/**
 * `/api/pay/info` → data. Members see only their own records (another member's or a missing one: code -1
 * "支付单据不存在"). Money "12.00", times unix seconds.
 */
export interface PayInfo {
  id: number;
  site_id: number;
  out_trade_no: string;
  /** '' until paid; then the channel (`sandbox`, `wechatpay`, `alipay`) or `BALANCE`. */
  pay_type: string;
  /** Localized name of `pay_type` ('' when unpaid). */
  pay_type_name: string;
  /** The channel's own transaction number ('' until paid). */
  trade_no: string;
  pay_no: string;
  pay_body: string;
  pay_detail: string;
  pay_money: string;
  pay_addon: string;
  pay_status: PayStatus;
  return_url: string;
  event: string;
  create_time: number;
  pay_time: number;
  /** Type of the (first) related order, so the result page can open the right order detail; 0 when none. */
  order_type: number;
  /** Orders this record pays for (event `order`). */
  order_ids: number[];
}

/** `/api/pay/type` → data: comma list of enabled online channels for this client type, e.g. "sandbox,wechatpay". */
export interface PayTypeResult {
  pay_type: string;
}

/** WeChat JSAPI bridge parameters (`WeixinJSBridge.invoke('getBrandWCPayRequest', data)`). */
export interface WechatJsapiPayData {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/**
 * What a channel answers to open a payment: `{type:'url', url}` (sandbox cashier, WeChat `mweb`, Alipay
 * wap: the browser goes to `url`) or, inside WeChat, `{type:'jsapi', data}` for the JS bridge.
 */
export type PayStartResult = { type: 'url'; url: string } | { type: 'jsapi'; data: WechatJsapiPayData };

/**
 * `/api/pay/pay` → data: the channel's answer; a `url` answer carries the same link in `data` too, since
 * the mall's uni-app client reads WeChat's link from `data.url` and Alipay's from `data.data`.
 */
export type PayPayResult = { type: 'url'; url: string; data: string } | { type: 'jsapi'; data: WechatJsapiPayData };

/** `/api/pay/status` → data (the member's own records only, like `/api/pay/info`). */
export interface PayStatusResult {
  pay_status: PayStatus;
}

/** `/api/order/pay` → data: the out_trade_no to pay with `/api/pay/pay`. */
export type OrderPayResult = string;

// ---------------------------------------------------------------- operator settings (x-admin-key)

/** Channel settings fields: `public` ones are answered, `secret` ones only say whether they are set. */
export const PAY_CONFIG_FIELDS = {
  sandbox: { public: [], secret: ['secret'] },
  wechatpay: {
    public: ['appid', 'mchid', 'serial_no', 'platform_serial', 'api_base', 'notify_url', 'h5', 'jsapi'],
    secret: ['private_key', 'api_v3_key', 'platform_public_key'],
  },
  alipay: { public: ['app_id', 'gateway', 'notify_url'], secret: ['private_key', 'alipay_public_key'] },
} as const satisfies Record<OnlinePayType, { public: readonly string[]; secret: readonly string[] }>;

const configText = () => optional(strParam(1, 8000));

/**
 * `/admin/api/pay/config`: with only `pay_type` it answers the channel's settings; any other field given
 * is saved (merged into the stored value; `is_use` switches the channel, refused while incomplete).
 */
export const payAdminConfigParams = z.object({
  pay_type: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.enum(ONLINE_PAY_TYPES)),
  is_use: optional(flagParam()),
  secret: configText(),
  appid: configText(),
  mchid: configText(),
  serial_no: configText(),
  platform_serial: configText(),
  api_base: configText(),
  notify_url: configText(),
  h5: optional(flagParam()),
  jsapi: optional(flagParam()),
  private_key: configText(),
  api_v3_key: configText(),
  platform_public_key: configText(),
  app_id: configText(),
  gateway: configText(),
  alipay_public_key: configText(),
});
export type PayAdminConfigParams = z.infer<typeof payAdminConfigParams>;

export interface PayAdminConfig {
  pay_type: OnlinePayType;
  is_use: 0 | 1;
  /** Every required field is set and the keys parse. */
  configured: boolean;
  values: Record<string, string | number>;
  /** Secret fields: true when set (never answered). */
  secrets_set: Record<string, boolean>;
}

// ---------------------------------------------------------------- endpoints

/**
 * A channel's notification or a sandbox cashier page: not an envelope. The server writes the channel's own
 * answer (or an HTML page / a redirect) itself, so there is no `data`.
 */
export type PayRawAnswer = void;

/** Payment (reference §4.10), paying unpaid orders again, channel notifications and the sandbox cashier. */
export const payApi = {
  info: endpoint({
    path: '/api/pay/info',
    access: 'member',
    params: payInfoParams,
    response: returns<PayInfo>(),
    summary: "One of the member's pay records",
  }),
  status: endpoint({
    path: '/api/pay/status',
    access: 'member',
    params: payStatusParams,
    response: returns<PayStatusResult>(),
    summary: "The pay status of one of the member's pay records",
  }),
  type: endpoint({
    path: '/api/pay/type',
    access: 'visitor',
    params: payTypeParams,
    response: returns<PayTypeResult>(),
    summary: 'The online channels enabled for the calling client type',
  }),
  pay: endpoint({
    path: '/api/pay/pay',
    access: 'member',
    params: payPayParams,
    response: returns<PayPayResult>(),
    write: true,
    summary: 'Open a payment of a pay record with a channel: a link to go to, or the WeChat bridge params',
  }),
  orderPay: endpoint({
    path: '/api/order/pay',
    access: 'member',
    params: orderPayParams,
    response: returns<OrderPayResult>(),
    write: true,
    summary: "A new pay record for some of the member's unpaid orders; answers its out_trade_no",
  }),
  notifySandbox: endpoint({
    path: '/api/pay/notify/sandbox',
    access: 'visitor',
    response: returns<PayRawAnswer>(),
    write: true,
    summary: "The sandbox channel's signed payment notification (answered in the channel's own format)",
  }),
  notifyWechatpay: endpoint({
    path: '/api/pay/notify/wechatpay',
    access: 'visitor',
    response: returns<PayRawAnswer>(),
    write: true,
    summary: "WeChat Pay's signed payment notification (answered in the channel's own format)",
  }),
  notifyAlipay: endpoint({
    path: '/api/pay/notify/alipay',
    access: 'visitor',
    response: returns<PayRawAnswer>(),
    write: true,
    summary: "Alipay's signed payment notification (answered in the channel's own format)",
  }),
  sandboxCashier: endpoint({
    path: '/pay/sandbox/cashier',
    access: 'visitor',
    response: returns<PayRawAnswer>(),
    summary: "The sandbox channel's cashier page (HTML) for a signed pay link",
  }),
  sandboxConfirm: endpoint({
    path: '/pay/sandbox/confirm',
    access: 'visitor',
    response: returns<PayRawAnswer>(),
    write: true,
    summary: "The sandbox cashier's pay button: notifies the server and goes back to the shop (a GET shows the cashier again)",
  }),
  sandboxCancel: endpoint({
    path: '/pay/sandbox/cancel',
    access: 'visitor',
    response: returns<PayRawAnswer>(),
    write: true,
    summary: "The sandbox cashier's cancel button: goes back to the shop unpaid",
  }),
};

/** The operator's channel settings (header x-admin-key). */
export const payAdminApi = {
  config: endpoint({
    path: '/admin/api/pay/config',
    access: 'operator',
    params: payAdminConfigParams,
    response: returns<PayAdminConfig>(),
    write: true,
    summary: "Read a channel's settings, or change some of them and switch it on or off",
  }),
};
