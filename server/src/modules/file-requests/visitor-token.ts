import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REQUEST_TOKEN_LIFETIME_MS } from '@vaultbox/common/schemas/file-requests.ts';
import type { Keyring } from '../../keyring/keyring.ts';

// A file request's visitor token (docs/product.md, File requests): "<request id>.<visitor id>.<expiry seconds>.<name>.
// <HMAC>", the name base64url-encoded (empty without one). The HMAC (key derived from the master key) covers all of it
// and the request's password hash, so a token opens one request, for a few hours, with the name it was given, and a
// password change (or removal, or adding one) ends every token issued before. The visitor id binds uploads: a
// visitor's upload is found only with the hash of the same token's request and visitor id.

export interface TokenSubject {
  id: string;
  password_hash: string | null;
}

export interface VisitorTokenClaims {
  requestId: string;
  /** What the visitor's uploads are bound to. */
  visitorHash: string;
  name: string | null;
}

const TOKEN = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{0,600})\.([A-Za-z0-9_-]{43})$/;

const hashOf = (requestId: string, visitorId: string) =>
  createHash('sha256').update(`${requestId}:${visitorId}`).digest('base64url');

export function createVisitorTokens(keyring: Keyring, lifetimeMs = REQUEST_TOKEN_LIFETIME_MS) {
  const key = keyring.derive('vaultbox file request visitor token v1');
  const sign = (subject: TokenSubject, visitorId: string, expires: number, name: string) =>
    createHmac('sha256', key)
      .update(`${subject.id}\n${visitorId}\n${expires}\n${name}\n${subject.password_hash ?? ''}`)
      .digest();

  function issue(subject: TokenSubject, name: string | null, now = Date.now()) {
    const visitorId = randomBytes(16).toString('base64url');
    const expires = Math.floor((now + lifetimeMs) / 1000);
    const encodedName = name ? Buffer.from(name, 'utf8').toString('base64url') : '';
    const mac = sign(subject, visitorId, expires, encodedName).toString('base64url');
    return {
      token: `${subject.id}.${visitorId}.${expires}.${encodedName}.${mac}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** The token's claims when it is a live token of this request; null otherwise. */
  function verify(token: string | undefined, subject: TokenSubject, now = Date.now()): VisitorTokenClaims | null {
    const match = token ? TOKEN.exec(token) : null;
    if (!match) return null;
    const [, requestId, visitorId, expiresText, encodedName, mac] = match as unknown as string[];
    if (requestId !== subject.id || Number(expiresText) * 1000 <= now) return null;
    const given = Buffer.from(mac!, 'base64url');
    const expected = sign(subject, visitorId!, Number(expiresText), encodedName!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const name = encodedName ? Buffer.from(encodedName, 'base64url').toString('utf8') : null;
    return { requestId: subject.id, visitorHash: hashOf(subject.id, visitorId!), name };
  }

  return { issue, verify };
}

export type VisitorTokens = ReturnType<typeof createVisitorTokens>;
