import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ThumbnailResult, Thumbnails } from './image-thumbnails.ts';
import { THUMBNAIL_SIZES } from '@vaultbox/common/schemas/media.ts';
import { bufferSource, withLoopbackUrl } from './loopback-url.ts';
import { makeThumbnails } from './thumbnails.ts';
import { fixture } from '../../test/helpers/fixtures.ts';
import { ffmpegForTests, pdftoppmForTests, useGeneratedMedia } from '../../test/helpers/media-test-files.ts';

const hasFfmpeg = await ffmpegForTests();
const media = useGeneratedMedia({ av: hasFfmpeg });
const { files: generated, av } = media;

function thumbnailsOf(result: ThumbnailResult): Thumbnails {
  if (!result.ok) throw new Error(`expected thumbnails, got: ${result.reason}`);
  return result.thumbnails;
}

async function sizesOf(thumbnails: Thumbnails): Promise<string[]> {
  return Promise.all(
    [thumbnails.small, thumbnails.medium, thumbnails.large].map(async (webp) => {
      // RIFF....WEBP: the container magic, checked on the bytes rather than trusting sharp.
      expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const { width, height, format } = await sharp(webp).metadata();
      expect(format).toBe('webp');
      return `${width}x${height}`;
    }),
  );
}

/** The sizes of the three thumbnails made of `source`, which must give some. */
async function sizesFor(...args: Parameters<typeof makeThumbnails>): Promise<string[]> {
  return sizesOf(thumbnailsOf(await makeThumbnails(...args)));
}

/** makeThumbnails takes a path or the bytes themselves: both must give these sizes. */
async function expectSizesFromPathAndBytes(file: string, mimeType: string, expected: string[]): Promise<void> {
  for (const source of [file, await readFile(file)]) expect(await sizesFor(source, mimeType)).toEqual(expected);
}

/** The fixture file `name`, of type `mimeType`, gives thumbnails of the `expected` sizes. */
async function expectFixtureSizes(name: string, mimeType: string, expected: string[]): Promise<void> {
  expect(await sizesFor(fixture(name), mimeType)).toEqual(expected);
}

/** A 4x4 colour grid: enough to tell a picture from its rotated or mirrored self. */
async function grid(image: Buffer | Sharp): Promise<Buffer> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  return pipeline.resize(4, 4, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

async function expectNoThumbnail(result: Promise<ThumbnailResult>, reason: RegExp) {
  const settled = await result;
  expect(settled.ok).toBe(false);
  if (!settled.ok) expect(settled.reason).toMatch(reason);
}

describe('image thumbnails', () => {
  it.each([
    ['fixture.jpg', 'image/jpeg'],
    ['fixture.png', 'image/png'],
    ['fixture.gif', 'image/gif'],
    ['fixture.webp', 'image/webp'],
  ])('%s (200x133) is made small and never enlarged', (name, mime) =>
    expectFixtureSizes(name, mime, ['160x106', '200x133', '200x133']),
  );

  it.each([
    ['fixture-bali.tif', 'image/tiff', ['160x108', '480x324', '725x489']],
    ['fixture-yuv420-8bit.avif', 'image/avif', ['160x67', '480x201', '1280x536']],
  ])('%s gets three WebP sizes', expectFixtureSizes);

  it('bounds a large image by its longest side, from a path or from bytes', async () => {
    await expectSizesFromPathAndBytes(generated.largeJpeg, 'image/jpeg', ['160x107', '480x320', '1280x853']);
  });

  it('turns a generated EXIF orientation 6 photo upright: stored top (red) ends on the right', async () => {
    const { medium } = thumbnailsOf(await makeThumbnails(generated.rotatedJpeg, 'image/jpeg'));
    const { data, info } = await sharp(medium).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 400]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [leftR, , leftB] = pixel(20, 200);
    const [rightR, , rightB] = pixel(180, 200);
    expect(leftB).toBeGreaterThan(200);
    expect(leftR).toBeLessThan(60);
    expect(rightR).toBeGreaterThan(200);
    expect(rightB).toBeLessThan(60);
  });

  it.skipIf(!hasFfmpeg)('makes BMP thumbnails through ffmpeg, which libvips cannot read', async () => {
    await expectFixtureSizes('fixture.bmp', 'image/bmp', ['160x106', '200x133', '200x133']);
  });

  it('renders SVG to a raster thumbnail (never serving the script inside)', async () => {
    const sizes = await sizesFor(generated.svg, 'image/svg+xml');
    expect(sizes).toEqual(['64x32', '64x32', '64x32']);
  });
});

describe('EXIF orientation fixtures', () => {
  let upright: Buffer;
  beforeAll(async () => {
    upright = await grid(thumbnailsOf(await makeThumbnails(fixture('exif-Landscape_1.jpg'), 'image/jpeg')).medium);
  });

  it.each(['exif-Landscape_3.jpg', 'exif-Landscape_6.jpg', 'exif-Landscape_8.jpg'])(
    '%s comes out landscape and looks like orientation 1',
    async (name) => {
      const thumbnails = thumbnailsOf(await makeThumbnails(fixture(name), 'image/jpeg'));
      expect(await sizesOf(thumbnails)).toEqual(['160x107', '480x320', '1280x853']);
      expect(difference(await grid(thumbnails.medium), upright)).toBeLessThan(12);
      // The check has teeth: the same bytes without EXIF rotation look clearly different.
      const stored = await grid(sharp(fixture(name)).resize(480, 480, { fit: 'fill' }));
      expect(difference(stored, upright)).toBeGreaterThan(30);
    },
  );

  it('exif-Portrait_5.jpg comes out portrait, transposed as orientation 5 says', async () => {
    const thumbnails = thumbnailsOf(await makeThumbnails(fixture('exif-Portrait_5.jpg'), 'image/jpeg'));
    expect(await sizesOf(thumbnails)).toEqual(['107x160', '320x480', '853x1280']);
    // Orientation 5 is a transpose: a quarter turn clockwise, then a mirror. Done by hand on the stored pixels
    // (raw, so no EXIF), one operation per pass because sharp orders operations within one pipeline itself.
    const { data, info } = await sharp(fixture('exif-Portrait_5.jpg')).raw().toBuffer({ resolveWithObject: true });
    const turned = await sharp(data, { raw: info }).rotate(90).png().toBuffer();
    const transposed = await sharp(turned).flop().png().toBuffer();
    expect(difference(await grid(thumbnails.medium), await grid(transposed))).toBeLessThan(12);
    expect(difference(await grid(turned), await grid(transposed))).toBeGreaterThan(20);
  });
});

describe('HEIC photos (decoded by libheif in a worker thread)', () => {
  it('get all three sizes, upright (an iPhone portrait stays portrait), from a path and from bytes', async () => {
    await expectSizesFromPathAndBytes(fixture('fixture-heic.heic'), 'image/heic', ['120x160', '360x480', '960x1280']);
  });

  it('bytes that are no HEIC give a reason, not an exception', async () => {
    await expectNoThumbnail(makeThumbnails(Buffer.from('not a picture at all'), 'image/heic'), /HEIC/);
    const cut = (await readFile(fixture('fixture-heic.heic'))).subarray(0, 5000);
    await expectNoThumbnail(makeThumbnails(cut, 'image/heic'), /HEIC/);
  });
});

describe('images without a thumbnail', () => {
  it('a corrupt PNG gives a reason', async () => {
    await expectNoThumbnail(makeThumbnails(fixture('fixture-corrupt.png'), 'image/png'), /corrupt/);
  });

  it('a truncated JPEG gives a reason instead of a half-grey picture', async () => {
    const jpeg = await readFile(fixture('exif-Landscape_1.jpg'));
    const truncated = path.join(media.dir, 'truncated.jpg');
    await writeFile(truncated, jpeg.subarray(0, jpeg.length / 2));
    // libvips keeps its messages per thread: on a busy machine the reason can arrive as its generic one.
    await expectNoThumbnail(makeThumbnails(truncated, 'image/jpeg'), /premature end|unknown error/i);
  });

  it('random bytes claimed to be an image give a reason', async () => {
    await expectNoThumbnail(makeThumbnails(generated.random, 'image/png'), /unsupported image format/);
  });

  it('an image above the pixel limit is refused before decoding', async () => {
    // A 12000x12000 (144 megapixel) picture in 80 bytes.
    const huge = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="12000" height="12000"/>');
    await expectNoThumbnail(makeThumbnails(huge, 'image/svg+xml'), /pixel limit/);
  });
});

describe.skipIf(!hasFfmpeg)('video thumbnails', () => {
  it.each([
    ['fixture-imovie.mp4', 'video/mp4', ['160x89', '480x267', '640x356']],
    ['fixture.mov', 'video/quicktime', ['160x93', '268x156', '268x156']],
    ['fixture.mkv', 'video/matroska', ['160x89', '480x267', '640x356']],
    ['fixture.webm', 'video/webm', ['160x89', '480x267', '640x356']],
    ['fixture-null.webm', 'video/webm', ['160x90', '480x270', '1280x720']],
    ['fixture-mjpeg.mov', 'video/quicktime', ['160x120', '480x360', '640x480']],
  ])('%s gets a frame in three sizes', expectFixtureSizes);

  it('takes a generated 2 s video frame from a path or from bytes', async () => {
    await expectSizesFromPathAndBytes(av.mp4, 'video/mp4', ['160x120', '320x240', '320x240']);
  });

  it('shows a rotated phone video upright', async () => {
    const sizes = await sizesFor(av.rotatedMp4, 'video/mp4');
    expect(sizes).toEqual(['120x160', '240x320', '240x320']);
  });

  it('falls back to the first frame when the seek point is past the end', async () => {
    const sizes = await sizesFor(av.mp4, 'video/mp4', { durationSeconds: 600 });
    expect(sizes).toEqual(['160x120', '320x240', '320x240']);
  });

  it('a broken Matroska file or random bytes give a reason', async () => {
    await expectNoThumbnail(makeThumbnails(fixture('fixture-corrupt.mkv'), 'video/matroska'), /ffmpeg failed/);
    // The same noise on every run, checked once not to decode: crypto-random bytes now and then hold a frame.
    const noise = await readFile(generated.random);
    expect(createHash('sha256').update(noise).digest('hex')).toBe(
      '43f2c519fe4b108b9c62f5f6aaee72519397e6f777856c1607d4e1f7918de6b4',
    );
    await expectNoThumbnail(makeThumbnails(generated.random, 'video/mp4'), /ffmpeg/);
  });
});

describe('video without ffmpeg', () => {
  it('gives a reason instead of failing', async () => {
    vi.stubEnv('FFMPEG_PATH', '/nonexistent/ffmpeg');
    vi.stubEnv('FFPROBE_PATH', '/nonexistent/ffprobe');
    try {
      await expectNoThumbnail(makeThumbnails(fixture('fixture.webm'), 'video/webm'), /ffmpeg is not available/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('audio thumbnails', () => {
  it('uses the 500x500 embedded cover art, never enlarged', async () => {
    const mp3 = fixture('fixture-bad-offset.mp3');
    await expectSizesFromPathAndBytes(mp3, 'audio/mpeg', ['160x160', '480x480', '500x500']);
  });

  it.each([
    ['fixture.mp3', 'audio/mpeg'],
    ['fixture.wav', 'audio/wav'],
    ['fixture.ogg', 'audio/ogg'],
    ['fixture.opus', 'audio/ogg; codecs=opus'],
    ['fixture.flac', 'audio/flac'],
    ['fixture.m4a', 'audio/x-m4a'],
  ])('%s has no cover, so no thumbnail', async (name, mime) => {
    await expectNoThumbnail(makeThumbnails(fixture(name), mime), /no embedded cover art/);
  });
});

describe.runIf(pdftoppmForTests())('PDF thumbnails (the first page, by pdftoppm)', () => {
  it.each(['fixture.pdf', 'fixture-minimal.pdf'])(
    '%s gets all three sizes, from a path and from bytes',
    async (name) => {
      for (const source of [fixture(name), await readFile(fixture(name))]) {
        const made = thumbnailsOf(await makeThumbnails(source, 'application/pdf'));
        const widths = await Promise.all(
          THUMBNAIL_SIZES.map(async (size) => (await sharp(made[size]).metadata()).width),
        );
        expect(widths[0]).toBeGreaterThan(0);
        expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
      }
    },
  );

  it('reads a large PDF from its loopback URL (decrypted ranges, never a file)', async () => {
    const bytes = await readFile(fixture('fixture.pdf'));
    const made = await withLoopbackUrl(bufferSource(bytes), (url) => makeThumbnails(url, 'application/pdf'));
    expect(made.ok).toBe(true);
  });

  it('gives a reason, not an exception, for bytes that are no PDF or when pdftoppm is missing', async () => {
    await expectNoThumbnail(makeThumbnails(Buffer.from('%PDF-1.7 not really'), 'application/pdf'), /pdftoppm/);
    const saved = process.env.PDFTOPPM_PATH;
    process.env.PDFTOPPM_PATH = '/nonexistent/pdftoppm';
    try {
      await expectNoThumbnail(makeThumbnails(fixture('fixture.pdf'), 'application/pdf'), /pdftoppm/);
    } finally {
      if (saved === undefined) delete process.env.PDFTOPPM_PATH;
      else process.env.PDFTOPPM_PATH = saved;
    }
  });
});

describe('documents and other files', () => {
  it('get no thumbnail, with a reason', async () => {
    await expectNoThumbnail(makeThumbnails(generated.text, 'text/plain'), /document/);
    await expectNoThumbnail(makeThumbnails(generated.random, 'application/octet-stream'), /other/);
  });

  it('a missing file gives a reason, not an exception', async () => {
    for (const mime of ['image/png', 'video/mp4', 'audio/mpeg']) {
      await expectNoThumbnail(makeThumbnails(path.join(media.dir, 'missing'), mime), /.+/);
    }
  });
});
