import { PASSWORD_MIN_LENGTH } from '@mall/contract';
import { pagePath } from '../../../shared/pages';

/**
 * The server's username rule (USERNAME_PATTERN in packages/contract/src/api/member.ts). Repeated here
 * because importing that module would bring zod into the login chunk.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;

/**
 * Form checks run in order and stop at the first failure (spec §5). A failure is an i18n key
 * (under the `login` namespace) plus interpolation values.
 */
export interface FormError {
  key: string;
  values?: Record<string, string | number>;
}

export interface LoginForm {
  username: string;
  password: string;
  captchaCode: string;
}

export interface RegisterForm extends LoginForm {
  confirm: string;
}

const blank = (s: string): boolean => s.trim() === '';

export const validateLogin = (f: LoginForm, captchaOn: boolean): FormError | null => {
  if (blank(f.username)) return { key: 'login.errAccount' };
  if (f.password === '') return { key: 'login.errPassword' };
  if (captchaOn && blank(f.captchaCode)) return { key: 'login.errCaptcha' };
  return null;
};

/** Minimum password length from `/api/register/config` value.pwd_len, defaulting to 6. */
export const passwordMinLength = (pwdLen: unknown): number => {
  const n = Number(pwdLen);
  return Number.isInteger(n) && n > 0 ? n : PASSWORD_MIN_LENGTH;
};

export const validateRegister = (f: RegisterForm, captchaOn: boolean, minLen: number): FormError | null => {
  if (blank(f.username)) return { key: 'login.errUsername' };
  // 3–30 letters, digits or "_" (the server's rule), and not only digits (that reads as a mobile number)
  if (!USERNAME_PATTERN.test(f.username.trim())) return { key: 'login.errUsernameFormat' };
  if (/^\d+$/.test(f.username.trim())) return { key: 'login.errUsernameDigits' };
  if (f.password === '') return { key: 'login.errPassword' };
  if (f.password.length < minLen) return { key: 'login.errPasswordLength', values: { n: minLen } };
  if (f.confirm === '') return { key: 'login.errConfirm' };
  if (f.confirm !== f.password) return { key: 'login.errPasswordMismatch' };
  if (captchaOn && blank(f.captchaCode)) return { key: 'login.errCaptcha' };
  return null;
};

// ---------------------------------------------------------------- mobile + dynamic code forms

/** Mainland mobile: 11 digits starting 1[3-9] (the server's MOBILE_PATTERN, repeated to keep zod out). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export interface CodeRequestForm {
  mobile: string;
  captchaCode: string;
}

export interface CodeForm extends CodeRequestForm {
  /** The dynamic code typed in. */
  code: string;
  /** A code was requested (the server's `key` is known). */
  hasKey: boolean;
}

export interface PasswordPair {
  password: string;
  confirm: string;
}

/** 请输入手机号, then 请输入正确的手机号 (spec §5). */
export const validateMobile = (mobile: string): FormError | null => {
  if (blank(mobile)) return { key: 'login.errMobile' };
  if (!MOBILE_PATTERN.test(mobile.trim())) return { key: 'login.errMobileFormat' };
  return null;
};

/** Before a code is sent: mobile, then the captcha when it is on. */
export const validateCodeRequest = (f: CodeRequestForm, captchaOn: boolean): FormError | null =>
  validateMobile(f.mobile) ?? (captchaOn && blank(f.captchaCode) ? { key: 'login.errCaptcha' } : null);

/** The spec's phone-bind order: mobile, valid mobile, captcha (when on), dynamic code; then "send the code first". */
export const validateCodeForm = (f: CodeForm, captchaOn: boolean): FormError | null => {
  const first = validateCodeRequest(f, captchaOn);
  if (first) return first;
  if (blank(f.code)) return { key: 'login.errCode' };
  if (!f.hasKey) return { key: 'login.errSendFirst' };
  return null;
};

/** New password + confirmation: 请输入新密码, 密码长度不能小于N位, 请再次输入密码, 两次密码不一致. */
export const validatePasswordPair = (f: PasswordPair, minLen: number, emptyKey = 'login.errPassword'): FormError | null => {
  if (f.password === '') return { key: emptyKey };
  if (f.password.length < minLen) return { key: 'login.errPasswordLength', values: { n: minLen } };
  if (f.confirm === '') return { key: 'login.errConfirm' };
  if (f.confirm !== f.password) return { key: 'login.errPasswordMismatch' };
  return null;
};

/** Mobile registration: the code form, then the password pair (fields in screen order). */
export const validateMobileRegister = (f: CodeForm & PasswordPair, captchaOn: boolean, minLen: number): FormError | null =>
  validateCodeForm(f, captchaOn) ?? validatePasswordPair(f, minLen);

export type AuthMode = 'username' | 'mobile';

/**
 * The enabled modes of a register-config comma list (`value.login` / `value.register`), in our tab order.
 * `fallback` applies when the value is missing (older configs); an empty string means none.
 */
export const enabledModes = (csv: unknown, fallback: AuthMode[] = ['username']): AuthMode[] => {
  if (typeof csv !== 'string') return fallback;
  const set = new Set(csv.split(',').map((x) => x.trim()));
  return (['username', 'mobile'] as const).filter((m) => set.has(m));
};

export const FIND_PASSWORD_PATH = pagePath('findPassword');

/** Keeps `back` on links between the login, register and recovery pages. */
export const withBack = (path: string, back: string | null | undefined): string =>
  back ? `${path}?back=${encodeURIComponent(back)}` : path;
const LOGIN_PATHS = [pagePath('login'), pagePath('register'), FIND_PASSWORD_PATH];
export const MEMBER_HOME = pagePath('member');

/**
 * Where to go after logging in: the `back` query parameter when it is an in-app path
 * (starts with one "/", not a login page), else the member centre.
 */
export const resolveBack = (back: string | null | undefined): string => {
  if (!back) return MEMBER_HOME;
  let url = back.trim();
  // tolerate a doubly-encoded value
  if (/^%2f/i.test(url)) {
    try {
      url = decodeURIComponent(url);
    } catch {
      return MEMBER_HOME;
    }
  }
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return MEMBER_HOME;
  // a full path with the app's base is accepted as the route path
  if (url === '/h5' || url.startsWith('/h5/')) url = url.slice(3) || '/';
  const path = url.split(/[?#]/)[0];
  if (LOGIN_PATHS.includes(path)) return MEMBER_HOME;
  return url;
};

/**
 * Phone-bind save button (spec §5): disabled while forced binding is on and the mobile, the captcha (when
 * on) or the dynamic code is empty. Without forced binding it stays enabled and the checks explain what is missing.
 */
export const bindSaveDisabled = (f: CodeRequestForm & { code: string }, captchaOn: boolean, forced: boolean): boolean =>
  forced && (blank(f.mobile) || (captchaOn && blank(f.captchaCode)) || blank(f.code));
