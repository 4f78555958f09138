import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { signedInAccount } from '../settings/settings-helpers.ts';
import { makeToken } from './token-helpers.ts';

// Revoking API tokens is a security action: maintenance mode never blocks it; making one waits (docs/security.md,
// API tokens).
describe('API tokens in maintenance mode', () => {
  const t = useTestApp();
  const { api } = t;

  it('revokes one or every token, and refuses to make one with 503', async () => {
    const owner = await signedInAccount(t, api, { role: 'owner' });
    const me = await signedInAccount(t, api);
    const first = await makeToken(api, me.token, ['read']);
    await makeToken(api, me.token, ['read']);
    const setMaintenance = (enabled: boolean) =>
      api.put('/api/admin/maintenance', { token: owner.token, body: { enabled } });
    expect((await setMaintenance(true)).status).toBe(200);
    try {
      const made = await api.post('/api/user/tokens', { token: me.token, body: { name: 'later', scopes: ['read'] } });
      expect(made.status).toBe(503);
      expect((await api.delete(`/api/user/tokens/${first.id}`, { token: me.token })).status).toBe(200);
      expect((await api.delete('/api/user/tokens', { token: me.token })).body).toMatchObject({ revoked: 1 });
    } finally {
      await setMaintenance(false);
    }
  });
});
