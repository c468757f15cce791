import { z } from 'zod';
import {
  Code,
  HEADIMG_VARIANTS,
  captchaParams,
  checkMobileParams,
  checkPayPasswordParams,
  findPasswordParams,
  loginParams,
  mobileCodeParams,
  mobileLoginParams,
  modifyBirthdayParams,
  modifyHeadimgParams,
  modifyMobileParams,
  modifyNicknameParams,
  modifyPasswordParams,
  modifyPayPasswordParams,
  modifyRealnameParams,
  modifySexParams,
  pwdMobileCodeParams,
  registerMobileParams,
  registerUsernameParams,
  smsOutboxParams,
  uploadBase64Params,
  verifyPayPwdCodeParams,
  type AgreementResult,
  type LoginResult,
  type MobileLoginResult,
  type ModifyPasswordResult,
  type RegisterResult,
  type SmsOutboxRow,
  type UploadResult,
} from '@mall/contract';
import { AppError } from '../../infra/http/errors';
import { M, translate } from '../../infra/http/messages';
import { memberRoute, route, type Ctx, type RouteSpec } from '../../infra/http/route';
import { DEFAULT_SMS_PROVIDER } from '../../infra/sms';
import { FILE_FIELD, decodeBase64Image, storeImage, uploadedBytes } from '../../infra/storage';
import { DEFAULT_REGISTER_AGREEMENT, agreementFromSetting } from './member.agreement';
import { createCaptcha } from './member.captcha';
import { memberMessages } from './member.messages';
import { findPassword, loginByMobile, registerByMobile, requestFindPasswordCode, requestLoginCode, requestRegisterCode, type Caller } from './member.mobile';
import {
  checkMobileFree,
  checkPayPassword,
  isPayPasswordSet,
  modifyBirthday,
  modifyHeadimg,
  modifyMobile,
  modifyNickname,
  modifyPassword,
  modifyPayPassword,
  modifyRealname,
  modifySex,
  requestBindCode,
  requestPasswordCode,
  requestPayPasswordCode,
  verifyPayPasswordCode,
} from './member.profile';
import { login } from './member.login';
import { memberInfo, registerByUsername, registerConfig, registerRewardConfig, type Origin } from './member.service';
import { checkMobileFormat, latestOutbox, smsProviderName } from './member.sms';

const caller = (ctx: Ctx): Caller => ({ ip: ctx.ip, envProvider: ctx.deps.config.smsProvider, log: ctx.req.log });
/** The request's address with its hourly sign-up and failed-login allowances (settings). */
export const requestOrigin = ({ ip, deps: { config } }: Ctx): Origin => ({
  ip,
  registrationsPerHour: config.registrationsPerAddressHour,
  failedLoginsPerHour: config.failedLoginsPerAddressHour,
});

/**
 * The outbox's codes are readable only when explicitly switched on (SMS_OUTBOX_READABLE=true) and the outbox
 * is the sender: once a real SMS sender is configured nobody reads codes here, whatever the switch says.
 */
const outboxReadable = async (ctx: Ctx): Promise<boolean> =>
  ctx.deps.config.smsOutboxReadable && (await smsProviderName(ctx.deps.database.db, ctx.deps.config.smsProvider)) === DEFAULT_SMS_PROVIDER;

/** Multipart upload input: the file arrives as an UploadedFile under `file` (see infra/storage). */
const uploadFileInput = z.object({ [FILE_FIELD]: z.unknown().optional() });

/** Login, registration (username or mobile + code), password recovery, captcha, profile and security, head image upload. */
export const memberRoutes = (): RouteSpec[] => [
  route('/api/register/config', { handler: ({}, { deps }) => registerConfig(deps.database.db) }),
  route('/memberregister/api/Config/Config', { handler: ({}, { deps }) => registerRewardConfig(deps.database.db) }),
  route('/api/captcha/captcha', {
    input: captchaParams,
    handler: (input, { deps }) => createCaptcha(deps.database.db, input.captcha_id),
  }),

  // ---------------------------------------------------------------- sign in and sign up
  route('/api/login/login', {
    input: loginParams,
    handler: async (input, ctx): Promise<LoginResult> => {
      const { deps } = ctx;
      const s = await login(deps.database.db, input, requestOrigin(ctx));
      return { token: deps.tokens.issue(s.memberId, s.tokenVersion) };
    },
  }),
  route('/api/register/username', {
    input: registerUsernameParams,
    handler: async (input, ctx): Promise<RegisterResult> => {
      const { deps, lang } = ctx;
      const s = await registerByUsername(deps.database.db, input, requestOrigin(ctx), lang);
      return { token: deps.tokens.issue(s.memberId, s.tokenVersion), is_register: 1 };
    },
  }),
  route('/api/login/mobileCode', { input: mobileCodeParams, handler: (input, ctx) => requestLoginCode(ctx.deps.database.db, input, caller(ctx)) }),
  route('/api/login/mobile', {
    input: mobileLoginParams,
    handler: async (input, ctx): Promise<MobileLoginResult> => {
      const { deps } = ctx;
      const s = await loginByMobile(deps.database.db, input, requestOrigin(ctx));
      return { token: deps.tokens.issue(s.memberId, s.tokenVersion), is_register: s.isRegister };
    },
  }),
  route('/api/register/mobileCode', { input: mobileCodeParams, handler: (input, ctx) => requestRegisterCode(ctx.deps.database.db, input, caller(ctx)) }),
  route('/api/register/mobile', {
    input: registerMobileParams,
    handler: async (input, ctx): Promise<RegisterResult> => {
      const { deps, lang } = ctx;
      const s = await registerByMobile(deps.database.db, input, requestOrigin(ctx), lang);
      return { token: deps.tokens.issue(s.memberId, s.tokenVersion), is_register: 1 };
    },
  }),
  route('/api/findpassword/mobileCode', {
    input: mobileCodeParams,
    handler: (input, ctx) => requestFindPasswordCode(ctx.deps.database.db, input, caller(ctx)),
  }),
  route('/api/findpassword/mobile', {
    input: findPasswordParams,
    handler: async (input, { deps, lang }) => {
      await findPassword(deps.database.db, input, lang);
      return null;
    },
  }),
  // The mall's path is spelled "aggrement"; the correct spelling answers too.
  ...['/api/register/aggrement', '/api/register/agreement'].map((path) =>
    route(path, {
      handler: async ({}, { deps, lang }): Promise<AgreementResult> =>
        agreementFromSetting(
          deps.database.db,
          'REGISTER_AGREEMENT',
          { ...DEFAULT_REGISTER_AGREEMENT, title: translate(memberMessages.registerAgreementTitle, lang) },
          lang,
        ),
    }),
  ),
  route('/api/member/checkmobile', {
    input: checkMobileParams,
    handler: async (input, { deps }) => {
      await checkMobileFree(deps.database.db, input.mobile);
      return null;
    },
  }),

  // ---------------------------------------------------------------- profile
  memberRoute('/api/member/info', { handler: ({}, { deps, memberId }) => memberInfo(deps.database.db, memberId) }),
  // The HTTP layer has already checked the token; reaching the handler means it is valid.
  memberRoute('/api/login/verifyToken', { handler: () => null }),
  memberRoute('/api/member/modifynickname', {
    input: modifyNicknameParams,
    handler: async (input, { deps, memberId }) => {
      await modifyNickname(deps.database.db, memberId, input.nickname);
      return null;
    },
  }),
  memberRoute('/api/member/modifyheadimg', {
    input: modifyHeadimgParams,
    handler: async (input, { deps, memberId }) => {
      await modifyHeadimg(deps.database.db, deps.config.uploadDir, memberId, input.headimg);
      return null;
    },
  }),
  memberRoute('/api/member/modifyrealname', {
    input: modifyRealnameParams,
    handler: async (input, { deps, memberId }) => {
      await modifyRealname(deps.database.db, memberId, input.realname);
      return null;
    },
  }),
  memberRoute('/api/member/modifysex', {
    input: modifySexParams,
    handler: async (input, { deps, memberId }) => {
      await modifySex(deps.database.db, memberId, input.sex);
      return null;
    },
  }),
  memberRoute('/api/member/modifybirthday', {
    input: modifyBirthdayParams,
    handler: async (input, { deps, memberId }) => {
      await modifyBirthday(deps.database.db, memberId, input.birthday);
      return null;
    },
  }),

  // ---------------------------------------------------------------- security
  memberRoute('/api/member/pwdmobliecode', {
    input: pwdMobileCodeParams,
    handler: (input, ctx) => requestPasswordCode(ctx.deps.database.db, ctx.memberId, input, caller(ctx)),
  }),
  memberRoute('/api/member/modifypassword', {
    input: modifyPasswordParams,
    handler: async (input, { deps, memberId, lang }): Promise<ModifyPasswordResult> => {
      const version = await modifyPassword(deps.database.db, memberId, input, lang);
      // Other devices are logged out by the version change; this one carries on with a fresh token.
      return { token: deps.tokens.issue(memberId, version) };
    },
  }),
  memberRoute('/api/member/bindmobliecode', {
    input: mobileCodeParams,
    handler: (input, ctx) => requestBindCode(ctx.deps.database.db, ctx.memberId, input, caller(ctx)),
  }),
  memberRoute('/api/member/modifymobile', {
    input: modifyMobileParams,
    handler: async (input, { deps, memberId }) => {
      await modifyMobile(deps.database.db, memberId, input);
      return null;
    },
  }),
  memberRoute('/api/member/paypwdcode', { handler: ({}, ctx) => requestPayPasswordCode(ctx.deps.database.db, ctx.memberId, caller(ctx)) }),
  memberRoute('/api/member/verifypaypwdcode', {
    input: verifyPayPwdCodeParams,
    handler: (input, { deps, memberId }) => verifyPayPasswordCode(deps.database.db, memberId, input),
  }),
  memberRoute('/api/member/modifypaypassword', {
    input: modifyPayPasswordParams,
    handler: async (input, { deps, memberId }) => {
      await modifyPayPassword(deps.database.db, memberId, input);
      return null;
    },
  }),
  memberRoute('/api/member/issetpayaassword', { handler: ({}, { deps, memberId }) => isPayPasswordSet(deps.database.db, memberId) }),
  memberRoute('/api/member/checkpaypassword', {
    input: checkPayPasswordParams,
    handler: async (input, { deps, memberId }) => {
      await checkPayPassword(deps.database.db, memberId, input.pay_password);
      return null;
    },
  }),

  // ---------------------------------------------------------------- head image upload
  memberRoute('/api/upload/headimg', {
    input: uploadFileInput,
    handler: async (input, { deps }): Promise<UploadResult> => ({
      pic_path: await storeImage(deps.config.uploadDir, 'headimg', uploadedBytes(input[FILE_FIELD]), HEADIMG_VARIANTS),
    }),
  }),
  memberRoute('/api/upload/headimgBase64', {
    input: uploadBase64Params,
    handler: async (input, { deps }): Promise<UploadResult> => ({
      pic_path: await storeImage(deps.config.uploadDir, 'headimg', decodeBase64Image(input.images), HEADIMG_VARIANTS),
    }),
  }),

  // ---------------------------------------------------------------- development
  route('/api/dev/smsoutbox', {
    input: smsOutboxParams,
    handler: async (input, ctx): Promise<SmsOutboxRow[]> => {
      if (!(await outboxReadable(ctx))) throw new AppError(M.notFound, Code.NOT_FOUND);
      checkMobileFormat(input.mobile);
      return latestOutbox(ctx.deps.database.db, input.mobile);
    },
  }),
];
