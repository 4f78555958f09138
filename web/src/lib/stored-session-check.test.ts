import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, testUser } from '../../test/support.ts';

const user = testUser({ displayName: 'Alice A.' });
const checked = testUser({ displayName: 'Alice, as the server has her now' });
const stored = (token: string, expiresAt = new Date(Date.now() + 864e5).toISOString()) => ({
  auth: JSON.stringify({ token, refreshToken: null, user, expiresAt }),
  token,
});
const profileAnswer = () => new Response(JSON.stringify({ success: true, data: { user: checked } }), { status: 200 });

// The session modules read localStorage when they load: each test gets fresh modules over a fresh storage.
async function load(session: { auth: string; token: string } | null) {
  vi.resetModules();
  const storage = memoryStorage();
  if (session) {
    storage.setItem('auth', session.auth);
    storage.setItem('auth_token', session.token);
  }
  vi.stubGlobal('localStorage', storage);
  return {
    ...(await import('./stored-session-check.ts')),
    ...(await import('./session-store.ts')),
  };
}

describe("a stored session's check", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    // The page, where index.html's inline script leaves its answer.
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("takes the answer the page's HTML asked for with the same token, and sends nothing more", async () => {
    const { startStoredSessionCheck, takeStoredSessionCheck, sessionStore } = await load(stored('t1'));
    window.vaultboxSessionCheck = { token: 't1', answer: Promise.resolve(profileAnswer()) };
    startStoredSessionCheck();
    await takeStoredSessionCheck();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.get()?.user.displayName).toBe(checked.displayName);
    expect(window.vaultboxSessionCheck).toBeUndefined();
  });

  it('asks again when the HTML asked with another token', async () => {
    const { takeStoredSessionCheck, sessionStore } = await load(stored('t2'));
    window.vaultboxSessionCheck = { token: 't1', answer: Promise.resolve(new Response('', { status: 401 })) };
    fetchMock.mockResolvedValue(profileAnswer());
    await takeStoredSessionCheck();
    expect(fetchMock).toHaveBeenCalledOnce();
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer t2');
    expect(sessionStore.get()?.user.displayName).toBe(checked.displayName);
  });

  it("is started once by the entry and taken once: the session root's later take starts a new one", async () => {
    const { startStoredSessionCheck, takeStoredSessionCheck } = await load(stored('t1'));
    fetchMock.mockImplementation(() => Promise.resolve(profileAnswer()));
    startStoredSessionCheck();
    startStoredSessionCheck();
    expect(fetchMock).toHaveBeenCalledOnce();
    await takeStoredSessionCheck();
    expect(fetchMock).toHaveBeenCalledOnce();
    await takeStoredSessionCheck();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("ends the session when the server refuses the token, and keeps it when the server can't be reached", async () => {
    const refused = await load(stored('t1'));
    window.vaultboxSessionCheck = {
      token: 't1',
      answer: Promise.resolve(
        new Response(JSON.stringify({ success: false, error: 'Invalid token' }), { status: 401 }),
      ),
    };
    await refused.takeStoredSessionCheck();
    expect(refused.sessionStore.get()).toBeNull();

    const unreachable = await load(stored('t1'));
    window.vaultboxSessionCheck = { token: 't1', answer: Promise.reject(new TypeError('Failed to fetch')) };
    await unreachable.takeStoredSessionCheck();
    expect(unreachable.sessionStore.get()?.user.displayName).toBe(user.displayName);
  });

  it('drops an expired session without asking, and has nothing to check without one', async () => {
    const expired = await load(stored('t1', new Date(Date.now() - 1000).toISOString()));
    expect(expired.takeStoredSessionCheck()).toBeNull();
    expect(expired.sessionStore.get()).toBeNull();
    const none = await load(null);
    expect(none.takeStoredSessionCheck()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
