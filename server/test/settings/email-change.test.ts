import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/repos/user.repo.ts';
import { buildUser, DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { client } from '../helpers/http-client.ts';
import { mailsTo, waitForMail, type OutboxMail } from '../helpers/outbox.ts';
import { useTestApp, withRestarts } from '../helpers/test-app.ts';
import { reload, signedInAccount } from './settings-helpers.ts';

const linkOf = (mail: OutboxMail) => {
  const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no verify-email link in ${mail.file}`);
  return match[1];
};
let next = 0;
const freshAddress = () => `moved-${Date.now().toString(36)}-${++next}@example.com`;

describe('e-mail change: password, pending address, mailed link', () => {
  const t = useTestApp();
  const { api } = t;

  it('needs the current password: missing or wrong is a 400 with a sentence, and nothing changes', async () => {
    const me = await signedInAccount(t, api);
    const target = freshAddress();
    const missing = await api.put('/api/user/profile', { token: me.token, body: { email: target } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'CURRENT_PASSWORD_REQUIRED',
      error: 'Enter your current password to change your email address',
    });
    const wrong = await api.put('/api/user/profile', {
      token: me.token,
      body: { email: target, currentPassword: 'Wrong-Password-1', displayName: 'Not Saved' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INCORRECT_PASSWORD', error: 'Current password is incorrect' });
    expect(await reload(t, me.user.id)).toMatchObject({ email: me.email, pending_email: null, display_name: null });
    expect(mailsTo(t.dataDir, target)).toHaveLength(0);
    // The session is still good: a wrong password here never signs the user out.
    expect((await api.get('/api/user/profile', { token: me.token })).status).toBe(200);
  });

  it('keeps the new address pending, mails a link to it and a notice to the old one; the link applies it once', async () => {
    const me = await signedInAccount(t, api);
    const target = freshAddress();
    const res = await api.put('/api/user/profile', {
      token: me.token,
      body: { email: target, currentPassword: me.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email: me.email, pendingEmail: target });

    const link = await waitForMail(t.dataDir, target);
    expect(link.subject).toContain('Confirm your new email address');
    expect(link.text).toContain(`http://vaultbox.test/verify-email/`);
    const notice = await waitForMail(t.dataDir, me.email);
    expect(notice.subject).toContain('Email change requested');
    expect(notice.text).toContain(target);
    expect(notice.text).not.toContain('/verify-email/');

    // Until the link is used, the old address signs in and the new one does not.
    expect((await api.post('/api/auth/login', { body: { email: target, password: me.password } })).status).toBe(401);
    const token = linkOf(link);
    const stored = await t.ctx.db.selectFrom('mail_tokens').selectAll().where('user_id', '=', me.user.id).execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const applied = await api.post('/api/auth/verify-email', { body: { token } });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      success: true,
      email: target,
      message: 'Your email address has been changed.',
    });
    expect(await reload(t, me.user.id)).toMatchObject({ email: target, email_lower: target, pending_email: null });
    expect((await api.post('/api/auth/login', { body: { email: target, password: me.password } })).status).toBe(200);
    expect((await api.post('/api/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(401);

    const again = await api.post('/api/auth/verify-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_EMAIL_CHANGE_TOKEN');
  });

  it('confirms through /api/user/verify-email/confirm only for the signed-in owner of the link', async () => {
    const me = await signedInAccount(t, api);
    const other = await signedInAccount(t, api);
    const target = freshAddress();
    await api.put('/api/user/profile', { token: me.token, body: { email: target, currentPassword: me.password } });
    const token = linkOf(await waitForMail(t.dataDir, target));

    const foreign = await api.post('/api/user/verify-email/confirm', { token: other.token, body: { token } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('INVALID_EMAIL_CHANGE_TOKEN');
    expect((await reload(t, other.user.id)).email).toBe(other.email);

    const own = await api.post('/api/user/verify-email/confirm', { token: me.token, body: { token } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ success: true, email: target });
    expect((await api.get('/api/user/profile', { token: me.token })).body.data.user).toMatchObject({
      email: target,
      pendingEmail: null,
    });
  });

  it('resends the link (the earlier one dies), refuses a resend with nothing pending, and an expired link', async () => {
    const me = await signedInAccount(t, api);
    const none = await api.post('/api/user/verify-email', { token: me.token });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('NO_PENDING_EMAIL');

    const target = freshAddress();
    await api.put('/api/user/profile', { token: me.token, body: { email: target, currentPassword: me.password } });
    const first = linkOf(await waitForMail(t.dataDir, target));
    const resent = await api.post('/api/user/verify-email', { token: me.token });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toContain(target);
    const second = linkOf(await waitForMail(t.dataDir, target, 1));
    expect(second).not.toBe(first);
    expect((await api.post('/api/auth/verify-email', { body: { token: first } })).status).toBe(400);

    await t.ctx.db
      .updateTable('mail_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', me.user.id)
      .where('kind', '=', 'email_change')
      .execute();
    const expired = await api.post('/api/auth/verify-email', { body: { token: second } });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe(
      'This email confirmation link is invalid or has expired. Please request a new one.',
    );
    expect((await reload(t, me.user.id)).email).toBe(me.email);
  });

  it('answers 409 when the address was taken meanwhile, and the link still works once it is free', async () => {
    const me = await signedInAccount(t, api);
    const target = freshAddress();
    await api.put('/api/user/profile', { token: me.token, body: { email: target, currentPassword: me.password } });
    const token = linkOf(await waitForMail(t.dataDir, target));
    const squatter = await buildUser(t.ctx, { email: target.toUpperCase() });

    const taken = await api.post('/api/auth/verify-email', { body: { token } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      error: 'This email address is already used by another account',
    });
    expect(await reload(t, me.user.id)).toMatchObject({ email: me.email, pending_email: target });

    await t.ctx.db.deleteFrom('users').where('id', '=', squatter.user.id).execute();
    expect((await api.post('/api/auth/verify-email', { body: { token } })).status).toBe(200);
  });

  it('cancels a pending change when the current address is sent back', async () => {
    const me = await signedInAccount(t, api);
    const target = freshAddress();
    await api.put('/api/user/profile', { token: me.token, body: { email: target, currentPassword: me.password } });
    const token = linkOf(await waitForMail(t.dataDir, target));
    const back = await api.put('/api/user/profile', { token: me.token, body: { email: me.email } });
    expect(back.body.data.user.pendingEmail).toBeNull();
    expect((await api.post('/api/auth/verify-email', { body: { token } })).status).toBe(400);
    expect((await reload(t, me.user.id)).email).toBe(me.email);
  });
});

describe('OWNER_EMAIL start-up step and e-mail changes', () => {
  const OWNER = { OWNER_EMAIL: 'chief@example.com', OWNER_PASSWORD: 'Owner-Pass-123', OWNER_USERNAME: 'chief' };

  it('never makes an account owner because it moved to OWNER_EMAIL', async () => {
    await withRestarts(async (start) => {
      const first = await start({ env: { INVITE_ONLY: 'false' } });
      await buildUser(first.ctx, { role: 'owner' });
      const api = client(first.url);
      const intruder = await signedInAccount(first, api);
      await api.put('/api/user/profile', {
        token: intruder.token,
        body: { email: OWNER.OWNER_EMAIL, currentPassword: intruder.password },
      });
      const token = linkOf(await waitForMail(first.dataDir, OWNER.OWNER_EMAIL));
      expect((await api.post('/api/auth/verify-email', { body: { token } })).status).toBe(200);
      await first.close();

      const second = await start({ env: { ...OWNER } });
      const holder = await findUserByEmail(second.ctx.db, OWNER.OWNER_EMAIL);
      expect(holder).toMatchObject({ id: intruder.user.id, role: 'user' });
      const login = await client(second.url).post('/api/auth/login', {
        body: { email: OWNER.OWNER_EMAIL, password: DEFAULT_PASSWORD },
      });
      expect(login.body.data.user.role).toBe('user');
    });
  });
});
