import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { probeMetadata } from './probe-metadata.ts';
import { fixture } from '../../test/helpers/fixtures.ts';
import { ffmpegForTests, useGeneratedMedia } from '../../test/helpers/media-test-files.ts';

const hasFfmpeg = await ffmpegForTests();
const media = useGeneratedMedia({ av: hasFfmpeg });
const { files: generated, av } = media;

describe('images', () => {
  it.each([
    ['fixture.jpg', 'image/jpeg', 200, 133, '2010-12-31T02:06:26'],
    ['fixture.png', 'image/png', 200, 133],
    ['fixture.gif', 'image/gif', 200, 133],
    ['fixture.webp', 'image/webp', 200, 133],
    ['fixture-bali.tif', 'image/tiff', 725, 489],
    ['fixture-yuv420-8bit.avif', 'image/avif', 2048, 858],
    // The HEIC header (and its EXIF) is readable even where its HEVC pixels are not.
    ['fixture-heic.heic', 'image/heic', 3024, 4032, '2017-06-06T17:00:02'],
  ])('%s is %dx%d', async (name, mime, width, height, takenAt?: string) => {
    expect(await probeMetadata(fixture(name), mime)).toEqual({
      metadata: { width, height, ...(takenAt && { takenAt }) },
    });
  });

  it.each([
    ['exif-Landscape_1.jpg', 1800, 1200],
    ['exif-Landscape_3.jpg', 1800, 1200],
    ['exif-Landscape_6.jpg', 1800, 1200],
    ['exif-Landscape_8.jpg', 1800, 1200],
    ['exif-Portrait_5.jpg', 1200, 1800],
  ])('%s reports its upright size %dx%d', async (name, width, height) => {
    expect((await probeMetadata(fixture(name), 'image/jpeg')).metadata).toEqual({ width, height });
  });

  it('reads generated images, from a path or from bytes', async () => {
    expect((await probeMetadata(generated.png, 'image/png')).metadata).toEqual({ width: 300, height: 200 });
    const bytes = await readFile(generated.rotatedJpeg);
    expect((await probeMetadata(bytes, 'image/jpeg')).metadata).toEqual({ width: 200, height: 400 });
    expect((await probeMetadata(generated.svg, 'image/svg+xml')).metadata).toEqual({ width: 64, height: 32 });
  });

  it.skipIf(!hasFfmpeg)('reads BMP, which libvips cannot, through ffprobe', async () => {
    expect((await probeMetadata(fixture('fixture.bmp'), 'image/bmp')).metadata).toEqual({ width: 200, height: 133 });
  });

  it('gives a reason, not an exception, for a corrupt PNG', async () => {
    const result = await probeMetadata(fixture('fixture-corrupt.png'), 'image/png');
    expect(result.metadata).toEqual({});
    expect(result.reason).toMatch(/corrupt header/);
  });
});

describe.skipIf(!hasFfmpeg)('video', () => {
  it.each([
    ['fixture-imovie.mp4', 'video/mp4', 640, 356, 0.067],
    ['fixture.mov', 'video/quicktime', 268, 156, 0.099],
    ['fixture.mkv', 'video/matroska', 640, 356, 0.092],
    ['fixture.webm', 'video/webm', 640, 356, 0.072],
    ['fixture-null.webm', 'video/webm', 1920, 1080, 4.24],
    ['fixture-mjpeg.mov', 'video/quicktime', 640, 480, 1.5],
  ])('%s is %dx%d, %d s', async (name, mime, width, height, duration) => {
    const { metadata, reason } = await probeMetadata(fixture(name), mime);
    expect(reason).toBeUndefined();
    expect(metadata).toMatchObject({ width, height });
    expect(metadata.duration).toBeCloseTo(duration, 2);
  });

  it('reads a generated 2 s video from a path and from bytes', async () => {
    for (const source of [av.mp4, await readFile(av.mp4)]) {
      const { metadata } = await probeMetadata(source, 'video/mp4');
      expect(metadata).toMatchObject({ width: 320, height: 240 });
      expect(metadata.duration).toBeCloseTo(2, 1);
    }
  });

  it('swaps the sides of a video with a quarter-turn display rotation', async () => {
    expect((await probeMetadata(av.rotatedMp4, 'video/mp4')).metadata).toMatchObject({ width: 240, height: 320 });
  });

  it('gives a reason, not an exception, for a broken Matroska file or random bytes', async () => {
    const broken = await probeMetadata(fixture('fixture-corrupt.mkv'), 'video/matroska');
    expect(broken).toEqual({ metadata: {}, reason: expect.stringMatching(/ffprobe failed/) });
    const random = await probeMetadata(generated.random, 'video/mp4');
    expect(random.metadata).toEqual({});
    expect(random.reason).toBeTruthy();
  });
});

describe('video without ffmpeg', () => {
  it('gives a reason instead of failing', async () => {
    vi.stubEnv('FFMPEG_PATH', '/nonexistent/ffmpeg');
    vi.stubEnv('FFPROBE_PATH', '/nonexistent/ffprobe');
    try {
      expect(await probeMetadata(fixture('fixture.webm'), 'video/webm')).toEqual({
        metadata: {},
        reason: 'ffmpeg is not available',
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('audio', () => {
  // Durations as ffprobe reads them.
  it.each([
    ['fixture.mp3', 'audio/mpeg', 0.81],
    ['fixture.wav', 'audio/wav', 1.225],
    ['fixture.ogg', 'audio/ogg', 0.767],
    ['fixture.opus', 'audio/ogg; codecs=opus', 2.92],
    ['fixture.flac', 'audio/flac', 1.225],
    ['fixture.m4a', 'audio/x-m4a', 0.811],
    ['fixture-id3v2.flac', 'audio/flac', 1],
    ['fixture-bad-offset.mp3', 'audio/mpeg', 0.522],
  ])('%s lasts %d s', async (name, mime, duration) => {
    const { metadata, reason } = await probeMetadata(fixture(name), mime);
    expect(reason).toBeUndefined();
    expect(Object.keys(metadata)).toEqual(['duration']);
    expect(Math.abs((metadata.duration ?? 0) - duration)).toBeLessThan(0.05);
  });

  it.skipIf(!hasFfmpeg)('reads generated 1 s mp3 and wav, also from bytes', async () => {
    for (const [file, mime] of [
      [av.mp3, 'audio/mpeg'],
      [av.wav, 'audio/wav'],
    ]) {
      expect((await probeMetadata(file, mime)).metadata.duration).toBeCloseTo(1, 1);
      expect((await probeMetadata(await readFile(file), mime)).metadata.duration).toBeCloseTo(1, 1);
    }
  });

  it('gives a reason for audio it cannot read', async () => {
    const result = await probeMetadata(generated.random, 'audio/mpeg');
    expect(result.metadata).toEqual({});
    expect(result.reason).toBeTruthy();
  });
});

describe('anything', () => {
  it('reads no metadata from documents and other files', async () => {
    expect(await probeMetadata(fixture('fixture.pdf'), 'application/pdf')).toEqual({ metadata: {} });
    expect(await probeMetadata(generated.text, 'text/plain')).toEqual({ metadata: {} });
    expect(await probeMetadata(generated.random, 'application/octet-stream')).toEqual({ metadata: {} });
  });

  it('never throws, even for a file that does not exist', async () => {
    for (const mime of ['image/png', 'video/mp4', 'audio/mpeg']) {
      const result = await probeMetadata(path.join(media.dir, 'missing'), mime);
      expect(result.metadata).toEqual({});
      expect(result.reason).toBeTruthy();
    }
  });
});
