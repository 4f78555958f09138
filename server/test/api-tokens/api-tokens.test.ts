import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_MAX,
  apiTokensResponse,
  createApiTokenResponse,
} from '@vaultbox/common/schemas/api-tokens.ts';
import { SESSION_COOKIE } from '@vaultbox/common/constants.ts';
import { ERROR_CODES } from '@vaultbox/common/error-codes.ts';
import { insertApiToken } from '../../src/repos/api-token.repo.ts';
import { buildUser, signIn } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { waitForMails } from '../notifications/notification-helpers.ts';
import { signedInAccount } from '../settings/settings-helpers.ts';
import { PNG_1x1, upload } from '../media/media-helpers.ts';
import { makeToken } from './token-helpers.ts';

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('personal API tokens', () => {
  const t = useTestApp();
  const { api } = t;
  const rowOf = (id: string) => t.ctx.db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();

  it('makes a token whose secret is answered once, starts with vbx_ and is stored only as its hash', async () => {
    const me = await signedInAccount(t, api);
    const res = await api.post('/api/user/tokens', {
      token: me.token,
      body: { name: '  Backups  ', scopes: ['upload', 'read', 'upload'], expiresAt: inAnHour() },
    });
    expect(res.status).toBe(201);
    const { token, secret } = createApiTokenResponse.parse(res.body);
    expect(secret.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(secret.length).toBeGreaterThan(40);
    expect(token).toMatchObject({ name: 'Backups', scopes: ['read', 'upload'], lastUsedAt: null });
    expect(token.hint).toBe(secret.slice(0, API_TOKEN_PREFIX.length + 8));

    const row = await rowOf(token.id);
    expect(row?.token_hash).toBe(sha256(secret));
    expect(Object.values(row ?? {}).some((value) => String(value).includes(secret.slice(12)))).toBe(false);

    const listed = await api.get('/api/user/tokens', { token: me.token });
    expect(listed.status).toBe(200);
    expect(apiTokensResponse.parse(listed.body).tokens).toEqual([token]);
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(12));
  });

  it('lets the token in as its account, within its scopes', async () => {
    const me = await signedInAccount(t, api);
    const { secret } = await makeToken(api, me.token, ['read']);
    const profile = await api.get('/api/media', { token: secret });
    expect(profile.status).toBe(200);
    const refused = await api.get('/api/user/profile', { token: secret });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'SCOPE_ACCOUNT_REQUIRED',
      error: ERROR_CODES.SCOPE_ACCOUNT_REQUIRED.message,
    });
  });

  it('uploads with an upload token, which cannot list the library without read', async () => {
    const me = await signedInAccount(t, api);
    const token = await makeToken(api, me.token, ['upload']);
    const uploaded = await upload(t, token.secret, PNG_1x1, { name: 'from-a-script.png' });
    expect(uploaded.status).toBe(200);
    expect((await api.get('/api/media', { token: token.secret })).body.code).toBe('SCOPE_READ_REQUIRED');
    const listed = await api.get('/api/media', { token: me.token });
    expect(listed.body.data.files.map((file: { originalName: string }) => file.originalName)).toEqual([
      'from-a-script.png',
    ]);
  });

  it('records the creation in the activity log and tells the account as a security notice, by mail too', async () => {
    const me = await signedInAccount(t, api);
    const made = await makeToken(api, me.token, ['read', 'share'], { name: 'CI' });
    const activity = await api.get('/api/user/activity', { token: me.token });
    expect(activity.body.activities[0]).toMatchObject({
      action: 'api_token_create',
      details: { tokenId: made.id, name: 'CI', scopes: ['read', 'share'] },
    });
    const mails = await waitForMails(t.dataDir, me.email, 1);
    expect(mails[0].subject).toContain('A new API token was created');
    const notices = await api.get('/api/notifications', { token: me.token });
    expect(notices.body.data.notifications[0]).toMatchObject({
      kind: 'security',
      facts: { event: 'api_token_created' },
    });
  });

  it('revokes one token (then it is 401) and answers 404 for an unknown or another account token', async () => {
    const me = await signedInAccount(t, api);
    const other = await signedInAccount(t, api);
    const mine = await makeToken(api, me.token, ['read']);
    const theirs = await makeToken(api, other.token, ['read']);
    expect((await api.delete(`/api/user/tokens/${theirs.id}`, { token: me.token })).body).toMatchObject({
      code: 'API_TOKEN_NOT_FOUND',
    });
    expect((await api.delete(`/api/user/tokens/${crypto.randomUUID()}`, { token: me.token })).status).toBe(404);
    expect((await api.get('/api/media', { token: theirs.secret })).status).toBe(200);

    const revoked = await api.delete(`/api/user/tokens/${mine.id}`, { token: me.token });
    expect(revoked.status).toBe(200);
    const res = await api.get('/api/media', { token: mine.secret });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
    expect(await rowOf(mine.id)).toBeUndefined();
    const activity = await api.get('/api/user/activity', { token: me.token });
    expect(activity.body.activities[0]).toMatchObject({
      action: 'api_token_revoke',
      details: { tokenId: mine.id, name: 'token read' },
    });
  });

  it('revokes every token of the account at once, and none of another account', async () => {
    const me = await signedInAccount(t, api);
    const other = await signedInAccount(t, api);
    const first = await makeToken(api, me.token, ['read']);
    const second = await makeToken(api, me.token, ['upload']);
    const theirs = await makeToken(api, other.token, ['read']);
    const res = await api.delete('/api/user/tokens', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ revoked: 2, message: 'Revoked 2 API tokens' });
    for (const gone of [first, second]) expect((await api.get('/api/media', { token: gone.secret })).status).toBe(401);
    expect((await api.get('/api/media', { token: theirs.secret })).status).toBe(200);
    expect((await api.get('/api/user/tokens', { token: me.token })).body.tokens).toEqual([]);
    const activity = await api.get('/api/user/activity', { token: me.token });
    expect(activity.body.activities[0]).toMatchObject({ action: 'api_token_revoke', details: { count: 2 } });
  });

  it('refuses an expired token with 401, and a token that never expires keeps working', async () => {
    const me = await signedInAccount(t, api);
    const lasting = await makeToken(api, me.token, ['read'], { expiresAt: null });
    const expiring = await makeToken(api, me.token, ['read'], { expiresAt: inAnHour() });
    expect((await rowOf(lasting.id))?.expires_at).toBeNull();
    expect((await api.get('/api/media', { token: expiring.secret })).status).toBe(200);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.ctx.db.updateTable('api_tokens').set({ expires_at: past }).where('id', '=', expiring.id).execute();
    expect((await api.get('/api/media', { token: expiring.secret })).status).toBe(401);
    expect((await api.get('/api/media', { token: lasting.secret })).status).toBe(200);
  });

  it('gives the admin scope only to admins and owners, and refuses it once the account is no longer an admin', async () => {
    const me = await signedInAccount(t, api);
    const refused = await api.post('/api/user/tokens', {
      token: me.token,
      body: { name: 'sneaky', scopes: ['read', 'admin'] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'API_TOKEN_SCOPE_NOT_ALLOWED',
      error: ERROR_CODES.API_TOKEN_SCOPE_NOT_ALLOWED.message,
    });

    const admin = await signedInAccount(t, api, { role: 'admin' });
    const token = await makeToken(api, admin.token, ['admin']);
    expect((await api.get('/api/invite/list', { token: token.secret })).status).toBe(200);
    await t.ctx.db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.user.id).execute();
    const demoted = await api.get('/api/invite/list', { token: token.secret });
    expect(demoted.status).toBe(403);
    expect(demoted.body.code).toBe('SCOPE_ADMIN_REQUIRED');
  });

  it("refuses a deactivated account's token with 401", async () => {
    const me = await signedInAccount(t, api);
    const token = await makeToken(api, me.token, ['read']);
    await t.ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', me.user.id).execute();
    const res = await api.get('/api/media', { token: token.secret });
    expect(res.status).toBe(401);
  });

  it("deletes an account's tokens with the account", async () => {
    const me = await signedInAccount(t, api);
    const token = await makeToken(api, me.token, ['read']);
    const deleted = await api.post('/api/user/delete-account', { token: me.token, body: { password: me.password } });
    expect(deleted.status).toBe(200);
    expect(await rowOf(token.id)).toBeUndefined();
    expect((await api.get('/api/media', { token: token.secret })).status).toBe(401);
  });

  it('records the last use at most once a minute, with the address cut to its network', async () => {
    const me = await signedInAccount(t, api);
    const token = await makeToken(api, me.token, ['read']);
    expect(await rowOf(token.id)).toMatchObject({ last_used_at: null, last_used_address: null });
    await api.get('/api/media', { token: token.secret });
    const first = await rowOf(token.id);
    expect(first?.last_used_address).toBe('127.0.0.0');
    expect(first?.last_used_at).toEqual(expect.any(String));
    await api.get('/api/media', { token: token.secret });
    expect((await rowOf(token.id))?.last_used_at).toBe(first?.last_used_at);

    const longAgo = new Date(Date.now() - 61_000).toISOString();
    await t.ctx.db.updateTable('api_tokens').set({ last_used_at: longAgo }).where('id', '=', token.id).execute();
    await api.get('/api/media', { token: token.secret });
    expect((await rowOf(token.id))?.last_used_at).not.toBe(longAgo);
    const listed = await api.get('/api/user/tokens', { token: me.token });
    expect(listed.body.tokens[0]).toMatchObject({ lastUsedAddress: '127.0.0.0', lastUsedAt: expect.any(String) });
  });

  it(`holds at most ${API_TOKENS_MAX} live tokens per account; expired ones do not count`, async () => {
    const me = await signedInAccount(t, api);
    const past = new Date(Date.now() - 1000).toISOString();
    for (let i = 0; i < API_TOKENS_MAX; i++) {
      await insertApiToken(t.ctx.db, {
        id: crypto.randomUUID(),
        user_id: me.user.id,
        name: `t${i}`,
        token_hash: sha256(`seed-${me.user.id}-${i}`),
        hint: 'vbx_seed',
        scopes: '["read"]',
        created_at: new Date().toISOString(),
        expires_at: i === 0 ? past : null,
        last_used_at: null,
        last_used_address: null,
      });
    }
    await makeToken(api, me.token, ['read']);
    const refused = await api.post('/api/user/tokens', {
      token: me.token,
      body: { name: 'one more', scopes: ['read'] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('API_TOKENS_LIMIT');
    expect(refused.body.error).toContain(String(API_TOKENS_MAX));
  });

  it.each([
    ['no name', { scopes: ['read'] }],
    ['an empty name', { name: '   ', scopes: ['read'] }],
    ['a name too long', { name: 'x'.repeat(101), scopes: ['read'] }],
    ['no scope', { name: 'x', scopes: [] }],
    ['an unknown scope', { name: 'x', scopes: ['root'] }],
    ['scopes that are not a list', { name: 'x', scopes: 'read' }],
    ['an expiry in the past', { name: 'x', scopes: ['read'], expiresAt: '2001-01-01T00:00:00Z' }],
    ['an expiry that is not a date', { name: 'x', scopes: ['read'], expiresAt: 'tomorrow' }],
    ['a field it does not know', { name: 'x', scopes: ['read'], secret: 'vbx_mine' }],
  ])('refuses %s with 400 and a sentence', async (_case, body) => {
    const me = await signedInAccount(t, api);
    const res = await api.post('/api/user/tokens', { token: me.token, body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('refuses a body that is not JSON with 400', async () => {
    const me = await signedInAccount(t, api);
    const res = await api.post('/api/user/tokens', { token: me.token, rawBody: '{nope' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('never lets a token manage tokens, sessions or the password, nor move the account to another mailbox', async () => {
    const me = await signedInAccount(t, api);
    const token = await makeToken(api, me.token, ['read', 'upload', 'share', 'account']);
    for (const [method, path, body] of [
      ['GET', '/api/user/tokens', undefined],
      ['POST', '/api/user/tokens', { name: 'child', scopes: ['read'] }],
      ['DELETE', '/api/user/tokens', undefined],
      ['GET', '/api/user/sessions', undefined],
      ['PUT', '/api/user/password', { currentPassword: me.password, newPassword: 'Another-Pass-77' }],
      ['PUT', '/api/user/profile', { email: 'thief@example.com', currentPassword: me.password }],
    ] as const) {
      const res = await fetch(t.url + path, {
        method,
        headers: { authorization: `Bearer ${token.secret}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('TOKEN_NOT_ALLOWED');
    }
    const renamed = await api.put('/api/user/profile', { token: token.secret, body: { displayName: 'Scripted' } });
    expect(renamed.status).toBe(200);
  });

  it('is never a cookie, never refreshed, and not ended by a sign-out', async () => {
    const me = await signedInAccount(t, api);
    const token = await makeToken(api, me.token, ['read']);
    const asCookie = await api.get('/api/media', { cookie: `${SESSION_COOKIE}=${token.secret}` });
    expect(asCookie.status).toBe(401);
    const refreshed = await api.post('/api/auth/refresh', { body: { refreshToken: token.secret } });
    expect(refreshed.status).toBe(401);
    expect((await api.post('/api/auth/logout', { token: token.secret })).status).toBe(200);
    expect((await api.get('/api/media', { token: token.secret })).status).toBe(200);
  });

  it('answers 401 to an unknown vbx_ bearer, and sessions keep working beside tokens', async () => {
    const built = await buildUser(t.ctx);
    const { token } = await signIn(api, built.email, built.password);
    expect((await api.get('/api/user/tokens', { token })).status).toBe(200);
    expect((await api.get('/api/media', { token: `${API_TOKEN_PREFIX}unknown` })).status).toBe(401);
  });
});
