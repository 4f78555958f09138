import { describe, expect, it } from 'vitest';
import { readPreferences } from '../src/domain/account/user-view.ts';
import { findUserByEmail } from '../src/repos/user.repo.ts';
import { buildUser, signIn, validRegistration } from './helpers/factories.ts';
import { linkToken, mailsTo, waitForMail, type OutboxMail } from './helpers/outbox.ts';
import { useTestApp } from './helpers/test-app.ts';
import { turnOnTwoFactor } from './settings/settings-helpers.ts';

// Every mail is written in its recipient's language (docs/product.md, Mails): the browser's at registration, the
// account's preference afterwards. Which sentences each language has is checked in server/src/mail.

/** The HTML part says its language, and nothing English from the layout is left in either part. */
function expectWrittenIn(mail: OutboxMail, language: string, sentences: string[]) {
  expect(mail.html).toContain(`<html lang="${language}">`);
  for (const sentence of sentences) expect(mail.plain + mail.html).toContain(sentence);
  expect(mail.plain + mail.html).not.toMatch(/\b(Hello|the button|this link|expires|ignore this email)\b/i);
}

describe('mails in the recipient language', () => {
  const t = useTestApp({ env: { INVITE_ONLY: 'false' } });
  const { api } = t;

  const register = async (acceptLanguage?: string) => {
    // The first account is the owner, who gets no activation mail.
    if ((await t.ctx.db.selectFrom('users').select('id').limit(1).execute()).length === 0) {
      await buildUser(t.ctx, { role: 'owner' });
    }
    const reg = validRegistration();
    const headers: Record<string, string> = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
    const res = await api.post('/api/auth/register', { body: reg, headers });
    expect(res.status).toBe(201);
    const row = await findUserByEmail(t.ctx.db, reg.email);
    return { reg, language: readPreferences(row!.preferences).language };
  };

  it("writes the activation mail in the registering browser's language and keeps it as the account's", async () => {
    const { reg, language } = await register('de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7');
    expect(language).toBe('de');
    const mail = await waitForMail(t.dataDir, reg.email);
    expect(mail.subject).toBe('Vaultbox - Aktiviere dein Konto');
    expectWrittenIn(mail, 'de', [
      `Hallo ${reg.username}, willkommen bei Vaultbox.`,
      'Dieser Link läuft in 30 Minuten ab.',
      'Falls der Button nicht funktioniert, öffne diesen Link:',
    ]);
    const link = `http://vaultbox.test/activate/${linkToken(mail, 'activate')}`;
    expect(mail.plain).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    // A new activation link is mailed in the account's language too, and the link works.
    expect((await api.post('/api/auth/resend-activation', { body: { email: reg.email } })).status).toBe(200);
    const again = await waitForMail(t.dataDir, reg.email, 1);
    expect(again.subject).toBe('Vaultbox - Aktiviere dein Konto');
    expect((await api.post(`/api/auth/activate/${linkToken(again, 'activate')}`)).status).toBe(200);
  });

  it('takes the most wanted of our languages, and English when the browser names none of them', async () => {
    expect((await register('it-IT, it;q=0.9, es;q=0.8, en;q=0.5')).language).toBe('es');
    expect((await register('it-IT, pt;q=0.5')).language).toBe('en');
    const { reg, language } = await register();
    expect(language).toBe('en');
    expect((await waitForMail(t.dataDir, reg.email)).subject).toBe('Vaultbox - Activate your account');
  });

  it("writes the reset mail in the account's language, and its link works", async () => {
    const { email } = await buildUser(t.ctx, { language: 'fr' });
    expect((await api.post('/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    const mail = await waitForMail(t.dataDir, email);
    expect(mail.subject).toBe('Vaultbox - Réinitialisez votre mot de passe');
    expectWrittenIn(mail, 'fr', [
      "Ce lien expire dans 1 heure et ne fonctionne qu'une fois.",
      'Si le bouton ne fonctionne pas, ouvrez ce lien :',
    ]);
    const token = linkToken(mail, 'reset-password');
    expect(mail.plain).toContain(`http://vaultbox.test/reset-password/${token}`);
    const reset = await api.post(`/api/auth/reset-password/${token}`, { body: { password: 'Brand-New-Pass-7' } });
    expect(reset.status).toBe(200);
  });

  it('follows a language chosen in Settings: both mails of an e-mail change and the password notice', async () => {
    const { email, password } = await buildUser(t.ctx);
    const { token } = await signIn(api, email, password);
    const chosen = await api.put('/api/user/preferences', { token, body: { language: 'es' } });
    expect(chosen.status).toBe(200);

    const target = `nueva-${Date.now()}@example.com`;
    const change = await api.put('/api/user/profile', { token, body: { email: target, currentPassword: password } });
    expect(change.status).toBe(200);
    const link = await waitForMail(t.dataDir, target);
    expect(link.subject).toBe('Vaultbox - Confirma tu nueva dirección de correo');
    expectWrittenIn(link, 'es', ['Este enlace caduca en 24 horas y solo funciona una vez.']);
    expect(link.plain).toMatch(/http:\/\/vaultbox\.test\/verify-email\/[\w-]+/);
    const toOld = await waitForMail(t.dataDir, email);
    expect(toOld.subject).toBe('Vaultbox - Solicitud de cambio de correo');
    expectWrittenIn(toOld, 'es', [`pidió cambiar su dirección de correo a ${target}.`]);

    const newPassword = 'Otra-Clave-Nueva-8';
    const changed = await api.put('/api/user/password', {
      token,
      body: { currentPassword: password, newPassword },
    });
    expect(changed.status).toBe(200);
    const notice = await waitForMail(t.dataDir, email, 1);
    expect(notice.subject).toBe('Vaultbox - Se cambió tu contraseña');
    expectWrittenIn(notice, 'es', ['se acaba de cambiar y se cerraron todas las demás sesiones.']);
  });

  it("writes the two-factor notices in the account's language, an administrator's too", async () => {
    const person = await buildUser(t.ctx, { language: 'zh' });
    const { token } = await signIn(api, person.email, person.password);
    await turnOnTwoFactor(api, token, person.password);
    const on = await waitForMail(t.dataDir, person.email);
    expect(on.subject).toBe('Vaultbox - 双重验证已开启');
    expectWrittenIn(on, 'zh', ['设备：', '（网络 127.0.0.x）']);

    const owner = await buildUser(t.ctx, { role: 'owner', language: 'de' });
    const ownerSession = await signIn(api, owner.email, owner.password);
    const cleared = await api.delete(`/api/admin/users/${person.user.id}/2fa`, { token: ownerSession.token });
    expect(cleared.status).toBe(200);
    const told = await waitForMail(t.dataDir, person.email, 1);
    expect(told.subject).toBe('Vaultbox - 管理员已清除你的双重验证');
    expectWrittenIn(told, 'zh', ['现在仅凭密码即可登录']);
    expect(mailsTo(t.dataDir, person.email)).toHaveLength(2);
  });
});
