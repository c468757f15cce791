import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import {
  ACCOUNT_FROM_TYPE,
  MEMBER_STATUS,
  Code,
  COUPON_GET_TYPES,
  formatFen,
  nowSeconds,
  parseYuan,
  PASSWORD_MIN_LENGTH,
  USERNAME_PATTERN,
  type Lang,
  type MemberInfo,
  type RegisterConfigValue,
  type RegisterRewardValue,
  type RegisterUsernameParams,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { getSetting, putSetting } from '../settings';
import { issueCouponsTx, parseIdCsv, registerRewardCoupons } from '../coupon';

type SettingRow = Awaited<ReturnType<typeof getSetting>>;
import { changeAccounts } from './member.account';
import { checkCaptchaIfOn } from './member.captcha';
import { memberMessages } from './member.messages';
import { claimSlots, releaseSlots, sweepEvents, waitMinutes, type Limit } from './member.ratelimit';
import { member, memberLevel } from './member.tables';

// ---------------------------------------------------------------- passwords

export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------- settings

export const REGISTER_CONFIG_DEFAULTS: RegisterConfigValue = {
  login: 'username,mobile',
  register: 'username,mobile',
  third_party: 0,
  bind_mobile: 0,
  pwd_len: PASSWORD_MIN_LENGTH,
  pwd_complexity: '',
};

/** Writes the login and register settings: the defaults with `changes` over them (the demo mall starts with the defaults). */
export const putRegisterConfig = (db: Db, changes: Partial<RegisterConfigValue> = {}): Promise<void> =>
  putSetting(db, 'REGISTER_CONFIG', { ...REGISTER_CONFIG_DEFAULTS, ...changes });

const flag = (v: unknown, d: 0 | 1): 0 | 1 => (v === 1 || v === '1' ? 1 : v === 0 || v === '0' ? 0 : d);
const nonNegInt = (v: unknown, d: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : d;
};

export const registerConfig = async (db: Db): Promise<SettingRow & { value: RegisterConfigValue }> => {
  const row = await getSetting(db, 'REGISTER_CONFIG');
  const v = row.value;
  const d = REGISTER_CONFIG_DEFAULTS;
  return {
    ...row,
    value: {
      login: typeof v.login === 'string' ? v.login : d.login,
      register: typeof v.register === 'string' ? v.register : d.register,
      third_party: flag(v.third_party, d.third_party),
      bind_mobile: flag(v.bind_mobile, d.bind_mobile),
      pwd_len: Math.max(1, nonNegInt(v.pwd_len, d.pwd_len)),
      pwd_complexity: typeof v.pwd_complexity === 'string' ? v.pwd_complexity : d.pwd_complexity,
    },
  };
};

/** The new-member gift; `balance` is kept in the setting as a "0.00" string like the API shows it. */
export const registerRewardConfig = async (db: Db): Promise<SettingRow & { value: RegisterRewardValue }> => {
  const row = await getSetting(db, 'MEMBER_REGISTER_REWARD');
  const v = row.value;
  const fen = parseYuan(typeof v.balance === 'number' || typeof v.balance === 'string' ? v.balance : 0) ?? 0;
  const coupon = typeof v.coupon === 'string' ? v.coupon : Array.isArray(v.coupon) ? v.coupon.join(',') : '';
  return {
    ...row,
    value: {
      point: nonNegInt(v.point, 0),
      balance: formatFen(Math.max(0, fen)),
      growth: nonNegInt(v.growth, 0),
      coupon,
      coupon_list: await registerRewardCoupons(db, coupon),
    },
  };
};

/** A comma list of modes ("username,mobile") as a set. */
export const modes = (csv: string) =>
  new Set(
    csv
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

// ---------------------------------------------------------------- members

export interface NewMember {
  username?: string;
  mobile?: string;
  /** Plain password to hash; or give `passwordHash` when it was hashed already (outside a transaction). */
  password?: string;
  passwordHash?: string;
  nickname?: string;
  headimg?: string;
  sourceMember?: number;
  ip?: string;
}

/** The violated unique constraint's name ('' when unnamed), or null when `e` is something else. */
export const isUniqueViolation = (e: unknown): string | null => {
  for (let err = e as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0; err && i < 4; i++) {
    if (err.code === '23505') return err.constraint ?? '';
    err = err.cause as typeof err;
  }
  return null;
};

/** Creates a member on the default level with an argon2 password hash; returns member_id. Username/mobile taken → AppError. */
export const createMember = async (db: Db, m: NewMember): Promise<number> => {
  const [level] = await db
    .select({ id: memberLevel.levelId, name: memberLevel.levelName })
    .from(memberLevel)
    .orderBy(desc(memberLevel.isDefault), asc(memberLevel.growth), asc(memberLevel.levelId))
    .limit(1);
  const t = nowSeconds();
  try {
    const [row] = await db
      .insert(member)
      .values({
        username: m.username ?? null,
        mobile: m.mobile ?? null,
        password: m.passwordHash ?? (m.password ? await hashPassword(m.password) : ''),
        nickname: m.nickname ?? m.username ?? (m.mobile ? `${m.mobile.slice(0, 3)}****${m.mobile.slice(7)}` : ''),
        headimg: m.headimg ?? '',
        memberLevel: level?.id ?? 0,
        memberLevelName: level?.name ?? '',
        sourceMember: m.sourceMember ?? 0,
        regTime: t,
        loginTime: t,
        lastLoginIp: m.ip ?? '',
      })
      .returning({ id: member.memberId });
    return row.id;
  } catch (e) {
    const constraint = isUniqueViolation(e);
    if (constraint === null) throw e;
    if (constraint.includes('mobile'))
      throw new AppError(memberMessages.mobileExisted, Code.MOBILE_EXISTED, undefined, null, 'MOBILE_EXISTED');
    throw new AppError(memberMessages.usernameExisted, Code.USERNAME_EXISTED, undefined, null, 'USERNAME_EXISTED');
  }
};

// ---------------------------------------------------------------- who signs in or up

/**
 * Where a sign-in or sign-up comes from, with the hourly allowances of one address (settings
 * REGISTRATIONS_PER_ADDRESS_HOUR and FAILED_LOGINS_PER_ADDRESS_HOUR: a mall whose shoppers share one
 * address, e.g. a campus behind NAT, raises them).
 */
export interface Origin {
  ip: string;
  registrationsPerHour: number;
  failedLoginsPerHour: number;
}

export interface Session {
  memberId: number;
  tokenVersion: number;
}

// ---------------------------------------------------------------- register

const COMPLEXITY: Record<string, { re: RegExp; key: string }> = {
  number: { re: /\d/, key: memberMessages.kindNumber },
  letter: { re: /[a-z]/, key: memberMessages.kindLetter },
  upper_case: { re: /[A-Z]/, key: memberMessages.kindUpper },
  symbol: { re: /[^A-Za-z0-9]/, key: memberMessages.kindSymbol },
};

/** Password rules of the register config: minimum length and required character kinds. */
export const checkPasswordRules = (password: string, cfg: RegisterConfigValue, lang: Lang): void => {
  if (password.length < cfg.pwd_len) throw new AppError(memberMessages.passwordTooShort, Code.ERROR, { min: cfg.pwd_len });
  const missing = [...modes(cfg.pwd_complexity)].filter((k) => COMPLEXITY[k] && !COMPLEXITY[k].re.test(password));
  if (missing.length) {
    const sep = lang === 'zh-cn' ? '、' : ', ';
    throw new AppError(memberMessages.passwordComplexity, Code.ERROR, {
      kinds: missing.map((k) => translate(COMPLEXITY[k].key, lang)).join(sep),
    });
  }
};

export const checkUsername = (username: string): void => {
  if (!USERNAME_PATTERN.test(username) || /^\d+$/.test(username)) throw new AppError(memberMessages.usernameInvalid, Code.ERROR);
};

/** Registrations (by username or mobile) from one IP within an hour (max: the setting). */
export const REGISTER_IP_LIMIT: Limit = { bucket: 'register_ip', max: 20, windowSeconds: 3_600 };

/**
 * Runs a registration in a slot of the IP's hourly allowance, taken atomically before the work starts (so
 * parallel sign-ups cannot all get in) and given back when the registration fails, or when `registered`
 * says the work ended up creating no member.
 */
export const withRegistrationSlot = async <T>(
  db: Db,
  origin: Origin,
  register: () => Promise<T>,
  registered: (result: T) => boolean = () => true,
): Promise<T> => {
  await sweepEvents(db);
  const limit: Limit = { ...REGISTER_IP_LIMIT, max: origin.registrationsPerHour };
  const claim = await claimSlots(db, [{ limit, subject: origin.ip.slice(0, 64) }]);
  if (!claim.ok) throw new AppError(memberMessages.registerIpTooMany, Code.ERROR, waitMinutes(claim.wait), null, 'REGISTER_IP_LIMIT');
  let result: T;
  try {
    result = await register();
  } catch (e) {
    await releaseSlots(db, claim.ids);
    throw e;
  }
  if (!registered(result)) await releaseSlots(db, claim.ids);
  return result;
};

/** Username registration; the new-member gift is credited in the same transaction. */
export const registerByUsername = async (db: Db, input: RegisterUsernameParams, origin: Origin, lang: Lang): Promise<Session> => {
  const { ip } = origin;
  const cfg = (await registerConfig(db)).value;
  if (!modes(cfg.register).has('username'))
    throw new AppError(memberMessages.registerClosed, Code.REGISTER_CLOSED, undefined, null, 'REGISTER_REFUND');
  checkUsername(input.username);
  checkPasswordRules(input.password, cfg, lang);
  await checkCaptchaIfOn(db, input.captcha_id, input.captcha_code);
  const reward = await registerRewardConfig(db);
  const sourceMember = await knownReferrer(db, input.source_member);
  return withRegistrationSlot(db, origin, async () => {
    const hashed = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      const memberId = await createMemberWithReward(tx, reward, {
        username: input.username,
        passwordHash: hashed,
        nickname: input.nickname ?? input.username,
        headimg: input.headimg,
        sourceMember,
        ip,
      });
      return { memberId, tokenVersion: 0 };
    });
  });
};

/** A referrer id that exists, else 0. */
export const knownReferrer = async (db: Db, id: number | undefined): Promise<number> => {
  if (!id) return 0;
  const [src] = await db.select({ id: member.memberId }).from(member).where(eq(member.memberId, id)).limit(1);
  return src?.id ?? 0;
};

/**
 * Creates the member and credits the new-member gift (when switched on) with ledger rows. Run it in a
 * transaction so a failure leaves neither. `reward` is read beforehand with `registerRewardConfig`.
 */
export const createMemberWithReward = async (
  tx: Db,
  reward: Awaited<ReturnType<typeof registerRewardConfig>>,
  m: NewMember,
): Promise<number> => {
  const memberId = await createMember(tx, m);
  if (reward.is_use === 1) {
    const v = reward.value;
    await changeAccounts(
      tx,
      memberId,
      { point: v.point, growth: v.growth, balance: parseYuan(v.balance) ?? 0 },
      { fromType: ACCOUNT_FROM_TYPE.register, typeName: '注册奖励', remark: 'member register reward' },
    );
    // One platform coupon of each listed type, in the same transaction (sold out / expired types are skipped).
    await issueCouponsTx(tx, memberId, parseIdCsv(v.coupon), COUPON_GET_TYPES.activity);
  }
  return memberId;
};

// ---------------------------------------------------------------- profile

export const memberInfo = async (db: Db, memberId: number): Promise<MemberInfo> => {
  const [m] = await db.select().from(member).where(eq(member.memberId, memberId)).limit(1);
  if (!m) throw new AppError(memberMessages.memberNotExist, Code.MEMBER_NOT_EXIST, undefined, null, 'MEMBER_NOT_EXIST');
  const [level] = m.memberLevel ? await db.select().from(memberLevel).where(eq(memberLevel.levelId, m.memberLevel)).limit(1) : [];
  return {
    member_id: m.memberId,
    source_member: m.sourceMember,
    username: m.username ?? '',
    nickname: m.nickname,
    mobile: m.mobile ?? '',
    email: m.email,
    password: m.password ? 1 : 0,
    pay_password: m.payPassword ? 1 : 0,
    status: m.status,
    headimg: m.headimg,
    member_level: m.memberLevel,
    member_level_name: level?.levelName ?? m.memberLevelName,
    member_label: 0,
    member_label_name: '',
    qq: '',
    qq_openid: '',
    wx_openid: m.wxOpenid ?? '',
    wx_unionid: m.wxUnionid ?? '',
    ali_openid: '',
    baidu_openid: '',
    toutiao_openid: '',
    douyin_openid: '',
    realname: m.realname,
    sex: m.sex,
    location: '',
    birthday: m.birthday,
    point: m.point,
    balance: formatFen(m.balance),
    balance_money: formatFen(m.balanceMoney),
    growth: m.growth,
    sign_days_series: m.signDaysSeries,
    reg_time: m.regTime,
    login_time: m.loginTime,
    member_level_info: level
      ? {
          level_id: level.levelId,
          level_name: level.levelName,
          growth: level.growth,
          consume_discount: level.consumeDiscount,
          remark: level.remark,
          is_default: level.isDefault === 1 ? 1 : 0,
        }
      : null,
  };
};

// ---------------------------------------------------------------- account closing

/**
 * Closes an account for good (approved cancellation): marks it deleted and locked, frees its username,
 * mobile and WeChat ids for new accounts (`#<member_id>` suffix; `#` never appears in a real one) and
 * moves the token version on so every token it holds stops working. Run inside the caller's transaction.
 */
export const closeAccount = async (tx: Db, memberId: number): Promise<void> => {
  const suffix = `#${memberId}`;
  const done = await tx
    .update(member)
    .set({
      isDelete: 1,
      status: MEMBER_STATUS.locked,
      username: sql`case when ${member.username} is null then null else ${member.username} || ${suffix} end`,
      mobile: sql`case when ${member.mobile} is null then null else ${member.mobile} || ${suffix} end`,
      wxOpenid: null,
      wxUnionid: null,
      tokenVersion: sql`${member.tokenVersion} + 1`,
    })
    .where(and(eq(member.memberId, memberId), eq(member.isDelete, 0)))
    .returning({ id: member.memberId });
  if (done.length !== 1) throw new AppError(memberMessages.memberNotExist, Code.MEMBER_NOT_EXIST, undefined, null, 'MEMBER_NOT_EXIST');
};
