import { describe, expect, it } from 'vitest';
import { offeredScopes, toggleScope, tokenExpiresAt } from './api-token-form.ts';

describe('the new token form', () => {
  const now = new Date(2026, 0, 10, 12, 0, 0);

  it('turns an expiry choice into an instant', () => {
    expect(tokenExpiresAt('never', '', now)).toBeNull();
    expect(tokenExpiresAt('30d', '', now)).toBe(new Date(now.getTime() + 30 * 86_400_000).toISOString());
    expect(tokenExpiresAt('1y', '', now)).toBe(new Date(now.getTime() + 365 * 86_400_000).toISOString());
    expect(tokenExpiresAt('date', '2026-02-01', now)).toBe(new Date(2026, 1, 1, 23, 59, 59).toISOString());
  });

  it('refuses a missing, malformed or past date', () => {
    for (const date of ['', '2026-13-45x', '01/02/2026', '2025-12-31'])
      expect(tokenExpiresAt('date', date, now)).toBe('invalid');
    // Today still lasts until its end.
    expect(tokenExpiresAt('date', '2026-01-10', now)).not.toBe('invalid');
  });

  it('offers the admin scope to admins and owners only', () => {
    expect(offeredScopes('user')).toEqual(['read', 'upload', 'share', 'account']);
    expect(offeredScopes('admin')).toContain('admin');
    expect(offeredScopes('owner')).toContain('admin');
  });

  it('keeps scopes in one order', () => {
    expect(toggleScope(['share'], 'read', true)).toEqual(['read', 'share']);
    expect(toggleScope(['read', 'share'], 'read', false)).toEqual(['share']);
  });
});
