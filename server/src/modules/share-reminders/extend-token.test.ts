import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyring } from '../../keyring/keyring.ts';
import { createExtendTokens } from './extend-token.ts';

const tokens = createExtendTokens(createKeyring(randomBytes(32)));
const subject = { shareId: randomUUID(), expiresAt: '2031-06-01T10:20:30.456Z' };

describe('extend link tokens', () => {
  it('names the share and the expiry it was issued for', () => {
    const token = tokens.issue(subject);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(tokens.read(token)).toEqual(subject);
  });

  it('refuses a token with a changed share, expiry or signature', () => {
    const [id, expiry, mac] = tokens.issue(subject).split('.') as [string, string, string];
    const otherId = randomUUID();
    const later = (Number.parseInt(expiry, 36) + 7 * 86_400_000).toString(36);
    const flipped = (mac.startsWith('A') ? 'B' : 'A') + mac.slice(1);
    expect(tokens.read(`${otherId}.${expiry}.${mac}`)).toBeNull();
    expect(tokens.read(`${id}.${later}.${mac}`)).toBeNull();
    expect(tokens.read(`${id}.${expiry}.${flipped}`)).toBeNull();
    expect(tokens.read(`${id}.${expiry}`)).toBeNull();
    expect(tokens.read('')).toBeNull();
  });

  it('refuses a token signed under another master key', () => {
    const foreign = createExtendTokens(createKeyring(randomBytes(32))).issue(subject);
    expect(tokens.read(foreign)).toBeNull();
  });
});
