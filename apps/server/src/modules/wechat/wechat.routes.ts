import { wechatApi, type AuthLoginResult, type WeChatAdminConfig, type WeChatOpenidResult } from '@mall/contract';
import { serve, type Ctx, type RouteSpec } from '../../infra/http/route';
import { getSetting, putSetting } from '../settings';
import { registerConfig, requestOrigin } from '../member';
import { wechatSettings } from './wechat.config';
import { authLogin, bindMobile, requestBindCode, type WeChatSession } from './wechat.login';
import { authorizeUrl, exchangeCode } from './wechat.oauth';

const settings = (ctx: Ctx) => wechatSettings(ctx.deps.database.db, ctx.deps.config);
const answer = (ctx: Ctx, s: WeChatSession): AuthLoginResult => ({
  token: ctx.deps.tokens.issue(s.memberId, s.tokenVersion),
  is_register: s.isRegister,
});

/** Operator view of the WeChat login settings (the secret is never answered). */
const adminView = async (ctx: Ctx): Promise<WeChatAdminConfig> => {
  const s = await settings(ctx);
  const reg = (await registerConfig(ctx.deps.database.db)).value;
  return {
    appid: s.appid,
    appsecret_set: s.secret !== '',
    oauth_base: s.oauthBase,
    api_base: s.apiBase,
    redirect_hosts: s.redirectHosts,
    from_env: s.fromEnv,
    third_party: reg.third_party,
    bind_mobile: reg.bind_mobile,
  };
};

/** WeChat official-account login: OAuth URL, code exchange, sign-in by WeChat identity, phone binding. */
export const wechatRoutes = (): RouteSpec[] => [
  serve(wechatApi.authCode, async (input, ctx): Promise<string> =>
    authorizeUrl(ctx.deps.database.db, await settings(ctx), input, ctx.req.host),
  ),
  serve(wechatApi.authCodeToOpenid, async (input, ctx): Promise<WeChatOpenidResult> =>
    exchangeCode(ctx.deps.database.db, await settings(ctx), input, ctx.req.log),
  ),
  serve(wechatApi.authLogin, async (input, ctx) => answer(ctx, await authLogin(ctx.deps.database.db, input, requestOrigin(ctx), true))),
  serve(wechatApi.authOnlyLogin, async (input, ctx) =>
    answer(ctx, await authLogin(ctx.deps.database.db, input, requestOrigin(ctx), false)),
  ),
  serve(wechatApi.tripartiteMobileCode, (input, ctx) =>
    requestBindCode(ctx.deps.database.db, input, { ip: ctx.ip, envProvider: ctx.deps.config.smsProvider, log: ctx.req.log }),
  ),
  serve(wechatApi.tripartiteMobile, async (input, ctx) => answer(ctx, await bindMobile(ctx.deps.database.db, input, requestOrigin(ctx)))),

  // Operator (header x-admin-key): read or change the WeChat login settings. The key is checked first.
  serve(wechatApi.adminConfig, async (input, ctx): Promise<WeChatAdminConfig> => {
    const db = ctx.deps.database.db;
    if (input.appid !== undefined || input.appsecret !== undefined || input.redirect_hosts !== undefined) {
      const current = (await getSetting(db, 'WECHAT_CONFIG')).value;
      await putSetting(db, 'WECHAT_CONFIG', {
        ...current,
        ...(input.appid !== undefined ? { appid: input.appid } : {}),
        ...(input.appsecret !== undefined ? { appsecret: input.appsecret } : {}),
        ...(input.redirect_hosts !== undefined ? { redirect_hosts: input.redirect_hosts } : {}),
      });
    }
    if (input.third_party !== undefined || input.bind_mobile !== undefined) {
      const row = await getSetting(db, 'REGISTER_CONFIG');
      await putSetting(
        db,
        'REGISTER_CONFIG',
        {
          ...row.value,
          ...(input.third_party !== undefined ? { third_party: input.third_party } : {}),
          ...(input.bind_mobile !== undefined ? { bind_mobile: input.bind_mobile } : {}),
        },
        row.create_time ? row.is_use : 1,
      );
    }
    return adminView(ctx);
  }),
];
