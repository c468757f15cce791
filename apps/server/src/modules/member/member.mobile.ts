import { eq, sql } from 'drizzle-orm';
import {
  MEMBER_STATUS,
  Code,
  nowSeconds,
  type FindPasswordParams,
  type Lang,
  type MobileCodeParams,
  type MobileLoginParams,
  type RegisterMobileParams,
  type SmsCodeResult,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import type { SmsLog } from '../../infra/sms';
import { checkCaptchaIfOn } from './member.captcha';
import { memberMessages } from './member.messages';
import { checkMobileFormat, sendSmsCode, withSmsCode, requireCodeInput } from './member.sms';
import {
  checkPasswordRules,
  createMemberWithReward,
  hashPassword,
  knownReferrer,
  modes,
  registerConfig,
  registerRewardConfig,
  type Origin,
  type Session,
  withRegistrationSlot,
} from './member.service';
import { member } from './member.tables';

/** Who asks and through which SMS provider (config.smsProvider). */
export interface Caller {
  ip: string;
  envProvider?: string;
  /** The request's logger (the outbox notes its messages there). */
  log?: SmsLog;
}

const mobileExists = async (db: Db, mobile: string): Promise<boolean> =>
  (await db.select({ id: member.memberId }).from(member).where(eq(member.mobile, mobile)).limit(1)).length > 0;

const mobileExisted = () => new AppError(memberMessages.mobileExisted, Code.MOBILE_EXISTED, undefined, null, 'MOBILE_EXISTED');
const notRegistered = () => new AppError(memberMessages.mobileNotRegistered, Code.MEMBER_NOT_EXIST, undefined, null, 'MEMBER_NOT_EXIST');

// ---------------------------------------------------------------- code requests

/** `/api/login/mobileCode`: an unknown mobile gets a code only when registration by mobile is on (login registers it). */
export const requestLoginCode = async (db: Db, input: MobileCodeParams, caller: Caller): Promise<SmsCodeResult> => {
  checkMobileFormat(input.mobile);
  await checkCaptchaIfOn(db, input.captcha_id, input.captcha_code);
  const cfg = (await registerConfig(db)).value;
  if (!modes(cfg.login).has('mobile')) throw new AppError(memberMessages.mobileLoginClosed, Code.ERROR);
  if (!modes(cfg.register).has('mobile') && !(await mobileExists(db, input.mobile))) throw notRegistered();
  return sendSmsCode(db, { mobile: input.mobile, keyword: 'LOGIN_CODE', ip: caller.ip, envProvider: caller.envProvider, log: caller.log });
};

/** `/api/register/mobileCode`: the mobile must be free. */
export const requestRegisterCode = async (db: Db, input: MobileCodeParams, caller: Caller): Promise<SmsCodeResult> => {
  checkMobileFormat(input.mobile);
  await checkCaptchaIfOn(db, input.captcha_id, input.captcha_code);
  const cfg = (await registerConfig(db)).value;
  if (!modes(cfg.register).has('mobile'))
    throw new AppError(memberMessages.mobileRegisterClosed, Code.REGISTER_CLOSED, undefined, null, 'REGISTER_REFUND');
  if (await mobileExists(db, input.mobile)) throw mobileExisted();
  return sendSmsCode(db, {
    mobile: input.mobile,
    keyword: 'REGISTER_CODE',
    ip: caller.ip,
    envProvider: caller.envProvider,
    log: caller.log,
  });
};

/** `/api/findpassword/mobileCode`: the mobile must belong to a member. */
export const requestFindPasswordCode = async (db: Db, input: MobileCodeParams, caller: Caller): Promise<SmsCodeResult> => {
  checkMobileFormat(input.mobile);
  await checkCaptchaIfOn(db, input.captcha_id, input.captcha_code);
  if (!(await mobileExists(db, input.mobile))) throw notRegistered();
  return sendSmsCode(db, {
    mobile: input.mobile,
    keyword: 'FIND_PASSWORD',
    ip: caller.ip,
    envProvider: caller.envProvider,
    log: caller.log,
  });
};

// ---------------------------------------------------------------- code logins

export interface MobileSession extends Session {
  isRegister: 0 | 1;
}

/** `/api/login/mobile`: logs the mobile's member in, or registers it (with the new-member gift) when unknown. */
export const loginByMobile = async (db: Db, input: MobileLoginParams, origin: Origin): Promise<MobileSession> => {
  const { ip } = origin;
  checkMobileFormat(input.mobile);
  requireCodeInput(input);
  const cfg = (await registerConfig(db)).value;
  if (!modes(cfg.login).has('mobile')) throw new AppError(memberMessages.mobileLoginClosed, Code.ERROR);
  const canRegister = modes(cfg.register).has('mobile');
  const reward = await registerRewardConfig(db);
  const sourceMember = await knownReferrer(db, input.source_member);
  const signIn = () =>
    withSmsCode(db, { mobile: input.mobile, keyword: 'LOGIN_CODE', key: input.key, code: input.code }, async (tx) => {
      const [found] = await tx
        .select({ id: member.memberId, status: member.status, v: member.tokenVersion })
        .from(member)
        .where(eq(member.mobile, input.mobile))
        .limit(1);
      if (found) {
        if (found.status !== MEMBER_STATUS.normal)
          throw new AppError(memberMessages.memberLocked, Code.MEMBER_IS_LOCKED, undefined, null, 'MEMBER_IS_LOCKED');
        await tx.update(member).set({ loginTime: nowSeconds(), lastLoginIp: ip }).where(eq(member.memberId, found.id));
        return { memberId: found.id, tokenVersion: found.v, isRegister: 0 as const };
      }
      if (!canRegister) throw notRegistered();
      const memberId = await createMemberWithReward(tx, reward, { mobile: input.mobile, sourceMember, ip });
      return { memberId, tokenVersion: 0, isRegister: 1 as const };
    });
  // A login that may register takes a registration slot first (given back if it did not register).
  if (!canRegister || (await mobileExists(db, input.mobile))) return signIn();
  return withRegistrationSlot(db, origin, signIn, (s) => s.isRegister === 1);
};

/** `/api/register/mobile`: a new member on this mobile; the password is optional. */
export const registerByMobile = async (db: Db, input: RegisterMobileParams, origin: Origin, lang: Lang): Promise<Session> => {
  const { ip } = origin;
  checkMobileFormat(input.mobile);
  requireCodeInput(input);
  const cfg = (await registerConfig(db)).value;
  if (!modes(cfg.register).has('mobile'))
    throw new AppError(memberMessages.mobileRegisterClosed, Code.REGISTER_CLOSED, undefined, null, 'REGISTER_REFUND');
  if (input.password !== undefined) checkPasswordRules(input.password, cfg, lang);
  if (await mobileExists(db, input.mobile)) throw mobileExisted();
  const reward = await registerRewardConfig(db);
  const sourceMember = await knownReferrer(db, input.source_member);
  return withRegistrationSlot(db, origin, async () => {
    const passwordHash = input.password !== undefined ? await hashPassword(input.password) : '';
    return withSmsCode(db, { mobile: input.mobile, keyword: 'REGISTER_CODE', key: input.key, code: input.code }, async (tx) => {
      const memberId = await createMemberWithReward(tx, reward, {
        mobile: input.mobile,
        passwordHash,
        nickname: input.nickname,
        sourceMember,
        ip,
      });
      return { memberId, tokenVersion: 0 };
    });
  });
};

/** `/api/findpassword/mobile`: a new password; the token version moves on so every device logs in again. */
export const findPassword = async (db: Db, input: FindPasswordParams, lang: Lang): Promise<void> => {
  checkMobileFormat(input.mobile);
  requireCodeInput(input);
  if (!input.password) throw new AppError(memberMessages.newPasswordRequired, Code.ERROR);
  checkPasswordRules(input.password, (await registerConfig(db)).value, lang);
  if (!(await mobileExists(db, input.mobile))) throw notRegistered();
  const hashed = await hashPassword(input.password);
  await withSmsCode(db, { mobile: input.mobile, keyword: 'FIND_PASSWORD', key: input.key, code: input.code }, async (tx) => {
    const done = await tx
      .update(member)
      .set({ password: hashed, tokenVersion: sql`${member.tokenVersion} + 1` })
      .where(eq(member.mobile, input.mobile))
      .returning({ id: member.memberId });
    if (done.length !== 1) throw notRegistered();
  });
};
