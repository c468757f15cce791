import type { Db } from '../db/client';
import { smsOutbox } from './sms.tables';
import { renderSms } from './templates';
import { nowSeconds } from '@mall/contract';

export { smsOutbox } from './sms.tables';
export { renderSms } from './templates';

/** One text message: the template keyword (LOGIN_CODE, REGISTER_CODE, …) and its params (`code`, …). */
export interface SmsMessage {
  mobile: string;
  keyword: string;
  params: Record<string, string>;
}

/**
 * Sends text messages. `send` runs inside the caller's transaction (the code row and the rate-limit
 * events commit only when the message went out); throwing aborts the whole request.
 */
export interface SmsSender {
  readonly provider: string;
  send(message: SmsMessage): Promise<void>;
}

/** The server log (the request's logger). */
export interface SmsLog {
  info(obj: object, msg: string): void;
}

export type SmsProviderFactory = (db: Db, log?: SmsLog) => SmsSender;

/**
 * Default provider: keeps the message in the sms_outbox table (development, tests, demo) and notes it in the
 * server log, where the demo's shopper reads the code (nothing is sent; a real sender replaces all of this).
 */
const outbox: SmsProviderFactory = (db, log) => ({
  provider: 'outbox',
  send: async ({ mobile, keyword, params }) => {
    const content = renderSms(keyword, params);
    await db.insert(smsOutbox).values({
      mobile,
      keyword,
      content,
      code: params.code ?? '',
      createTime: nowSeconds(),
    });
    log?.info({ mobile, keyword, code: params.code ?? '' }, `SMS not sent (outbox) to ${mobile}: ${content}`);
  },
});

const providers = new Map<string, SmsProviderFactory>([['outbox', outbox]]);

/** Adds a provider (a real gateway); the SMS_CONFIG setting or SMS_PROVIDER env picks it by name. */
export const registerSmsProvider = (name: string, factory: SmsProviderFactory): void => {
  providers.set(name, factory);
};

export const DEFAULT_SMS_PROVIDER = 'outbox';

/** The sender for `provider` writing through `db` (a transaction); null when no such provider exists. */
export const createSmsSender = (db: Db, provider: string = DEFAULT_SMS_PROVIDER, log?: SmsLog): SmsSender | null => {
  const factory = providers.get(provider);
  return factory ? factory(db, log) : null;
};
