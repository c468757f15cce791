import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { buildH5IfNeeded } from '../scripts/h5-build.mjs';
import { buildServerIfNeeded } from '../scripts/server-build.mjs';
import { startServer } from './support/server';
import { startWeChatStandIn } from './support/wechat-standin';

/**
 * One built H5, the server compiled as `npm start` runs it, and one seeded server for all journeys (each journey
 * uses its own browser context).
 * The server's WeChat login points at a local stand-in for the WeChat OAuth server (its user is changed
 * with `setStandInUser`), its operator API is on with a random key (for journeys that set settings) and the
 * SMS outbox is readable (journeys read their codes there).
 */
export default async function setup(project: TestProject) {
  buildH5IfNeeded();
  buildServerIfNeeded();
  const standIn = await startWeChatStandIn({ openid: 'wx-e2e-user-1', unionid: 'wx-e2e-union-1', nickname: '微信用户' });
  const adminApiKey = crypto.randomBytes(24).toString('hex');
  const server = await startServer({
    WECHAT_APPID: standIn.appid,
    WECHAT_SECRET: standIn.secret,
    WECHAT_OAUTH_BASE: standIn.url,
    WECHAT_API_BASE: standIn.url,
    ADMIN_API_KEY: adminApiKey,
    // Journeys read the codes the outbox kept (/api/dev/smsoutbox), which is off unless switched on.
    SMS_OUTBOX_READABLE: 'true',
    // Every journey signs up its own shoppers, all from this one address.
    REGISTRATIONS_PER_ADDRESS_HOUR: '100000',
  });
  project.provide('baseUrl', server.url);
  project.provide('wechatStandIn', standIn.url);
  project.provide('adminApiKey', adminApiKey);
  return async () => {
    await server.stop();
    await standIn.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** URL of the WeChat OAuth stand-in the server uses. */
    wechatStandIn: string;
    /** x-admin-key of the server's operator API. */
    adminApiKey: string;
  }
}
