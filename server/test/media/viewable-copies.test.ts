import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath, resolveFfprobePath } from '../../src/media-tools/ffmpeg-path.ts';
import { runProcess } from '../../src/media-tools/run-process.ts';
import { enqueueJob } from '../../src/repos/job.repo.ts';
import { MAKE_PREVIEW_JOB } from '../../src/domain/media/media-jobs.ts';
import { fixture } from '../helpers/fixtures.ts';
import { ffmpegForTests } from '../helpers/media-test-files.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { byteRoutes, downloadRoutes, viewRoutes } from '../share/public-routes.ts';
import { createShare, shareRow } from '../share/share-helpers.ts';
import { blobPath, rawGet, useMember, uploadId } from './media-helpers.ts';

// Browser-viewable copies (HEIC -> WebP, MKV/MOV -> H.264 MP4) and shares without location data.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const hasVideo = await ffmpegForTests();

/** ffprobe's view of some bytes: codecs, duration and every metadata tag. */
async function probe(bytes: Buffer, dir: string): Promise<{ codecs: string[]; duration: number; tags: string }> {
  const path = join(dir, `probe-${sha256(bytes).slice(0, 12)}`);
  await writeFile(path, bytes);
  const run = await runProcess(
    resolveFfprobePath()!,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { timeoutMs: 15_000, maxStdoutBytes: 1 << 20 },
  );
  const out = JSON.parse(run.stdout.toString()) as {
    streams: { codec_name: string; tags?: object }[];
    format: { duration: string; tags?: object };
  };
  return {
    codecs: out.streams.map((s) => s.codec_name),
    duration: Number(out.format.duration),
    tags: JSON.stringify([out.format.tags, ...out.streams.map((s) => s.tags)]),
  };
}

describe('browser-viewable copies and shares without location data', () => {
  const t = useTestApp();
  const me = useMember(t);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vaultbox-copies-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const get = (path: string) => rawGet(`${t.url}${path}`, { authorization: `Bearer ${me.token}` });
  const fileOf = async (id: string) => (await t.api.get(`/api/media/${id}`, { token: me.token })).body.data.file;

  async function processed(content: string | Buffer, name?: string) {
    const id = await uploadId(t, me.token, content, { name });
    await t.app.media.jobs.runUntilIdle();
    await t.app.media.previews.runUntilIdle();
    return { id, file: await fileOf(id) };
  }

  it('gives a HEIC photo an upright full-size WebP that the stream serves, and keeps the original for download', async () => {
    const original = await readFile(fixture('fixture-heic.heic'));
    const id = await uploadId(t, me.token, original, { name: 'fixture-heic.heic' });
    // Known from the type: "Preparing image..." from the first moment.
    expect(await fileOf(id)).toMatchObject({ previewState: 'pending', previewMimeType: null });
    // Made by the processing with its thumbnails, from the same decode: no copy job waits for the copy runner.
    await t.app.media.jobs.runUntilIdle();
    expect(await fileOf(id)).toMatchObject({
      thumbnailState: 'ready',
      previewState: 'ready',
      previewMimeType: 'image/webp',
      previewFailure: null,
    });

    const stream = await get(`/api/media/${id}/stream`);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('image/webp');
    expect(stream.headers['content-disposition']).toContain('fixture-heic.webp');
    // The fixture is a portrait photo stored sideways: upright it is taller than wide, at full size.
    const meta = await sharp(stream.body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.height / meta.width).toBeCloseTo(4 / 3, 1);
    expect(meta.width).toBeGreaterThan(160); // full size, not a thumbnail
    const ranged = await rawGet(`${t.url}/api/media/${id}/stream`, {
      authorization: `Bearer ${me.token}`,
      range: 'bytes=0-3',
    });
    expect([ranged.status, ranged.body.toString('latin1')]).toEqual([206, 'RIFF']);

    const download = await get(`/api/media/${id}/download`);
    expect(download.headers['content-type']).toBe('image/heic');
    expect(sha256(download.body)).toBe(sha256(original));
    // Encrypted at rest like every blob.
    expect((await readFile(blobPath(t, `${id}-preview`))).subarray(0, 4).toString('latin1')).toBe('VBX1');
  });

  it.runIf(hasVideo).each(['fixture.mkv', 'fixture-mjpeg.mov'])(
    '%s gets a playable H.264 MP4 of the same duration; the download stays the original',
    async (name) => {
      const original = await readFile(fixture(name));
      const { id, file } = await processed(original, name);
      expect(file).toMatchObject({ category: 'video', previewState: 'ready', previewMimeType: 'video/mp4' });
      const stream = await get(`/api/media/${id}/stream`);
      expect(stream.headers['content-type']).toBe('video/mp4');
      const copy = await probe(stream.body, dir);
      expect(copy.codecs[0]).toBe('h264');
      const source = await probe(original, dir);
      expect(Math.abs(copy.duration - source.duration)).toBeLessThan(0.5);
      // Range works on the copy, as a player seeks.
      const head = await rawGet(`${t.url}/api/media/${id}/stream`, {
        authorization: `Bearer ${me.token}`,
        range: 'bytes=4-7',
      });
      expect([head.status, head.body.toString('latin1')]).toEqual([206, 'ftyp']);
      expect(sha256((await get(`/api/media/${id}/download`)).body)).toBe(sha256(original));
    },
  );

  it.runIf(hasVideo)(
    "a share's preview answers 'not ready' while the copy is made, even when the original has the copy's type",
    async () => {
      // Each file as while its copy is made (pending, the job not run yet): an MKV, and an MP4 standing for one
      // holding HEVC, whose original has the type the copy will have, so it must not be what the preview serves.
      const mkv = await uploadId(t, me.token, await readFile(fixture('fixture.mkv')), { name: 'late.mkv' });
      const mp4 = await uploadId(t, me.token, await readFile(fixture('fixture-imovie.mp4')), { name: 'hevc.mp4' });
      await t.app.media.jobs.runUntilIdle();
      await t.app.media.previews.runUntilIdle();
      for (const id of [mkv, mp4]) {
        await t.ctx.db.updateTable('media_files').set({ preview_state: 'pending' }).where('id', '=', id).execute();
        const share = await createShare(t, me.token, { mediaFileId: id, maxViews: 5 });
        const early = await viewRoutes.preview(t, share.slug);
        expect([id, early.status, early.json?.code]).toEqual([id, 409, 'PREVIEW_NOT_READY']);
        expect(early.json?.error).toBe('This file is still being prepared for viewing. Try again in a moment.');
        expect((await shareRow(t, share.id)).current_views).toBe(0); // a refusal costs no view
        await enqueueJob(t.ctx.db, MAKE_PREVIEW_JOB, { mediaId: id });
        await t.app.media.previews.runUntilIdle();
        const ready = await viewRoutes.preview(t, share.slug);
        expect([id, ready.status, ready.headers.get('content-type')]).toEqual([id, 200, 'video/mp4']);
        expect((await probe(ready.body, dir)).codecs[0]).toBe('h264');
      }
    },
  );

  it.runIf(hasVideo)('leaves a video browsers play as it is, and records why a broken one has no copy', async () => {
    const webm = await processed(fixture('fixture.webm'));
    expect(webm.file).toMatchObject({ previewState: 'none', previewMimeType: null, previewFailure: null });
    const broken = await processed(fixture('fixture-corrupt.mkv'));
    // The owner is told the file could not be read, not ffmpeg's words.
    expect(broken.file).toMatchObject({ previewState: 'failed', previewFailure: 'unreadable' });
    expect(JSON.stringify(broken.file)).not.toContain('ffmpeg');
    const row = await t.ctx.db.selectFrom('media_files').selectAll().where('id', '=', broken.id).executeTakeFirst();
    expect(row?.preview_error).toBeTruthy();
    // A failed copy leaves the original playable through the stream.
    expect((await get(`/api/media/${broken.id}/stream`)).headers['content-type']).toBe('video/matroska');
  });

  async function gpsJpeg(): Promise<Buffer> {
    return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam', Model: 'Model X' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 29/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 40/1',
        },
      })
      .toBuffer();
  }

  it('serves a shared photo without EXIF or GPS on every public route, and the owner keeps them', async () => {
    const original = await gpsJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const id = await uploadId(t, me.token, original, { name: 'holiday.jpg' });
    const share = await createShare(t, me.token, { mediaFileId: id });
    const created = await t.api.get(`/api/share/${share.id}`, { token: me.token });
    expect(created.body.data.share.stripMetadata).toBe(true); // on by default for a photo

    for (const [route, call] of Object.entries(byteRoutes)) {
      if (route === 'thumbnail') continue; // thumbnails are WebP made from pixels
      const res = await call(t, share.slug);
      expect(res.status, route).toBeLessThan(300);
      expect(res.body.includes(Buffer.from('SecretCam')), route).toBe(false);
      if (route === 'raw range') continue;
      const meta = await sharp(res.body).metadata();
      expect([route, meta.format, meta.exif, meta.width]).toEqual([route, 'jpeg', undefined, 40]);
    }
    const own = await get(`/api/media/${id}/download`);
    expect(sha256(own.body)).toBe(sha256(original));
    expect(own.body.includes(Buffer.from('SecretCam'))).toBe(true);
  });

  it('serves the original when the owner turns stripping off, and strips again when it is turned back on', async () => {
    const original = await gpsJpeg();
    const id = await uploadId(t, me.token, original, { name: 'kept.jpg' });
    const share = await createShare(t, me.token, { mediaFileId: id, stripMetadata: false });
    expect(sha256((await downloadRoutes['GET download'](t, share.slug)).body)).toBe(sha256(original));
    const on = await t.api.put(`/api/share/${share.id}`, { token: me.token, body: { stripMetadata: true } });
    expect(on.body.data.share.stripMetadata).toBe(true);
    const stripped = await downloadRoutes['GET download'](t, share.slug);
    expect(stripped.body.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  const strippedSizeOf = async (id: string) =>
    (await t.ctx.db.selectFrom('media_files').select('stripped_size').where('id', '=', id).executeTakeFirstOrThrow())
      .stripped_size;

  it('makes the copy without location data when a share asks for it, before anyone visits', async () => {
    const id = await uploadId(t, me.token, await gpsJpeg(), { name: 'ahead.jpg' });
    const share = await createShare(t, me.token, { mediaFileId: id, stripMetadata: false });
    await t.app.media.previews.runUntilIdle();
    expect(await strippedSizeOf(id)).toBeNull(); // a share that keeps the data asks for no copy
    await t.api.put(`/api/share/${share.id}`, { token: me.token, body: { stripMetadata: true } });
    await t.app.media.previews.runUntilIdle();
    const size = await strippedSizeOf(id);
    expect(size).toBeGreaterThan(0);
    const res = await downloadRoutes['GET download'](t, share.slug);
    expect([res.status, res.body.length]).toEqual([200, Number(size)]);
    expect(res.body.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('does not strip by default what carries no camera data (a PDF), and refuses a bad stripMetadata', async () => {
    const id = await uploadId(t, me.token, fixture('fixture.pdf'));
    const share = await createShare(t, me.token, { mediaFileId: id });
    expect((await t.api.get(`/api/share/${share.id}`, { token: me.token })).body.data.share.stripMetadata).toBe(false);
    const bad = await t.api.post('/api/share', { token: me.token, body: { mediaFileId: id, stripMetadata: 'yes' } });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.error).toBe('string');
  });

  it.runIf(hasVideo)('serves a shared video without its location tag; the owner keeps it', async () => {
    const source = join(dir, 'located.mp4');
    const made = await runProcess(
      resolveFfmpegPath()!,
      [
        ...['-v', 'error', '-y', '-i', fixture('fixture.mov'), '-c', 'copy'],
        ...['-metadata', 'location=+48.8584+002.2945/', '-metadata', 'make=SecretCam', '-f', 'mp4', source],
      ],
      { timeoutMs: 15_000, maxStdoutBytes: 1 << 20 },
    );
    expect(made.code).toBe(0);
    const original = await readFile(source);
    expect((await probe(original, dir)).tags).toContain('48.8584');
    const id = await uploadId(t, me.token, original, { name: 'located.mp4' });
    await t.app.media.jobs.runUntilIdle();
    const share = await createShare(t, me.token, { mediaFileId: id });
    // Made ahead, before the first visitor: a large video's remux does not keep them waiting.
    await t.app.media.previews.runUntilIdle();
    expect(await strippedSizeOf(id)).toBeGreaterThan(0);
    for (const route of ['GET download', 'POST download', 'raw'] as const) {
      const res = await downloadRoutes[route](t, share.slug);
      expect(res.status, route).toBe(200);
      const copy = await probe(res.body, dir);
      expect(copy.tags, route).not.toContain('48.8584');
      expect(copy.tags, route).not.toContain('SecretCam');
      expect(copy.codecs[0], route).toBe('h264');
    }
    expect(sha256((await get(`/api/media/${id}/download`)).body)).toBe(sha256(original));
  });

  it('never serves the original when its copy cannot be made', async () => {
    // A JPEG that stops half-way: sharp refuses it, so the share answers 422 instead of leaking the EXIF.
    const whole = await gpsJpeg();
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.8));
    const id = await uploadId(t, me.token, truncated, { name: 'broken.jpg' });
    const share = await createShare(t, me.token, { mediaFileId: id });
    const res = await downloadRoutes['GET download'](t, share.slug);
    expect(res.status).toBe(422);
    expect(res.json?.code).toBe('METADATA_NOT_REMOVABLE');
    expect(res.body.includes(Buffer.from('SecretCam'))).toBe(false);
    // The download it reserved was given back.
    const row = await t.ctx.db.selectFrom('shares').selectAll().where('id', '=', share.id).executeTakeFirst();
    expect(Number(row?.current_downloads)).toBe(0);
  });
});
