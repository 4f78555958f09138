import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens(randomBytes(32));

  it('carry the user and the kind, and are URL-safe', () => {
    const token = tokens.issue('user-1', 'storage_alert', 1_700_000_000_000);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(tokens.issue('0c6f1f7e-7d3a-4a51-9d7e-5b2a8c1d9e0f', 'share_downloaded').length).toBeLessThanOrEqual(100);
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', kind: 'storage_alert', issuedAt: 1_700_000_000 });
  });

  it('refuse a changed payload, another key and garbage', () => {
    const token = tokens.issue('user-1', 'storage_alert');
    const mac = token.split('.')[3];
    const forged = `user-2.5.1.${mac}`;
    expect(tokens.verify(forged)).toBeNull();
    expect(createUnsubscribeTokens(randomBytes(32)).verify(token)).toBeNull();
    expect(tokens.verify('nonsense')).toBeNull();
    expect(tokens.verify(`${token}x`)).toBeNull();
  });
});
