import { describe, expect, it } from 'vitest';
import { twoFactorSetupResponse } from '@vaultbox/common/schemas/account-security.ts';
import { totpCode } from '../../src/modules/two-factor/totp.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { codeAt, reload, signedInAccount, turnOnTwoFactor } from './settings-helpers.ts';

describe('two-factor set-up: POST /api/user/2fa/enable, confirm, disable, backup-codes', () => {
  const t = useTestApp();
  const { api } = t;
  const login = (body: Record<string, unknown>) => api.post('/api/auth/login', { body });

  it('answers a secret, its otpauth URL and a QR image, and changes nothing for sign-in until confirmed', async () => {
    const me = await signedInAccount(t, api);
    const res = await api.post('/api/user/2fa/enable', { token: me.token, body: { password: me.password } });
    expect(res.status).toBe(200);
    const setup = twoFactorSetupResponse.parse(res.body);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Vaultbox:/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUrl).toContain('period=30');
    expect(setup.otpauthUrl).toContain('digits=6');
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    const row = await reload(t, me.user.id);
    expect(row.two_factor_enabled_at).toBeNull();
    expect(row.two_factor_secret).not.toContain(setup.secret);
    expect((await login({ email: me.email, password: me.password })).status).toBe(200);
  });

  it('starts only with the current password: missing or wrong is a 400 (never a 401), and nothing is kept', async () => {
    const me = await signedInAccount(t, api);
    const missing = await api.post('/api/user/2fa/enable', { token: me.token });
    expect(missing.status).toBe(400);
    const empty = await api.post('/api/user/2fa/enable', { token: me.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('password: Password is required');
    const wrong = await api.post('/api/user/2fa/enable', { token: me.token, body: { password: 'Nope-Nope-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INCORRECT_PASSWORD', error: 'Current password is incorrect' });
    expect((await reload(t, me.user.id)).two_factor_secret).toBeNull();
    // A stolen session without the password gets no secret to confirm.
    const confirm = await api.post('/api/user/2fa/confirm', { token: me.token, body: { token: '123456' } });
    expect(confirm.body.code).toBe('TWO_FACTOR_NOT_STARTED');
    expect((await api.get('/api/user/profile', { token: me.token })).status).toBe(200);
  });

  it('refuses a wrong confirmation code with 400, a confirmation before enable with 409, and a second enable', async () => {
    const me = await signedInAccount(t, api);
    const early = await api.post('/api/user/2fa/confirm', { token: me.token, body: { token: '123456' } });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('TWO_FACTOR_NOT_STARTED');
    const enable = () => api.post('/api/user/2fa/enable', { token: me.token, body: { password: me.password } });
    const { secret } = (await enable()).body as { secret: string };
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000';
    const wrong = await api.post('/api/user/2fa/confirm', { token: me.token, body: { token: wrongCode } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE', error: 'Invalid two-factor code' });
    const ok = await api.post('/api/user/2fa/confirm', { token: me.token, body: { token: totpCode(secret) } });
    expect(ok.status).toBe(200);
    expect(ok.body.backupCodes).toHaveLength(10);
    expect(new Set(ok.body.backupCodes).size).toBe(10);
    for (const code of ok.body.backupCodes as string[]) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.ctx.db.selectFrom('backup_codes').selectAll().where('user_id', '=', me.user.id).execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(ok.body.backupCodes[0]);
    expect((await enable()).status).toBe(409);
    expect((await api.get('/api/user/profile', { token: me.token })).body.data.user.twoFactorEnabled).toBe(true);
  });

  it('signs in with a current TOTP code, once; without it 401 TWO_FACTOR_REQUIRED, a wrong one TWO_FACTOR_INVALID', async () => {
    const me = await signedInAccount(t, api);
    const { secret } = await turnOnTwoFactor(api, me.token, me.password);

    const asked = await login({ email: me.email, password: me.password });
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      error: 'Enter the code from your authenticator app',
    });
    // A wrong password reveals nothing about two-factor.
    const wrongPassword = await login({ email: me.email, password: 'Wrong-Pass-1', twoFactorCode: codeAt(secret, 1) });
    expect(wrongPassword.body.code).toBe('INVALID_CREDENTIALS');
    const wrongCode = await login({ email: me.email, password: me.password, twoFactorCode: '000000' });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body).toMatchObject({ code: 'TWO_FACTOR_INVALID', error: 'Invalid two-factor code' });

    const code = codeAt(secret, 1);
    const ok = await login({ email: me.email, password: me.password, twoFactorCode: code });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.twoFactorEnabled).toBe(true);
    const replay = await login({ email: me.email, password: me.password, twoFactorCode: code });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('TWO_FACTOR_INVALID');
    // An older code of the window is refused too: only later steps are accepted.
    expect((await login({ email: me.email, password: me.password, twoFactorCode: totpCode(secret) })).status).toBe(401);
  });

  it('signs in with each backup code once, in any case and with or without its dash', async () => {
    const me = await signedInAccount(t, api);
    const { backupCodes } = await turnOnTwoFactor(api, me.token, me.password);
    const [first, second] = backupCodes;
    expect((await login({ email: me.email, password: me.password, twoFactorCode: first })).status).toBe(200);
    expect((await login({ email: me.email, password: me.password, twoFactorCode: first })).body.code).toBe(
      'TWO_FACTOR_INVALID',
    );
    const typed = ` ${second.replace('-', '').toUpperCase()} `;
    expect((await login({ email: me.email, password: me.password, twoFactorCode: typed })).status).toBe(200);
    const used = await t.ctx.db
      .selectFrom('backup_codes')
      .select('id')
      .where('user_id', '=', me.user.id)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(2);
  });

  it('replaces the backup codes with the password: the old ones stop working', async () => {
    const me = await signedInAccount(t, api);
    const { backupCodes } = await turnOnTwoFactor(api, me.token, me.password);
    const wrong = await api.post('/api/user/2fa/backup-codes', { token: me.token, body: { password: 'Nope-Nope-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INCORRECT_PASSWORD');
    expect((await api.get('/api/user/profile', { token: me.token })).status).toBe(200);
    const fresh = await api.post('/api/user/2fa/backup-codes', { token: me.token, body: { password: me.password } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.backupCodes).toHaveLength(10);
    expect((await login({ email: me.email, password: me.password, twoFactorCode: backupCodes[0] })).status).toBe(401);
    const newCode = fresh.body.backupCodes[0] as string;
    expect((await login({ email: me.email, password: me.password, twoFactorCode: newCode })).status).toBe(200);
  });

  it('turns off with the password only; afterwards sign-in needs no code', async () => {
    const me = await signedInAccount(t, api);
    await turnOnTwoFactor(api, me.token, me.password);
    const missing = await api.post('/api/user/2fa/disable', { token: me.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('password: Password is required');
    const wrong = await api.post('/api/user/2fa/disable', { token: me.token, body: { password: 'Nope-Nope-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INCORRECT_PASSWORD', error: 'Current password is incorrect' });
    expect((await api.get('/api/user/profile', { token: me.token })).status).toBe(200);
    expect((await reload(t, me.user.id)).two_factor_enabled_at).not.toBeNull();
    const off = await api.post('/api/user/2fa/disable', { token: me.token, body: { password: me.password } });
    expect(off.status).toBe(200);
    const row = await reload(t, me.user.id);
    expect(row).toMatchObject({ two_factor_enabled_at: null, two_factor_secret: null });
    const codes = await t.ctx.db.selectFrom('backup_codes').select('id').where('user_id', '=', me.user.id).execute();
    expect(codes).toHaveLength(0);
    expect((await login({ email: me.email, password: me.password })).status).toBe(200);
    expect((await api.post('/api/user/2fa/disable', { token: me.token, body: { password: me.password } })).status).toBe(
      409,
    );
  });
});

describe('signed-in password and code checks are rate limited per account', () => {
  const t = useTestApp({ rateLimits: { accountSecretPerUser: { max: 2, windowMs: 60_000 } } });
  const { api } = t;

  it('answers 429 once a stolen session has used its few guesses', async () => {
    const me = await signedInAccount(t, api);
    const guess = () =>
      api.put('/api/user/password', {
        token: me.token,
        body: { currentPassword: 'Guess-1', newPassword: 'Other-Pass-9' },
      });
    expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(400);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
