import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from './helpers/factories.ts';
import { client } from './helpers/http-client.ts';
import { startTestApp, useTestApp } from './helpers/test-app.ts';

describe('GET /api/auth/settings', () => {
  it('reports inviteOnly only once an owner exists, and never when INVITE_ONLY=false', async () => {
    const invite = await startTestApp();
    const open = await startTestApp({ env: { INVITE_ONLY: 'false' } });
    try {
      const a = client(invite.url);
      expect((await a.get('/api/auth/settings')).body).toMatchObject({ success: true, inviteOnly: false });
      await buildUser(invite.ctx, { role: 'owner' });
      expect((await a.get('/api/auth/settings')).body).toMatchObject({ success: true, inviteOnly: true });
      await buildUser(open.ctx, { role: 'owner' });
      expect((await client(open.url).get('/api/auth/settings')).body).toMatchObject({
        success: true,
        inviteOnly: false,
      });
    } finally {
      await invite.close();
      await open.close();
    }
  });
});

describe('GET /api/auth/check-email', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await buildUser(t.ctx, { email: 'Present@Example.com' });
  });

  it('tells whether an address is free, without regard to case', async () => {
    const api = client(t.url);
    expect((await api.get('/api/auth/check-email?email=present%40example.com')).body).toEqual({
      success: true,
      available: false,
    });
    expect((await api.get('/api/auth/check-email?email=PRESENT%40EXAMPLE.COM')).body.available).toBe(false);
    expect((await api.get('/api/auth/check-email?email=free%40example.com&_=123')).body).toEqual({
      success: true,
      available: true,
    });
  });

  it('validates the query', async () => {
    const api = client(t.url);
    const missing = await api.get('/api/auth/check-email');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('email: Email is required');
    const bad = await api.get('/api/auth/check-email?email=nope');
    expect(bad.body.error).toBe('email: Please enter a valid email address');
  });
});
