/**
 * Response codes shared by server and client. `code >= 0` is success.
 * Numbers follow the mall's published conventions so existing clients feel at home.
 */
export const Code = {
  SUCCESS: 0,
  ERROR: -1,
  FAIL: -10001,
  PARAMETER_ERROR: -10006,
  TOKEN_ERROR: -10009,
  TOKEN_EXPIRE: -10010,
  MEMBER_NOT_EXIST: -10016,
  MEMBER_IS_LOCKED: -10017,
  USERNAME_EXISTED: -10018,
  MOBILE_EXISTED: -10019,
  REGISTER_CLOSED: -10021,
  USERNAME_OR_PASSWORD_ERROR: -10022,
  CAPTCHA_FAILURE: -10068,
  CAPTCHA_ERROR: -10069,
  SIGNED_IN: -10073,
  PAY_PASSWORD_ERROR: -10074,
  NOT_FOUND: -10404,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

/** Codes on which the client drops its stored token (spec §8). */
export const TOKEN_INVALID_CODES: readonly number[] = [Code.TOKEN_ERROR, Code.TOKEN_EXPIRE];

export const isSuccess = (code: number): boolean => code >= 0;
