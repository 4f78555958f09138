import { describe, expect, it } from 'vitest';
import { defaultPreferences, preferencesResponse, profileResponse } from '@vaultbox/common/schemas/user.ts';
import { findUserById } from '../../src/repos/user.repo.ts';
import { buildUser, signIn } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('GET and PUT /api/user/profile', () => {
  const t = useTestApp();
  const { api } = t;

  async function signedIn() {
    const built = await buildUser(t.ctx);
    return { ...built, token: (await signIn(api, built.email)).token };
  }

  it('returns the signed-in user with default preferences', async () => {
    const { user, token } = await signedIn();
    const res = await api.get('/api/user/profile', { token });
    expect(res.status).toBe(200);
    const parsed = profileResponse.parse(res.body);
    expect(parsed.data.user).toMatchObject({ id: user.id, storageLimit: 1073741824, storageUsed: 0, tier: 'free' });
    expect(parsed.data.user.preferences.theme).toBe('dark');
    expect(parsed.data.user.preferences.notifications.uploadConfirmation).toBe(false);
    expect(parsed.data.user).toMatchObject({ pendingEmail: null, twoFactorEnabled: false });
    expect(JSON.stringify(res.body)).not.toMatch(/password|wrapped|secret|argon/i);
  });

  it('answers 401 without a session', async () => {
    expect((await api.get('/api/user/profile')).status).toBe(401);
    expect((await api.put('/api/user/profile', { body: { displayName: 'Nobody' } })).status).toBe(401);
  });

  it('updates display name, avatar and the spelling of the email, and merges preferences', async () => {
    const { user, token, email } = await signedIn();
    const first = await api.put('/api/user/profile', {
      token,
      body: {
        displayName: '  Ada L  ',
        avatar: 'https://example.com/a.png',
        preferences: { theme: 'light', notifications: { push: false } },
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.user).toMatchObject({ displayName: 'Ada L', avatar: 'https://example.com/a.png' });
    const second = await api.put('/api/user/profile', {
      token,
      body: {
        email: email.toUpperCase(),
        avatar: '',
        preferences: { notifications: { email: false }, upload: { maxFileSize: 50 } },
      },
    });
    const u = second.body.data.user;
    // The same mailbox in other letters needs no proof: it applies at once.
    expect(u).toMatchObject({ email: email.toUpperCase(), avatar: null, displayName: 'Ada L', pendingEmail: null });
    expect(u.preferences.theme).toBe('light');
    expect(u.preferences.notifications).toMatchObject({ push: false, email: false, shareActivity: true });
    expect(u.preferences.upload).toMatchObject({ maxFileSize: 50, autoEncrypt: true });
    expect((await findUserById(t.ctx.db, user.id))?.email_lower).toBe(email.toLowerCase());
    expect((await api.post('/api/auth/login', { body: { email, password: 'Correct-Horse-9' } })).status).toBe(200);
  });

  it('refuses an email used by another account with 409, regardless of case', async () => {
    const other = await buildUser(t.ctx, { email: 'someone.else@example.com' });
    const { token, email, password } = await signedIn();
    const res = await api.put('/api/user/profile', {
      token,
      body: { email: 'SOMEONE.ELSE@example.com', currentPassword: password },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'EMAIL_TAKEN' });
    expect((await api.put('/api/user/profile', { token, body: { email: email.toUpperCase() } })).status).toBe(200);
    expect(other.email).toBe('someone.else@example.com');
  });

  const invalid: [string, unknown, string][] = [
    ['short display name', { displayName: 'A' }, 'displayName: Display name must be at least 2 characters'],
    ['long display name', { displayName: 'x'.repeat(51) }, 'displayName: Display name must be less than 50 characters'],
    [
      '100 kB display name',
      { displayName: 'x'.repeat(100_000) },
      'displayName: Display name must be less than 50 characters',
    ],
    ['numeric display name', { displayName: 12 }, 'displayName: Display name must be text'],
    ['bad email', { email: 'nope' }, 'email: Please enter a valid email address'],
    ['bad avatar', { avatar: 'not a url' }, 'avatar: Avatar must be a valid URL'],
    [
      'bad theme',
      { preferences: { theme: 'neon' } },
      'preferences.theme: Invalid option: expected one of "dark"|"light"|"system"',
    ],
    [
      'bad max file size',
      { preferences: { upload: { maxFileSize: 5000 } } },
      'preferences.upload.maxFileSize: Max file size must be between 1 and 101 MB',
    ],
    ['unknown preference', { preferences: { colour: 'red' } }, 'preferences.colour: Unknown field'],
    ['unknown field', { role: 'owner' }, 'role: Unknown field'],
    [
      'bad allowed type',
      { preferences: { upload: { allowedTypes: ['images'] } } },
      'preferences.upload.allowedTypes.0: A file type looks like image/* or application/pdf',
    ],
    [
      'numeric password',
      { email: 'x@example.com', currentPassword: 5 },
      'currentPassword: Current password must be text',
    ],
  ];
  it.each(invalid)('answers 400 naming the field and changes nothing: %s', async (_name, body, error) => {
    const { user, token } = await signedIn();
    const res = await api.put('/api/user/profile', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error });
    const after = await findUserById(t.ctx.db, user.id);
    expect(after).toMatchObject({
      display_name: user.display_name,
      email: user.email,
      role: 'user',
      preferences: user.preferences,
    });
  });
});

describe('GET and PUT /api/user/preferences', () => {
  const t = useTestApp();
  const { api } = t;

  it('answers the default preferences, merges partial updates, and refuses bad values with 400', async () => {
    const built = await buildUser(t.ctx);
    const { token } = await signIn(api, built.email);
    const first = await api.get('/api/user/preferences', { token });
    expect(first.status).toBe(200);
    // The max file size starts at the server's own limit (about 100 MB unless MAX_UPLOAD_BYTES says otherwise).
    const defaults = defaultPreferences();
    expect(preferencesResponse.parse(first.body).data.preferences).toEqual({
      ...defaults,
      upload: { ...defaults.upload, maxFileSize: 101 },
    });

    const changed = await api.put('/api/user/preferences', {
      token,
      body: { language: 'fr', theme: 'system', upload: { maxFileSize: 1 }, privacy: { profileVisibility: 'public' } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.preferences).toMatchObject({
      language: 'fr',
      theme: 'system',
      upload: { maxFileSize: 1, autoEncrypt: true, allowedTypes: defaultPreferences().upload.allowedTypes },
      privacy: { profileVisibility: 'public', allowAnalytics: true },
    });
    expect((await api.get('/api/user/profile', { token })).body.data.user.preferences.language).toBe('fr');

    for (const [body, error] of [
      [{ language: 'it' }, 'language: Invalid option: expected one of "en"|"es"|"fr"|"de"|"zh"'],
      [{ upload: { maxFileSize: 0 } }, 'upload.maxFileSize: Too small: expected number to be >=1'],
      [{ upload: { maxFileSize: 102 } }, 'upload.maxFileSize: Max file size must be between 1 and 101 MB'],
      [{ notifications: { email: 'yes' } }, 'notifications.email: Invalid input: expected boolean, received string'],
      [
        { privacy: { profileVisibility: 'friends' } },
        'privacy.profileVisibility: Invalid option: expected one of "private"|"public"',
      ],
    ] as const) {
      const res = await api.put('/api/user/preferences', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect((await api.get('/api/user/preferences', { token })).body.data.preferences.language).toBe('fr');
  });

  it('answers 401 without a session', async () => {
    expect((await api.get('/api/user/preferences')).status).toBe(401);
    expect((await api.put('/api/user/preferences', { body: { theme: 'light' } })).status).toBe(401);
  });
});
