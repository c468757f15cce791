import crypto from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  Code,
  MOBILE_PATTERN,
  nowSeconds,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_LIMIT_PER_MOBILE,
  SMS_HOURLY_LIMIT_PER_IP,
  SMS_RESEND_SECONDS,
  type SmsCodeResult,
  type SmsOutboxRow,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { createSmsSender, DEFAULT_SMS_PROVIDER, smsOutbox, type SmsLog } from '../../infra/sms';
import { getSetting } from '../settings';
import { memberMessages } from './member.messages';
import { limitWait, recordEvent, sweepEvents, type Limit } from './member.ratelimit';
import { rateLimit, smsCode } from './member.tables';

/** One send per mobile per SMS_RESEND_SECONDS, SMS_DAILY_LIMIT_PER_MOBILE per mobile a day, SMS_HOURLY_LIMIT_PER_IP per IP an hour. */
const RESEND: Limit = { bucket: 'sms_mobile', max: 1, windowSeconds: SMS_RESEND_SECONDS };
const DAILY: Limit = { bucket: 'sms_mobile', max: SMS_DAILY_LIMIT_PER_MOBILE, windowSeconds: 86_400 };
const PER_IP: Limit = { bucket: 'sms_ip', max: SMS_HOURLY_LIMIT_PER_IP, windowSeconds: 3_600 };

/** The spec's mobile rules: required (请输入手机号), then a mainland number (请输入正确的手机号). */
export const checkMobileFormat = (mobile: string): void => {
  if (!mobile) throw new AppError(memberMessages.mobileRequired, Code.ERROR, undefined, null, 'REQUEST_MOBILE');
  if (!MOBILE_PATTERN.test(mobile)) throw new AppError(memberMessages.mobileInvalid, Code.ERROR);
};

/** SMS_CONFIG setting (value.provider) wins, then the SMS_PROVIDER environment, then the outbox. */
export const smsProviderName = async (db: Db, envProvider?: string): Promise<string> => {
  const row = await getSetting(db, 'SMS_CONFIG');
  const fromSetting =
    row.is_use === 1 && typeof row.value.provider === 'string' && row.value.provider.trim() ? row.value.provider.trim() : undefined;
  return fromSetting ?? envProvider ?? DEFAULT_SMS_PROVIDER;
};

export interface SendCodeRequest {
  mobile: string;
  /** Purpose / template keyword (LOGIN_CODE, REGISTER_CODE, …); the code only works for it. */
  keyword: string;
  ip: string;
  /** Set when the code is for a signed-in member's own action; only that member can use it. */
  memberId?: number;
  /** SMS_PROVIDER from the environment (config.smsProvider). */
  envProvider?: string;
  /** The server log (the outbox notes its messages there). */
  log?: SmsLog;
}

const digest = (key: string, code: string) => crypto.createHash('sha256').update(`${key}:${code}`).digest('hex');

/**
 * Sends a 4-digit code and answers the `key` to send back with it. Rate limits are checked and recorded
 * under a per-mobile and per-IP advisory lock in the same transaction that stores the code and writes the
 * message, so two processes cannot both slip under a limit and a failed send leaves nothing behind.
 * The caller checks the purpose rules (mobile format, captcha, mobile exists or not) first.
 */
export const sendSmsCode = async (db: Db, req: SendCodeRequest): Promise<SmsCodeResult> => {
  const provider = await smsProviderName(db, req.envProvider);
  const ip = req.ip.slice(0, 64);
  const t = nowSeconds();
  await sweepEvents(db);
  await db.delete(smsCode).where(lt(smsCode.createTime, t - 86_400));
  const key = crypto.randomBytes(16).toString('hex');
  const code = crypto
    .randomInt(0, 10 ** SMS_CODE_LENGTH)
    .toString()
    .padStart(SMS_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-mobile:${req.mobile}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-ip:${ip}`}))`);
    let wait = await limitWait(tx, RESEND, req.mobile);
    if (wait) throw new AppError(memberMessages.smsTooFrequent, Code.ERROR, { seconds: wait }, null, 'SMS_TOO_FREQUENT');
    wait = await limitWait(tx, DAILY, req.mobile);
    if (wait) throw new AppError(memberMessages.smsDailyLimit, Code.ERROR, { hours: Math.ceil(wait / 3600) }, null, 'SMS_DAILY_LIMIT');
    wait = await limitWait(tx, PER_IP, ip);
    if (wait) throw new AppError(memberMessages.smsIpLimit, Code.ERROR, { minutes: Math.ceil(wait / 60) }, null, 'SMS_IP_LIMIT');
    const sender = createSmsSender(tx, provider, req.log);
    if (!sender) throw new AppError(memberMessages.smsUnavailable, Code.ERROR, undefined, null, 'SMS_PROVIDER_UNKNOWN');
    await tx.insert(smsCode).values({
      key,
      mobile: req.mobile,
      keyword: req.keyword,
      codeHash: digest(key, code),
      memberId: req.memberId ?? 0,
      ip,
      expireTime: t + SMS_CODE_TTL_SECONDS,
      createTime: t,
    });
    await recordEvent(tx, RESEND.bucket, req.mobile);
    await recordEvent(tx, PER_IP.bucket, ip);
    try {
      await sender.send({ mobile: req.mobile, keyword: req.keyword, params: { code } });
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw new AppError(memberMessages.smsUnavailable, Code.ERROR, undefined, null, 'SMS_SEND_FAIL');
    }
  });
  return { key };
};

/** What the shopper sends back to prove they hold the mobile. */
export interface CodeProof {
  mobile: string;
  keyword: string;
  key: string;
  code: string;
  /** For member-bound codes: the member that requested it. */
  memberId?: number;
}

/** Key then code must be present (请先获取动态码 / 请输入动态码). */
export const requireCodeInput = (proof: { key: string; code: string }): void => {
  if (!proof.key) throw new AppError(memberMessages.smsKeyRequired, Code.ERROR, undefined, null, 'REQUEST_KEY');
  if (!proof.code) throw new AppError(memberMessages.smsCodeRequired, Code.ERROR, undefined, null, 'REQUEST_CODE');
};

const matches = (proof: CodeProof, t: number) =>
  and(
    eq(smsCode.key, proof.key),
    eq(smsCode.used, 0),
    gt(smsCode.expireTime, t),
    lt(smsCode.attempts, SMS_CODE_MAX_ATTEMPTS),
    eq(smsCode.mobile, proof.mobile),
    eq(smsCode.keyword, proof.keyword),
    eq(smsCode.codeHash, digest(proof.key, proof.code)),
    ...(proof.memberId ? [eq(smsCode.memberId, proof.memberId)] : []),
  );

/**
 * Counts a wrong try against a live key (burning it at the limit) and answers the error to show:
 * wrong code, too many wrong codes, or expired/used/unknown key.
 */
const wrongCode = async (db: Db, key: string): Promise<AppError> => {
  const [row] = await db
    .update(smsCode)
    .set({
      attempts: sql`${smsCode.attempts} + 1`,
      used: sql`case when ${smsCode.attempts} + 1 >= ${SMS_CODE_MAX_ATTEMPTS} then 1 else ${smsCode.used} end`,
    })
    .where(and(eq(smsCode.key, key), eq(smsCode.used, 0), gt(smsCode.expireTime, nowSeconds())))
    .returning({ attempts: smsCode.attempts });
  if (!row) return new AppError(memberMessages.smsCodeExpired, Code.ERROR, undefined, null, 'SMS_CODE_EXPIRED');
  if (row.attempts >= SMS_CODE_MAX_ATTEMPTS)
    return new AppError(memberMessages.smsCodeBurnt, Code.ERROR, undefined, null, 'SMS_CODE_BURNT');
  return new AppError(memberMessages.smsCodeError, Code.ERROR, undefined, null, 'SMS_CODE_ERROR');
};

class CodeRefused extends Error {}

/**
 * Uses the code up and runs `action` in the same transaction: when the action fails the code stays
 * usable and nothing is written; when the code is wrong the try is counted (outside the rolled-back work).
 */
export const withSmsCode = async <T>(db: Db, proof: CodeProof, action: (tx: Db) => Promise<T>): Promise<T> => {
  requireCodeInput(proof);
  try {
    return await db.transaction(async (tx) => {
      const used = await tx.update(smsCode).set({ used: 1 }).where(matches(proof, nowSeconds())).returning({ key: smsCode.key });
      if (used.length !== 1) throw new CodeRefused();
      return action(tx);
    });
  } catch (e) {
    if (e instanceof CodeRefused) throw await wrongCode(db, proof.key);
    throw e;
  }
};

/** Checks a code without using it up (a wrong one still counts as a try). */
export const checkSmsCode = async (db: Db, proof: CodeProof): Promise<void> => {
  requireCodeInput(proof);
  const [row] = await db.select({ key: smsCode.key }).from(smsCode).where(matches(proof, nowSeconds())).limit(1);
  if (!row) throw await wrongCode(db, proof.key);
};

/** Development: the newest messages the outbox provider kept for a mobile. */
export const latestOutbox = async (db: Db, mobile: string, limit = 10): Promise<SmsOutboxRow[]> => {
  const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, mobile: r.mobile, keyword: r.keyword, content: r.content, code: r.code, create_time: r.createTime }));
};

/** Operator: forgets the sends counted for a mobile and/or an IP (the send limits start afresh). */
export const unlockSmsLimits = async (db: Db, target: { mobile?: string; ip?: string }): Promise<number> => {
  const forget = async (bucket: string, subject: string) =>
    (
      await db
        .delete(rateLimit)
        .where(and(eq(rateLimit.bucket, bucket), eq(rateLimit.subject, subject)))
        .returning({ id: rateLimit.id })
    ).length;
  return (target.mobile ? await forget(RESEND.bucket, target.mobile) : 0) + (target.ip ? await forget(PER_IP.bucket, target.ip) : 0);
};
