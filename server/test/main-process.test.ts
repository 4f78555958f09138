import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerEnv, signInOwner, startServerProcess } from './helpers/server-process.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

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

  it('finishes a download in flight on SIGTERM before it exits, and takes no new connection meanwhile', async () => {
    const server = await startServerProcess(ownerEnv);
    try {
      const token = await signInOwner(server.url);
      const bytes = randomBytes(24 * 1024 * 1024);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'drained.bin');
      const uploaded = await fetch(`${server.url}/api/media/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const { mediaId } = (await uploaded.json()) as { mediaId: string };

      // A slow reader: the response starts, then waits for the reader while the server is told to stop.
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = httpRequest(`${server.url}/api/media/${mediaId}/download`, {
          headers: { authorization: `Bearer ${token}` },
        });
        req.on('response', resolve).on('error', reject).end();
      });
      response.pause();
      const stopped = server.stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

      const pieces: Buffer[] = [];
      response.on('data', (piece: Buffer) => pieces.push(piece));
      const ended = new Promise((resolve) => response.on('end', resolve));
      response.resume();
      await ended;
      expect(sha256(Buffer.concat(pieces))).toBe(sha256(bytes));
      expect(await stopped).toBe(0);
    } finally {
      await server.close();
    }
  });
});
