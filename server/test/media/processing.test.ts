import { existsSync, readdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/repos/job.repo.ts';
import { fixture } from '../helpers/fixtures.ts';
import { playlistDisguisedAsModule, startConnectionCounter } from '../helpers/hostile-playlist.ts';
import { pdftoppmForTests, useGeneratedMedia } from '../helpers/media-test-files.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { blobPath, rawGet, useMember, uploadId } from './media-helpers.ts';

describe('background processing: metadata and thumbnails', () => {
  const { files, av } = useGeneratedMedia({ av: true });
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);

  async function processed(content: string | Buffer, name?: string) {
    const id = await uploadId(t, me.token, content, { name });
    await t.app.media.jobs.runUntilIdle();
    return { id, file: (await api.get(`/api/media/${id}`, { token: me.token })).body.data.file };
  }

  async function thumbnail(id: string, size: string) {
    const res = await rawGet(`${t.url}/api/media/${id}/thumbnail?size=${size}`, {
      authorization: `Bearer ${me.token}`,
    });
    return { res, meta: res.status === 200 ? await sharp(res.body).metadata() : null };
  }

  it('reads an EXIF-rotated photo upright: swapped dimensions and an upright thumbnail', async () => {
    const { id, file } = await processed(files.rotatedJpeg); // stored 400x200, orientation 6
    expect(file.metadata).toMatchObject({ width: 200, height: 400, duration: null });
    expect(file.thumbnailState).toBe('ready');
    const small = await thumbnail(id, 'small');
    expect(small.res.headers['content-type']).toBe('image/webp');
    expect(small.res.headers['x-content-type-options']).toBe('nosniff');
    expect(small.meta).toMatchObject({ format: 'webp', width: 80, height: 160 });
    // Upright it is blue on the left, red on the right.
    const { data, info } = await sharp(small.res.body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
    expect(pixel(10, 80)[2]).toBeGreaterThan(200);
    expect(pixel(70, 80)[0]).toBeGreaterThan(200);

    const photo = await processed(fixture('exif-Landscape_6.jpg'));
    expect(photo.file.metadata).toMatchObject({ width: 1800, height: 1200 });
    const large = await thumbnail(photo.id, 'large');
    expect(large.meta).toMatchObject({ width: 1280, height: 853 });
    expect((await thumbnail(photo.id, 'medium')).meta).toMatchObject({ width: 480 });
    expect((await thumbnail(photo.id, 'bogus')).meta).toMatchObject({ width: 480 }); // unknown size: medium
  });

  it('stores thumbnails encrypted under the file key, and removes its plaintext working copy', async () => {
    const { id } = await processed(files.png);
    for (const size of ['small', 'medium', 'large']) {
      const blob = readFileSync(blobPath(t, `${id}-thumb-${size}`));
      expect(blob.subarray(0, 4).toString('latin1')).toBe('VBX1');
      expect(blob.includes(Buffer.from('WEBP'))).toBe(false);
    }
    const workDir = join(t.dataDir, 'tmp');
    expect(existsSync(workDir) ? readdirSync(workDir) : []).toEqual([]);
  });

  it('never writes decrypted bytes to disk while processing (video over a loopback URL, images in memory)', async () => {
    const created: string[] = [];
    const watchers = [
      watch(t.dataDir, { recursive: true }, (_event, name) => name && created.push(join(t.dataDir, name))),
      watch(tmpdir(), (_event, name) => name && created.push(join(tmpdir(), name))),
    ];
    try {
      for (const path of [av.mp4, files.rotatedJpeg, av.mp3]) {
        const { file } = await processed(path);
        expect(file.category).not.toBe('other');
      }
      const video = await processed(av.mp4);
      expect(video.file.thumbnailState).toBe('ready');
    } finally {
      for (const w of watchers) w.close();
    }
    // Only encrypted blobs (and the database) are ever written under DATA_DIR; nothing of ours in the temp dir.
    const ours = created.filter(
      (p) => !p.startsWith(join(t.dataDir, 'blobs')) && !/\.(sqlite|db)(-wal|-shm|-journal)?$/.test(p),
    );
    expect(ours.filter((p) => p.startsWith(t.dataDir))).toEqual([]);
    expect(ours.filter((p) => p.includes('vaultbox-media-'))).toEqual([]);
    // And what is under blobs/ holds no slice of the video's plaintext.
    const plain = readFileSync(av.mp4);
    const slice = plain.subarray(Math.floor(plain.length / 2), Math.floor(plain.length / 2) + 64);
    for (const p of new Set(created.filter((c) => c.startsWith(join(t.dataDir, 'blobs')) && existsSync(c)))) {
      try {
        expect(readFileSync(p).includes(slice)).toBe(false);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
      }
    }
  });

  it('reads a video\u2019s size and duration and makes a thumbnail from a frame', async () => {
    const { id, file } = await processed(av.mp4);
    expect(file.metadata.width).toBe(320);
    expect(file.metadata.height).toBe(240);
    expect(file.metadata.duration).toBeCloseTo(2, 0);
    expect(file.thumbnailState).toBe('ready');
    expect((await thumbnail(id, 'small')).meta).toMatchObject({ width: 160, height: 120 });
  });

  it('reads an audio duration; no cover art means no thumbnail, a cover means one', async () => {
    const plain = await processed(av.mp3);
    expect(plain.file.metadata.duration).toBeGreaterThan(0.9);
    expect(plain.file.metadata.duration).toBeLessThan(1.2);
    expect(plain.file.thumbnailState).toBe('none');
    expect((await thumbnail(plain.id, 'small')).res.status).toBe(404);
    const covered = await processed(fixture('fixture-bad-offset.mp3'));
    expect(covered.file.thumbnailState).toBe('ready');
  });

  it('gives an iPhone HEIC photo upright thumbnails (sharp cannot decode it; libheif does, off the main thread)', async () => {
    const { id, file } = await processed(fixture('fixture-heic.heic'));
    expect(file).toMatchObject({ mimeType: 'image/heic', thumbnailState: 'ready' });
    expect((await thumbnail(id, 'small')).meta).toMatchObject({ format: 'webp', width: 120, height: 160 });
  });

  it.runIf(pdftoppmForTests())(
    'gives a PDF the picture of its first page (bytes fed to pdftoppm on stdin)',
    async () => {
      for (const name of ['fixture.pdf', 'fixture-minimal.pdf']) {
        const { id, file } = await processed(fixture(name));
        expect([name, file.category, file.thumbnailState]).toEqual([name, 'document', 'ready']);
        const medium = await thumbnail(id, 'medium');
        expect(medium.res.status).toBe(200);
        expect(medium.meta).toMatchObject({ format: 'webp' });
      }
      // A text file stays without one.
      expect((await processed(files.text)).file.thumbnailState).toBe('none');
    },
  );

  it('stores a playlist disguised as a tracker module without letting ffprobe fetch what it names', async () => {
    const listener = await startConnectionCounter();
    try {
      const bytes = playlistDisguisedAsModule(listener.url);
      const { id, file } = await processed(bytes, 'song.s3m');
      expect(file).toMatchObject({ mimeType: 'audio/x-s3m', category: 'audio', thumbnailState: 'none' });
      expect(file.metadata.duration).toBeNull();
      await t.app.media.previews.runUntilIdle();
      expect(listener.connections()).toBe(0);
      // Stored as it came: the owner downloads the same bytes.
      const download = await rawGet(`${t.url}/api/media/${id}/download`, { authorization: `Bearer ${me.token}` });
      expect(download.body.equals(bytes)).toBe(true);
    } finally {
      await listener.close();
    }
  });

  it('marks corrupt files failed with a reason, and keeps running', async () => {
    for (const name of ['fixture-corrupt.png', 'fixture-corrupt.mkv']) {
      const { id, file } = await processed(fixture(name));
      expect(file.thumbnailState).toBe('failed');
      expect((await thumbnail(id, 'small')).res.status).toBe(404);
      const row = await t.ctx.db
        .selectFrom('media_files')
        .select('thumbnail_error')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.thumbnail_error).toBeTruthy();
    }
    expect((await processed(files.png)).file.thumbnailState).toBe('ready');
  });

  it('marks a file whose stored bytes were tampered with as failed', async () => {
    const { id } = await processed(files.largeJpeg);
    const path = blobPath(t, id);
    const bytes = readFileSync(path);
    bytes[100] ^= 0xff;
    writeFileSync(path, bytes);
    await t.ctx.db.updateTable('media_files').set({ thumbnail_state: 'pending' }).where('id', '=', id).execute();
    await enqueueJob(t.ctx.db, 'media.process', { mediaId: id });
    await t.app.media.jobs.runUntilIdle();
    const file = (await api.get(`/api/media/${id}`, { token: me.token })).body.data.file;
    expect(file.thumbnailState).toBe('failed');
  });
});
