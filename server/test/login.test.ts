import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@vaultbox/common/constants.ts';
import { loginResponse } from '@vaultbox/common/schemas/auth.ts';
import { listActivityOfUser } from '../src/repos/activity.repo.ts';
import { findUserById, updateUser } from '../src/repos/user.repo.ts';
import { buildUser, DEFAULT_PASSWORD } from './helpers/factories.ts';
import { useTestApp } from './helpers/test-app.ts';

describe('POST /api/auth/login', () => {
  const t = useTestApp();
  const { api } = t;

  beforeAll(async () => {
    await buildUser(t.ctx, { role: 'owner' });
  });

  it('answers the contract shape, sets an HttpOnly SameSite=Lax cookie and records the sign-in', async () => {
    const { user, email } = await buildUser(t.ctx, { email: 'Mixed.Case@Example.com' });
    const res = await api.post('/api/auth/login', {
      body: { email: ' mixed.case@example.COM ', password: DEFAULT_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(loginResponse.parse(res.body).data.user).toMatchObject({ id: user.id, email, role: 'user', isActive: true });
    const { token, refreshToken, expiresAt } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refreshToken).not.toBe(token);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(JSON.stringify(res.body)).not.toMatch(/password|wrapped|hash/i);
    expect((await findUserById(t.ctx.db, user.id))?.last_login_at).not.toBeNull();
    expect((await listActivityOfUser(t.ctx.db, user.id)).map((a) => a.action)).toContain('login');
  });

  it('answers 401 with the same sentence for a wrong password and an unknown email, and logs the failure', async () => {
    const { user, email } = await buildUser(t.ctx);
    const wrong = await api.post('/api/auth/login', { body: { email, password: 'Wrong-password-1' } });
    const unknown = await api.post('/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'Wrong-password-1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await listActivityOfUser(t.ctx.db, user.id)).map((a) => a.action)).toEqual(['login_failed']);
  });

  it('refuses a not yet activated account with 403 ACCOUNT_NOT_ACTIVATED', async () => {
    const { email } = await buildUser(t.ctx, { active: false });
    const res = await api.post('/api/auth/login', { body: { email, password: DEFAULT_PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      code: 'ACCOUNT_NOT_ACTIVATED',
      error: 'Your account is not activated yet. Please check your email for the activation link.',
    });
  });

  it('does not reveal the activation state to a wrong password', async () => {
    const { email } = await buildUser(t.ctx, { active: false });
    const res = await api.post('/api/auth/login', { body: { email, password: 'Wrong-password-1' } });
    expect(res.status).toBe(401);
  });

  it('refuses a deactivated account with 403', async () => {
    const { user, email } = await buildUser(t.ctx);
    await updateUser(t.ctx.db, user.id, { is_active: false });
    const res = await api.post('/api/auth/login', { body: { email, password: DEFAULT_PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_DISABLED');
  });

  const invalid: [string, unknown, string][] = [
    ['missing email', { password: 'x' }, 'email: Email is required'],
    ['empty email', { email: '', password: 'x' }, 'email: Email is required'],
    ['missing password', { email: 'a@b.co' }, 'password: Password is required'],
    ['empty password', { email: 'a@b.co', password: '' }, 'password: Password is required'],
    ['numeric email', { email: 5, password: 'x' }, 'email: Email must be text'],
    ['object password', { email: 'a@b.co', password: { $ne: 1 } }, 'password: Password must be text'],
    ['unknown field', { email: 'a@b.co', password: 'x', remember: true }, 'remember: Unknown field'],
    ['100 kB password', { email: 'a@b.co', password: 'x'.repeat(100_000) }, 'password: Password is too long'],
  ];
  it.each(invalid)('answers 400 naming the field: %s', async (_name, body, error) => {
    const res = await api.post('/api/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error });
  });

  it('answers 400 for malformed JSON or text, 415 for a form body', async () => {
    const bad = await api.post('/api/auth/login', { rawBody: '{email:' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Request body is not valid JSON');
    const proto = await api.post('/api/auth/login', {
      rawBody: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}',
    });
    expect(proto.status).toBe(400);
    const text = await api.post('/api/auth/login', { rawBody: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
    expect(text.body.error).toBe('body: Request body must be a JSON object');
    const form = await api.post('/api/auth/login', {
      rawBody: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
