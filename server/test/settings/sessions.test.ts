import { describe, expect, it } from 'vitest';
import { sessionsResponse } from '@vaultbox/common/schemas/account-security.ts';
import { signIn } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { signedInAccount } from './settings-helpers.ts';

describe('GET /api/user/sessions, DELETE /api/user/sessions/{id} and /all', () => {
  const t = useTestApp();
  const { api } = t;

  it('lists the live sessions of the user with their device facts and marks the current one', async () => {
    const me = await signedInAccount(t, api);
    await api.post('/api/auth/login', {
      body: { email: me.email, password: me.password },
      headers: { 'user-agent': 'PhoneBrowser/1.0' },
    });
    const other = await signedInAccount(t, api);
    const res = await api.get('/api/user/sessions', { token: me.token });
    expect(res.status).toBe(200);
    const { sessions } = sessionsResponse.parse(res.body);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.userAgent)).toContain('PhoneBrowser/1.0');
    expect(sessions[0]).toMatchObject({ ip: '127.0.0.1' });
    const otherIds = sessionsResponse.parse(
      (await api.get('/api/user/sessions', { token: other.token })).body,
    ).sessions;
    expect(sessions.map((s) => s.id)).not.toContain(otherIds[0].id);
    expect(JSON.stringify(res.body)).not.toContain(me.token);
  });

  it("revokes one session at once; another user's id or an unknown id is a 404 and changes nothing", async () => {
    const me = await signedInAccount(t, api);
    const phone = await signIn(api, me.email, me.password);
    const stranger = await signedInAccount(t, api);
    const mine = sessionsResponse.parse((await api.get('/api/user/sessions', { token: me.token })).body).sessions;
    const phoneSession = mine.find((s) => !s.current);
    if (!phoneSession) throw new Error('no second session');

    const foreign = await api.delete(`/api/user/sessions/${phoneSession.id}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect((await api.get('/api/user/profile', { token: phone.token })).status).toBe(200);
    expect((await api.delete('/api/user/sessions/not-a-session', { token: me.token })).status).toBe(404);

    const res = await api.delete(`/api/user/sessions/${phoneSession.id}`, { token: me.token });
    expect(res.status).toBe(200);
    expect((await api.get('/api/user/profile', { token: phone.token })).status).toBe(401);
    expect((await api.post('/api/auth/refresh', { body: { refreshToken: phone.refreshToken } })).status).toBe(401);
    expect((await api.get('/api/user/profile', { token: me.token })).status).toBe(200);
  });

  it('ends every session but the current one with /all', async () => {
    const me = await signedInAccount(t, api);
    const others = [await signIn(api, me.email, me.password), await signIn(api, me.email, me.password)];
    const stranger = await signedInAccount(t, api);
    const res = await api.delete('/api/user/sessions/all', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, revoked: 2, message: 'Signed out of 2 other sessions' });
    for (const other of others) expect((await api.get('/api/user/profile', { token: other.token })).status).toBe(401);
    expect((await api.get('/api/user/profile', { token: me.token })).status).toBe(200);
    expect((await api.get('/api/user/profile', { token: stranger.token })).status).toBe(200);
    const left = sessionsResponse.parse((await api.get('/api/user/sessions', { token: me.token })).body).sessions;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });
});
