import { describe, expect, it } from 'vitest';
import { listActivityOfUser } from '../../src/repos/activity.repo.ts';
import { noPasswordHash } from '../../src/domain/account/no-password.ts';
import { updateUser } from '../../src/repos/user.repo.ts';
import { buildUser } from '../helpers/factories.ts';
import { startTestApp, useTestApp } from '../helpers/test-app.ts';
import { client } from '../helpers/http-client.ts';
import { signedInAccount, turnOnTwoFactor } from '../settings/settings-helpers.ts';
import { addPasskey, newAuthenticator, signInOptions, signInWithPasskey } from './passkey-helpers.ts';

// Passkeys (docs/security.md, Passkeys): registered and used for real by a software authenticator.

describe('passkeys', () => {
  const t = useTestApp();
  const { api } = t;

  it('registers a passkey, lists it, and signs in with it without an address: the login answer', async () => {
    const account = await signedInAccount(t, api);
    const authenticator = newAuthenticator();
    const { res, credential } = await addPasskey(api, account.token, authenticator, 'My laptop');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.passkey).toMatchObject({ name: 'My laptop', lastUsedAt: null });

    const listed = await api.get('/api/user/passkeys', { token: account.token });
    expect(listed.status).toBe(200);
    expect(listed.body.passkeys).toHaveLength(1);
    expect(listed.body.passkeys[0]).toMatchObject({ name: 'My laptop', deviceType: 'singleDevice', backedUp: false });

    const signedIn = await signInWithPasskey(api, authenticator, credential);
    expect(signedIn.status).toBe(200);
    const password = await api.post('/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(Object.keys(signedIn.body.data).sort()).toEqual(Object.keys(password.body.data).sort());
    expect(signedIn.body.data.user.id).toBe(account.user.id);
    expect(signedIn.headers.get('set-cookie')).toContain('vb_session=');
    // The session works.
    const me = await api.get('/api/user/passkeys', { token: signedIn.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.passkeys[0].lastUsedAt).not.toBeNull();

    const activity = await listActivityOfUser(t.ctx.db, account.user.id);
    const actions = activity.map((a) => a.action);
    expect(actions).toContain('passkey_add');
    const login = activity.find((a) => a.action === 'login' && a.details?.includes('passkey'));
    expect(login).toBeDefined();
    const notices = await t.ctx.db
      .selectFrom('notifications')
      .select('facts')
      .where('user_id', '=', account.user.id)
      .where('kind', '=', 'security')
      .execute();
    expect(notices.some((n) => n.facts.includes('passkey_added'))).toBe(true);
  });

  it('signs in an account with two-factor on without asking a code: the passkey is the stronger factor', async () => {
    const account = await signedInAccount(t, api);
    await turnOnTwoFactor(api, account.token, account.password);
    const authenticator = newAuthenticator();
    const { credential } = await addPasskey(api, account.token, authenticator);
    const refused = await api.post('/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(refused.body.code).toBe('TWO_FACTOR_REQUIRED');
    const signedIn = await signInWithPasskey(api, authenticator, credential);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.twoFactorEnabled).toBe(true);
  });

  it('accepts a response without a userHandle, and refuses one naming another account', async () => {
    const account = await signedInAccount(t, api);
    const authenticator = newAuthenticator();
    const { credential } = await addPasskey(api, account.token, authenticator);
    expect((await signInWithPasskey(api, authenticator, credential, { noUserHandle: true })).status).toBe(200);
    const other = await buildUser(t.ctx);
    const real = credential.userHandle;
    credential.userHandle = other.user.id;
    const res = await signInWithPasskey(api, authenticator, credential);
    credential.userHandle = real;
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('PASSKEY_INVALID');
  });

  it('refuses a challenge used twice, for sign-in and for registration', async () => {
    const account = await signedInAccount(t, api);
    const authenticator = newAuthenticator();
    const { credential } = await addPasskey(api, account.token, authenticator);
    const { challengeId, options } = await signInOptions(api);
    const first = await api.post('/api/auth/passkey', {
      body: { challengeId, credential: authenticator.assert(credential, options) },
    });
    expect(first.status).toBe(200);
    const again = await api.post('/api/auth/passkey', {
      body: { challengeId, credential: authenticator.assert(credential, options) },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('PASSKEY_CHALLENGE_INVALID');
    expect(again.body.error).toMatch(/expired or was already used/);

    const regOptions = await api.post('/api/user/passkeys/register/options', { token: account.token });
    const made = authenticator.register(regOptions.body.options);
    const body = { challengeId: regOptions.body.challengeId, name: 'Phone', credential: made.response };
    expect((await api.post('/api/user/passkeys/register', { token: account.token, body })).status).toBe(201);
    const twice = await api.post('/api/user/passkeys/register', { token: account.token, body });
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it('refuses an expired challenge, and a registration challenge of another account', async () => {
    const account = await signedInAccount(t, api);
    const authenticator = newAuthenticator();
    const { credential } = await addPasskey(api, account.token, authenticator);
    const { challengeId, options } = await signInOptions(api);
    await t.ctx.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', challengeId)
      .execute();
    const expired = await api.post('/api/auth/passkey', {
      body: { challengeId, credential: authenticator.assert(credential, options) },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('PASSKEY_CHALLENGE_INVALID');

    const other = await signedInAccount(t, api);
    const theirs = await api.post('/api/user/passkeys/register/options', { token: other.token });
    const made = newAuthenticator().register(theirs.body.options);
    const stolen = await api.post('/api/user/passkeys/register', {
      token: account.token,
      body: { challengeId: theirs.body.challengeId, name: 'Stolen', credential: made.response },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it('refuses a wrong origin and a wrong RP id, at registration and at sign-in', async () => {
    const account = await signedInAccount(t, api);
    const authenticator = newAuthenticator();
    for (const bend of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const { res } = await addPasskey(api, account.token, authenticator, 'Bent', bend);
      expect(res.status, JSON.stringify(bend)).toBe(400);
      expect(res.body.code).toBe('PASSKEY_REGISTRATION_FAILED');
    }
    expect((await api.get('/api/user/passkeys', { token: account.token })).body.passkeys).toHaveLength(0);

    const { credential } = await addPasskey(api, account.token, authenticator);
    for (const bend of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { type: 'webauthn.create' }]) {
      const res = await signInWithPasskey(api, authenticator, credential, bend);
      expect(res.status, JSON.stringify(bend)).toBe(401);
      expect(res.body.code).toBe('PASSKEY_INVALID');
    }
    expect((await signInWithPasskey(api, authenticator, credential)).status).toBe(200);
  });

  it('refuses a passkey without user verification', async () => {
    const account = await signedInAccount(t, api);
    const authenticator = newAuthenticator();
    const { credential } = await addPasskey(api, account.token, authenticator);
    const res = await signInWithPasskey(api, authenticator, credential, { flags: 0x01 });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('PASSKEY_INVALID');
  });

  it('refuses and logs a counter that does not move forward', async () => {
    const account = await signedInAccount(t, api);
    const authenticator = newAuthenticator();
    const { credential } = await addPasskey(api, account.token, authenticator);
    expect((await signInWithPasskey(api, authenticator, credential, { counter: 5 })).status).toBe(200);
    for (const counter of [5, 3]) {
      const res = await signInWithPasskey(api, authenticator, credential, { counter });
      expect(res.status, `counter ${counter}`).toBe(401);
      expect(res.body.code).toBe('PASSKEY_INVALID');
    }
    const failures = (await listActivityOfUser(t.ctx.db, account.user.id)).filter((a) => a.action === 'login_failed');
    expect(failures.filter((a) => a.details?.includes('counter_regression'))).toHaveLength(2);
    expect((await signInWithPasskey(api, authenticator, credential, { counter: 6 })).status).toBe(200);
  });

  it('renames and removes a passkey; a removed passkey no longer signs in', async () => {
    const account = await signedInAccount(t, api);
    const authenticator = newAuthenticator();
    const { res, credential } = await addPasskey(api, account.token, authenticator);
    const id = res.body.passkey.id as string;
    const renamed = await api.patch(`/api/user/passkeys/${id}`, { token: account.token, body: { name: ' Work key ' } });
    expect(renamed.status).toBe(200);
    expect((await api.get('/api/user/passkeys', { token: account.token })).body.passkeys[0].name).toBe('Work key');
    const removed = await api.delete(`/api/user/passkeys/${id}`, { token: account.token });
    expect(removed.status).toBe(200);
    expect((await api.delete(`/api/user/passkeys/${id}`, { token: account.token })).status).toBe(404);
    const refused = await signInWithPasskey(api, authenticator, credential);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('PASSKEY_UNKNOWN');
    expect((await listActivityOfUser(t.ctx.db, account.user.id)).map((a) => a.action)).toContain('passkey_remove');
  });

  it('refuses to remove the last passkey of an account without a password (409, with a sentence)', async () => {
    const account = await signedInAccount(t, api);
    const first = (await addPasskey(api, account.token, newAuthenticator(), 'One')).res.body.passkey.id as string;
    const second = (await addPasskey(api, account.token, newAuthenticator(), 'Two')).res.body.passkey.id as string;
    await updateUser(t.ctx.db, account.user.id, { password_hash: noPasswordHash() });
    expect((await api.delete(`/api/user/passkeys/${first}`, { token: account.token })).status).toBe(200);
    const last = await api.delete(`/api/user/passkeys/${second}`, { token: account.token });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('LAST_SIGN_IN_METHOD');
    expect(last.body.error).toMatch(/only way to sign in/);
    expect((await api.get('/api/user/passkeys', { token: account.token })).body.passkeys).toHaveLength(1);
  });

  it("answers 404 to another user's passkey id, and leaves it alone", async () => {
    const owner = await signedInAccount(t, api);
    const stranger = await signedInAccount(t, api);
    const { res } = await addPasskey(api, owner.token, newAuthenticator());
    const id = res.body.passkey.id as string;
    const rename = await api.patch(`/api/user/passkeys/${id}`, { token: stranger.token, body: { name: 'Mine now' } });
    expect(rename.status).toBe(404);
    expect((await api.delete(`/api/user/passkeys/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.get('/api/user/passkeys', { token: owner.token })).body.passkeys[0].name).toBe('Laptop');
  });

  it('refuses a deactivated or unactivated account as a password sign-in does', async () => {
    const account = await signedInAccount(t, api);
    const authenticator = newAuthenticator();
    const { credential } = await addPasskey(api, account.token, authenticator);
    await updateUser(t.ctx.db, account.user.id, { is_active: false });
    const res = await signInWithPasskey(api, authenticator, credential);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_DISABLED');
    await updateUser(t.ctx.db, account.user.id, { is_active: true, activated_at: null });
    const unactivated = await signInWithPasskey(api, authenticator, credential);
    expect(unactivated.status).toBe(403);
    expect(unactivated.body.code).toBe('ACCOUNT_NOT_ACTIVATED');
  });

  it('answers bad input with a 400 and a sentence, never a 500', async () => {
    const account = await signedInAccount(t, api);
    const { challengeId, options } = await signInOptions(api);
    const authenticator = newAuthenticator();
    const regOptions = await api.post('/api/user/passkeys/register/options', { token: account.token });
    const made = authenticator.register(regOptions.body.options);
    const bodies: [string, unknown][] = [
      ['/api/auth/passkey', {}],
      ['/api/auth/passkey', { challengeId }],
      ['/api/auth/passkey', { challengeId, credential: { id: 'x' } }],
      ['/api/auth/passkey', { challengeId, credential: { ...made.response, type: 'password' } }],
      ['/api/auth/passkey', { challengeId: 'x'.repeat(65), credential: made.response }],
      [
        '/api/user/passkeys/register',
        { challengeId: regOptions.body.challengeId, name: '', credential: made.response },
      ],
      [
        '/api/user/passkeys/register',
        { challengeId: regOptions.body.challengeId, name: 'x'.repeat(65), credential: made.response },
      ],
      ['/api/user/passkeys/register', { challengeId: regOptions.body.challengeId, name: 'Key', credential: 'nope' }],
    ];
    for (const [path, body] of bodies) {
      const res = await api.post(path, { token: account.token, body });
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    // A well-formed answer that is not base64url inside, or a garbled attestation, still gets a 4xx.
    const garbled = { ...made.response, response: { ...made.response.response, attestationObject: 'AAAA' } };
    const reg = await api.post('/api/user/passkeys/register', {
      token: account.token,
      body: { challengeId: regOptions.body.challengeId, name: 'Key', credential: garbled },
    });
    expect(reg.status).toBe(400);
    const unknownChallenge = await api.post('/api/auth/passkey', {
      body: { challengeId: 'no-such-challenge', credential: authenticator.assert(made.credential, options) },
    });
    expect(unknownChallenge.status).toBe(400);
    const rename = await api.patch('/api/user/passkeys/some-id', { token: account.token, body: { name: '   ' } });
    expect(rename.status).toBe(400);
  });

  it('is on in the public settings', async () => {
    expect((await api.get('/api/auth/settings')).body.passkeys).toBe(true);
  });
});

describe('passkeys on a server reached by its IP address', () => {
  it('are off: the settings say so and the ceremonies are refused with a sentence', async () => {
    const app = await startTestApp({ env: { APP_URL: 'http://192.0.2.10:8080' } });
    try {
      const api = client(app.url);
      expect((await api.get('/api/auth/settings')).body.passkeys).toBe(false);
      const res = await api.post('/api/auth/passkey/options');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PASSKEYS_UNAVAILABLE');
    } finally {
      await app.close();
    }
  });
});
