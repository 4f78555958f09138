import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Keyring } from '../../keyring/keyring.ts';

// OWASP's device cookie: after a successful sign-in the browser keeps "<nonce>.<HMAC(account id, nonce)>". A later
// sign-in to that account that presents it is counted against that device alone, so strangers' failures (which lock
// the account for unknown devices) never lock out a person on a browser they have used before. Bound to the account's
// id, not its address: the browser stays known after an e-mail change, and a cookie of a former holder of an address
// does not vouch for its next one. Cookies of the earlier form (signed over the address) count as unknown.

export const DEVICE_COOKIE = 'vaultbox_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function createDeviceCookies(keyring: Keyring) {
  const key = keyring.derive('vaultbox sign-in device cookie v2');
  const sign = (userId: string, nonce: string) => createHmac('sha256', key).update(`${userId}\n${nonce}`).digest();

  function issue(userId: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${sign(userId, nonce).toString('base64url')}`;
  }

  /** The device's nonce when `value` was issued to a browser that signed in to account `userId`; otherwise null. */
  function deviceOf(value: string | undefined, userId: string | null): string | null {
    if (!value || !userId) return null;
    const match = VALUE.exec(value);
    if (!match) return null;
    const [, nonce, mac] = match as unknown as [string, string, string];
    const given = Buffer.from(mac, 'base64url');
    const expected = sign(userId, nonce);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  return { issue, deviceOf };
}
