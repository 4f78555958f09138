import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers/test-database.ts';

const root = join(import.meta.dirname, '..', '..');

describe('node server/src/main.ts', () => {
  it('prints the URL and the mail destination, serves, and exits cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultbox-main-'));
    const database = await createTestDatabase();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: database.databaseUrl ?? '',
          APP_URL: 'http://vault.example.test',
          LOG_LEVEL: 'warn',
          SMTP_URL: '',
        },
      });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

      for (let i = 0; i < 200 && !stdout.includes('Mail goes to'); i++) await new Promise((r) => setTimeout(r, 50));
      expect(stdout).toContain('Vaultbox is serving http://vault.example.test');
      expect(stdout).toContain(`Mail goes to the outbox folder ${join(dataDir, 'outbox')}`);
      const url = /listening on (http:\/\/[^,\s]+)/.exec(stdout)?.[1];
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stdout).toContain('SIGTERM received');
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
