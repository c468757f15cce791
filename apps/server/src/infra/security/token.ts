import crypto from 'node:crypto';
import { nowSeconds, TOKEN_TTL_SECONDS } from '@mall/contract';

/**
 * Member token: base64url(JSON payload) + "." + HMAC-SHA256. The version `v` is compared with
 * the member's token_version so a password change, logout or cancellation revokes old tokens.
 */
export interface TokenPayload {
  member_id: number;
  create_time: number;
  expire_time: number;
  v: number;
}

export type TokenCheck =
  | { ok: true; payload: TokenPayload }
  | { ok: false; reason: 'malformed' | 'expired' };

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export class TokenCodec {
  constructor(private readonly secret: string) {}

  private sign(body: string): string {
    return crypto.createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  issue(memberId: number, version: number, now = nowSeconds(), ttl = TOKEN_TTL_SECONDS): string {
    const payload: TokenPayload = { member_id: memberId, create_time: now, expire_time: now + ttl, v: version };
    const body = b64(JSON.stringify(payload));
    return `${body}.${this.sign(body)}`;
  }

  verify(token: string, now = nowSeconds()): TokenCheck {
    const dot = token.indexOf('.');
    if (dot <= 0 || token.length > 1024) return { ok: false, reason: 'malformed' };
    const body = token.slice(0, dot);
    const sig = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.sign(body));
    if (sig.length !== expected.length || !crypto.timingSafeEqual(sig, expected)) {
      return { ok: false, reason: 'malformed' };
    }
    let payload: TokenPayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (!Number.isInteger(payload.member_id) || !Number.isInteger(payload.expire_time)) {
      return { ok: false, reason: 'malformed' };
    }
    if (payload.expire_time <= now) return { ok: false, reason: 'expired' };
    return { ok: true, payload };
  }
}
