import { and, eq, gt } from 'drizzle-orm';
import {
  MEMBER_STATUS,
  Code,
  nowSeconds,
  type AuthLoginParams,
  type SmsCodeResult,
  type TripartiteMobileCodeParams,
  type TripartiteMobileParams,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import type { SmsLog } from '../../infra/sms';
import {
  attachWechatIds,
  bindWechatTx,
  fillEmptyHeadimgTx,
  captchaRequired,
  checkCaptchaIfOn,
  checkMobileFormat,
  createMemberWithReward,
  isUniqueViolation,
  knownReferrer,
  member,
  recordSignIn,
  registerConfig,
  registerRewardConfig,
  requireCodeInput,
  sendSmsCode,
  setWechatIdsTx,
  withRegistrationSlot,
  withSmsCode,
  type Origin,
} from '../member';
import { cleanHeadimg, cleanNickname } from './wechat.oauth';
import { wechatMessages } from './wechat.messages';
import { wechatAuth } from './wechat.tables';

/** A WeChat identity the server obtained itself (see `wechatAuth`). */
export interface Identity {
  openid: string;
  unionid: string | null;
  nickname: string;
  headimg: string;
}

export interface WeChatSession {
  memberId: number;
  tokenVersion: number;
  isRegister: 0 | 1;
}

export interface Caller {
  ip: string;
  /** SMS_PROVIDER from the environment. */
  envProvider?: string;
  /** The request's logger (the outbox notes its messages there). */
  log?: SmsLog;
}

const notExist = () => new AppError(wechatMessages.wechatMemberNotExist, Code.MEMBER_NOT_EXIST, undefined, null, 'MEMBER_NOT_EXIST');
const locked = () => new AppError(wechatMessages.wechatMemberLocked, Code.MEMBER_IS_LOCKED, undefined, null, 'MEMBER_IS_LOCKED');
const openidBound = () => new AppError(wechatMessages.wechatOpenidBound, Code.ERROR, undefined, null, 'WECHAT_OPENID_BOUND');

/**
 * The identity behind `wx_openid`, when the server exchanged a code for it within WECHAT_AUTH_TTL_SECONDS.
 * A `wx_unionid` sent by the client must agree with what WeChat said; otherwise only WeChat's values count.
 */
export const liveIdentity = async (db: Db, openid: string, unionid?: string): Promise<Identity> => {
  const [row] = await db
    .select()
    .from(wechatAuth)
    .where(and(eq(wechatAuth.openid, openid), gt(wechatAuth.expireTime, nowSeconds())))
    .limit(1);
  if (!row || (unionid && row.unionid && unionid !== row.unionid)) {
    throw new AppError(wechatMessages.wechatAuthExpired, Code.ERROR, undefined, null, 'WECHAT_AUTH_EXPIRED');
  }
  return { openid: row.openid, unionid: row.unionid, nickname: row.nickname, headimg: row.headimg };
};

const forget = (db: Db, openid: string) => db.delete(wechatAuth).where(eq(wechatAuth.openid, openid));

interface Bound {
  id: number;
  status: number;
  v: number;
  openid: string | null;
  unionid: string | null;
  mobile: string | null;
}

const boundColumns = {
  id: member.memberId,
  status: member.status,
  v: member.tokenVersion,
  openid: member.wxOpenid,
  unionid: member.wxUnionid,
  mobile: member.mobile,
};

/** The member carrying this identity: by union id first (shared across the brand's apps), then by openid. */
export const findBound = async (db: Db, id: Identity): Promise<Bound | undefined> => {
  if (id.unionid) {
    const [byUnion] = await db.select(boundColumns).from(member).where(eq(member.wxUnionid, id.unionid)).limit(1);
    if (byUnion) return byUnion;
  }
  const [byOpenid] = await db.select(boundColumns).from(member).where(eq(member.wxOpenid, id.openid)).limit(1);
  return byOpenid;
};

const signIn = async (db: Db, found: Bound, id: Identity, ip: string): Promise<WeChatSession> => {
  if (found.status !== MEMBER_STATUS.normal) throw locked();
  await recordSignIn(db, found.id, ip);
  await attachWechatIds(db, found.id, id);
  await forget(db, id.openid);
  return { memberId: found.id, tokenVersion: found.v, isRegister: 0 };
};

/** Profile for a new member: WeChat's own values first, then what the client sent. */
const profileOf = (id: Identity, input: { nickName?: string; nickname?: string; avatarUrl?: string; headimg?: string }) => ({
  nickname: id.nickname || cleanNickname(input.nickName ?? input.nickname ?? ''),
  headimg: id.headimg || cleanHeadimg(input.avatarUrl ?? input.headimg ?? ''),
});

/** Creates a member for the identity (with the new-member gift) in one transaction; a clash on the ids means it is bound already. */
const registerIdentity = async (
  db: Db,
  id: Identity,
  fields: { mobile?: string; nickname: string; headimg: string; sourceMember: number; ip: string },
): Promise<WeChatSession> => {
  const reward = await registerRewardConfig(db);
  try {
    return await db.transaction(async (tx) => {
      const memberId = await createMemberWithReward(tx, reward, {
        mobile: fields.mobile,
        nickname: fields.nickname || undefined,
        headimg: fields.headimg,
        sourceMember: fields.sourceMember,
        ip: fields.ip.slice(0, 64),
      });
      await setWechatIdsTx(tx, memberId, id);
      await forget(tx, id.openid);
      return { memberId, tokenVersion: 0, isRegister: 1 as const };
    });
  } catch (e) {
    if ((isUniqueViolation(e) ?? '').includes('wx_')) throw openidBound();
    throw e;
  }
};

/**
 * `/api/login/auth` (`register` true) and `/api/login/authonlylogin` (false): signs in the member bound to the
 * identity. Unknown identity: with `register` and REGISTER_CONFIG third_party=1, bind_mobile=0 a member is
 * created (is_register 1) within the address's sign-up allowance; otherwise MEMBER_NOT_EXIST (-10016) and
 * nothing is written.
 */
export const authLogin = async (db: Db, input: AuthLoginParams, origin: Origin, register: boolean): Promise<WeChatSession> => {
  const { ip } = origin;
  const id = await liveIdentity(db, input.wx_openid, input.wx_unionid);
  const found = await findBound(db, id);
  if (found) return signIn(db, found, id, ip);
  if (!register) throw notExist();
  const cfg = (await registerConfig(db)).value;
  if (cfg.third_party !== 1 || cfg.bind_mobile !== 0) throw notExist();
  const sourceMember = await knownReferrer(db, input.source_member);
  const registerOrSignIn = async () => {
    try {
      return await registerIdentity(db, id, { ...profileOf(id, input), sourceMember, ip });
    } catch (e) {
      // A second tab registered the same identity a moment ago: sign in to that member.
      if (!(e instanceof AppError) || e.errorCode !== 'WECHAT_OPENID_BOUND') throw e;
      const again = await findBound(db, id);
      if (!again) throw e;
      return signIn(db, again, id, ip);
    }
  };
  // Like any sign-up it takes a slot of the address's hourly allowance (given back when it only signed in).
  return withRegistrationSlot(db, origin, registerOrSignIn, (s) => s.isRegister === 1);
};

/** `/api/tripartite/mobileCode`: a MEMBER_BIND code for the phone-bind form. */
export const requestBindCode = async (db: Db, input: TripartiteMobileCodeParams, caller: Caller): Promise<SmsCodeResult> => {
  checkMobileFormat(input.mobile);
  await checkCaptchaIfOn(db, input.captcha_id, input.captcha_code || undefined);
  return sendSmsCode(db, { mobile: input.mobile, keyword: 'MEMBER_BIND', ip: caller.ip, envProvider: caller.envProvider, log: caller.log });
};

/**
 * `/api/tripartite/mobile`: the phone-bind form (spec §5 order: mobile, captcha when on, dynamic code).
 * The code is used up in the same transaction as the binding: a refused binding keeps it usable and writes
 * nothing. A member with the mobile gets the identity attached (refused when it carries another WeChat);
 * otherwise a member is registered with the mobile, the identity and the new-member gift, within the address's
 * sign-up allowance.
 */
export const bindMobile = async (db: Db, input: TripartiteMobileParams, origin: Origin): Promise<WeChatSession> => {
  const { ip } = origin;
  checkMobileFormat(input.mobile);
  if (!input.captcha_code && (await captchaRequired(db))) {
    throw new AppError(wechatMessages.wechatCaptchaRequired, Code.ERROR, undefined, null, 'REQUEST_CAPTCHA_CODE');
  }
  requireCodeInput(input);
  if (!input.wx_openid) throw new AppError(wechatMessages.wechatAuthExpired, Code.ERROR, undefined, null, 'WECHAT_AUTH_EXPIRED');
  const id = await liveIdentity(db, input.wx_openid, input.wx_unionid);
  const cfg = (await registerConfig(db)).value;
  const reward = await registerRewardConfig(db);
  const sourceMember = await knownReferrer(db, input.source_member);
  const profile = profileOf(id, input);
  const bind = () =>
    withSmsCode(db, { mobile: input.mobile, keyword: 'MEMBER_BIND', key: input.key, code: input.code }, async (tx) => {
      const bound = await findBound(tx, id);
      const [owner] = await tx.select(boundColumns).from(member).where(eq(member.mobile, input.mobile)).limit(1);
      if (bound && bound.id !== owner?.id) throw openidBound();
      if (owner) {
        if (owner.status !== MEMBER_STATUS.normal) throw locked();
        if ((owner.openid && owner.openid !== id.openid) || (owner.unionid && id.unionid && owner.unionid !== id.unionid)) {
          throw new AppError(wechatMessages.wechatMobileBoundOther, Code.ERROR, undefined, null, 'WECHAT_MOBILE_BOUND');
        }
        await bindWechatTx(tx, owner.id, { openid: id.openid, unionid: owner.unionid ?? id.unionid }, ip);
        // Only an empty picture is filled in; the member's own profile stays.
        if (profile.headimg) await fillEmptyHeadimgTx(tx, owner.id, profile.headimg);
        await forget(tx, id.openid);
        return { memberId: owner.id, tokenVersion: owner.v, isRegister: 0 as const };
      }
      if (cfg.third_party !== 1)
        throw new AppError(wechatMessages.wechatThirdPartyClosed, Code.REGISTER_CLOSED, undefined, null, 'REGISTER_REFUND');
      const memberId = await createMemberWithReward(tx, reward, {
        mobile: input.mobile,
        nickname: profile.nickname || undefined,
        headimg: profile.headimg,
        sourceMember,
        ip: ip.slice(0, 64),
      });
      await setWechatIdsTx(tx, memberId, id);
      await forget(tx, id.openid);
      return { memberId, tokenVersion: 0, isRegister: 1 as const };
    });
  // Binding a mobile that has a member signs in; any other binding may register, so it takes a sign-up slot first.
  const [taken] = await db.select({ id: member.memberId }).from(member).where(eq(member.mobile, input.mobile)).limit(1);
  try {
    return taken || cfg.third_party !== 1 ? await bind() : await withRegistrationSlot(db, origin, bind, (s) => s.isRegister === 1);
  } catch (e) {
    if ((isUniqueViolation(e) ?? '').includes('wx_')) throw openidBound();
    throw e;
  }
};
