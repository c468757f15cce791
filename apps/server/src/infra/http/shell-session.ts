import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, MEMBER_STATUS, nowSeconds } from '@mall/contract';
import { AppError } from './errors';
import { M, translate } from './messages';
import { envelope, readInput, requestLang, type Deps } from './route';
import { validationError } from './validation';
import { shellSessionMessages } from './shell-session.messages';

/**
 * The member token mirrored into a cookie for the H5 shell: the page request then tells the server who is
 * asking, so it can draw the signed-in cart's first screen (h5shell-cart-lines.ts) before any JavaScript runs.
 * The API never reads it: its auth stays the `token` param (a Niushop client sends nothing else), so a request
 * forged by another site, which would carry the cookie, can neither act nor read anything through the API.
 * HttpOnly (scripts cannot read it), SameSite=Lax, Secure over https, and only sent for the app's pages.
 */
export const SHELL_TOKEN_COOKIE = 'mall_shell_token';
/** Where the H5 sets (`token`) or clears (no token) the cookie, on login, token refresh and logout. */
export const SHELL_SESSION_PATH = '/h5/session';
/** The app's pages, not its assets (a hashed file never needs the member). */
const COOKIE_PATH = '/h5/pages/';

/** A token is base64url text and one dot (infra/security/token.ts): nothing that could break the cookie header. */
const sessionInput = z.object({
  token: z
    .string()
    .max(1024)
    .regex(/^[\w-]+\.[\w-]+$/)
    .optional()
    .or(z.literal('')),
});

/** A cookie's value in a Cookie request header, or null. */
export const readCookie = (header: string | undefined, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
};

/** The Set-Cookie value that stores `token` for `maxAge` seconds (0 clears it). */
export const shellTokenCookie = (token: string, maxAge: number, secure: boolean): string =>
  `${SHELL_TOKEN_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${Math.max(0, Math.floor(maxAge))}; HttpOnly; SameSite=Lax` +
  (secure ? '; Secure' : '');

/** The member a token names while it may still act (as the API's check: signature, expiry, status, version), or null. */
const liveMember = async (deps: Deps, token: string): Promise<{ memberId: number; expireTime: number } | null> => {
  const check = deps.tokens.verify(token);
  if (!check.ok) return null;
  const member = await deps.memberGate.load(check.payload.member_id);
  if (!member || member.status !== MEMBER_STATUS.normal || member.tokenVersion !== check.payload.v) return null;
  return { memberId: check.payload.member_id, expireTime: check.payload.expire_time };
};

/** The member of a page request's shell cookie (for drawing that member's own first screen only), or null. */
export const shellMember = async (deps: Deps, req: FastifyRequest): Promise<number | null> => {
  const token = readCookie(req.headers.cookie, SHELL_TOKEN_COOKIE);
  return token ? ((await liveMember(deps, token))?.memberId ?? null) : null;
};

/**
 * A request another site's page sent: browsers say so in Sec-Fetch-Site, older ones in Origin. Setting the
 * cookie from elsewhere could put another member's cart into this browser's first screen.
 */
const crossSite = (req: FastifyRequest): boolean => {
  const site = req.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
};

const answer = (reply: FastifyReply, req: FastifyRequest, cookie: string) =>
  reply
    .header('set-cookie', cookie)
    .header('cache-control', 'no-store')
    .send(envelope(Code.SUCCESS, translate(M.success, requestLang(req)), null));

/**
 * POST `/h5/session` with `token`: checks it as the API would and stores it in the cookie until it expires;
 * without a token (logout) or with one no longer valid, clears the cookie. Answers the API's envelope.
 */
export const registerShellSession = (app: FastifyInstance, deps: Deps) => {
  app.post(SHELL_SESSION_PATH, async (req, reply) => {
    if (crossSite(req)) throw new AppError(shellSessionMessages.shellSessionCrossSite, Code.ERROR);
    const raw = readInput(req);
    const parsed = sessionInput.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error, raw);
    const secure = req.protocol === 'https';
    const token = parsed.data.token ?? '';
    if (!token) return answer(reply, req, shellTokenCookie('', 0, secure));
    const member = await liveMember(deps, token);
    if (!member) {
      return reply
        .header('set-cookie', shellTokenCookie('', 0, secure))
        .header('cache-control', 'no-store')
        .send(envelope(Code.TOKEN_EXPIRE, translate(M.tokenExpire, requestLang(req)), null, { error_code: 'TOKEN_EXPIRE' }));
    }
    return answer(reply, req, shellTokenCookie(token, member.expireTime - nowSeconds(), secure));
  });
};
