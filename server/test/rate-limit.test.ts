import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD, validRegistration } from './helpers/factories.ts';
import type { Client } from './helpers/http-client.ts';
import { useTestApp } from './helpers/test-app.ts';

const tight = { max: 3, windowMs: 60_000 };

describe('rate limits', () => {
  const t = useTestApp({
    env: { INVITE_ONLY: 'false' },
    rateLimits: { loginPerIpAndEmail: tight, mailPerEmail: tight, mailPerIp: { max: 8, windowMs: 60_000 } },
  });
  const { api } = t;

  beforeAll(async () => {
    await buildUser(t.ctx, { role: 'owner' });
  });

  function expect429(res: Awaited<ReturnType<Client['post']>>) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body).toEqual({
      success: false,
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
  }

  it('limits sign-in attempts per address and account, even with the right password', async () => {
    const { email } = await buildUser(t.ctx);
    for (let i = 0; i < 3; i++) {
      expect((await api.post('/api/auth/login', { body: { email, password: 'Wrong-guess-1' } })).status).toBe(401);
    }
    expect429(await api.post('/api/auth/login', { body: { email, password: DEFAULT_PASSWORD } }));
    expect429(await api.post('/api/auth/login', { body: { email: email.toUpperCase(), password: DEFAULT_PASSWORD } }));
    const other = await buildUser(t.ctx);
    expect(
      (await api.post('/api/auth/login', { body: { email: other.email, password: DEFAULT_PASSWORD } })).status,
    ).toBe(200);
  });

  it('limits mails to one address across forgot-password and resend', async () => {
    const { email } = await buildUser(t.ctx);
    expect((await api.post('/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    expect((await api.post('/api/auth/resend-activation', { body: { email } })).status).toBe(200);
    expect((await api.post('/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    expect429(await api.post('/api/auth/forgot-password', { body: { email } }));
  });

  it('limits mail-sending calls per client address, registration included', async () => {
    let last = await api.post('/api/auth/register', { body: validRegistration() });
    for (let i = 0; i < 10 && last.status !== 429; i++) {
      last = await api.post('/api/auth/register', { body: validRegistration() });
    }
    expect429(last);
  });
});
