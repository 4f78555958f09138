import { randomBytes } from 'node:crypto';

/** 12 random bytes = 96 bits, 16 URL-safe characters: far beyond guessing or enumerating (the rule is >= 64 bits). */
export const SLUG_BYTES = 12;

export function newShareSlug(): string {
  return randomBytes(SLUG_BYTES).toString('base64url');
}
