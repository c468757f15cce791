import { captchaParams, loginParams, registerUsernameParams, type LoginResult, type RegisterResult } from '@mall/contract';
import { memberRoute, route, type RouteSpec } from '../../infra/http/route';
import { createCaptcha } from './member.captcha';
import { login, memberInfo, registerByUsername, registerConfig, registerRewardConfig } from './member.service';

/** Login, registration, captcha and the member profile (spec §7, reference §4.2–§4.3). */
export const memberRoutes = (): RouteSpec[] => [
  route('/api/register/config', { handler: ({}, { deps }) => registerConfig(deps.database.db) }),
  route('/memberregister/api/Config/Config', { handler: ({}, { deps }) => registerRewardConfig(deps.database.db) }),
  route('/api/captcha/captcha', {
    input: captchaParams,
    handler: (input, { deps }) => createCaptcha(deps.database.db, input.captcha_id),
  }),
  route('/api/login/login', {
    input: loginParams,
    handler: async (input, { deps, ip }): Promise<LoginResult> => {
      const s = await login(deps.database.db, input, ip);
      return { token: deps.tokens.issue(s.memberId, s.tokenVersion) };
    },
  }),
  route('/api/register/username', {
    input: registerUsernameParams,
    handler: async (input, { deps, ip, lang }): Promise<RegisterResult> => {
      const s = await registerByUsername(deps.database.db, input, ip, lang);
      return { token: deps.tokens.issue(s.memberId, s.tokenVersion), is_register: 1 };
    },
  }),
  memberRoute('/api/member/info', { handler: ({}, { deps, memberId }) => memberInfo(deps.database.db, memberId) }),
  // The HTTP layer has already checked the token; reaching the handler means it is valid.
  memberRoute('/api/login/verifyToken', { handler: () => null }),
];
