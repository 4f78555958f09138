import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../helpers/http-client.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { allRoutes, pageRoutes, viewRoutes } from './public-routes.ts';
import { createShare, grantFor, startShareWorld, type ShareWorld } from './share-helpers.ts';

describe('wrong share passwords', () => {
  let w: ShareWorld;
  beforeAll(async () => {
    w = await startShareWorld({ rateLimits: { sharePasswordPerShareAndIp: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => w.t.close());

  it('are limited per share and address: 429 with Retry-After, even for the right password, on every route', async () => {
    const share = await createShare(w, w.owner.token, { mediaFileId: w.fileId, password: 'the-right-one' });
    const other = await createShare(w, w.owner.token, { mediaFileId: w.fileId, password: 'the-right-one' });
    const grant = await grantFor(w.api, share.slug, 'the-right-one');
    for (let i = 0; i < 3; i++) expect((await pageRoutes['GET page data'](w.t, share.slug, { password: `guess-${i}` })).status).toBe(401);
    for (const name of Object.keys(allRoutes)) {
      const res = await allRoutes[name](w.t, share.slug, { password: 'the-right-one' });
      expect([name, res.status, res.json?.code]).toEqual([name, 429, 'RATE_LIMITED']);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Right passwords never count; a grant already earned still works; another share is not affected.
    expect((await viewRoutes.preview(w.t, share.slug, { grant })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await pageRoutes['GET page data'](w.t, other.slug, { password: 'the-right-one' })).status).toBe(200);
  });
});

describe('the password query parameter in logs', () => {
  it('never reaches the log, nor does a grant', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultbox-share-log-'));
    const database = await createTestDatabase();
    const owner = { email: 'owner@example.com', password: 'Owner-Passw0rd' };
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: join(import.meta.dirname, '..', '..', '..'),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        LOG_LEVEL: 'info',
        SMTP_URL: '',
        OWNER_EMAIL: owner.email,
        OWNER_PASSWORD: owner.password,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      for (let i = 0; i < 200 && !/listening on http/.test(output); i++) await new Promise((r) => setTimeout(r, 50));
      const url = /listening on (http:\/\/[^,\s]+)/.exec(output)?.[1] as string;
      const api = client(url);
      const login = await api.post('/api/auth/login', { body: owner });
      const token = login.body.data.token as string;
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('secret bytes')]), 'notes.txt');
      const uploaded = await fetch(`${url}/api/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const mediaId = ((await uploaded.json()) as { mediaId: string }).mediaId;
      const password = 'Pw-in-the-url-7731';
      const share = await createShare({ api }, token, { mediaFileId: mediaId, password });

      const page = await api.get(`/api/share/public/s/${share.slug}?password=${password}`);
      expect(page.status).toBe(200);
      const grant = page.body.data.grant as string;
      expect((await fetch(`${url}/api/share/public/s/${share.slug}/preview?grant=${grant}`)).status).toBe(200);
      expect((await fetch(`${url}/r/${share.slug}?password=${password}x`)).status).toBe(401);

      child.kill('SIGTERM');
      await exited;
      expect(output).toContain(`/api/share/public/s/${share.slug}?password=[redacted]`);
      expect(output).toContain('grant=[redacted]');
      expect(output).not.toContain(password);
      expect(output).not.toContain(grant.split('.')[1]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
