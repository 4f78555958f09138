import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Keyring } from '../../keyring/keyring.ts';

// The token of a reminder's "extend by 7 days" link: "<share id>.<expiry ms, base 36>.<HMAC>", the HMAC (key derived
// from the master key) covering the share id and the expiry the reminder was sent for. It is single-use without being
// stored: extending moves the share's expiry, so the token's expiry no longer equals the share's and the extension is
// refused (the UPDATE that extends is conditional on the old expiry, so two clicks at once extend once). An expiry the
// owner edits away ends it too; its natural end is 7 days after that expiry (docs/product.md, Expiry reminders).

export interface ExtendTokenSubject {
  shareId: string;
  /** The share's expiry the token is issued for (ISO text). */
  expiresAt: string;
}

const TOKEN = /^([A-Za-z0-9-]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createExtendTokens(keyring: Keyring) {
  const key = keyring.derive('vaultbox share extend link v1');
  const sign = (shareId: string, expiresMs: number) =>
    createHmac('sha256', key).update(`${shareId}\n${expiresMs}`).digest();

  function issue({ shareId, expiresAt }: ExtendTokenSubject): string {
    const expiresMs = Date.parse(expiresAt);
    return `${shareId}.${expiresMs.toString(36)}.${sign(shareId, expiresMs).toString('base64url')}`;
  }

  /** What a genuine token names, or null for one this server did not sign (malformed, tampered, another key). */
  function read(token: string): ExtendTokenSubject | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, shareId, expiresText, mac] = match as unknown as [string, string, string, string];
    const expiresMs = Number.parseInt(expiresText, 36);
    const expiresAt = new Date(expiresMs);
    if (Number.isNaN(expiresAt.getTime())) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = sign(shareId, expiresMs);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { shareId, expiresAt: expiresAt.toISOString() };
  }

  return { issue, read };
}

export type ExtendTokens = ReturnType<typeof createExtendTokens>;
