import { and, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { MEMBER_STATUS, Code, nowSeconds, type LoginParams } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { checkCaptchaIfOn } from './member.captcha';
import { memberMessages } from './member.messages';
import { limitWait, lockKeys, recordEvent, releaseSlots, sweepEvents, waitMinutes, type Limit } from './member.ratelimit';
import { modes, registerConfig, verifyPassword, type Origin, type Session } from './member.service';
import { loginFailure, member } from './member.tables';

/** Account-and-password sign-in with its two limits: per account name and address, and per address (spraying). */

/** A hash to verify against when the account is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
const burnVerify = async (password: string) => {
  dummyHash ??= hash('not-a-real-password');
  await verifyPassword(await dummyHash, password);
};

/** Brute-force limit: this many failures for one account name from one IP within the window lock it out. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 600;
/** Password spraying: failed logins from one IP across all account names within an hour (max: the setting). */
export const LOGIN_IP_LIMIT: Limit = { bucket: 'login_ip', max: 30, windowSeconds: 3_600 };

const failureKey = (username: string) => username.trim().toLowerCase().slice(0, 100);

/** Seconds until the account name + IP may try again (0 = now). */
const loginWait = async (db: Db, key: string, ip: string): Promise<number> => {
  const since = nowSeconds() - LOGIN_FAILURE_WINDOW_SECONDS;
  const where = and(eq(loginFailure.username, key), eq(loginFailure.ip, ip), gt(loginFailure.createTime, since));
  const [{ n }] = await db.select({ n: count() }).from(loginFailure).where(where);
  if (n < LOGIN_MAX_FAILURES) return 0;
  // Wait until enough of the failures have left the window.
  const [oldest] = await db
    .select({ t: loginFailure.createTime })
    .from(loginFailure)
    .where(where)
    .orderBy(desc(loginFailure.createTime))
    .offset(LOGIN_MAX_FAILURES - 1)
    .limit(1);
  return Math.max(1, (oldest?.t ?? nowSeconds()) + LOGIN_FAILURE_WINDOW_SECONDS - nowSeconds());
};

/**
 * Counts the try as a failure of the account name + IP and of the IP before the password is checked (the
 * check is slow: parallel guesses must not all get in under the limits). Both are counted and recorded under
 * their locks in one transaction. Answers the rows to remove when the password turns out right.
 */
const claimLoginTry = async (db: Db, username: string, { ip, failedLoginsPerHour }: Origin) => {
  const key = failureKey(username);
  const ipLimit: Limit = { ...LOGIN_IP_LIMIT, max: failedLoginsPerHour };
  const t = nowSeconds();
  // Failures older than the window no longer count for anyone.
  await db.delete(loginFailure).where(lt(loginFailure.createTime, t - LOGIN_FAILURE_WINDOW_SECONDS));
  await sweepEvents(db);
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`login:${ip}:${key}`, `${LOGIN_IP_LIMIT.bucket}:${ip}`]);
    let wait = await loginWait(tx, key, ip);
    if (wait) throw new AppError(memberMessages.loginTooMany, Code.ERROR, waitMinutes(wait), null, 'LOGIN_TOO_MANY');
    wait = await limitWait(tx, ipLimit, ip);
    if (wait) throw new AppError(memberMessages.loginIpTooMany, Code.ERROR, waitMinutes(wait), null, 'LOGIN_IP_TOO_MANY');
    await tx.insert(loginFailure).values({ username: key, ip, createTime: t });
    const ipEvent = await recordEvent(tx, LOGIN_IP_LIMIT.bucket, ip);
    return { key, ipEvent };
  });
};

/** Account (username or mobile) + password login. Unknown account and wrong password answer alike. */
export const login = async (db: Db, input: LoginParams, origin: Origin): Promise<Session> => {
  const { ip } = origin;
  await checkCaptchaIfOn(db, input.captcha_id, input.captcha_code);
  const cfg = modes((await registerConfig(db)).value.login);
  const byUsername = cfg.has('username');
  const byMobile = cfg.has('mobile');
  if (!byUsername && !byMobile) throw new AppError(memberMessages.loginClosed, Code.ERROR);
  const claim = await claimLoginTry(db, input.username, origin);

  const name = input.username;
  const conds = [];
  if (byUsername) conds.push(sql`lower(${member.username}) = ${name.toLowerCase()}`);
  if (byMobile) conds.push(eq(member.mobile, name));
  const rows = await db
    .select({ id: member.memberId, password: member.password, status: member.status, v: member.tokenVersion, username: member.username })
    .from(member)
    .where(or(...conds))
    .limit(2);
  // A name can match one member's username and another's mobile only if usernames were all digits; prefer the username.
  const found = rows.find((r) => r.username !== null && r.username.toLowerCase() === name.toLowerCase()) ?? rows[0];
  const ok = found ? await verifyPassword(found.password, input.password) : (await burnVerify(input.password), false);
  // A wrong password leaves the claimed failures in place.
  if (!found || !ok)
    throw new AppError(memberMessages.loginError, Code.USERNAME_OR_PASSWORD_ERROR, undefined, null, 'USERNAME_OR_PASSWORD_ERROR');
  // The right password: this try was no failure, and the account name's earlier failures are forgiven.
  await releaseSlots(db, [claim.ipEvent]);
  await db.delete(loginFailure).where(and(eq(loginFailure.username, claim.key), eq(loginFailure.ip, ip)));
  if (found.status !== MEMBER_STATUS.normal)
    throw new AppError(memberMessages.memberLocked, Code.MEMBER_IS_LOCKED, undefined, null, 'MEMBER_IS_LOCKED');
  await db.update(member).set({ loginTime: nowSeconds(), lastLoginIp: ip }).where(eq(member.memberId, found.id));
  return { memberId: found.id, tokenVersion: found.v };
};
