import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/server-process.ts';

describe('node server/src/main.ts', () => {
  it('logs the URL and the mail destination as JSON lines, serves, and exits cleanly on SIGTERM', async () => {
    const server = await startServerProcess({ APP_URL: 'http://vault.example.test' });
    try {
      expect(server.stdout()).toContain('Vaultbox is serving http://vault.example.test');
      expect(server.stdout()).toContain(`Mail goes to the outbox folder ${join(server.dataDir, 'outbox')}`);
      // Not a terminal: every line, the banner included, is one JSON object.
      for (const line of server.stdout().trim().split('\n')) expect(JSON.parse(line)).toHaveProperty('msg');
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });

      expect(await server.stop()).toBe(0);
      expect(server.stdout()).toContain('SIGTERM received');
    } finally {
      await server.close();
    }
  });
});
