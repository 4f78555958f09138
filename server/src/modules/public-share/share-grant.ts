import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { SHARE_GRANT_LIFETIME_MS } from '@vaultbox/common/schemas/share.ts';

// An access grant: "<expiry seconds>.<HMAC>" where the HMAC (key derived from the master key) covers the share id,
// the expiry and the share's password hash. So a grant opens exactly one share, stops at its expiry, and a password
// change (or removal, or adding one) ends every grant issued before.

export interface GrantSubject {
  id: string;
  password_hash: string | null;
}

export interface IssuedGrant {
  grant: string;
  expiresAt: string;
}

export function createGrantSigner(masterKey: Buffer, lifetimeMs = SHARE_GRANT_LIFETIME_MS) {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'vaultbox share access grant v1', 32));
  const sign = (share: GrantSubject, expires: number) =>
    createHmac('sha256', key).update(`${share.id}\n${expires}\n${share.password_hash ?? ''}`).digest();

  function issue(share: GrantSubject, now = Date.now()): IssuedGrant {
    const expires = Math.floor((now + lifetimeMs) / 1000);
    return { grant: `${expires}.${sign(share, expires).toString('base64url')}`, expiresAt: new Date(expires * 1000).toISOString() };
  }

  function verify(grant: string | undefined, share: GrantSubject, now = Date.now()): boolean {
    const match = grant ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(grant) : null;
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= now) return false;
    const given = Buffer.from(match[2], 'base64url');
    const expected = sign(share, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return { issue, verify };
}

export type GrantSigner = ReturnType<typeof createGrantSigner>;
