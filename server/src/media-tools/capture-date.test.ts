import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpegForTests } from '../../test/helpers/media-test-files.ts';
import { captureDate, exifCaptureDate, videoCaptureDate } from './capture-date.ts';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { probeMetadata } from './probe-metadata.ts';
import { runProcess } from './run-process.ts';

const hasFfmpeg = await ffmpegForTests();
const now = new Date('2026-06-15T12:00:00Z');

describe('captureDate', () => {
  it('reads EXIF and ISO dates as written, wall clock, no zone', () => {
    expect(captureDate('2024:05:17 14:03:22', now)).toBe('2024-05-17T14:03:22');
    expect(captureDate('2024-05-17T14:03:22.000000Z', now)).toBe('2024-05-17T14:03:22');
    expect(captureDate('2024-05-17T14:03:22+0200', now)).toBe('2024-05-17T14:03:22');
    expect(captureDate(' 1900:01:01 00:00:00 ', now)).toBe('1900-01-01T00:00:00');
  });

  it('ignores placeholders, impossible days, dates before 1900 and more than a day ahead', () => {
    for (const text of [
      '0000:00:00 00:00:00',
      '    :  :     :  :  ',
      '1899:12:31 23:59:59',
      '1904-01-01T00:00:00.000000Z',
      '1970-01-01T00:00:00.000000Z',
      '2024:02:30 10:00:00',
      '2024:13:01 10:00:00',
      '2024:05:17 24:00:00',
      '2026:06:16 12:00:01',
      'yesterday',
      '',
      undefined,
    ])
      expect(captureDate(text, now), String(text)).toBeUndefined();
    expect(captureDate('2026:06:16 11:59:59', now)).toBe('2026-06-16T11:59:59');
  });
});

describe('exifCaptureDate', () => {
  const jpegWith = async (exif: Record<string, Record<string, string>>) => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
      .jpeg()
      .withExif(exif)
      .toBuffer();
    return (await sharp(bytes).metadata()).exif;
  };

  it('prefers DateTimeOriginal, then DateTimeDigitized, then DateTime', async () => {
    const all = await jpegWith({
      IFD0: { DateTime: '2020:01:02 03:04:05' },
      IFD2: { DateTimeOriginal: '2019:07:08 09:10:11', DateTimeDigitized: '2019:07:09 00:00:00' },
    });
    expect(exifCaptureDate(all, now)).toBe('2019-07-08T09:10:11');
    const digitized = await jpegWith({
      IFD0: { DateTime: '2020:01:02 03:04:05' },
      IFD2: { DateTimeDigitized: '2019:07:09 00:00:00' },
    });
    expect(exifCaptureDate(digitized, now)).toBe('2019-07-09T00:00:00');
    expect(exifCaptureDate(await jpegWith({ IFD0: { DateTime: '2020:01:02 03:04:05' } }), now)).toBe(
      '2020-01-02T03:04:05',
    );
    const placeholder = await jpegWith({
      IFD0: { DateTime: '2020:01:02 03:04:05' },
      IFD2: { DateTimeOriginal: '0000:00:00 00:00:00' },
    });
    expect(exifCaptureDate(placeholder, now)).toBe('2020-01-02T03:04:05');
  });

  it('reads big-endian TIFF too, and yields nothing for damaged or missing EXIF', () => {
    // Big-endian TIFF, IFD0 at 8 with one DateTime entry whose text sits at 26.
    const tiff = Buffer.alloc(46);
    tiff.write('MM', 0, 'latin1');
    tiff.writeUInt16BE(42, 2);
    tiff.writeUInt32BE(8, 4);
    tiff.writeUInt16BE(1, 8);
    tiff.writeUInt16BE(0x0132, 10);
    tiff.writeUInt16BE(2, 12);
    tiff.writeUInt32BE(20, 14);
    tiff.writeUInt32BE(26, 18);
    tiff.write('2018:03:04 05:06:07\0', 26, 'latin1');
    expect(exifCaptureDate(tiff, now)).toBe('2018-03-04T05:06:07');
    expect(exifCaptureDate(Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]), now)).toBe('2018-03-04T05:06:07');
    expect(exifCaptureDate(tiff.subarray(0, 30), now)).toBeUndefined();
    const pointingAway = Buffer.from(tiff);
    pointingAway.writeUInt32BE(0xfffffff0, 4);
    expect(exifCaptureDate(pointingAway, now)).toBeUndefined();
    expect(exifCaptureDate(Buffer.from('not exif at all'), now)).toBeUndefined();
    expect(exifCaptureDate(undefined, now)).toBeUndefined();
  });
});

describe('videoCaptureDate', () => {
  it('prefers Apple’s local creation date to creation_time', () => {
    expect(
      videoCaptureDate(
        {
          creation_time: '2023-08-01T10:00:00.000000Z',
          'com.apple.quicktime.creationdate': '2023-08-01T12:00:00+0200',
        },
        now,
      ),
    ).toBe('2023-08-01T12:00:00');
    expect(videoCaptureDate({ creation_time: '2023-08-01T10:00:00.000000Z' }, now)).toBe('2023-08-01T10:00:00');
    expect(videoCaptureDate({ creation_time: '1904-01-01T00:00:00.000000Z' }, now)).toBeUndefined();
    expect(videoCaptureDate(undefined, now)).toBeUndefined();
  });
});

describe('probeMetadata reads the capture date', () => {
  const dir = mkdtemp(join(tmpdir(), 'vaultbox-capture-'));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it('of a JPEG from its EXIF', async () => {
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#f80' } })
      .jpeg()
      .withExif({ IFD2: { DateTimeOriginal: '2021:12:24 18:30:00' } })
      .toBuffer();
    expect((await probeMetadata(bytes, 'image/jpeg')).metadata).toEqual({
      width: 30,
      height: 20,
      takenAt: '2021-12-24T18:30:00',
    });
  });

  it.skipIf(!hasFfmpeg)('of an MP4 from its creation_time, and of a QuickTime file from Apple’s tag', async () => {
    const ffmpeg = resolveFfmpegPath()!;
    const make = async (name: string, metadata: string[]) => {
      const out = join(await dir, name);
      const lavfi = ['-f', 'lavfi', '-i', 'color=c=blue:s=64x48:d=0.5'];
      const run = await runProcess(ffmpeg, ['-v', 'error', ...lavfi, ...metadata, '-pix_fmt', 'yuv420p', out], {
        timeoutMs: 60_000,
        maxStdoutBytes: 1 << 16,
      });
      expect(run.code, run.stderr.toString()).toBe(0);
      return readFile(out);
    };
    const mp4 = await make('dated.mp4', ['-metadata', 'creation_time=2022-03-04T05:06:07Z']);
    expect((await probeMetadata(mp4, 'video/mp4')).metadata).toMatchObject({ takenAt: '2022-03-04T05:06:07' });
    const mov = await make('apple.mov', [
      '-movflags',
      'use_metadata_tags',
      '-metadata',
      'com.apple.quicktime.creationdate=2022-03-04T07:06:07+0200',
      '-metadata',
      'creation_time=2022-03-04T05:06:07Z',
    ]);
    expect((await probeMetadata(mov, 'video/quicktime')).metadata).toMatchObject({ takenAt: '2022-03-04T07:06:07' });
    const undated = await make('undated.mp4', []);
    expect((await probeMetadata(undated, 'video/mp4')).metadata.takenAt).toBeUndefined();
  });
});
