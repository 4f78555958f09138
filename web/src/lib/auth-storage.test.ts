import { describe, expect, it } from 'vitest';
import {
  clearAuth,
  expiryFrom,
  isAuthenticated,
  msUntilRefresh,
  readAuth,
  readToken,
  writeAuth,
  type StoredAuth,
} from './auth-storage.ts';
import { memoryStorage, testUser } from '../../test/support.ts';

const user = testUser();

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const auth = (expiresAt: string): StoredAuth => ({ token: 'tok', refreshToken: 'ref', user, expiresAt });

describe('auth storage', () => {
  it('writes the auth data and the token under auth_token, and reads them back', () => {
    const s = memoryStorage();
    writeAuth(auth('2025-06-08T12:00:00.000Z'), s);
    expect(s.data.get('auth_token')).toBe('tok');
    expect(readAuth(s)?.user.username).toBe('alice');
    expect(readToken(s)).toBe('tok');
  });

  it('clears both keys', () => {
    const s = memoryStorage();
    writeAuth(auth('2025-06-08T12:00:00.000Z'), s);
    clearAuth(s);
    expect(readAuth(s)).toBeNull();
    expect(readToken(s)).toBeNull();
  });

  it('treats unreadable or incomplete data as none', () => {
    const s = memoryStorage();
    s.setItem('auth', '{not json');
    expect(readAuth(s)).toBeNull();
    s.setItem('auth', JSON.stringify({ token: '', expiresAt: 'x', user }));
    expect(readAuth(s)).toBeNull();
    expect(readAuth(null)).toBeNull();
  });
});

describe('session expiry', () => {
  it('is authenticated when a token exists and the expiry is in the future', () => {
    expect(isAuthenticated(auth('2025-06-01T12:00:01.000Z'), NOW)).toBe(true);
    expect(isAuthenticated(auth('2025-06-01T12:00:00.000Z'), NOW)).toBe(false);
    expect(isAuthenticated(auth('garbage'), NOW)).toBe(false);
    expect(isAuthenticated({ ...auth('2025-06-08T12:00:00.000Z'), token: '' }, NOW)).toBe(false);
    expect(isAuthenticated(null, NOW)).toBe(false);
  });

  it('schedules the refresh 5 minutes before expiry', () => {
    expect(msUntilRefresh(auth('2025-06-01T12:10:00.000Z'), NOW)).toBe(5 * 60 * 1000);
    expect(msUntilRefresh(auth('2025-06-01T12:01:00.000Z'), NOW)).toBe(0);
  });

  it("uses the server's expiry, else 7 days ahead", () => {
    expect(expiryFrom('2025-06-03T00:00:00Z', NOW)).toBe('2025-06-03T00:00:00.000Z');
    expect(expiryFrom(undefined, NOW)).toBe('2025-06-08T12:00:00.000Z');
    expect(expiryFrom('nonsense', NOW)).toBe('2025-06-08T12:00:00.000Z');
  });
});
