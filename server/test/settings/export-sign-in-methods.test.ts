import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { makeToken } from '../api-tokens/token-helpers.ts';
import { addPasskey, newAuthenticator } from '../passkeys/passkey-helpers.ts';
import { signedInAccount } from './settings-helpers.ts';

describe('the account export names how the account can be reached', () => {
  const t = useTestApp();
  const { api } = t;

  it('lists API tokens and passkeys by name and time, never a secret, a hash or a key', async () => {
    const me = await signedInAccount(t, api);
    const token = await makeToken(api, me.token, ['read', 'upload'], { name: 'Backups' });
    const { res, credential } = await addPasskey(api, me.token, newAuthenticator(), 'Desk laptop');
    expect(res.status).toBe(201);

    const exported = await api.get('/api/user/export', { token: me.token });
    expect(exported.status).toBe(200);
    expect(exported.body.apiTokens).toEqual([
      expect.objectContaining({ id: token.id, name: 'Backups', scopes: ['read', 'upload'] }),
    ]);
    expect(exported.body.passkeys).toEqual([expect.objectContaining({ name: 'Desk laptop' })]);
    expect(exported.body.linkedIdentities).toEqual([]);

    const rows = await t.ctx.db.selectFrom('api_tokens').select('token_hash').execute();
    const text = JSON.stringify(exported.body);
    expect(text).not.toContain(token.secret);
    for (const row of rows) expect(text).not.toContain(row.token_hash);
    expect(text).not.toContain(credential.id.toString('base64url'));
  });
});
