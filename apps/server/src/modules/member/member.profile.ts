import { eq, sql } from 'drizzle-orm';
import {
  Code,
  NICKNAME_MAX_LENGTH,
  nowSeconds,
  PAY_PASSWORD_PATTERN,
  REALNAME_MAX_LENGTH,
  type Lang,
  type MobileCodeParams,
  type ModifyMobileParams,
  type ModifyPasswordParams,
  type ModifyPayPasswordParams,
  type PwdMobileCodeParams,
  type SmsCodeResult,
  type VerifyPayPwdCodeParams,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { isStoredImage } from '../../infra/storage';
import { checkCaptchaIfOn } from './member.captcha';
import { memberMessages } from './member.messages';
import type { Caller } from './member.mobile';
import { claimSlots, clearEvents, releaseSlots, type Limit } from './member.ratelimit';
import { checkMobileFormat, checkSmsCode, requireCodeInput, sendSmsCode, withSmsCode } from './member.sms';
import { checkPasswordRules, hashPassword, isUniqueViolation, registerConfig, verifyPassword } from './member.service';
import { member } from './member.tables';

/**
 * Profile and security edits. Every write names the signed-in member (`memberId` from the token) in its
 * WHERE clause; nothing here takes a member id from the request.
 */

const PASSWORD_LIMIT: Limit = { bucket: 'password', max: 10, windowSeconds: 600 };
const PAY_PASSWORD_LIMIT: Limit = { bucket: 'pay_password', max: 5, windowSeconds: 900 };

/**
 * Control characters, line/paragraph separators, direction overrides and invisible spaces have no place in
 * names (the zero-width joiner of emoji sequences is fine).
 */
const UNSAFE_TEXT = /[\p{Cc}\u2028\u2029\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
const chars = (s: string) => [...s].length;

const load = async (db: Db, memberId: number) => {
  const [m] = await db
    .select({ nickname: member.nickname, mobile: member.mobile, password: member.password, payPassword: member.payPassword })
    .from(member)
    .where(eq(member.memberId, memberId))
    .limit(1);
  if (!m) throw new AppError(memberMessages.memberNotExist, Code.MEMBER_NOT_EXIST, undefined, null, 'MEMBER_NOT_EXIST');
  return m;
};

const boundMobile = async (db: Db, memberId: number): Promise<string> => {
  const { mobile } = await load(db, memberId);
  if (!mobile) throw new AppError(memberMessages.mobileNotBound, Code.ERROR, undefined, null, 'MOBILE_NOT_BOUND');
  return mobile;
};

const mobileExisted = () => new AppError(memberMessages.mobileExisted, Code.MOBILE_EXISTED, undefined, null, 'MOBILE_EXISTED');

const update = (db: Db, memberId: number, set: Partial<typeof member.$inferInsert>) =>
  db.update(member).set(set).where(eq(member.memberId, memberId));

// ---------------------------------------------------------------- plain fields

/** Not empty (昵称不能为空), at most 20 characters, different from the current one (与原昵称一致，无需修改). */
export const modifyNickname = async (db: Db, memberId: number, nickname: string): Promise<void> => {
  if (!nickname) throw new AppError(memberMessages.nicknameRequired, Code.ERROR);
  if (chars(nickname) > NICKNAME_MAX_LENGTH) throw new AppError(memberMessages.nicknameTooLong, Code.ERROR, { max: NICKNAME_MAX_LENGTH });
  if (UNSAFE_TEXT.test(nickname)) throw new AppError(memberMessages.textInvalid, Code.ERROR);
  const current = await load(db, memberId);
  if (current.nickname === nickname) throw new AppError(memberMessages.nicknameSame, Code.ERROR);
  await update(db, memberId, { nickname });
};

/** A head image this server stored under upload/headimg/ (`pic_path` of an upload). */
export const modifyHeadimg = async (db: Db, uploadDir: string, memberId: number, headimg: string): Promise<void> => {
  if (!(await isStoredImage(uploadDir, 'headimg', headimg))) throw new AppError(memberMessages.headimgInvalid, Code.ERROR);
  await update(db, memberId, { headimg });
};

export const modifyRealname = async (db: Db, memberId: number, realname: string): Promise<void> => {
  if (!realname) throw new AppError(memberMessages.realnameRequired, Code.ERROR);
  if (chars(realname) > REALNAME_MAX_LENGTH) throw new AppError(memberMessages.realnameTooLong, Code.ERROR, { max: REALNAME_MAX_LENGTH });
  if (UNSAFE_TEXT.test(realname)) throw new AppError(memberMessages.textInvalid, Code.ERROR);
  await update(db, memberId, { realname });
};

export const modifySex = async (db: Db, memberId: number, sex: number): Promise<void> => {
  await update(db, memberId, { sex });
};

/** Unix seconds; a day in the future is refused. */
export const modifyBirthday = async (db: Db, memberId: number, birthday: number): Promise<void> => {
  if (birthday > nowSeconds()) throw new AppError(memberMessages.birthdayFuture, Code.ERROR);
  await update(db, memberId, { birthday });
};

// ---------------------------------------------------------------- login password

/** `/api/member/pwdmobliecode`: a SET_PASSWORD code to the bound mobile. */
export const requestPasswordCode = async (db: Db, memberId: number, input: PwdMobileCodeParams, caller: Caller): Promise<SmsCodeResult> => {
  const mobile = await boundMobile(db, memberId);
  await checkCaptchaIfOn(db, input.captcha_id, input.captcha_code);
  return sendSmsCode(db, { mobile, keyword: 'SET_PASSWORD', ip: caller.ip, memberId, envProvider: caller.envProvider, log: caller.log });
};

/**
 * Changes the login password and moves the token version on (every device is logged out); answers the
 * new version so the route can hand the current device a fresh token. A member with a password proves it
 * with `old_password` (wrong tries are limited); one without (registered by code) with a SET_PASSWORD code.
 */
export const modifyPassword = async (db: Db, memberId: number, input: ModifyPasswordParams, lang: Lang): Promise<number> => {
  const current = await load(db, memberId);
  const hasPassword = current.password !== '';
  if (hasPassword && !input.old_password) throw new AppError(memberMessages.oldPasswordRequired, Code.ERROR);
  if (!input.new_password) throw new AppError(memberMessages.newPasswordRequired, Code.ERROR);
  checkPasswordRules(input.new_password, (await registerConfig(db)).value, lang);
  const set = async (tx: Db, hashed: string) => {
    const [row] = await tx
      .update(member)
      .set({ password: hashed, tokenVersion: sql`${member.tokenVersion} + 1` })
      .where(eq(member.memberId, memberId))
      .returning({ v: member.tokenVersion });
    return row.v;
  };
  if (hasPassword) {
    if (input.new_password === input.old_password) throw new AppError(memberMessages.passwordSame, Code.ERROR);
    const subject = String(memberId);
    // The try is counted before the (slow) check, so parallel guesses cannot all get in under the limit.
    const claim = await claimSlots(db, [{ limit: PASSWORD_LIMIT, subject }]);
    if (!claim.ok) throw new AppError(memberMessages.passwordTooMany, Code.ERROR, { minutes: Math.ceil(claim.wait / 60) }, null, 'PASSWORD_LOCKED');
    if (!(await verifyPassword(current.password, input.old_password))) {
      throw new AppError(memberMessages.oldPasswordError, Code.ERROR, undefined, null, 'OLD_PASSWORD_ERROR');
    }
    await releaseSlots(db, claim.ids);
    const hashed = await hashPassword(input.new_password);
    const v = await db.transaction((tx) => set(tx, hashed));
    await clearEvents(db, PASSWORD_LIMIT.bucket, subject);
    return v;
  }
  if (!current.mobile) throw new AppError(memberMessages.mobileNotBound, Code.ERROR, undefined, null, 'MOBILE_NOT_BOUND');
  requireCodeInput(input);
  const hashed = await hashPassword(input.new_password);
  return withSmsCode(db, { mobile: current.mobile, keyword: 'SET_PASSWORD', key: input.key, code: input.code, memberId }, (tx) => set(tx, hashed));
};

// ---------------------------------------------------------------- mobile

/** `/api/member/bindmobliecode`: a MEMBER_BIND code to a new, unused mobile. */
export const requestBindCode = async (db: Db, memberId: number, input: MobileCodeParams, caller: Caller): Promise<SmsCodeResult> => {
  checkMobileFormat(input.mobile);
  const current = await load(db, memberId);
  if (current.mobile === input.mobile) throw new AppError(memberMessages.mobileSame, Code.ERROR);
  await checkCaptchaIfOn(db, input.captcha_id, input.captcha_code);
  if ((await db.select({ id: member.memberId }).from(member).where(eq(member.mobile, input.mobile)).limit(1)).length) throw mobileExisted();
  return sendSmsCode(db, { mobile: input.mobile, keyword: 'MEMBER_BIND', ip: caller.ip, memberId, envProvider: caller.envProvider, log: caller.log });
};

/** `/api/member/modifymobile`: valid (请输入正确的手机号), different (与原手机号一致，无需修改), free, proven by code. */
export const modifyMobile = async (db: Db, memberId: number, input: ModifyMobileParams): Promise<void> => {
  checkMobileFormat(input.mobile);
  const current = await load(db, memberId);
  if (current.mobile === input.mobile) throw new AppError(memberMessages.mobileSame, Code.ERROR);
  if ((await db.select({ id: member.memberId }).from(member).where(eq(member.mobile, input.mobile)).limit(1)).length) throw mobileExisted();
  requireCodeInput(input);
  await withSmsCode(db, { mobile: input.mobile, keyword: 'MEMBER_BIND', key: input.key, code: input.code, memberId }, async (tx) => {
    try {
      await tx.update(member).set({ mobile: input.mobile }).where(eq(member.memberId, memberId));
    } catch (e) {
      if (isUniqueViolation(e) !== null) throw mobileExisted();
      throw e;
    }
  });
};

/** `/api/member/checkmobile`: success while nobody uses the mobile. */
export const checkMobileFree = async (db: Db, mobile: string): Promise<void> => {
  checkMobileFormat(mobile);
  if ((await db.select({ id: member.memberId }).from(member).where(eq(member.mobile, mobile)).limit(1)).length) throw mobileExisted();
};

// ---------------------------------------------------------------- payment password

/** `/api/member/paypwdcode`: a MEMBER_PAY_PASSWORD code to the bound mobile. */
export const requestPayPasswordCode = async (db: Db, memberId: number, caller: Caller): Promise<SmsCodeResult> => {
  const mobile = await boundMobile(db, memberId);
  return sendSmsCode(db, { mobile, keyword: 'MEMBER_PAY_PASSWORD', ip: caller.ip, memberId, envProvider: caller.envProvider, log: caller.log });
};

/** `/api/member/verifypaypwdcode`: checks the code but leaves it for modifypaypassword (wrong tries count). */
export const verifyPayPasswordCode = async (db: Db, memberId: number, input: VerifyPayPwdCodeParams): Promise<SmsCodeResult> => {
  const mobile = await boundMobile(db, memberId);
  await checkSmsCode(db, { mobile, keyword: 'MEMBER_PAY_PASSWORD', key: input.key, code: input.code, memberId });
  return { key: input.key };
};

/** `/api/member/modifypaypassword`: six digits, set with the (now used-up) code. */
export const modifyPayPassword = async (db: Db, memberId: number, input: ModifyPayPasswordParams): Promise<void> => {
  if (!input.password) throw new AppError(memberMessages.payPasswordRequired, Code.ERROR);
  if (!PAY_PASSWORD_PATTERN.test(input.password)) throw new AppError(memberMessages.payPasswordFormat, Code.ERROR);
  const mobile = await boundMobile(db, memberId);
  requireCodeInput(input);
  const hashed = await hashPassword(input.password);
  await withSmsCode(db, { mobile, keyword: 'MEMBER_PAY_PASSWORD', key: input.key, code: input.code, memberId }, async (tx) => {
    await tx.update(member).set({ payPassword: hashed }).where(eq(member.memberId, memberId));
  });
  await clearEvents(db, PAY_PASSWORD_LIMIT.bucket, String(memberId));
};

export const isPayPasswordSet = async (db: Db, memberId: number): Promise<0 | 1> => ((await load(db, memberId)).payPassword ? 1 : 0);

/** `/api/member/checkpaypassword`: PAY_PASSWORD_ERROR (-10074) when wrong; 5 wrong tries in 15 minutes pause it. */
export const checkPayPassword = async (db: Db, memberId: number, payPassword: string): Promise<void> => {
  if (!payPassword) throw new AppError(memberMessages.payPasswordRequired, Code.ERROR);
  const current = await load(db, memberId);
  if (!current.payPassword) throw new AppError(memberMessages.payPasswordNotSet, Code.ERROR, undefined, null, 'PAY_PASSWORD_NOT_SET');
  const subject = String(memberId);
  // The try is counted before the (slow) check, so parallel guesses cannot all get in under the limit.
  const claim = await claimSlots(db, [{ limit: PAY_PASSWORD_LIMIT, subject }]);
  if (!claim.ok) throw new AppError(memberMessages.payPasswordTooMany, Code.ERROR, { minutes: Math.ceil(claim.wait / 60) }, null, 'PAY_PASSWORD_LOCKED');
  if (!(await verifyPassword(current.payPassword, payPassword))) {
    throw new AppError(memberMessages.payPasswordError, Code.PAY_PASSWORD_ERROR, undefined, null, 'PAY_PASSWORD_ERROR');
  }
  await clearEvents(db, PAY_PASSWORD_LIMIT.bucket, subject);
};
