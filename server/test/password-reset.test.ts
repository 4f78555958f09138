import { describe, expect, it } from 'vitest';
import { listActivityOfUser } from '../src/repos/activity.repo.ts';
import { findUserById } from '../src/repos/user.repo.ts';
import { buildUser, signIn } from './helpers/factories.ts';
import { linkToken, mailsTo, waitForMail } from './helpers/outbox.ts';
import { useTestApp } from './helpers/test-app.ts';

const NEW_PASSWORD = 'Brand-New-Pass-7';

describe('forgot and reset password', () => {
  const t = useTestApp();
  const { api } = t;

  async function resetToken(email: string, seen = 0): Promise<string> {
    const res = await api.post('/api/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    return linkToken(await waitForMail(t.dataDir, email, seen), 'reset-password');
  }

  it('answers forgot-password the same for known and unknown addresses, mailing only the known one', async () => {
    const { email } = await buildUser(t.ctx);
    const known = await api.post('/api/auth/forgot-password', { body: { email } });
    const unknown = await api.post('/api/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await waitForMail(t.dataDir, email);
    expect(mail.subject).toContain('Reset');
    expect(mail.text).toContain('http://vaultbox.test/reset-password/');
    expect(mail.text).toContain('1 hour');
    expect(mailsTo(t.dataDir, 'ghost@example.com')).toHaveLength(0);
  });

  it('resets through /reset-password/:token, revokes every session, and the link works once', async () => {
    const { user, email, password } = await buildUser(t.ctx);
    const a = await signIn(api, email);
    await signIn(api, email);
    const token = await resetToken(email);
    const res = await api.post(`/api/auth/reset-password/${token}`, { body: { password: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    expect((await api.get('/api/user/profile', { token: a.token })).status).toBe(401);
    expect((await api.post('/api/auth/login', { body: { email, password } })).status).toBe(401);
    expect((await api.post('/api/auth/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200);
    const again = await api.post(`/api/auth/reset-password/${token}`, { body: { password: 'Another-Pass-8' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, code: 'INVALID_RESET_TOKEN' });
    expect((await listActivityOfUser(t.ctx.db, user.id)).map((x) => x.action)).toContain('password_reset');
  });

  it('resets through POST /reset-password {token, password} too, voiding older links', async () => {
    const { email } = await buildUser(t.ctx);
    const older = await resetToken(email);
    const newer = await resetToken(email, 1);
    const res = await api.post('/api/auth/reset-password', { body: { token: newer, password: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(
      (await api.post('/api/auth/reset-password', { body: { token: older, password: NEW_PASSWORD } })).status,
    ).toBe(400);
  });

  it('voids every open reset link once a verified e-mail change moves the account to another address', async () => {
    const { email, password } = await buildUser(t.ctx);
    const token = await resetToken(email);
    const { token: session } = await signIn(api, email);
    const moved = `moved.${email}`;
    const change = await api.put('/api/user/profile', {
      token: session,
      body: { email: moved, currentPassword: password },
    });
    expect(change.status).toBe(200);
    const link = /\/verify-email\/([A-Za-z0-9_-]+)/.exec((await waitForMail(t.dataDir, moved)).text)?.[1];
    expect((await api.post('/api/auth/verify-email', { body: { token: link } })).status).toBe(200);

    const old = await api.post(`/api/auth/reset-password/${token}`, { body: { password: NEW_PASSWORD } });
    expect(old.status).toBe(400);
    expect(old.body.code).toBe('INVALID_RESET_TOKEN');
    expect((await api.post('/api/auth/login', { body: { email: moved, password } })).status).toBe(200);
  });

  it('refuses an expired or unknown link with 400', async () => {
    const { user, email } = await buildUser(t.ctx);
    const token = await resetToken(email);
    await t.ctx.db
      .updateTable('mail_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await api.post(`/api/auth/reset-password/${token}`, { body: { password: NEW_PASSWORD } });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatch(/invalid or has expired/);
    const unknown = await api.post('/api/auth/reset-password/unknown-token', { body: { password: NEW_PASSWORD } });
    expect(unknown.status).toBe(400);
    const before = (await findUserById(t.ctx.db, user.id))?.password_hash;
    expect(before).toBe(user.password_hash);
  });

  it('applies the password rules and names the field', async () => {
    const { email } = await buildUser(t.ctx);
    const token = await resetToken(email);
    const weak = await api.post(`/api/auth/reset-password/${token}`, { body: { password: 'alllowercase1' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe('password: Password must contain at least one uppercase letter');
    const missingToken = await api.post('/api/auth/reset-password', { body: { password: NEW_PASSWORD } });
    expect(missingToken.body.error).toBe('token: Reset token is required');
    const extra = await api.post(`/api/auth/reset-password/${token}`, { body: { password: NEW_PASSWORD, token } });
    expect(extra.body.error).toBe('token: Unknown field');
    // The link survived the refused attempts.
    expect((await api.post(`/api/auth/reset-password/${token}`, { body: { password: NEW_PASSWORD } })).status).toBe(
      200,
    );
  });

  it('activates a never-activated account, since the reset mail proved the address', async () => {
    const { email } = await buildUser(t.ctx, { active: false });
    const token = await resetToken(email);
    expect((await api.post(`/api/auth/reset-password/${token}`, { body: { password: NEW_PASSWORD } })).status).toBe(
      200,
    );
    expect((await api.post('/api/auth/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('sends no reset mail to a deactivated account', async () => {
    const { user, email } = await buildUser(t.ctx);
    await t.ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expect((await api.post('/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(t.dataDir, email)).toHaveLength(0);
  });

  it('validates the forgot-password email', async () => {
    const res = await api.post('/api/auth/forgot-password', { body: { email: 'x'.repeat(100_000) } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('email: Email is too long');
  });
});
