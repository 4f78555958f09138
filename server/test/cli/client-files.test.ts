import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { as, jsonOf, runCli, tempDir, useCliUser } from './client-helpers.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface ListedFile {
  id: string;
  originalName: string;
  size: number;
  category: string;
}

describe('vaultbox upload, ls, share, get and rm', { timeout: 90_000 }, () => {
  const t = useTestApp();
  const me = useCliUser(t);
  const small = useCliUser(t, { storageLimit: 1000 });
  let work: string;
  const bytes = { 'a.txt': Buffer.from('first file\n'), 'b.bin': randomBytes(300_000) };
  const ids: Record<string, string> = {};

  beforeAll(() => {
    work = tempDir('files');
    for (const [name, content] of Object.entries(bytes)) writeFileSync(join(work, name), content);
    mkdirSync(join(work, 'folder', 'inner'), { recursive: true });
    writeFileSync(join(work, 'folder', 'c.txt'), 'third\n');
    writeFileSync(join(work, 'folder', 'inner', 'd.txt'), 'fourth\n');
    writeFileSync(join(work, 'photo.jpg'), readFileSync(fixture('fixture.jpg')));
  });

  it('uploads several files and a folder (recursively) into an album; ls --json sees them', async () => {
    const album = await t.api.post('/api/albums', { token: me.token, body: { name: 'From the CLI' } });
    expect(album.status).toBe(201);
    const albumId = album.body.data.album.id as string;
    const run = await runCli(
      [
        '--json',
        'upload',
        '--album',
        albumId,
        join(work, 'a.txt'),
        join(work, 'b.bin'),
        join(work, 'folder'),
        join(work, 'photo.jpg'),
        ...as(t, me),
      ],
      me.configDir,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const result = jsonOf(run) as unknown as { uploaded: { file: string; mediaId: string; sentBytes: number }[] };
    expect(result.uploaded.map((u) => u.file).sort()).toEqual(
      [
        join(work, 'a.txt'),
        join(work, 'b.bin'),
        join('folder', 'c.txt'),
        join('folder', 'inner', 'd.txt'),
        join(work, 'photo.jpg'),
      ].sort(),
    );
    expect(result.uploaded.every((u) => /^[\w-]+$/.test(u.mediaId))).toBe(true);
    const inAlbum = await t.api.get(`/api/albums/${albumId}/files`, { token: me.token });
    expect(inAlbum.body.data.total).toBe(5);

    const ls = await runCli(['--json', 'ls', '--limit', '100', ...as(t, me)], me.configDir);
    expect(ls.code).toBe(0);
    const files = jsonOf(ls).files as unknown as ListedFile[];
    expect(files.map((f) => f.originalName).sort()).toEqual(['a.txt', 'b.bin', 'c.txt', 'd.txt', 'photo.jpg']);
    for (const f of files) ids[f.originalName] = f.id;
    expect(files.find((f) => f.originalName === 'b.bin')?.size).toBe(300_000);

    // Its table, a search, a type, paging, a refused type.
    const [table, images, found, none, page, badType, rerun] = await Promise.all([
      runCli(['ls', ...as(t, me)], me.configDir),
      runCli(['--json', 'ls', '--type', 'image', ...as(t, me)], me.configDir),
      runCli(['--json', 'ls', '--search', 'photo', ...as(t, me)], me.configDir),
      runCli(['ls', '--search', 'zzzz-nothing', ...as(t, me)], me.configDir),
      runCli(['--json', 'ls', '--limit', '2', '--page', '3', ...as(t, me)], me.configDir),
      runCli(['ls', '--type', 'movies', ...as(t, me)], me.configDir),
      // The same command again (as after a Ctrl-C): what was finished is not sent twice.
      runCli(['--json', 'upload', join(work, 'a.txt'), join(work, 'folder'), ...as(t, me)], me.configDir),
    ]);
    expect(table.stderr).toBe('');
    expect(table.stdout).toMatch(/^ID\s+TYPE\s+SIZE\s+CREATED\s+TITLE/);
    expect(table.stdout).toContain(ids['b.bin']);
    expect(table.stdout).toContain('(5 files)');
    expect((jsonOf(images).files as unknown as ListedFile[]).map((f) => f.originalName)).toEqual(['photo.jpg']);
    expect((jsonOf(found).files as unknown as ListedFile[]).map((f) => f.originalName)).toEqual(['photo.jpg']);
    expect(none.stdout.trim()).toBe('No files match.');
    expect(jsonOf(page)).toMatchObject({ page: 3, limit: 2, total: 5, totalPages: 3 });
    expect(badType.code).not.toBe(0);
    expect(badType.stderr).toContain('Allowed choices are image, video, audio, document, other');
    expect(rerun.code).toBe(0);
    expect(jsonOf(rerun)).toMatchObject({ uploaded: [], failed: [], unfinished: 0 });
    expect((jsonOf(rerun).skipped as unknown as { mediaId: string }[]).map((f) => f.mediaId).sort()).toEqual(
      [ids['a.txt'], ids['c.txt'], ids['d.txt']].sort(),
    );
  });

  it('share prints a link that works for a stranger and its QR code; it passes every option of the share form', async () => {
    const everyOption = [
      '--password',
      'tea time',
      '--expires',
      '7d',
      '--max-views',
      '10',
      '--max-downloads',
      '3',
      '--keep-metadata',
      '--allow-embedding',
      '--recipient',
      'ana@example.com',
      '--recipient',
      'bo@example.com',
      '--leak-alert',
      '5',
      '--leak-auto-pause',
    ];
    const [plain, full, selection, short, badDate] = await Promise.all([
      runCli(['share', ids['b.bin'], ...as(t, me)], me.configDir),
      runCli(['--json', 'share', ids['photo.jpg'], ...everyOption, ...as(t, me)], me.configDir),
      runCli(
        ['--json', 'share', ids['a.txt'], ids['c.txt'], '--title', 'Two notes', '--no-leak-alert', ...as(t, me)],
        me.configDir,
      ),
      runCli(['share', ids['a.txt'], '--password', 'abc', ...as(t, me)], me.configDir),
      runCli(['share', ids['a.txt'], '--expires', 'soonish', ...as(t, me)], me.configDir),
    ]);

    expect(plain.code).toBe(0);
    const link = plain.stdout.split('\n')[0];
    expect(link).toMatch(/^http:\/\/vaultbox\.test\/s\/\S+$/);
    // The QR code in block characters: its corner squares, whatever the link (a run of 10 depended on the slug).
    expect(plain.stdout).toMatch(/▄{7}/);
    expect(plain.stdout).toMatch(/█▄{5}█/);
    expect((plain.stdout.match(/[█▀▄]/g) ?? []).length).toBeGreaterThan(100);
    // The link's host is the instance's APP_URL; the same slug on the test server is what a visitor opens.
    const slug = new URL(link).pathname.split('/').pop();
    const raw = await fetch(`${t.url}/r/${slug}`);
    expect(raw.status).toBe(200);
    expect(sha256(Buffer.from(await raw.arrayBuffer()))).toBe(sha256(bytes['b.bin']));

    expect(full.code).toBe(0);
    const share = jsonOf(full);
    expect(share).toMatchObject({
      kind: 'file',
      isPasswordProtected: true,
      maxViews: 10,
      maxDownloads: 3,
      stripMetadata: false,
      allowEmbedding: true,
      recipients: ['ana@example.com', 'bo@example.com'],
      leakAlertVisitors: 5,
      leakAutoPause: true,
    });
    const days = (new Date(String(share.expiresAt)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(jsonOf(selection)).toMatchObject({
      kind: 'selection',
      title: 'Two notes',
      itemCount: 2,
      leakAlertVisitors: null,
    });

    // The server's sentence for what it refuses; the CLI's own for what it cannot read.
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 4 characters long');
    expect(badDate.code).not.toBe(0);
    expect(badDate.stderr).toContain('a span like 7d');
  });

  it('get saves the same bytes, to a folder, a name or stdout; it does not overwrite without --force', async () => {
    const out = tempDir('get');
    const run = await runCli(['get', ids['b.bin'], '-o', `${out}/`, ...as(t, me)], me.configDir);
    expect(run.code).toBe(0);
    expect(sha256(readFileSync(join(out, 'b.bin')))).toBe(sha256(bytes['b.bin']));

    writeFileSync(join(out, 'other.txt'), 'old');
    const [again, forced, piped] = await Promise.all([
      runCli(['get', ids['b.bin'], '-o', out, ...as(t, me)], me.configDir),
      runCli(['--json', 'get', ids['a.txt'], '-o', join(out, 'other.txt'), '-f', ...as(t, me)], me.configDir),
      runCli(['get', ids['a.txt'], '-o', '-', ...as(t, me)], me.configDir),
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists: pass --force');
    expect(jsonOf(forced)).toMatchObject({ success: true, size: bytes['a.txt'].length });
    expect(readFileSync(join(out, 'other.txt'))).toEqual(bytes['a.txt']);
    expect(piped.stdout).toBe(bytes['a.txt'].toString());
  });

  it('rm asks (and refuses without a terminal) unless --yes; then the files are gone', async () => {
    const asked = await runCli(['rm', ids['d.txt'], ...as(t, me)], me.configDir);
    expect(asked.code).toBe(1);
    expect(asked.stderr).toContain('pass --yes');
    const removed = await runCli(['rm', ids['d.txt'], ids['c.txt'], '--yes', ...as(t, me)], me.configDir);
    expect(removed.code).toBe(0);
    const [ls, gone] = await Promise.all([
      runCli(['--json', 'ls', ...as(t, me)], me.configDir),
      runCli(['get', ids['d.txt'], '-o', tempDir('gone'), ...as(t, me)], me.configDir),
    ]);
    expect(jsonOf(ls).total).toBe(3);

    // A file deleted on the server is sent again by the same command; --again sends one that is still there.
    const [deletedOne, again] = await Promise.all([
      runCli(['--json', 'upload', join(work, 'folder', 'c.txt'), ...as(t, me)], me.configDir),
      runCli(['--json', 'upload', join(work, 'a.txt'), '--again', ...as(t, me)], me.configDir),
    ]);
    for (const run of [deletedOne, again]) {
      expect(run.code).toBe(0);
      expect(jsonOf(run)).toMatchObject({ skipped: [], failed: [] });
      expect((jsonOf(run).uploaded as unknown as unknown[]).length).toBe(1);
    }
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/^Error: .*not found/im);
  });

  it('prints the server sentence of a refused upload and exits non-zero', async () => {
    const [refused, missing] = await Promise.all([
      runCli(['upload', join(work, 'b.bin'), ...as(t, small)], small.configDir),
      runCli(['upload', join(work, 'nope.txt'), ...as(t, small)], small.configDir),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stdout + refused.stderr).toMatch(/Failed .*b\.bin: .*storage/i);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nope.txt: no such file or folder');
  });
});
