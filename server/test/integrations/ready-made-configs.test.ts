import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  curlSnippet,
  flameshotScript,
  javascriptSnippet,
  pythonSnippet,
  shareXConfig,
  shellQuote,
  type ShareXConfig,
} from '@vaultbox/common/integration-configs.ts';
import type { IntegrationLink } from '@vaultbox/common/schemas/integrations.ts';
import { buildUser, signIn } from '../helpers/factories.ts';
import { TEST_APP_URL, useTestApp } from '../helpers/test-app.ts';

// The configurations of docs/product.md, Integrations, built by the very builders the Settings screen uses, are run
// against a real server: each upload's link must open for a stranger and lead to the uploaded bytes.

const run = promisify(execFile);
const bytes = Buffer.from('vaultbox integration upload\n'.repeat(40));
const hasPythonRequests = await run('python3', ['-c', 'import requests']).then(
  () => true,
  () => false,
);

describe('ready-made configurations', () => {
  const t = useTestApp();
  let session = '';
  let token = '';
  let dir = '';

  beforeAll(async () => {
    const { email } = await buildUser(t.ctx);
    session = (await signIn(t.api, email)).token;
    const made = await t.api.post('/api/user/tokens', {
      token: session,
      body: { name: 'ShareX', scopes: ['upload', 'share'] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    token = made.body.secret as string;
    dir = mkdtempSync(join(tmpdir(), 'vaultbox-configs-'));
    writeFileSync(join(dir, 'shot.png'), bytes);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const target = (link: IntegrationLink) => ({ origin: t.url, token, link });

  /** The app's links are on APP_URL; the test server answers them at its own address. */
  function onTestServer(link: string): string {
    expect(link.startsWith(`${TEST_APP_URL}/`)).toBe(true);
    return t.url + link.slice(TEST_APP_URL.length);
  }

  /** Follows a returned link as a stranger: a raw link must give the bytes, a share page its file. */
  async function expectLinkWorks(link: string, kind: IntegrationLink) {
    const path = new URL(link).pathname;
    const slug = path.split('/')[2];
    if (kind === 'raw') {
      expect(path).toMatch(/^\/r\/[\w-]+$/);
      const res = await fetch(onTestServer(link));
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    } else {
      expect(path).toMatch(/^\/s\/[\w-]+$/);
      const page = await t.api.get(`/api/share/public/s/${slug}`);
      expect(page.status).toBe(200);
      const raw = await fetch(`${t.url}/r/${slug}`);
      expect(Buffer.from(await raw.arrayBuffer()).equals(bytes)).toBe(true);
    }
  }

  /** A ShareX custom uploader as ShareX reads it: the request, then the {json:...} templates over its answer. */
  async function runShareX(config: ShareXConfig, file: Buffer, name: string) {
    expect([config.RequestMethod, config.Body]).toEqual(['POST', 'MultipartFormData']);
    const form = new FormData();
    form.append(config.FileFormName, new Blob([new Uint8Array(file)]), name);
    const res = await fetch(config.RequestURL, { method: config.RequestMethod, headers: config.Headers, body: form });
    const body = (await res.json()) as Record<string, unknown>;
    const fill = (template: string) =>
      template.replace(/\{json:([\w.]+)\}/g, (_, key: string) => {
        const value = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], body);
        return value === undefined || value === null ? '' : String(value);
      });
    return {
      status: res.status,
      url: fill(config.URL),
      deletionUrl: fill(config.DeletionURL),
      error: fill(config.ErrorMessage),
    };
  }

  for (const link of ['share', 'raw'] as const) {
    it(`ShareX (${link} link): uploads, answers a working link and the file's delete page`, async () => {
      const answer = await runShareX(shareXConfig(target(link)), bytes, 'shot.png');
      expect(answer.status).toBe(200);
      expect(answer.error).toBe('');
      await expectLinkWorks(answer.url, link);
      // The delete page names the uploaded file; deleting it there takes the link down.
      const id = /^\/files\/([^/]+)\/delete$/.exec(new URL(answer.deletionUrl).pathname)?.[1] ?? '';
      expect(answer.deletionUrl.startsWith(`${TEST_APP_URL}/files/`)).toBe(true);
      const file = await t.api.get(`/api/media/${id}`, { token: session });
      expect(file.status).toBe(200);
      expect(file.body.data.file.originalName).toBe('shot.png');
      expect((await t.api.delete(`/api/media/${id}`, { token: session })).status).toBe(200);
      expect((await fetch(onTestServer(answer.url))).status).toBe(404);
    });
  }

  it('ShareX shows the server sentence when an upload is refused', async () => {
    const config = shareXConfig({ ...target('share'), token: 'vbx_not-a-token' });
    const answer = await runShareX(config, bytes, 'shot.png');
    expect(answer.status).toBe(401);
    expect(answer.error).toBe('Please sign in to continue.');
    expect(answer.url).toBe('');
  });

  it('the Flameshot script uploads a file named as its argument and prints the link', async () => {
    const scriptPath = join(dir, 'vaultbox-upload.sh');
    writeFileSync(scriptPath, flameshotScript(target('raw')));
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir };
    const { stdout, stderr } = await run('bash', [scriptPath, join(dir, 'shot.png')], { env, cwd: dir });
    expect(stderr).toBe('');
    const link = stdout.trim();
    expect(stdout).toBe(`${link}\n`);
    await expectLinkWorks(link, 'raw');
  });

  it('the Flameshot script without an argument uploads the screenshot and copies the link', async () => {
    // Stand-ins for Flameshot (the screenshot on stdout) and xclip (what it was given, kept in a file).
    const bin = join(dir, 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'flameshot'), `#!/bin/sh\ncat ${shellQuote(join(dir, 'shot.png'))}\n`, { mode: 0o755 });
    writeFileSync(join(bin, 'xclip'), `#!/bin/sh\ncat > ${shellQuote(join(dir, 'clipboard.txt'))}\n`, { mode: 0o755 });
    const scriptPath = join(dir, 'screenshot.sh');
    writeFileSync(scriptPath, flameshotScript(target('share')));
    const env = { PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`, HOME: dir, DISPLAY: ':0' };
    const { stdout } = await run('bash', [scriptPath], { env, cwd: dir });
    const link = stdout.trim();
    await expectLinkWorks(link, 'share');
    expect(readFileSync(join(dir, 'clipboard.txt'), 'utf8')).toBe(link);
  });

  it('the Flameshot script says why when the server refuses', async () => {
    const scriptPath = join(dir, 'bad-token.sh');
    writeFileSync(scriptPath, flameshotScript({ ...target('share'), token: 'vbx_not-a-token' }));
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir };
    const failed = await run('bash', [scriptPath, join(dir, 'shot.png')], { env, cwd: dir }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('Upload failed: {"success":false,"error":"Please sign in to continue."');
  });

  it('the curl one-liner prints the link', async () => {
    const { stdout } = await run('bash', ['-c', curlSnippet(target('share'), 'shot.png')], { cwd: dir });
    await expectLinkWorks(stdout.trim(), 'share');
  });

  it('the JavaScript snippet prints the link', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', javascriptSnippet(target('raw'), 'shot.png')],
      {
        cwd: dir,
      },
    );
    await expectLinkWorks(stdout.trim(), 'raw');
  });

  it.skipIf(!hasPythonRequests)('the Python snippet prints the link', async () => {
    const { stdout } = await run('python3', ['-c', pythonSnippet(target('share'), 'shot.png')], { cwd: dir });
    await expectLinkWorks(stdout.trim(), 'share');
  });
});
