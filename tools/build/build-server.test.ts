import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, pinSourcePlace, SERVER_BUNDLE, SOURCE_ROOT } from '../../scripts/build-server.mjs';

// `npm start` runs the server as one bundle (scripts/build-server.mjs): a module in it still finds the files beside its
// source, and the bundle starts and answers.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cleanup: string[] = [];
afterAll(() => cleanup.forEach((path) => rmSync(path, { recursive: true, force: true })));

describe('a bundled module', () => {
  it("reads its source file's address and folder, not the bundle's", async () => {
    const source = 'export const here = import.meta.url;\nexport const folder = import.meta.dirname;\n';
    // Beside the bundle, which a fresh checkout has not built yet.
    mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
    const probe = join(dirname(SERVER_BUNDLE), `probe-${process.pid}.mjs`);
    cleanup.push(probe);
    writeFileSync(probe, `${SOURCE_ROOT}\n${pinSourcePlace(source, 'server/src/http/spa.ts')}`);
    const pinned = (await import(pathToFileURL(probe).href)) as { here: string; folder: string };
    expect(pinned.here).toBe(pathToFileURL(join(ROOT, 'server/src/http/spa.ts')).href);
    expect(pinned.folder).toBe(join(ROOT, 'server/src/http'));
  });
});

describe('the server bundle', () => {
  it('builds, starts without the TypeScript loader and answers', async () => {
    await buildServer();
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultbox-bundle-'));
    cleanup.push(dataDir);
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && child.exitCode === null && !output.includes('Mail goes to'))
        await new Promise((resolve) => setTimeout(resolve, 50));
      const url = /listening on (http:\/\/[^,\s"]+)/.exec(output)?.[1];
      expect(url, output).toBeDefined();
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      // The API document is written from the contract's schemas, which the bundle carries from common/.
      const docs = await fetch(`${url}/api/docs/json`);
      expect(docs.status).toBe(200);
      expect(((await docs.json()) as { paths: object }).paths).toHaveProperty(['/api/auth/login']);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
