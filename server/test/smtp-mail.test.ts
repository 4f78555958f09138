import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildUser, validRegistration } from './helpers/factories.ts';
import { client } from './helpers/http-client.ts';
import { startSmtpCatcher } from './helpers/smtp-catcher.ts';
import { startTestApp } from './helpers/test-app.ts';

describe('mail over SMTP_URL', () => {
  it('sends activation and reset mails through SMTP instead of the outbox', async () => {
    const smtp = await startSmtpCatcher();
    const t = await startTestApp({
      env: { INVITE_ONLY: 'false', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Vault <vault@example.com>' },
    });
    try {
      expect(t.ctx.mailer.destination).toBe(`SMTP 127.0.0.1:${smtp.port}`);
      await buildUser(t.ctx, { role: 'owner' });
      const reg = validRegistration();
      const api = client(t.url);
      expect((await api.post('/api/auth/register', { body: reg })).status).toBe(201);
      await api.post('/api/auth/forgot-password', { body: { email: reg.email } });
      await t.ctx.mailer.flush();
      expect(smtp.mails).toHaveLength(2);
      const [activation, reset] = smtp.mails;
      expect(activation.from).toContain('vault@example.com');
      expect(activation.to[0]).toContain(reg.email);
      expect(activation.data.replace(/=\r?\n/g, '')).toMatch(/http:\/\/vaultbox\.test\/activate\/[A-Za-z0-9_-]{43}/);
      expect(reset.data.replace(/=\r?\n/g, '')).toMatch(/http:\/\/vaultbox\.test\/reset-password\/[A-Za-z0-9_-]{43}/);
      expect(existsSync(join(t.dataDir, 'outbox'))).toBe(false);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('keeps answering when the SMTP server is down (the failure is logged, not returned)', async () => {
    const smtp = await startSmtpCatcher();
    await smtp.close();
    const t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    try {
      const { email } = await buildUser(t.ctx);
      const res = await client(t.url).post('/api/auth/forgot-password', { body: { email } });
      expect(res.status).toBe(200);
      await t.ctx.mailer.flush();
    } finally {
      await t.close();
    }
  });
});
