import { PAY_CONFIG_FIELDS, payAdminApi, type OnlinePayType, type PayAdminConfig } from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { serve, type RouteSpec } from '../../infra/http/route';
import type { Db } from '../../infra/db/client';
import { channelSetting, putChannelSetting } from './pay.channel';
import { payMessages } from './pay.messages';
import { parseAlipayConfig } from './channels/alipay';
import { sandboxSecret } from './channels/sandbox';
import { parseWechatPayConfig } from './channels/wechatpay';

const configured = (name: OnlinePayType, value: Record<string, unknown>): boolean =>
  name === 'sandbox'
    ? typeof value.secret === 'string' && value.secret.length >= 16
    : name === 'wechatpay'
      ? parseWechatPayConfig(value) !== null
      : parseAlipayConfig(value) !== null;

const view = async (db: Db, name: OnlinePayType): Promise<PayAdminConfig> => {
  if (name === 'sandbox') await sandboxSecret(db);
  const row = await channelSetting(db, name);
  const fields = PAY_CONFIG_FIELDS[name];
  const values: Record<string, string | number> = {};
  for (const k of fields.public) {
    const v = row.value[k];
    if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  }
  const secrets: Record<string, boolean> = {};
  for (const k of fields.secret) secrets[k] = typeof row.value[k] === 'string' && (row.value[k] as string) !== '';
  return { pay_type: name, is_use: row.is_use === 1 ? 1 : 0, configured: configured(name, row.value), values, secrets_set: secrets };
};

/** Operator API for the channel settings (header `x-admin-key`). */
export const payAdminRoutes = (): RouteSpec[] => [
  serve(payAdminApi.config, async (input, ctx): Promise<PayAdminConfig> => {
    const { pay_type: name, is_use, ...rest } = input;
    const db = ctx.deps.database.db;
    const allowed = new Set<string>([...PAY_CONFIG_FIELDS[name].public, ...PAY_CONFIG_FIELDS[name].secret]);
    const changes = Object.fromEntries(Object.entries(rest).filter(([k, v]) => v !== undefined && allowed.has(k)));
    if (is_use === undefined && Object.keys(changes).length === 0) return view(db, name);
    if (name === 'sandbox') await sandboxSecret(db);
    const row = await channelSetting(db, name);
    const value = { ...row.value, ...changes };
    const use = is_use ?? (row.is_use === 1 ? 1 : 0);
    if (use === 1 && !configured(name, value)) throw new AppError(payMessages.payConfigIncomplete);
    await putChannelSetting(db, name, value, use);
    return view(db, name);
  }),
];
