import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { orderPayParams, payInfoParams, payPayParams, payStatusParams, payTypeParams, type OnlinePayType } from '@mall/contract';
import { memberRoute, rawBodyOf, readInput, route, type Ctx, type RouteSpec } from '../../infra/http/route';
import { cashierLang, renderCashier, viewOf } from './pay.cashier';
import type { NotifyRequest } from './pay.channel';
import type { PaidHandlers } from './pay.paid';
import { handleNotify, orderPay, payInfo, payStatus, payTypeList, returnPathOf, startPayment } from './pay.service';
import { pay } from './pay.tables';
import {
  SANDBOX_CANCEL_PATH,
  SANDBOX_CASHIER_PATH,
  SANDBOX_CONFIRM_PATH,
  SANDBOX_NOTIFY_PATH,
  checkCashierFields,
  deliverSandboxNotify,
  sandboxNotifyFields,
} from './channels/sandbox';
import { payAdminRoutes } from './pay.admin';

/** Public origin of the request (what the browser used), for channel return and notify URLs. */
const originOf = (ctx: Ctx) => `${ctx.req.protocol}://${ctx.req.headers.host ?? 'localhost'}`;

/** How this server reaches itself (the sandbox "channel" posts its notify here). */
const selfBase = (ctx: Ctx): string => {
  const addr = ctx.req.server.server.address() as AddressInfo | string | null;
  if (!addr || typeof addr === 'string') return originOf(ctx);
  const host =
    addr.address === '0.0.0.0' || addr.address === '::' ? '127.0.0.1' : addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  return `http://${host}:${addr.port}`;
};

const notifyRoute = (name: OnlinePayType, handlers: PaidHandlers): RouteSpec =>
  route(`/api/pay/notify/${name}`, {
    rawBody: true,
    handler: async (_input, ctx) => {
      const body =
        ctx.req.body && typeof ctx.req.body === 'object' && !Buffer.isBuffer(ctx.req.body) ? (ctx.req.body as Record<string, unknown>) : {};
      const request: NotifyRequest = { headers: ctx.req.headers, rawBody: rawBodyOf(ctx.req), body };
      const { answer, outcome, reason } = await handleNotify(ctx.deps.database.db, handlers, name, request);
      if (outcome === 'refused') ctx.req.log.warn({ channel: name, reason }, 'pay notify refused');
      return ctx.reply.code(answer.status).type(answer.contentType).header('cache-control', 'no-store').send(answer.body);
    },
  });

const html = (ctx: Ctx, page: string, status = 200) =>
  ctx.reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

const signedFields = (raw: Record<string, unknown>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const k of ['out_trade_no', 'expire', 'lang', 'sign']) out[k] = typeof raw[k] === 'string' ? (raw[k] as string) : '';
  return out;
};

/** Loads the record a cashier link/form names, after checking its signature; undefined when invalid. */
const cashierRecord = async (ctx: Ctx) => {
  const raw = readInput(ctx.req);
  const db = ctx.deps.database.db;
  const lang = cashierLang(raw, ctx.lang);
  const no = await checkCashierFields(db, raw);
  const [record] = no ? await db.select().from(pay).where(eq(pay.outTradeNo, no)).limit(1) : [];
  return { raw, db, lang, record };
};

/** Payment (reference §4.10), re-paying unpaid orders, channel notifications and the sandbox cashier. */
export const payRoutes = (paidHandlers: PaidHandlers): RouteSpec[] => [
  memberRoute('/api/pay/info', {
    input: payInfoParams,
    handler: (input, ctx) => payInfo(ctx.deps.database.db, ctx.memberId, input.out_trade_no, ctx.lang),
  }),
  memberRoute('/api/pay/status', {
    input: payStatusParams,
    handler: (input, ctx) => payStatus(ctx.deps.database.db, ctx.memberId, input.out_trade_no),
  }),
  route('/api/pay/type', {
    input: payTypeParams,
    handler: (_input, ctx) => payTypeList(ctx.deps.database.db, ctx.appType),
  }),
  memberRoute('/api/pay/pay', {
    input: payPayParams,
    handler: (input, ctx) =>
      startPayment(ctx.deps.database.db, ctx.memberId, input, {
        appType: ctx.appType,
        lang: ctx.lang,
        ip: ctx.ip,
        origin: originOf(ctx),
        host: ctx.req.headers.host ?? '',
      }),
  }),
  memberRoute('/api/order/pay', {
    input: orderPayParams,
    handler: (input, ctx) => orderPay(ctx.deps.database.db, ctx.memberId, input.order_ids),
  }),
  notifyRoute('sandbox', paidHandlers),
  notifyRoute('wechatpay', paidHandlers),
  notifyRoute('alipay', paidHandlers),

  route(SANDBOX_CASHIER_PATH, {
    handler: async (_input, ctx) => {
      const { raw, db, lang, record } = await cashierRecord(ctx);
      const view = viewOf(record, signedFields(raw));
      return html(ctx, await renderCashier(db, view, lang), view.kind === 'invalid' ? 400 : 200);
    },
  }),
  route(SANDBOX_CONFIRM_PATH, {
    handler: async (_input, ctx) => {
      const { raw, db, lang, record } = await cashierRecord(ctx);
      const view = viewOf(record, signedFields(raw));
      // Only the form's POST pays; a GET (prefetch, reload) shows the cashier again.
      if (ctx.req.method !== 'POST' || view.kind !== 'pay')
        return html(ctx, await renderCashier(db, view, lang), view.kind === 'invalid' ? 400 : 200);
      const fields = await sandboxNotifyFields(db, view.record);
      // Like a hosted cashier: the channel tells the server asynchronously; the browser goes back at once.
      void deliverSandboxNotify(`${selfBase(ctx)}${SANDBOX_NOTIFY_PATH}`, fields);
      return ctx.reply.code(303).header('cache-control', 'no-store').redirect(returnPathOf(view.record), 303);
    },
  }),
  route(SANDBOX_CANCEL_PATH, {
    handler: async (_input, ctx) => {
      const { db, lang, record } = await cashierRecord(ctx);
      if (!record) return html(ctx, await renderCashier(db, { kind: 'invalid' }, lang), 400);
      return ctx.reply.header('cache-control', 'no-store').redirect(returnPathOf(record), 303);
    },
  }),
  ...payAdminRoutes(),
];
