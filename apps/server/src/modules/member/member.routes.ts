import {
  Code,
  HEADIMG_VARIANTS,
  memberApi,
  uploadApi,
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
import { serve, type Ctx, type RouteSpec } from '../../infra/http/route';
import { DEFAULT_SMS_PROVIDER } from '../../infra/sms';
import { FILE_FIELD, decodeBase64Image, storeImage, uploadedBytes } from '../../infra/storage';
import { DEFAULT_REGISTER_AGREEMENT, agreementFromSetting } from './member.agreement';
import { createCaptcha } from './member.captcha';
import { memberMessages } from './member.messages';
import {
  findPassword,
  loginByMobile,
  registerByMobile,
  requestFindPasswordCode,
  requestLoginCode,
  requestRegisterCode,
  type Caller,
} from './member.mobile';
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

/** Login, registration (username or mobile + code), password recovery, captcha, profile and security, head image upload. */
export const memberRoutes = (): RouteSpec[] => [
  serve(memberApi.registerConfig, (_in, { deps }) => registerConfig(deps.database.db)),
  serve(memberApi.registerRewardConfig, (_in, { deps }) => registerRewardConfig(deps.database.db)),
  serve(memberApi.captcha, (input, { deps }) => createCaptcha(deps.database.db, input.captcha_id)),

  // ---------------------------------------------------------------- sign in and sign up
  serve(memberApi.login, async (input, ctx): Promise<LoginResult> => {
    const { deps } = ctx;
    const s = await login(deps.database.db, input, requestOrigin(ctx));
    return { token: deps.tokens.issue(s.memberId, s.tokenVersion) };
  }),
  serve(memberApi.registerUsername, async (input, ctx): Promise<RegisterResult> => {
    const { deps, lang } = ctx;
    const s = await registerByUsername(deps.database.db, input, requestOrigin(ctx), lang);
    return { token: deps.tokens.issue(s.memberId, s.tokenVersion), is_register: 1 };
  }),
  serve(memberApi.loginMobileCode, (input, ctx) => requestLoginCode(ctx.deps.database.db, input, caller(ctx))),
  serve(memberApi.loginMobile, async (input, ctx): Promise<MobileLoginResult> => {
    const { deps } = ctx;
    const s = await loginByMobile(deps.database.db, input, requestOrigin(ctx));
    return { token: deps.tokens.issue(s.memberId, s.tokenVersion), is_register: s.isRegister };
  }),
  serve(memberApi.registerMobileCode, (input, ctx) => requestRegisterCode(ctx.deps.database.db, input, caller(ctx))),
  serve(memberApi.registerMobile, async (input, ctx): Promise<RegisterResult> => {
    const { deps, lang } = ctx;
    const s = await registerByMobile(deps.database.db, input, requestOrigin(ctx), lang);
    return { token: deps.tokens.issue(s.memberId, s.tokenVersion), is_register: 1 };
  }),
  serve(memberApi.findPasswordMobileCode, (input, ctx) => requestFindPasswordCode(ctx.deps.database.db, input, caller(ctx))),
  serve(memberApi.findPasswordMobile, async (input, { deps, lang }) => {
    await findPassword(deps.database.db, input, lang);
    return null;
  }),
  // The mall's path is spelled "aggrement"; the correct spelling answers too.
  ...[memberApi.registerAggrement, memberApi.registerAgreement].map((ep) =>
    serve(ep, (_in, { deps, lang }): Promise<AgreementResult> =>
      agreementFromSetting(
        deps.database.db,
        'REGISTER_AGREEMENT',
        { ...DEFAULT_REGISTER_AGREEMENT, title: translate(memberMessages.registerAgreementTitle, lang) },
        lang,
      ),
    ),
  ),
  serve(memberApi.checkMobile, async (input, { deps }) => {
    await checkMobileFree(deps.database.db, input.mobile);
    return null;
  }),

  // ---------------------------------------------------------------- profile
  serve(memberApi.info, (_in, { deps, memberId }) => memberInfo(deps.database.db, memberId)),
  // The HTTP layer has already checked the token; reaching the handler means it is valid.
  serve(memberApi.verifyToken, () => null),
  serve(memberApi.modifyNickname, async (input, { deps, memberId }) => {
    await modifyNickname(deps.database.db, memberId, input.nickname);
    return null;
  }),
  serve(memberApi.modifyHeadimg, async (input, { deps, memberId }) => {
    await modifyHeadimg(deps.database.db, deps.config.uploadDir, memberId, input.headimg);
    return null;
  }),
  serve(memberApi.modifyRealname, async (input, { deps, memberId }) => {
    await modifyRealname(deps.database.db, memberId, input.realname);
    return null;
  }),
  serve(memberApi.modifySex, async (input, { deps, memberId }) => {
    await modifySex(deps.database.db, memberId, input.sex);
    return null;
  }),
  serve(memberApi.modifyBirthday, async (input, { deps, memberId }) => {
    await modifyBirthday(deps.database.db, memberId, input.birthday);
    return null;
  }),

  // ---------------------------------------------------------------- security
  serve(memberApi.pwdMobileCode, (input, ctx) => requestPasswordCode(ctx.deps.database.db, ctx.memberId, input, caller(ctx))),
  serve(memberApi.modifyPassword, async (input, { deps, memberId, lang }): Promise<ModifyPasswordResult> => {
    const version = await modifyPassword(deps.database.db, memberId, input, lang);
    // Other devices are logged out by the version change; this one carries on with a fresh token.
    return { token: deps.tokens.issue(memberId, version) };
  }),
  serve(memberApi.bindMobileCode, (input, ctx) => requestBindCode(ctx.deps.database.db, ctx.memberId, input, caller(ctx))),
  serve(memberApi.modifyMobile, async (input, { deps, memberId }) => {
    await modifyMobile(deps.database.db, memberId, input);
    return null;
  }),
  serve(memberApi.payPwdCode, (_in, ctx) => requestPayPasswordCode(ctx.deps.database.db, ctx.memberId, caller(ctx))),
  serve(memberApi.verifyPayPwdCode, (input, { deps, memberId }) => verifyPayPasswordCode(deps.database.db, memberId, input)),
  serve(memberApi.modifyPayPassword, async (input, { deps, memberId }) => {
    await modifyPayPassword(deps.database.db, memberId, input);
    return null;
  }),
  serve(memberApi.isSetPayPassword, (_in, { deps, memberId }) => isPayPasswordSet(deps.database.db, memberId)),
  serve(memberApi.checkPayPassword, async (input, { deps, memberId }) => {
    await checkPayPassword(deps.database.db, memberId, input.pay_password);
    return null;
  }),

  // ---------------------------------------------------------------- head image upload
  serve(uploadApi.headimg, async (input, { deps }): Promise<UploadResult> => ({
    pic_path: await storeImage(deps.config.uploadDir, 'headimg', uploadedBytes(input[FILE_FIELD]), HEADIMG_VARIANTS),
  })),
  serve(uploadApi.headimgBase64, async (input, { deps }): Promise<UploadResult> => ({
    pic_path: await storeImage(deps.config.uploadDir, 'headimg', decodeBase64Image(input.images), HEADIMG_VARIANTS),
  })),

  // ---------------------------------------------------------------- development
  serve(memberApi.smsOutbox, async (input, ctx): Promise<SmsOutboxRow[]> => {
    if (!(await outboxReadable(ctx))) throw new AppError(M.notFound, Code.NOT_FOUND);
    checkMobileFormat(input.mobile);
    return latestOutbox(ctx.deps.database.db, input.mobile);
  }),
];
