import { createHmac, timingSafeEqual } from 'node:crypto';
import { THUMBNAIL_SIDES, type ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import { SHARE_GRANT_LIFETIME_MS } from '@vaultbox/common/schemas/public-share.ts';
import type { Keyring } from '../../keyring/keyring.ts';

// A grant: "<expiry seconds>.<scope>.<HMAC>" where the HMAC (key derived from the master key) covers the share id,
// the scope, the expiry and the share's password hash. So a grant opens exactly one share, for its scope only, stops
// at its expiry, and a password change (or removal, or adding one) ends every grant issued before.
// Scopes: 'v' (view) is what a page load pays for: preview and thumbnail without counting again; 't' (thumbnail)
// lets link-preview bots fetch the picture named in the page's tags, and nothing else.
// A recipient-verified visitor's grant ends in ".<tag>", the address it was bound to (a keyed hash of the share and the
// lower-cased address, docs/product.md, Recipient-verified links), which the HMAC covers too: the public service
// matches it against the share's current addresses, so removing an address ends its grants.

export type GrantScope = 'v' | 't';

/** A link preview shows a small picture: the 't' scope opens no thumbnail with a side over this many pixels. */
const LINK_PREVIEW_MAX_SIDE = 640;
export const thumbnailScopeOpens = (size: ThumbnailSize) => THUMBNAIL_SIDES[size] <= LINK_PREVIEW_MAX_SIDE;
/** The thumbnail the share page names for link previews: the largest the 't' scope opens. */
export const LINK_PREVIEW_SIZE: ThumbnailSize = 'medium';

export interface GrantSubject {
  id: string;
  password_hash: string | null;
}

export interface IssuedGrant {
  grant: string;
  expiresAt: string;
}

const GRANT = /^(\d{1,12})\.([vt])\.([A-Za-z0-9_-]{43})(?:\.([A-Za-z0-9_-]{22}))?$/;

export function createGrantSigner(keyring: Keyring, lifetimeMs = SHARE_GRANT_LIFETIME_MS) {
  const key = keyring.derive('vaultbox share access grant v2');
  const recipientKey = keyring.derive('vaultbox share grant recipient v1');
  const sign = (share: GrantSubject, scope: GrantScope, expires: number, tag: string | undefined) =>
    createHmac('sha256', key)
      .update(`${share.id}\n${scope}\n${expires}\n${share.password_hash ?? ''}${tag === undefined ? '' : `\n${tag}`}`)
      .digest();

  /** The tag naming a recipient's address (lower-cased) of this share in its grants. */
  const recipientTag = (share: GrantSubject, emailKey: string) =>
    createHmac('sha256', recipientKey)
      .update(`${share.id}\n${emailKey}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');

  /** A grant of `scope`; with `emailKey`, bound to that recipient's address. */
  function issue(share: GrantSubject, scope: GrantScope = 'v', now = Date.now(), emailKey?: string): IssuedGrant {
    const expires = Math.floor((now + lifetimeMs) / 1000);
    const tag = emailKey === undefined ? undefined : recipientTag(share, emailKey);
    const mac = sign(share, scope, expires, tag).toString('base64url');
    return {
      grant: tag === undefined ? `${expires}.${scope}.${mac}` : `${expires}.${scope}.${mac}.${tag}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** The recipient tag of a live grant of this share in one of `scopes` ('' when it names none), else null. */
  function read(grant: string | undefined, share: GrantSubject, scopes: GrantScope[], now = Date.now()): string | null {
    const match = grant ? GRANT.exec(grant) : null;
    if (!match) return null;
    const [, expiresText, scope, mac, tag] = match as unknown as [string, string, GrantScope, string, string?];
    const expires = Number(expiresText);
    if (expires * 1000 <= now || !scopes.includes(scope)) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = sign(share, scope, expires, tag);
    return given.length === expected.length && timingSafeEqual(given, expected) ? (tag ?? '') : null;
  }

  /** True when `grant` is a live grant of this share in one of `scopes`. */
  const verify = (grant: string | undefined, share: GrantSubject, scopes: GrantScope[], now = Date.now()): boolean =>
    read(grant, share, scopes, now) !== null;

  return { issue, verify, read, recipientTag };
}
