import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { noise } from '../helpers/media-test-files.ts';
import { blobPath, waitFor } from '../media/media-helpers.ts';
import { downloadRoutes } from './public-routes.ts';
import { buildSelection, getOrCut, readSomeThenLeave, unzip } from './download-all-helpers.ts';
import { grantFor, shareRow, useShareWorld } from './share-helpers.ts';

// "Download all" of a multi-file link (docs/product.md, Calls: Public shares): one ZIP of the link's files, streamed
// and decrypted as it goes, paid as ONE download of the link (docs/product.md, Share accounting).

const TEXT = Buffer.from('A sentence of the shared notes that must never be found on disk in clear. '.repeat(400));

describe('Download all', () => {
  const w = useShareWorld();
  let notes: MediaFileRow;
  let shouting: MediaFileRow;
  let odd: MediaFileRow;
  let photo: MediaFileRow;
  let photoBytes: Buffer;
  const shouted = noise('the other report', 50_000);
  const oddBytes = noise('an oddly named file', 1_000);

  const getUrl = (slug: string, query = '') => `${w.t.url}/api/share/public/s/${slug}/download-all${query}`;
  const getZip = (slug: string, init: RequestInit = {}, query = '') => fetch(getUrl(slug, query), init);

  beforeAll(async () => {
    notes = await buildMedia(w.t.ctx, w.owner.user, TEXT, { name: 'notes.txt' });
    shouting = await buildMedia(w.t.ctx, w.owner.user, shouted, { name: 'REPORT.BIN' });
    odd = await buildMedia(w.t.ctx, w.owner.user, oddBytes, { name: '.hidden: what?.bin' });
    photoBytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#369' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 29/1' } })
      .toBuffer();
    photo = await buildMedia(w.t.ctx, w.owner.user, photoBytes, { name: 'photo.jpg' });
  });

  it('streams every item byte for byte, in order, with safe unique UTF-8 names, text deflated, media stored', async () => {
    const share = await buildSelection(w.t, [w.file, notes, shouting, odd], 'Trip / été');
    const res = await getZip(share.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Trip _ _t_.zip"; filename*=UTF-8''Trip%20_%20%C3%A9t%C3%A9.zip`,
    );
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(entries.map(({ name, method }) => [name, method])).toEqual([
      ['report.bin', 0],
      ['notes.txt', 8],
      ['REPORT (2).BIN', 0],
      ['hidden_ what_.bin', 0],
    ]);
    for (const [entry, bytes] of [
      [entries[0], w.content],
      [entries[1], TEXT],
      [entries[2], shouted],
      [entries[3], oddBytes],
    ] as const) {
      expect(entry.data.equals(bytes), entry.name).toBe(true);
      expect(entry.crc32).toBe(crc32(bytes));
      expect(entry.utf8).toBe(true);
    }
    // Paid as one download of the link, kept once the last byte went out.
    await waitFor(async () => (await shareRow(w.t, share.id)).current_downloads === 1, 'the download kept');
  });

  it('serves each photo without its location and camera data where the link strips, as its own download does', async () => {
    const share = await buildSelection(w.t, [photo, w.file], 'Stripped', { stripMetadata: true });
    const res = await getZip(share.slug);
    expect(res.status).toBe(200);
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    // A file whose data cannot be removed is withheld from a stripping link, as its own page does.
    expect(entries.map((entry) => entry.name)).toEqual(['photo.jpg']);
    const [cleaned] = entries;
    expect(cleaned.data.equals(photoBytes)).toBe(false);
    expect((await sharp(cleaned.data).metadata()).exif).toBeUndefined();
    expect(cleaned.data.includes(Buffer.from('SecretCam'))).toBe(false);
    // The same copy a single download of that photo through a stripping link serves.
    const single = await buildShare(w.t.ctx, photo, { stripMetadata: true });
    const alone = await downloadRoutes['GET download'](w.t, single.slug);
    expect(alone.status).toBe(200);
    expect(cleaned.data.equals(alone.body)).toBe(true);
  });

  it('takes the password in the POST body or ?password=, or a page grant; refuses without', async () => {
    const share = await buildSelection(w.t, [w.file, notes], 'Locked', { password: 'zip-secret' });
    expect((await getZip(share.slug)).status).toBe(401);
    expect((await getZip(share.slug, {}, '?password=wrong')).status).toBe(401);
    expect((await getZip(share.slug, {}, '?password=zip-secret')).status).toBe(200);
    const posted = await fetch(`${w.t.url}/api/share/public/${share.slug}/download-all`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'zip-secret' }),
    });
    expect(posted.status).toBe(200);
    expect((await unzip(Buffer.from(await posted.arrayBuffer()))).map((e) => e.name)).toEqual([
      'report.bin',
      'notes.txt',
    ]);
    const grant = await grantFor(w.api, share.slug, 'zip-secret');
    const granted = await getZip(share.slug, { headers: { 'x-share-grant': grant } });
    expect(granted.status).toBe(200);
    await granted.arrayBuffer();
    expect((await getZip(share.slug, {}, `?grant=${encodeURIComponent(grant)}`)).status).toBe(200);
  });

  it('answers 404 for an unknown link and for a single-file link', async () => {
    expect((await getZip('no-such-link')).status).toBe(404);
    const single = await buildShare(w.t.ctx, w.file);
    expect((await getZip(single.slug)).status).toBe(404);
  });

  it('HEAD checks everything and pays nothing', async () => {
    const share = await buildSelection(w.t, [w.file, notes], 'Heads', { maxDownloads: 1 });
    const head = await getZip(share.slug, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/zip');
    expect(head.headers.get('content-length')).toBeNull();
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(0);
    await (await getZip(share.slug)).arrayBuffer();
    await waitFor(async () => (await shareRow(w.t, share.id)).current_downloads === 1, 'the download kept');
    expect((await getZip(share.slug, { method: 'HEAD' })).status).toBe(410);
  });

  it('is one download of the link: a second one past a limit of 1 is 410', async () => {
    const share = await buildSelection(w.t, [w.file, notes], 'Once', { maxDownloads: 1 });
    const first = await getZip(share.slug);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const second = await getZip(share.slug);
    expect(second.status).toBe(410);
    expect(((await second.json()) as { error: string }).error).toBe('Download limit reached');
  });

  it('200 concurrent Download all of a link limited to 5: exactly 5 succeed, whole', async () => {
    const share = await buildSelection(w.t, [w.file, notes], 'Crowd', { maxDownloads: 5 });
    const results = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const res = await getZip(share.slug);
        return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
      }),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    for (const r of ok)
      expect((await unzip(r.body)).map((e) => e.data.length)).toEqual([w.content.length, TEXT.length]);
    expect(results.filter((r) => r.status === 410)).toHaveLength(195);
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(5);
  });

  it('gives the download back when the visitor leaves mid-way', async () => {
    const big = await buildMedia(w.t.ctx, w.owner.user, noise('a big file to leave', 8 * 1024 * 1024), {
      name: 'big.bin',
    });
    const share = await buildSelection(w.t, [big, w.file], 'Left', { maxDownloads: 1 });
    expect(await readSomeThenLeave(getUrl(share.slug))).toBe(200);
    await waitFor(async () => (await shareRow(w.t, share.id)).current_downloads === 0, 'the download given back');
    // Given back: the one allowed download is still there.
    const again = await getZip(share.slug);
    expect(again.status).toBe(200);
    expect((await unzip(Buffer.from(await again.arrayBuffer()))).map((e) => e.name)).toEqual(['big.bin', 'report.bin']);
  });

  it('cuts the response, never a complete archive, when an item cannot be read, and gives the download back', async () => {
    const bytes = noise('a file that will be damaged', 3 * 1024 * 1024);
    const damaged = await buildMedia(w.t.ctx, w.owner.user, bytes, { name: 'damaged.bin' });
    const path = blobPath(w.t, damaged.id);
    const blob = readFileSync(path);
    blob[Math.floor(blob.length / 2)] ^= 0xff;
    writeFileSync(path, blob);
    const share = await buildSelection(w.t, [w.file, damaged, notes], 'Broken', { maxDownloads: 1 });
    const res = await getOrCut(getUrl(share.slug));
    expect(res.status).toBe(200);
    expect(res.outcome).toBe('cut');
    await expect(unzip(res.body)).rejects.toThrow();
    await waitFor(async () => (await shareRow(w.t, share.id)).current_downloads === 0, 'the download given back');
  });

  it('writes no decrypted byte to disk', async () => {
    const share = await buildSelection(w.t, [notes, w.file], 'On disk');
    const res = await getZip(share.slug);
    expect((await unzip(Buffer.from(await res.arrayBuffer())))[0].data.equals(TEXT)).toBe(true);
    const slices = [TEXT.subarray(0, 64), w.content.subarray(100_000, 100_064)];
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    const files = existsSync(w.t.dataDir) ? walk(w.t.dataDir) : [];
    expect(files.length).toBeGreaterThan(0);
    for (const path of files) {
      const content = readFileSync(path);
      for (const slice of slices) expect(content.includes(slice), path).toBe(false);
    }
  });
});
