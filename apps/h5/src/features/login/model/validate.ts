import { PASSWORD_MIN_LENGTH } from '@mall/contract';

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

const LOGIN_PATHS = ['/pages/login/login/login', '/pages/login/register/register'];
export const MEMBER_HOME = '/pages/member/index/index';

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
