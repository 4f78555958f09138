import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, testUser } from '../../test/support.ts';

const user = testUser({ displayName: 'Alice A.', role: 'owner', tier: 'premium', storageUsed: 10, storageLimit: 100 });

const inAWeek = () => new Date(Date.now() + 7 * 864e5).toISOString();

// The session modules read localStorage when they load: each test gets fresh modules over a fresh storage.
async function load() {
  vi.resetModules();
  const store = await import('./session-store.ts');
  const session = await import('./session.ts');
  return { ...store, ...session };
}

describe('session', () => {
  let storage: ReturnType<typeof memoryStorage>;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    storage = memoryStorage();
    fetchMock.mockReset();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores token, refresh token, user and expiry at sign-in, token also under auth_token', async () => {
    const { sessionStore } = await load();
    const expiresAt = inAWeek();
    sessionStore.signIn({ token: 't1', refreshToken: 'r1', expiresAt, user });
    expect(storage.data.get('auth_token')).toBe('t1');
    expect(JSON.parse(storage.data.get('auth') ?? '{}')).toMatchObject({ token: 't1', refreshToken: 'r1', expiresAt });
    expect(sessionStore.isAuthenticated()).toBe(true);
  });

  it('refresh replaces the tokens and the expiry', async () => {
    const { sessionStore, refreshSession } = await load();
    sessionStore.signIn({ token: 't1', refreshToken: 'r1', expiresAt: inAWeek(), user });
    const next = new Date(Date.now() + 14 * 864e5).toISOString();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, token: 't2', refreshToken: 'r2', expiresAt: next }), {
        status: 200,
      }),
    );
    await expect(refreshSession()).resolves.toBe(true);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ refreshToken: 'r1' });
    expect(sessionStore.get()).toMatchObject({ token: 't2', refreshToken: 'r2', expiresAt: next });
    expect(storage.data.get('auth_token')).toBe('t2');
  });

  it('a failed refresh clears the stored auth data', async () => {
    const { sessionStore, refreshSession } = await load();
    sessionStore.signIn({ token: 't1', refreshToken: 'r1', expiresAt: inAWeek(), user });
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: false, error: 'no' }), { status: 401 }));
    await expect(refreshSession()).resolves.toBe(false);
    expect(sessionStore.get()).toBeNull();
    expect(storage.data.has('auth')).toBe(false);
    expect(storage.data.has('auth_token')).toBe(false);
  });

  it('without a refresh token the refresh fails and clears', async () => {
    const { sessionStore, refreshSession } = await load();
    sessionStore.signIn({ token: 't1', refreshToken: '', expiresAt: inAWeek(), user });
    await expect(refreshSession()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
  });

  it('logout clears local data even when the call fails', async () => {
    const { sessionStore, signOut } = await load();
    sessionStore.signIn({ token: 't1', refreshToken: 'r1', expiresAt: inAWeek(), user });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await signOut();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/logout');
    expect(sessionStore.get()).toBeNull();
    expect(storage.data.has('auth_token')).toBe(false);
  });

  it('greets by display name, else username, else User', async () => {
    const { displayNameOf } = await load();
    expect(displayNameOf(user)).toBe('Alice A.');
    expect(displayNameOf({ displayName: null, username: 'alice' })).toBe('alice');
    expect(displayNameOf({ displayName: '  ', username: '' })).toBe('User');
    expect(displayNameOf(null)).toBe('User');
  });
});
