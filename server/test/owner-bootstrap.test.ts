import { describe, expect, it } from 'vitest';
import { countUsers, findUserByEmail } from '../src/repos/user.repo.ts';
import { buildUser, DEFAULT_PASSWORD } from './helpers/factories.ts';
import { client } from './helpers/http-client.ts';
import { withRestarts } from './helpers/test-app.ts';

const OWNER = { OWNER_EMAIL: 'Boss@Example.com', OWNER_PASSWORD: 'Owner-Pass-123', OWNER_USERNAME: 'boss' };

describe('OWNER_EMAIL / OWNER_PASSWORD bootstrap', () => {
  it('creates an active owner at start, and keeps exactly one across restarts', async () => {
    await withRestarts(async (start) => {
      const first = await start({ env: OWNER });
      const owner = await findUserByEmail(first.ctx.db, 'boss@example.com');
      expect(owner).toMatchObject({ role: 'owner', is_active: true, username: 'boss' });
      const login = await client(first.url).post('/api/auth/login', {
        body: { email: 'boss@example.com', password: 'Owner-Pass-123' },
      });
      expect(login.status).toBe(200);
      await first.close();

      const second = await start({ env: OWNER });
      expect(await countUsers(second.ctx.db)).toBe(1);
    });
  });

  it('leaves an existing account of that address exactly as it is: never promoted, never reactivated', async () => {
    await withRestarts(async (start) => {
      const before = await start();
      await buildUser(before.ctx, { role: 'owner' });
      const { user } = await buildUser(before.ctx, { email: 'boss@example.com', active: false });
      await before.close();

      const after = await start({ env: OWNER });
      expect(await findUserByEmail(after.ctx.db, 'boss@example.com')).toMatchObject({
        id: user.id,
        role: 'user',
        is_active: false,
      });
      expect(await countUsers(after.ctx.db)).toBe(2);
      const api = client(after.url);
      expect(
        (await api.post('/api/auth/login', { body: { email: 'boss@example.com', password: DEFAULT_PASSWORD } })).status,
      ).toBe(403);
      expect(
        (await api.post('/api/auth/login', { body: { email: 'boss@example.com', password: 'Owner-Pass-123' } })).status,
      ).toBe(401);
    });
  });

  it('stops start-up with one line when OWNER_USERNAME belongs to someone else', async () => {
    await withRestarts(async (start) => {
      const before = await start();
      await buildUser(before.ctx, { username: 'boss' });
      await before.close();
      await expect(start({ env: OWNER })).rejects.toThrow(/OWNER_USERNAME "boss" is already used/);
    });
  });
});
