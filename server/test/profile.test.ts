import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponse } from '@vaultbox/common/schemas/user.ts';
import { findUserById } from '../src/modules/user/user.repo.ts';
import { buildUser, signIn } from './helpers/factories.ts';
import { client, type Client } from './helpers/http-client.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('GET and PUT /api/user/profile', () => {
  let t: TestApp;
  let api: Client;

  async function signedIn() {
    const built = await buildUser(t.ctx);
    return { ...built, token: (await signIn(api, built.email)).token };
  }

  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.url);
  });
  afterAll(() => t.close());

  it('returns the signed-in user with default preferences', async () => {
    const { user, token } = await signedIn();
    const res = await api.get('/api/user/profile', { token });
    expect(res.status).toBe(200);
    const parsed = profileResponse.parse(res.body);
    expect(parsed.data.user).toMatchObject({ id: user.id, storageLimit: 1073741824, storageUsed: 0, tier: 'free' });
    expect(parsed.data.user.preferences.theme).toBe('dark');
    expect(parsed.data.user.preferences.notifications.uploadConfirmation).toBe(false);
  });

  it('answers 401 without a session', async () => {
    expect((await api.get('/api/user/profile')).status).toBe(401);
    expect((await api.put('/api/user/profile', { body: { displayName: 'Nobody' } })).status).toBe(401);
  });

  it('updates display name, avatar and email, and merges preferences', async () => {
    const { user, token } = await signedIn();
    const first = await api.put('/api/user/profile', {
      token,
      body: { displayName: '  Ada L  ', avatar: 'https://example.com/a.png', preferences: { theme: 'light', notifications: { push: false } } },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.user).toMatchObject({ displayName: 'Ada L', avatar: 'https://example.com/a.png' });
    const second = await api.put('/api/user/profile', {
      token,
      body: { email: 'Ada.New@Example.com', avatar: '', preferences: { notifications: { email: false }, upload: { maxFileSize: 500 } } },
    });
    const u = second.body.data.user;
    expect(u).toMatchObject({ email: 'Ada.New@Example.com', avatar: null, displayName: 'Ada L' });
    expect(u.preferences.theme).toBe('light');
    expect(u.preferences.notifications).toMatchObject({ push: false, email: false, shareActivity: true });
    expect(u.preferences.upload).toMatchObject({ maxFileSize: 500, autoEncrypt: true });
    expect((await findUserById(t.ctx.db, user.id))?.email_lower).toBe('ada.new@example.com');
    expect((await api.post('/api/auth/login', { body: { email: 'ada.new@example.com', password: 'Correct-Horse-9' } })).status).toBe(200);
  });

  it('refuses an email used by another account with 409, regardless of case', async () => {
    const other = await buildUser(t.ctx, { email: 'someone.else@example.com' });
    const { token, email } = await signedIn();
    const res = await api.put('/api/user/profile', { token, body: { email: 'SOMEONE.ELSE@example.com' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'EMAIL_TAKEN' });
    expect((await api.put('/api/user/profile', { token, body: { email: email.toUpperCase() } })).status).toBe(200);
    expect(other.email).toBe('someone.else@example.com');
  });

  const invalid: [string, unknown, string][] = [
    ['short display name', { displayName: 'A' }, 'displayName: Display name must be at least 2 characters'],
    ['long display name', { displayName: 'x'.repeat(51) }, 'displayName: Display name must be less than 50 characters'],
    ['100 kB display name', { displayName: 'x'.repeat(100_000) }, 'displayName: Display name must be less than 50 characters'],
    ['numeric display name', { displayName: 12 }, 'displayName: Display name must be text'],
    ['bad email', { email: 'nope' }, 'email: Please enter a valid email address'],
    ['bad avatar', { avatar: 'not a url' }, 'avatar: Avatar must be a valid URL'],
    ['bad theme', { preferences: { theme: 'neon' } }, 'preferences.theme: Invalid option: expected one of "dark"|"light"|"system"'],
    ['bad max file size', { preferences: { upload: { maxFileSize: 5000 } } }, 'preferences.upload.maxFileSize: Too big: expected number to be <=1000'],
    ['unknown preference', { preferences: { colour: 'red' } }, 'preferences.colour: Unknown field'],
    ['unknown field', { role: 'owner' }, 'role: Unknown field'],
  ];
  it.each(invalid)('answers 400 naming the field and changes nothing: %s', async (_name, body, error) => {
    const { user, token } = await signedIn();
    const res = await api.put('/api/user/profile', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error });
    const after = await findUserById(t.ctx.db, user.id);
    expect(after).toMatchObject({ display_name: user.display_name, email: user.email, role: 'user', preferences: user.preferences });
  });
});
