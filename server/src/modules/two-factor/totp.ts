import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';

// RFC 6238 through otpauth: SHA-1, 6 digits, 30-second steps, the authenticator apps' common ground.

const PERIOD = 30;
const DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed as it turns over. */
const WINDOW = 1;

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: PRODUCT_NAME,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended size), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrl(secretBase32: string, account: string): string {
  return totpOf(secretBase32, account).toString();
}

export const isTotpShaped = (code: string) => /^\d{6}$/.test(code);

/** The time step `code` belongs to when it is current (within the window), else null. */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!isTotpShaped(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** The code of a moment, as an authenticator app shows it: the tests type it (the server only checks codes). */
export function totpCode(secretBase32: string, at = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: at });
}
