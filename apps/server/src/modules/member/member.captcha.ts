import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS, Code, nowSeconds, type CaptchaResult } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { getSetting } from '../settings';
import { memberMessages } from './member.messages';
import { verifyCode } from './member.tables';

/** Captcha characters: digits, as the spec's forms expect a 4-digit code. */
const CAPTCHA_CHARS = '0123456789';

/**
 * A new picture captcha. The code is kept server-side for CAPTCHA_TTL_SECONDS and can be checked once;
 * `discardId` (the caller's previous captcha) is removed. Expired codes are swept on the way.
 */
export const createCaptcha = async (db: Db, discardId?: string): Promise<CaptchaResult> => {
  const t = nowSeconds();
  if (discardId) await db.delete(verifyCode).where(and(eq(verifyCode.id, discardId), eq(verifyCode.kind, 'captcha')));
  await db.delete(verifyCode).where(lt(verifyCode.expireTime, t));
  const pic = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: CAPTCHA_CHARS,
    noise: 2,
    color: true,
    width: 120,
    height: 44,
    fontSize: 48,
    background: '#f4f4f4',
  });
  const id = crypto.randomUUID();
  await db.insert(verifyCode).values({
    id,
    kind: 'captcha',
    code: pic.text.toLowerCase(),
    expireTime: t + CAPTCHA_TTL_SECONDS,
    used: 0,
    createTime: t,
  });
  return { id, img: `data:image/svg+xml;base64,${Buffer.from(pic.data).toString('base64')}` };
};

/**
 * Checks and consumes a captcha: a code is good for one check, right or wrong, so it cannot be guessed
 * by retrying. Unknown, used or expired → CAPTCHA_FAILURE (-10068); wrong code → CAPTCHA_ERROR (-10069).
 */
export const checkCaptcha = async (db: Db, id: string | undefined, code: string | undefined): Promise<void> => {
  if (!id || !code)
    throw new AppError(memberMessages.captchaRequired, Code.ERROR, undefined, null, id ? 'REQUEST_CAPTCHA_CODE' : 'REQUEST_CAPTCHA_ID');
  const [row] = await db
    .update(verifyCode)
    .set({ used: 1 })
    .where(and(eq(verifyCode.id, id), eq(verifyCode.kind, 'captcha'), eq(verifyCode.used, 0)))
    .returning({ code: verifyCode.code, expireTime: verifyCode.expireTime });
  if (!row || row.expireTime <= nowSeconds()) {
    throw new AppError(memberMessages.captchaFailure, Code.CAPTCHA_FAILURE, undefined, null, 'CAPTCHA_FAILURE');
  }
  if (row.code !== code.trim().toLowerCase()) {
    throw new AppError(memberMessages.captchaError, Code.CAPTCHA_ERROR, undefined, null, 'CAPTCHA_ERROR');
  }
};

/** True when the operator turned the shopper-side picture captcha on. */
export const captchaRequired = async (db: Db): Promise<boolean> =>
  (await getSetting(db, 'CAPTCHA_CONFIG')).value.shop_reception_login === 1;

/** Runs the captcha check only when the switch is on. */
export const checkCaptchaIfOn = async (db: Db, id: string | undefined, code: string | undefined): Promise<void> => {
  if (await captchaRequired(db)) await checkCaptcha(db, id, code);
};
