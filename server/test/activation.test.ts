import { beforeAll, describe, expect, it } from 'vitest';
import { listActivityOfUser } from '../src/repos/activity.repo.ts';
import { findUserByEmail } from '../src/repos/user.repo.ts';
import { buildUser, validRegistration } from './helpers/factories.ts';
import { linkToken, mailsTo, waitForMail } from './helpers/outbox.ts';
import { useTestApp } from './helpers/test-app.ts';

describe('account activation', () => {
  const t = useTestApp({ env: { INVITE_ONLY: 'false' } });
  const { api } = t;

  /** Registers a pending account and returns its address, password and activation token. */
  async function pendingAccount() {
    const reg = validRegistration();
    expect((await api.post('/api/auth/register', { body: reg })).status).toBe(201);
    const token = linkToken(await waitForMail(t.dataDir, reg.email), 'activate');
    return { ...reg, token };
  }

  /** POST /api/auth/activate/:token, which answers 200 for a new and for a used link alike: its body says which. */
  async function activate(token: string) {
    const res = await api.post(`/api/auth/activate/${token}`);
    expect(res.status).toBe(200);
    return res.body;
  }

  beforeAll(async () => {
    await buildUser(t.ctx, { role: 'owner' });
  });

  it('activates through POST /api/auth/activate/:token, then lets the user sign in', async () => {
    const account = await pendingAccount();
    const blocked = await api.post('/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(blocked.status).toBe(403);
    expect(await activate(account.token)).toEqual({
      success: true,
      alreadyActivated: false,
      message: 'Your account has been successfully activated!',
    });
    const user = await findUserByEmail(t.ctx.db, account.email);
    expect(user).toMatchObject({ is_active: true });
    expect((await listActivityOfUser(t.ctx.db, user!.id)).map((a) => a.action)).toContain('activate');
    const login = await api.post('/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
  });

  it('answers alreadyActivated for a used link of an active account', async () => {
    const account = await pendingAccount();
    await activate(account.token);
    expect(await activate(account.token)).toEqual({
      success: true,
      alreadyActivated: true,
      message: 'Your account was already activated! You can now log in.',
    });
  });

  it('activates through POST /api/auth/verify-email {token} as well', async () => {
    const account = await pendingAccount();
    const res = await api.post('/api/auth/verify-email', { body: { token: account.token } });
    expect(res.status).toBe(200);
    expect(res.body.alreadyActivated).toBe(false);
    const again = await api.post('/api/auth/verify-email', { body: { token: account.token } });
    expect(again.body.alreadyActivated).toBe(true);
  });

  it('refuses an expired link with 400 and leaves the account inactive', async () => {
    const account = await pendingAccount();
    await t.ctx.db
      .updateTable('mail_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await api.post(`/api/auth/activate/${account.token}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'ACTIVATION_TOKEN_EXPIRED' });
    expect(res.body.error).toMatch(/expired/);
    expect(await findUserByEmail(t.ctx.db, account.email)).toMatchObject({ is_active: false });
  });

  it('refuses an unknown token with 400 and a clear sentence', async () => {
    const res = await api.post('/api/auth/activate/not-a-real-token');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'INVALID_ACTIVATION_TOKEN' });
    expect(res.body.error).toMatch(/invalid/i);
    const body = await api.post('/api/auth/verify-email', { body: { token: 'nope' } });
    expect(body.status).toBe(400);
  });

  it('validates verify-email and activate inputs', async () => {
    const missing = await api.post('/api/auth/verify-email', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('token: Token is required');
    const long = await api.post('/api/auth/verify-email', { body: { token: 'x'.repeat(100_000) } });
    expect(long.body.error).toBe('token: Token is too long');
    const extra = await api.post('/api/auth/verify-email', { body: { token: 'x', admin: true } });
    expect(extra.body.error).toBe('admin: Unknown field');
  });

  describe.each(['/api/auth/resend-activation', '/api/auth/resend-verification'])('POST %s', (path) => {
    it('sends a fresh, working link to a pending account', async () => {
      const account = await pendingAccount();
      const res = await api.post(path, { body: { email: account.email.toUpperCase() } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const mail = await waitForMail(t.dataDir, account.email, 1);
      const fresh = linkToken(mail, 'activate');
      expect(fresh).not.toBe(account.token);
      expect((await api.post(`/api/auth/activate/${fresh}`)).body.alreadyActivated).toBe(false);
    });

    it('answers the same for an unknown address and an active account, and sends nothing', async () => {
      const pending = await pendingAccount();
      const active = await buildUser(t.ctx);
      const known = await api.post(path, { body: { email: pending.email } });
      const unknown = await api.post(path, { body: { email: 'nobody-here@example.com' } });
      const done = await api.post(path, { body: { email: active.email } });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(done.body).toEqual(known.body);
      await waitForMail(t.dataDir, pending.email, 1);
      expect(mailsTo(t.dataDir, active.email)).toHaveLength(0);
      expect(mailsTo(t.dataDir, 'nobody-here@example.com')).toHaveLength(0);
    });

    it('validates the email', async () => {
      const res = await api.post(path, { body: { email: 'nope' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('email: Please enter a valid email address');
    });
  });
});
