import { randomBytes } from 'node:crypto';

/** 12 random bytes = 96 bits, 16 URL-safe characters: far beyond guessing or enumerating, as a share's slug. */
export function newRequestSlug(): string {
  return randomBytes(12).toString('base64url');
}
