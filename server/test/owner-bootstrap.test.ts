import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countUsers, findUserByEmail } from '../src/modules/user/user.repo.ts';
import { buildUser, DEFAULT_PASSWORD } from './helpers/factories.ts';
import { client } from './helpers/http-client.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { startTestApp } from './helpers/test-app.ts';

const OWNER = { OWNER_EMAIL: 'Boss@Example.com', OWNER_PASSWORD: 'Owner-Pass-123', OWNER_USERNAME: 'boss' };

describe('OWNER_EMAIL / OWNER_PASSWORD bootstrap', () => {
  it('creates an active owner at start, and keeps exactly one across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultbox-owner-'));
    const database = await createTestDatabase();
    try {
      const first = await startTestApp({ env: OWNER, dataDir, databaseUrl: database.databaseUrl });
      const owner = await findUserByEmail(first.ctx.db, 'boss@example.com');
      expect(owner).toMatchObject({ role: 'owner', is_active: 1, username: 'boss' });
      const login = await client(first.url).post('/api/auth/login', { body: { email: 'boss@example.com', password: 'Owner-Pass-123' } });
      expect(login.status).toBe(200);
      await first.close();

      const second = await startTestApp({ env: OWNER, dataDir, databaseUrl: database.databaseUrl });
      expect(await countUsers(second.ctx.db)).toBe(1);
      await second.close();
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('promotes and reactivates an existing account of that address, keeping its password', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultbox-owner-'));
    const database = await createTestDatabase();
    try {
      const before = await startTestApp({ dataDir, databaseUrl: database.databaseUrl });
      const { user } = await buildUser(before.ctx, { email: 'boss@example.com', active: false });
      await before.close();

      const after = await startTestApp({ env: OWNER, dataDir, databaseUrl: database.databaseUrl });
      expect(await findUserByEmail(after.ctx.db, 'boss@example.com')).toMatchObject({ id: user.id, role: 'owner', is_active: 1 });
      const api = client(after.url);
      expect((await api.post('/api/auth/login', { body: { email: 'boss@example.com', password: DEFAULT_PASSWORD } })).status).toBe(200);
      await after.close();
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops start-up with one line when OWNER_USERNAME belongs to someone else', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultbox-owner-'));
    const database = await createTestDatabase();
    try {
      const before = await startTestApp({ dataDir, databaseUrl: database.databaseUrl });
      await buildUser(before.ctx, { username: 'boss' });
      await before.close();
      await expect(startTestApp({ env: OWNER, dataDir, databaseUrl: database.databaseUrl })).rejects.toThrow(
        /OWNER_USERNAME "boss" is already used/,
      );
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
