import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session, refresh and mail tokens. Only the hash is ever stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
