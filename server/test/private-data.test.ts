import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { client } from './helpers/http-client.ts';
import { linkToken, waitForMail } from './helpers/outbox.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { startTestApp } from './helpers/test-app.ts';
import { testDialect } from './helpers/test-database.ts';

// What the server writes to disk and to its log is for the account it runs as, and for nobody else.

const mode = (path: string) => statSync(path).mode & 0o777;

describe('private data on disk and in the log', () => {
  it('creates DATA_DIR 0700 and the SQLite database 0600', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'vaultbox-private-'));
    const dataDir = join(parent, 'fresh', 'data');
    const t = await startTestApp({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(join(dataDir, 'master.key'))).toBe(0o600);
      if (testDialect === 'sqlite') expect(mode(join(dataDir, 'vaultbox.db'))).toBe(0o600);
    } finally {
      await t.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('in outbox mode logs the mail file, never the link and its token', async () => {
    const owner = { email: 'owner@example.com', password: 'Owner-Passw0rd' };
    const server = await startServerProcess({ OWNER_EMAIL: owner.email, OWNER_PASSWORD: owner.password });
    try {
      const api = client(server.url);
      expect((await api.post('/api/auth/forgot-password', { body: { email: owner.email } })).status).toBe(200);
      const mail = await waitForMail(server.dataDir, owner.email);
      const token = linkToken(mail, 'reset-password');
      await server.stop();
      expect(server.output()).toContain(mail.file);
      expect(server.output()).not.toContain(token);
      expect(mode(join(server.dataDir, 'outbox'))).toBe(0o700);
      expect(mode(join(server.dataDir, 'outbox', mail.file))).toBe(0o600);
    } finally {
      await server.close();
    }
  });
});
