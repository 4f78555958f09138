import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/domain/account/password-hasher.ts';
import { signIn } from '../helpers/factories.ts';
import { waitForMail } from '../helpers/outbox.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { reload, signedInAccount } from './settings-helpers.ts';

const NEW_PASSWORD = 'Brand-New-Pass-42';

describe('PUT /api/user/password', () => {
  const t = useTestApp();
  const { api } = t;

  const refusals: [string, Record<string, unknown>, string][] = [
    ['no current password', { newPassword: NEW_PASSWORD }, 'currentPassword: Current password is required'],
    [
      'empty current password',
      { currentPassword: '', newPassword: NEW_PASSWORD },
      'currentPassword: Current password is required',
    ],
    ['no new password', { currentPassword: 'x' }, 'newPassword: Password is required'],
    ['short', { currentPassword: 'x', newPassword: 'Ab1' }, 'newPassword: Password must be at least 8 characters long'],
    [
      'no upper case',
      { currentPassword: 'x', newPassword: 'lowercase-only-1' },
      'newPassword: Password must contain at least one uppercase letter',
    ],
    [
      'no digit',
      { currentPassword: 'x', newPassword: 'No-Digits-Here' },
      'newPassword: Password must contain at least one number',
    ],
  ];
  it.each(refusals)('refuses %s with 400 and a sentence', async (_name, body, error) => {
    const me = await signedInAccount(t, api);
    const res = await api.put('/api/user/password', { token: me.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    expect(await verifyPassword((await reload(t, me.user.id)).password_hash, me.password)).toBe(true);
  });

  it('refuses a wrong current password with 400 (never 401) and keeps the session', async () => {
    const me = await signedInAccount(t, api);
    const res = await api.put('/api/user/password', {
      token: me.token,
      body: { currentPassword: 'Not-The-One-1', newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INCORRECT_PASSWORD', error: 'Current password is incorrect' });
    expect((await api.get('/api/user/profile', { token: me.token })).status).toBe(200);
  });

  it('refuses the current password as the new one', async () => {
    const me = await signedInAccount(t, api);
    const res = await api.put('/api/user/password', {
      token: me.token,
      body: { currentPassword: me.password, newPassword: me.password },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('New password must be different from current password');
  });

  it('changes it, ends every other session at once, keeps this one, and mails the user', async () => {
    const me = await signedInAccount(t, api);
    const phone = await signIn(api, me.email, me.password);
    const laptop = await signIn(api, me.email, me.password);
    const res = await api.put('/api/user/password', {
      token: me.token,
      body: { currentPassword: me.password, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Password changed successfully' });

    expect((await api.get('/api/user/profile', { token: phone.token })).status).toBe(401);
    expect((await api.get('/api/user/profile', { token: laptop.token })).status).toBe(401);
    expect((await api.post('/api/auth/refresh', { body: { refreshToken: phone.refreshToken } })).status).toBe(401);
    expect((await api.get('/api/user/profile', { token: me.token })).status).toBe(200);

    expect((await api.post('/api/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(401);
    expect((await api.post('/api/auth/login', { body: { email: me.email, password: NEW_PASSWORD } })).status).toBe(200);
    const mail = await waitForMail(t.dataDir, me.email);
    expect(mail.subject).toContain('Your password was changed');
  });
});
