import { describe, expect, it } from 'vitest';
import { client } from '../helpers/http-client.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { testDialect } from '../helpers/test-database.ts';
import { buildUser, signIn } from '../helpers/factories.ts';
import { addPasskey, newAuthenticator } from './passkey-helpers.ts';

// Two instances on one PostgreSQL database (docs/security.md, Passkeys): a challenge handed out by one is good at the
// other, and once only, wherever it is presented.

describe.skipIf(testDialect !== 'postgres')('passkeys on two instances', () => {
  it('agree on a challenge: issued by one, spent at the other, refused again at the first', async () => {
    const first = await startTestApp();
    const second = await startTestApp({ dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    try {
      const a = client(first.url);
      const b = client(second.url);
      const built = await buildUser(first.ctx);
      const { token } = await signIn(a, built.email, built.password);
      const authenticator = newAuthenticator();
      const { credential } = await addPasskey(a, token, authenticator);
      const options = (await a.post('/api/auth/passkey/options')).body;
      const body = { challengeId: options.challengeId, credential: authenticator.assert(credential, options.options) };
      const atSecond = await b.post('/api/auth/passkey', { body });
      expect(atSecond.status).toBe(200);
      const again = await a.post('/api/auth/passkey', {
        body: { ...body, credential: authenticator.assert(credential, options.options) },
      });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('PASSKEY_CHALLENGE_INVALID');
    } finally {
      await second.close();
      await first.close();
    }
  });
});
