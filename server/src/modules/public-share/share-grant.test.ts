import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyring } from '../../keyring/keyring.ts';
import { createGrantSigner } from './share-grant.ts';

// The grants of docs/product.md, Share accounting, and their binding to a recipient's address (docs/product.md,
// Recipient-verified links).

const grants = createGrantSigner(createKeyring(randomBytes(32)));
const share = { id: 'share-1', password_hash: null };

describe('share grants', () => {
  it('carry no address unless bound to one, and then name it by its tag', () => {
    const plain = grants.issue(share, 'v').grant;
    expect(grants.read(plain, share, ['v'])).toBe('');
    const bound = grants.issue(share, 'v', Date.now(), 'ana@example.com').grant;
    expect(grants.read(bound, share, ['v'])).toBe(grants.recipientTag(share, 'ana@example.com'));
    expect(grants.recipientTag(share, 'ana@example.com')).not.toBe(grants.recipientTag(share, 'bo@example.com'));
    expect(grants.recipientTag(share, 'ana@example.com')).not.toBe(
      grants.recipientTag({ ...share, id: 'share-2' }, 'ana@example.com'),
    );
  });

  it('refuse a tag swapped, added or removed: the signature covers it', () => {
    const bound = grants.issue(share, 'v', Date.now(), 'ana@example.com').grant;
    const other = grants.recipientTag(share, 'bo@example.com');
    const [expires, scope, mac] = bound.split('.');
    expect(grants.read(`${expires}.${scope}.${mac}.${other}`, share, ['v'])).toBeNull();
    expect(grants.read(`${expires}.${scope}.${mac}`, share, ['v'])).toBeNull();
    const plain = grants.issue(share, 'v').grant;
    expect(grants.read(`${plain}.${other}`, share, ['v'])).toBeNull();
    expect(grants.read(bound, { ...share, id: 'share-2' }, ['v'])).toBeNull();
  });
});
