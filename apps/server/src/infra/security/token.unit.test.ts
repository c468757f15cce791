import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_SECONDS } from '@mall/contract';
import { TokenCodec } from './token';

describe('TokenCodec', () => {
  const codec = new TokenCodec('a-test-secret-of-enough-length');
  const now = 1_700_000_000;

  it('issues a 48 h token that verifies with its member and version', () => {
    const check = codec.verify(codec.issue(7, 3, now), now + 10);
    expect(check).toEqual({ ok: true, payload: { member_id: 7, create_time: now, expire_time: now + TOKEN_TTL_SECONDS, v: 3 } });
  });

  it('refuses a token past its lifetime as expired', () => {
    expect(codec.verify(codec.issue(7, 0, now), now + TOKEN_TTL_SECONDS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses tampered, foreign and garbage tokens as malformed', () => {
    const token = codec.issue(7, 0, now);
    const [body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ member_id: 8, create_time: now, expire_time: now + 999, v: 0 })).toString('base64url');
    expect(codec.verify(`${forged}.${sig}`, now).ok).toBe(false);
    expect(codec.verify(`${body}.${sig}x`, now).ok).toBe(false);
    expect(new TokenCodec('another-secret-of-enough-length').verify(token, now).ok).toBe(false);
    expect(codec.verify('garbage', now)).toEqual({ ok: false, reason: 'malformed' });
    expect(codec.verify('', now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
