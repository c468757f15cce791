import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { payApi, type OnlinePayType } from '@mall/contract';
import { rawBodyOf, readInput, serve, type Ctx, type RouteSpec } from '../../infra/http/route';
import { cashierLang, renderCashier, viewOf } from './pay.cashier';
import type { NotifyRequest } from './pay.channel';
import type { PaidHandlers, PayPurposeReaders } from './pay.paid';
import { handleNotify, payInfo, payStatus, payTypeList, returnPathOf, startPayment } from './pay.service';
import { pay } from './pay.tables';
import { SANDBOX_NOTIFY_PATH, checkCashierFields, deliverSandboxNotify, sandboxNotifyFields } from './channels/sandbox';
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

/** A channel's notification: the signature is checked over the body exactly as received. */
const notifyRoute = (ep: typeof payApi.notifySandbox, name: OnlinePayType, handlers: PaidHandlers): RouteSpec =>
  serve(
    ep,
    async (_input, ctx) => {
      const body =
        ctx.req.body && typeof ctx.req.body === 'object' && !Buffer.isBuffer(ctx.req.body) ? (ctx.req.body as Record<string, unknown>) : {};
      const request: NotifyRequest = { headers: ctx.req.headers, rawBody: rawBodyOf(ctx.req), body };
      const { answer, outcome, reason } = await handleNotify(ctx.deps.database.db, handlers, name, request);
      if (outcome === 'refused') ctx.req.log.warn({ channel: name, reason }, 'pay notify refused');
      // The reply is written here, in the channel's own format; awaiting it lets the response finish first.
      await ctx.reply.code(answer.status).type(answer.contentType).header('cache-control', 'no-store').send(answer.body);
    },
    { rawBody: true },
  );

const html = async (ctx: Ctx, page: string, status = 200): Promise<void> => {
  await ctx.reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
};

const redirect = async (ctx: Ctx, to: string): Promise<void> => {
  await ctx.reply.code(303).header('cache-control', 'no-store').redirect(to, 303);
};

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
export const payRoutes = (paidHandlers: PaidHandlers, payReaders: PayPurposeReaders): RouteSpec[] => [
  serve(payApi.info, (input, ctx) => payInfo(ctx.deps.database.db, payReaders, ctx.memberId, input.out_trade_no, ctx.lang)),
  serve(payApi.status, (input, ctx) => payStatus(ctx.deps.database.db, ctx.memberId, input.out_trade_no)),
  serve(payApi.type, (_input, ctx) => payTypeList(ctx.deps.database.db, ctx.appType)),
  serve(payApi.pay, (input, ctx) =>
    startPayment(ctx.deps.database.db, ctx.memberId, input, {
      appType: ctx.appType,
      lang: ctx.lang,
      ip: ctx.ip,
      origin: originOf(ctx),
      host: ctx.req.headers.host ?? '',
    }),
  ),
  notifyRoute(payApi.notifySandbox, 'sandbox', paidHandlers),
  notifyRoute(payApi.notifyWechatpay, 'wechatpay', paidHandlers),
  notifyRoute(payApi.notifyAlipay, 'alipay', paidHandlers),

  serve(payApi.sandboxCashier, async (_input, ctx) => {
    const { raw, db, lang, record } = await cashierRecord(ctx);
    const view = viewOf(record, signedFields(raw));
    return html(ctx, await renderCashier(db, payReaders, view, lang), view.kind === 'invalid' ? 400 : 200);
  }),
  serve(payApi.sandboxConfirm, async (_input, ctx) => {
    const { raw, db, lang, record } = await cashierRecord(ctx);
    const view = viewOf(record, signedFields(raw));
    // Only the form's POST pays; a GET (prefetch, reload) shows the cashier again.
    if (ctx.req.method !== 'POST' || view.kind !== 'pay')
      return html(ctx, await renderCashier(db, payReaders, view, lang), view.kind === 'invalid' ? 400 : 200);
    const fields = await sandboxNotifyFields(db, view.record);
    // Like a hosted cashier: the channel tells the server asynchronously; the browser goes back at once.
    void deliverSandboxNotify(`${selfBase(ctx)}${SANDBOX_NOTIFY_PATH}`, fields);
    return redirect(ctx, returnPathOf(view.record));
  }),
  serve(payApi.sandboxCancel, async (_input, ctx) => {
    const { db, lang, record } = await cashierRecord(ctx);
    if (!record) return html(ctx, await renderCashier(db, payReaders, { kind: 'invalid' }, lang), 400);
    return redirect(ctx, returnPathOf(record));
  }),
  ...payAdminRoutes(),
];
