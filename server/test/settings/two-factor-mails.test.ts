import { describe, expect, it } from 'vitest';
import { totpCode } from '../../src/modules/two-factor/totp.ts';
import { mailsTo, waitForMail, type OutboxMail } from '../helpers/outbox.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { signedInAccount, turnOnTwoFactor } from './settings-helpers.ts';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const headers = { 'user-agent': FIREFOX_ON_WINDOWS };

/** The time (to the minute, UTC), the device (browser, system, coarse address) and the way to get help. */
function expectSecurityNotice(mail: OutboxMail) {
  const today = new Date().toISOString().slice(0, 10);
  expect(mail.text).toMatch(new RegExp(`${today} \\d{2}:\\d{2} UTC`));
  expect(mail.text).toContain('Firefox on Windows');
  expect(mail.text).toContain('127.0.0.x');
  expect(mail.text).not.toContain('127.0.0.1');
  expect(mail.text).toContain('change your password');
  expect(mail.text).toContain('administrator');
}

describe('two-factor changes are mailed to the account', () => {
  const t = useTestApp();
  const { api } = t;

  it('tells the address when two-factor is turned on, not when a set-up merely starts', async () => {
    const me = await signedInAccount(t, api);
    const setup = await api.post('/api/user/2fa/enable', { token: me.token, headers, body: { password: me.password } });
    expect(setup.status).toBe(200);
    const on = await api.post('/api/user/2fa/confirm', {
      token: me.token,
      headers,
      body: { token: totpCode(setup.body.secret as string) },
    });
    expect(on.status).toBe(200);
    const mail = await waitForMail(t.dataDir, me.email);
    expect(mail.subject).toContain('Two-factor authentication was turned on');
    expectSecurityNotice(mail);
    // The mail carries no secret and no backup code.
    expect(mail.text).not.toContain(setup.body.secret);
    for (const code of on.body.backupCodes as string[]) expect(mail.text).not.toContain(code);
    expect(mailsTo(t.dataDir, me.email)).toHaveLength(1);
  });

  it('tells the address when new backup codes are made, and when two-factor is turned off', async () => {
    const me = await signedInAccount(t, api);
    await turnOnTwoFactor(api, me.token, me.password);
    await waitForMail(t.dataDir, me.email);

    const codes = await api.post('/api/user/2fa/backup-codes', {
      token: me.token,
      headers,
      body: { password: me.password },
    });
    expect(codes.status).toBe(200);
    const codesMail = await waitForMail(t.dataDir, me.email, 1);
    expect(codesMail.subject).toContain('New backup codes were made');
    expectSecurityNotice(codesMail);
    for (const code of codes.body.backupCodes as string[]) expect(codesMail.text).not.toContain(code);

    const off = await api.post('/api/user/2fa/disable', { token: me.token, headers, body: { password: me.password } });
    expect(off.status).toBe(200);
    const offMail = await waitForMail(t.dataDir, me.email, 2);
    expect(offMail.subject).toContain('Two-factor authentication was turned off');
    expectSecurityNotice(offMail);
  });

  it('sends nothing for a refused attempt', async () => {
    const me = await signedInAccount(t, api);
    await turnOnTwoFactor(api, me.token, me.password);
    await waitForMail(t.dataDir, me.email);
    const wrong = { password: 'Wrong-Pass-1' };
    expect((await api.post('/api/user/2fa/backup-codes', { token: me.token, body: wrong })).status).toBe(400);
    expect((await api.post('/api/user/2fa/disable', { token: me.token, body: wrong })).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(t.dataDir, me.email)).toHaveLength(1);
  });
});
