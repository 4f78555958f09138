import { describe, expect, it } from 'vitest';
import { sweepExpiredTokens } from '../src/modules/auth/expired-token-sweeper.ts';
import { updateUser } from '../src/repos/user.repo.ts';
import { buildUser, signIn } from './helpers/factories.ts';
import { TEST_APP_URL, useTestApp, type TestApp } from './helpers/test-app.ts';

/** Every session row of a user, expired ones too: an ended session must be gone, not only refused. */
function sessionRows(t: TestApp, userId: string) {
  return t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
}

describe('sessions: bearer, cookie, refresh and logout', () => {
  const t = useTestApp();
  const { api } = t;

  it('accepts the token as a bearer header or as the cookie', async () => {
    const { email } = await buildUser(t.ctx);
    const s = await signIn(api, email);
    expect((await api.get('/api/user/profile', { token: s.token })).status).toBe(200);
    expect((await api.get('/api/user/profile', { cookie: s.cookie })).status).toBe(200);
    const none = await api.get('/api/user/profile');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await api.get('/api/user/profile', { token: 'forged' })).status).toBe(401);
  });

  it('requires a matching Origin for cookie-authenticated writes, not for bearer ones', async () => {
    const { email } = await buildUser(t.ctx);
    const s = await signIn(api, email);
    const body = { displayName: 'Origin Test' };
    const noOrigin = await api.put('/api/user/profile', { cookie: s.cookie, body });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.body.code).toBe('ORIGIN_MISMATCH');
    const evil = await api.put('/api/user/profile', { cookie: s.cookie, body, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await api.put('/api/user/profile', { cookie: s.cookie, body, origin: TEST_APP_URL })).status).toBe(200);
    expect((await api.put('/api/user/profile', { cookie: s.cookie, body, origin: t.url })).status).toBe(200);
    const viaReferer = await api.put('/api/user/profile', {
      cookie: s.cookie,
      body,
      headers: { referer: `${t.url}/settings` },
    });
    expect(viaReferer.status).toBe(200);
    expect((await api.put('/api/user/profile', { token: s.token, body })).status).toBe(200);
  });

  it('rotates on refresh: new tokens work, the old refresh token and old token die', async () => {
    const { email } = await buildUser(t.ctx);
    const s = await signIn(api, email);
    const res = await api.post('/api/auth/refresh', { body: { refreshToken: s.refreshToken } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'refreshToken', 'success', 'token']);
    expect(res.body.token).not.toBe(s.token);
    expect(res.body.refreshToken).not.toBe(s.refreshToken);
    expect(res.headers.get('set-cookie')).toContain(res.body.token);
    expect((await api.get('/api/user/profile', { token: res.body.token })).status).toBe(200);
    expect((await api.get('/api/user/profile', { token: s.token })).status).toBe(401);
    const reused = await api.post('/api/auth/refresh', { body: { refreshToken: s.refreshToken } });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('INVALID_REFRESH_TOKEN');
    expect((await api.post('/api/auth/refresh', { body: { refreshToken: res.body.refreshToken } })).status).toBe(200);
  });

  it('ends the whole session when a rotated refresh token comes back (stolen), after the two-tab grace', async () => {
    const { user, email } = await buildUser(t.ctx);
    const victim = await signIn(api, email);
    // The thief refreshes first with a copied token; later the victim's own (now rotated) token arrives.
    const thief = await api.post('/api/auth/refresh', { body: { refreshToken: victim.refreshToken } });
    expect(thief.status).toBe(200);
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    await t.ctx.db.updateTable('sessions').set({ rotated_at: minuteAgo }).where('user_id', '=', user.id).execute();
    const reused = await api.post('/api/auth/refresh', { body: { refreshToken: victim.refreshToken } });
    expect(reused.status).toBe(401);
    expect((await api.get('/api/user/profile', { token: thief.body.token })).status).toBe(401);
    expect((await api.post('/api/auth/refresh', { body: { refreshToken: thief.body.refreshToken } })).status).toBe(401);
    expect(await sessionRows(t, user.id)).toHaveLength(0);
  });

  it('never extends a session past 30 days after its sign-in, however often it is refreshed', async () => {
    const { user, email } = await buildUser(t.ctx);
    const s = await signIn(api, email);
    const day = 24 * 60 * 60 * 1000;
    const signedInAt = Date.now() - 28 * day;
    await t.ctx.db
      .updateTable('sessions')
      .set({ created_at: new Date(signedInAt).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const late = await api.post('/api/auth/refresh', { body: { refreshToken: s.refreshToken } });
    expect(late.status).toBe(200);
    expect(Date.parse(late.body.expiresAt)).toBeLessThanOrEqual(signedInAt + 30 * day);
    await t.ctx.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 31 * day).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const over = await api.post('/api/auth/refresh', { body: { refreshToken: late.body.refreshToken } });
    expect(over.status).toBe(401);
    expect(await sessionRows(t, user.id)).toHaveLength(0);
  });

  it('validates the refresh body', async () => {
    const res = await api.post('/api/auth/refresh', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('refreshToken: Refresh token is required');
    expect((await api.post('/api/auth/refresh', { body: { refreshToken: 'x'.repeat(100_000) } })).body.error).toBe(
      'refreshToken: Refresh token is too long',
    );
  });

  it('logout revokes the session and clears the cookie; it answers 200 even without a session', async () => {
    const { user, email } = await buildUser(t.ctx);
    const a = await signIn(api, email);
    const b = await signIn(api, email);
    const res = await api.post('/api/auth/logout', { token: a.token, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Logged out successfully' });
    expect(res.headers.get('set-cookie')).toMatch(/vb_session=;/);
    expect((await api.get('/api/user/profile', { token: a.token })).status).toBe(401);
    expect((await api.post('/api/auth/refresh', { body: { refreshToken: a.refreshToken } })).status).toBe(401);
    expect((await api.get('/api/user/profile', { token: b.token })).status).toBe(200);
    expect(await sessionRows(t, user.id)).toHaveLength(1);
    expect((await api.post('/api/auth/logout')).status).toBe(200);
  });

  it('logout by cookie needs a matching Origin', async () => {
    const { email } = await buildUser(t.ctx);
    const s = await signIn(api, email);
    expect((await api.post('/api/auth/logout', { cookie: s.cookie })).status).toBe(403);
    expect((await api.post('/api/auth/logout', { cookie: s.cookie, origin: TEST_APP_URL })).status).toBe(200);
    expect((await api.get('/api/user/profile', { cookie: s.cookie })).status).toBe(401);
  });

  it('ends sessions that expired or whose account was deactivated', async () => {
    const one = await buildUser(t.ctx);
    const expired = await signIn(api, one.email);
    await t.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', one.user.id)
      .execute();
    expect((await api.get('/api/user/profile', { token: expired.token })).status).toBe(401);
    expect((await api.post('/api/auth/refresh', { body: { refreshToken: expired.refreshToken } })).status).toBe(401);

    const two = await buildUser(t.ctx);
    const s = await signIn(api, two.email);
    await updateUser(t.ctx.db, two.user.id, { is_active: false });
    expect((await api.get('/api/user/profile', { token: s.token })).status).toBe(401);
    expect((await api.post('/api/auth/refresh', { body: { refreshToken: s.refreshToken } })).status).toBe(401);
  });

  it('stores only hashes of tokens', async () => {
    const { user, email } = await buildUser(t.ctx);
    const s = await signIn(api, email);
    const rows = await t.ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(s.token);
    expect(JSON.stringify(rows)).not.toContain(s.refreshToken);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('expired token sweep', () => {
  const t = useTestApp();
  const { api } = t;

  it('removes expired sessions and long-expired mail tokens, keeping live ones', async () => {
    const live = await buildUser(t.ctx);
    const dead = await buildUser(t.ctx);
    const s = await signIn(api, live.email);
    await signIn(api, dead.email);
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.ctx.db.updateTable('sessions').set({ expires_at: past }).where('user_id', '=', dead.user.id).execute();
    await api.post('/api/auth/forgot-password', { body: { email: dead.email } });
    await t.ctx.db.updateTable('mail_tokens').set({ expires_at: past }).execute();
    await sweepExpiredTokens(t.ctx);
    expect(await sessionRows(t, dead.user.id)).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('mail_tokens').selectAll().execute()).toHaveLength(0);
    expect((await api.get('/api/user/profile', { token: s.token })).status).toBe(200);
  });
});
