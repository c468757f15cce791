import { PASSWORD_MIN_LENGTH } from '@mall/contract';

/**
 * Profile-edit checks (spec §5): each runs its rules in order and stops at the first failure. A failure is
 * an i18n key (the `profile` namespace) plus interpolation values; null means the form may be sent.
 */
export interface FormError {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Mainland mobile number. Mirrors MOBILE_PATTERN in packages/contract/src/api/member.ts, repeated here
 * because that module builds zod schemas at load time and would pull zod into the page chunk.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Payment password: exactly six digits (PAY_PASSWORD_PATTERN of the contract). */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
/** Nickname and real-name limits of the server (NICKNAME_MAX_LENGTH, REALNAME_MAX_LENGTH). */
export const NICKNAME_MAX_LENGTH = 20;
export const REALNAME_MAX_LENGTH = 30;

const err = (key: string, values?: FormError['values']): FormError => ({ key: `profile.${key}`, ...(values ? { values } : {}) });
const blank = (s: string | null | undefined): boolean => (s ?? '').trim() === '';
/** Characters as the shopper sees them (an emoji counts once), like the server. */
const chars = (s: string): number => [...s].length;

/** Minimum password length: `/api/register/config` value.pwd_len when it is a positive integer, else 6. */
export const passwordMinLength = (pwdLen: unknown): number => {
  const n = Number(pwdLen);
  return Number.isInteger(n) && n > 0 ? n : PASSWORD_MIN_LENGTH;
};

/** 昵称不能为空 → too long → 与原昵称一致，无需修改. */
export const validateNickname = (nickname: string, old: string | null | undefined): FormError | null => {
  const v = nickname.trim();
  if (!v) return err('errNicknameRequired');
  if (chars(v) > NICKNAME_MAX_LENGTH) return err('errNicknameLength', { n: NICKNAME_MAX_LENGTH });
  if (v === (old ?? '').trim()) return err('errNicknameSame');
  return null;
};

export const validateRealname = (realname: string): FormError | null => {
  const v = realname.trim();
  if (!v) return err('errRealnameRequired');
  if (chars(v) > REALNAME_MAX_LENGTH) return err('errRealnameLength', { n: REALNAME_MAX_LENGTH });
  return null;
};

/** 0 secret, 1 male, 2 female. */
export const SEX_VALUES = [0, 1, 2] as const;
export type Sex = (typeof SEX_VALUES)[number];
export const SEX_KEYS: Record<Sex, string> = { 0: 'secret', 1: 'male', 2: 'female' };
export const toSex = (v: unknown): Sex => {
  const n = Number(v);
  return n === 1 || n === 2 ? n : 0;
};

export const validateSex = (sex: number | null): FormError | null =>
  sex === 0 || sex === 1 || sex === 2 ? null : err('errSexRequired');

/** A chosen day, not after today. */
export const validateBirthday = (day: Date | null, today: Date = new Date()): FormError | null => {
  if (!day || Number.isNaN(day.getTime())) return err('errBirthdayRequired');
  if (startOfDay(day).getTime() > startOfDay(today).getTime()) return err('errBirthdayFuture');
  return null;
};

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** 请输入原始密码 → 请输入新密码 → 密码长度不能小于6位 → 两次密码不一致 → 新密码不能与原密码相同. */
export const validatePasswordChange = (f: PasswordChange, minLen: number = PASSWORD_MIN_LENGTH): FormError | null => {
  if (f.oldPassword === '') return err('errOldPassword');
  if (f.newPassword === '') return err('errNewPassword');
  if (f.newPassword.length < minLen) return err('errPasswordLength', { n: minLen });
  if (f.confirm !== f.newPassword) return err('errPasswordMismatch');
  if (f.newPassword === f.oldPassword) return err('errPasswordSame');
  return null;
};

export interface SmsCodeFields {
  /** `key` answered by the code request; empty until a code was sent. */
  key: string;
  code: string;
}

const checkCode = (f: SmsCodeFields): FormError | null => {
  if (!f.key) return err('errCodeKey');
  if (blank(f.code)) return err('errCode');
  return null;
};

export interface PasswordSet extends SmsCodeFields {
  newPassword: string;
  confirm: string;
}

/** A member without a password (registered by code) proves the bound mobile instead of an old password. */
export const validatePasswordSet = (f: PasswordSet, minLen: number = PASSWORD_MIN_LENGTH): FormError | null => {
  const code = checkCode(f);
  if (code) return code;
  if (f.newPassword === '') return err('errNewPassword');
  if (f.newPassword.length < minLen) return err('errPasswordLength', { n: minLen });
  if (f.confirm !== f.newPassword) return err('errPasswordMismatch');
  return null;
};

export interface MobileCodeRequest {
  mobile: string;
  captchaCode: string;
}

/** Before a code is sent to the new mobile: 请输入手机号 → 请输入正确的手机号 → 与原手机号一致，无需修改 → 请输入验证码 (when on). */
export const validateMobileCodeRequest = (
  f: MobileCodeRequest,
  oldMobile: string | null | undefined,
  captchaOn: boolean,
): FormError | null => {
  const mobile = f.mobile.trim();
  if (!mobile) return err('errMobileRequired');
  if (!MOBILE_PATTERN.test(mobile)) return err('errMobileInvalid');
  if (mobile === (oldMobile ?? '').trim()) return err('errMobileSame');
  if (captchaOn && blank(f.captchaCode)) return err('errCaptcha');
  return null;
};

export interface MobileChange extends SmsCodeFields {
  mobile: string;
}

/** Saving the new mobile: the mobile rules, then a sent code and the dynamic code (请输入动态码). */
export const validateMobileChange = (f: MobileChange, oldMobile: string | null | undefined): FormError | null => {
  const mobile = f.mobile.trim();
  if (!mobile) return err('errMobileRequired');
  if (!MOBILE_PATTERN.test(mobile)) return err('errMobileInvalid');
  if (mobile === (oldMobile ?? '').trim()) return err('errMobileSame');
  return checkCode(f);
};

/** Step 1 of the payment password: the code sent to the bound mobile. */
export const validatePayCode = (f: SmsCodeFields): FormError | null => checkCode(f);

/** Step 2: six digits. */
export const validatePayPassword = (password: string): FormError | null =>
  PAY_PASSWORD_PATTERN.test(password) ? null : err('errPayPassword');

/** Step 3: the same six digits again. */
export const validatePayConfirm = (password: string, again: string): FormError | null => {
  const format = validatePayPassword(again);
  if (format) return format;
  return again === password ? null : err('errPasswordMismatch');
};

// ---------------------------------------------------------------- dates

export const startOfDay = (d: Date): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** Unix seconds of the day's local midnight (what `/api/member/modifybirthday` stores). */
export const dayToUnix = (d: Date): number => Math.floor(startOfDay(d).getTime() / 1000);

/** Stored birthday → Date; 0 / missing → null. */
export const unixToDay = (seconds: unknown): Date | null => {
  const n = Number(seconds);
  if (!Number.isFinite(n) || n === 0) return null;
  return startOfDay(new Date(n * 1000));
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** yyyy-mm-dd. */
export const formatDay = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** yyyy-mm-dd hh:mm:ss (spec §9) of unix seconds; '' for 0. */
export const formatDateTime = (seconds: unknown): string => {
  const n = Number(seconds);
  if (!Number.isFinite(n) || n <= 0) return '';
  const d = new Date(n * 1000);
  return `${formatDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** Earliest selectable birthday (the server refuses dates before 1900). */
export const BIRTHDAY_MIN = new Date(1900, 0, 1);
/** Shown first in the picker when no birthday is set. */
export const BIRTHDAY_DEFAULT = new Date(2000, 0, 1);
