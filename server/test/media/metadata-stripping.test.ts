import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath, resolveFfprobePath } from '../../src/media-tools/ffmpeg-path.ts';
import { runProcess } from '../../src/media-tools/run-process.ts';
import { sniffBuffer } from '../../src/media-tools/sniff-type.ts';
import { fixture } from '../helpers/fixtures.ts';
import { ffmpegForTests } from '../helpers/media-test-files.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { byteRoutes, downloadRoutes, type PublicResult } from '../share/public-routes.ts';
import { createShare } from '../share/share-helpers.ts';
import { rawGet, uploadId, useMember } from './media-helpers.ts';

// A share that promises "without location and camera data" keeps it for every type the app takes: each strippable
// type gets a clean copy of the same kind on every public byte route; any other answers 422, never the original.

const hasVideo = await ffmpegForTests();

const LOCATION = '+48.8577+002.2950/';
const TITLE = 'Secret title of the trip';
const COMMENT = 'Secret comment by the camera';
const TAGS = ['-metadata', `location=${LOCATION}`, '-metadata', `title=${TITLE}`, '-metadata', `comment=${COMMENT}`];
const SECRETS = ['48.8577', TITLE, COMMENT, 'SecretCam'];

interface Probe {
  formatName: string;
  brand: string | undefined;
  /** Every tag of the container and its streams, as text. */
  tags: string;
  streams: { codec: string; type: string; attachedPic: boolean }[];
}

describe('shares without location and camera data, for every type', () => {
  const t = useTestApp();
  const me = useMember(t);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vaultbox-stripping-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  let made = 0;
  async function ffmpeg(args: string[], ext: string): Promise<Buffer> {
    const out = join(dir, `made-${++made}.${ext}`);
    const run = await runProcess(resolveFfmpegPath()!, ['-v', 'error', '-y', ...args, out], {
      timeoutMs: 60_000,
      maxStdoutBytes: 1 << 20,
    });
    if (run.code !== 0) throw new Error(`ffmpeg failed: ${run.stderr.toString()}`);
    return readFile(out);
  }

  async function onDisk(bytes: Buffer): Promise<string> {
    const path = join(dir, `read-${++made}`);
    await writeFile(path, bytes);
    return path;
  }

  async function probe(bytes: Buffer): Promise<Probe> {
    const run = await runProcess(
      resolveFfprobePath()!,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', await onDisk(bytes)],
      { timeoutMs: 15_000, maxStdoutBytes: 1 << 20 },
    );
    const out = JSON.parse(run.stdout.toString()) as {
      streams: { codec_name: string; codec_type: string; disposition?: { attached_pic?: number }; tags?: object }[];
      format: { format_name: string; tags?: { major_brand?: string } };
    };
    return {
      formatName: out.format.format_name,
      brand: out.format.tags?.major_brand,
      tags: JSON.stringify([out.format.tags, ...out.streams.map((s) => s.tags)]),
      streams: out.streams.map((s) => ({
        codec: s.codec_name,
        type: s.codec_type,
        attachedPic: s.disposition?.attached_pic === 1,
      })),
    };
  }

  /** ffmpeg reads every packet of every stream without a single complaint. */
  async function decodesCleanly(bytes: Buffer): Promise<string> {
    const run = await runProcess(resolveFfmpegPath()!, ['-v', 'error', '-i', await onDisk(bytes), '-f', 'null', '-'], {
      timeoutMs: 60_000,
      maxStdoutBytes: 1 << 20,
    });
    return `${run.code} ${run.stderr.toString().trim()}`;
  }

  const leaks = (bytes: Buffer) => SECRETS.filter((secret) => bytes.includes(Buffer.from(secret)));

  async function sharedFile(bytes: Buffer, name: string, share: Record<string, unknown> = {}) {
    const id = await uploadId(t, me.token, bytes, { name });
    await t.app.media.jobs.runUntilIdle();
    const created = await createShare(t, me.token, { mediaFileId: id, ...share });
    // Made ahead, as a share that asks for it queues it.
    await t.app.media.previews.runUntilIdle();
    return { mediaId: id, ...created };
  }

  const wholeFileRoutes = ['raw', 'GET download', 'POST download'] as const;
  async function eachDownload(slug: string, check: (res: PublicResult, route: string) => Promise<void>) {
    for (const route of wholeFileRoutes) await check(await downloadRoutes[route](t, slug), route);
  }

  const videoCases = [
    {
      name: 'clip.mp4',
      make: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mp4'],
      type: 'video/mp4',
      brand: 'is',
    },
    {
      name: 'clip.m4v',
      make: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'ipod'],
      type: 'video/x-m4v',
      brand: 'M4V',
    },
    {
      name: 'clip.mov',
      make: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mov'],
      type: 'video/quicktime',
      brand: 'qt',
    },
    {
      name: 'clip.3gp',
      make: ['-s', '176x144', '-c:v', 'h263', '-c:a', 'aac', '-ar', '8000', '-ac', '1', '-f', '3gp'],
      type: 'video/3gpp',
      brand: '3gp',
    },
    {
      name: 'clip.3g2',
      make: ['-s', '176x144', '-c:v', 'h263', '-c:a', 'aac', '-ar', '8000', '-ac', '1', '-f', '3g2'],
      type: 'video/3gpp2',
      brand: '3g2',
    },
    // AVI cannot be written to a pipe with its index and sizes: its copy is the H.264 MP4 a browser plays.
    { name: 'clip.avi', make: ['-c:v', 'mpeg4', '-c:a', 'mp3', '-f', 'avi'], type: 'video/mp4', brand: 'is' },
    {
      name: 'clip.mkv',
      make: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'matroska'],
      type: 'video/matroska',
      brand: undefined,
    },
    {
      name: 'clip.webm',
      make: ['-c:v', 'libvpx', '-c:a', 'libopus', '-f', 'webm'],
      type: 'video/webm',
      brand: undefined,
    },
  ];

  it.runIf(hasVideo).each(videoCases)(
    '$name: every public byte route serves a playable copy of its kind without location, title or comment',
    async ({ name, make, type, brand }) => {
      const source = [
        ...['-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
      ];
      const original = await ffmpeg([...source, ...make, ...TAGS], name.split('.')[1]!);
      const before = await probe(original);
      expect(`${before.tags} ${original.toString('latin1')}`).toContain(TITLE);
      expect(`${before.tags} ${original.toString('latin1')}`).toContain(COMMENT);

      const share = await sharedFile(original, name);
      const shareAnswer = await t.api.get(`/api/share/${share.id}`, { token: me.token });
      expect(shareAnswer.body.data.share).toMatchObject({ stripMetadata: true, strippingProblem: null });

      const check = async (res: PublicResult, route: string) => {
        expect([route, res.status]).toEqual([route, 200]);
        expect(leaks(res.body), route).toEqual([]);
        const copy = await probe(res.body);
        for (const secret of SECRETS) expect(copy.tags, route).not.toContain(secret);
        expect(copy.streams.map((s) => s.type).sort(), route).toEqual(['audio', 'video']);
        expect(await decodesCleanly(res.body), route).toBe('0 ');
        return copy;
      };
      await eachDownload(share.slug, async (res, route) => {
        const copy = await check(res, route);
        expect([route, res.headers.get('content-type')]).toEqual([route, type]);
        expect([route, (await sniffBuffer(res.body, true)).mimeType]).toEqual([route, type]);
        if (brand) expect(copy.brand, route).toMatch(new RegExp(`^${brand}`));
      });
      // The preview serves the browser-viewable copy when the file has one, else the same clean copy.
      await check(await byteRoutes.preview(t, share.slug), 'preview');
      // The owner still downloads the file as it was uploaded.
      const own = await rawGet(`${t.url}/api/media/${share.mediaId}/download`, { authorization: `Bearer ${me.token}` });
      expect(own.body.equals(original)).toBe(true);
    },
  );

  async function shareFile(shareId: string): Promise<{ mediaFileId: string; strippingProblem: string | null }> {
    return (await t.api.get(`/api/share/${shareId}`, { token: me.token })).body.data.share;
  }

  it.runIf(hasVideo)('an MP4 keeps no iPhone-style data track and no cover picture in its copy', async () => {
    const original = await ffmpeg(
      [
        ...['-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10'],
        ...['-i', fixture('fixture.jpg')],
        ...['-map', '0', '-map', '1', '-c:v:0', 'libx264', '-pix_fmt', 'yuv420p', '-c:v:1', 'copy'],
        ...['-disposition:v:1', 'attached_pic', ...TAGS, '-f', 'mp4'],
      ],
      'mp4',
    );
    expect((await probe(original)).streams.some((s) => s.attachedPic)).toBe(true);
    const share = await sharedFile(original, 'covered.mp4');
    await eachDownload(share.slug, async (res, route) => {
      expect([route, res.status]).toEqual([route, 200]);
      expect((await probe(res.body)).streams, route).toEqual([{ codec: 'h264', type: 'video', attachedPic: false }]);
    });
  });

  const audioCases = [
    { name: 'song.mp3', from: 'fixture.mp3', format: 'mp3', type: 'audio/mpeg', cover: true },
    { name: 'memo.m4a', from: 'fixture.m4a', format: 'ipod', type: 'audio/x-m4a', cover: true },
    { name: 'song.flac', from: 'fixture.flac', format: 'flac', type: 'audio/flac', cover: true },
    { name: 'take.wav', from: 'fixture.wav', format: 'wav', type: 'audio/wav', cover: false },
    { name: 'song.ogg', from: 'fixture.ogg', format: 'ogg', type: 'audio/ogg', cover: false },
    { name: 'voice.opus', from: 'fixture.opus', format: 'ogg', type: 'audio/ogg; codecs=opus', cover: false },
  ];

  it.runIf(hasVideo).each(audioCases)(
    '$name: a share that asks for it serves the sound alone, without tags or cover art',
    async ({ name, from, format, type, cover }) => {
      const inputs = ['-i', fixture(from), ...(cover ? ['-i', fixture('fixture.jpg')] : [])];
      const maps = cover ? ['-map', '0:a', '-map', '1', '-disposition:v', 'attached_pic'] : ['-map', '0:a'];
      const original = await ffmpeg([...inputs, ...maps, '-c', 'copy', ...TAGS, '-f', format], name.split('.')[1]!);
      expect((await probe(original)).tags).toContain(COMMENT);
      const share = await sharedFile(original, name, { stripMetadata: true });
      expect((await shareFile(share.id)).strippingProblem).toBeNull();
      await eachDownload(share.slug, async (res, route) => {
        expect([route, res.status, res.headers.get('content-type')]).toEqual([route, 200, type]);
        expect(leaks(res.body), route).toEqual([]);
        const copy = await probe(res.body);
        expect(copy.tags, route).not.toContain(COMMENT);
        expect(
          copy.streams.map((s) => s.type),
          route,
        ).toEqual(['audio']);
        expect((await sniffBuffer(res.body, true)).mimeType, route).toBe(type);
        expect(await decodesCleanly(res.body), route).toBe('0 ');
      });
    },
  );

  const exif = {
    IFD0: { Make: 'SecretCam', Model: 'Model X' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 29/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 40/1' },
  };
  const canvas = () => sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } });

  /** A PNG chunk, for hiding text where a tool would not write it. */
  function pngChunk(type: string, data: Buffer): Buffer {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  }
  /** `png` with text chunks carrying the secrets put right after its header. */
  const withTextChunks = (png: Buffer) =>
    Buffer.concat([
      png.subarray(0, 33),
      pngChunk('tEXt', Buffer.from(`Comment\0${COMMENT}`, 'latin1')),
      pngChunk('iTXt', Buffer.from(`Location\0\0\0\0\0${LOCATION} SecretCam`, 'latin1')),
      png.subarray(33),
    ]);

  const imageCases: { name: string; make: () => Promise<Buffer>; type: string; format: string }[] = [
    { name: 'photo.jpg', make: () => canvas().jpeg().withExif(exif).toBuffer(), type: 'image/jpeg', format: 'jpeg' },
    { name: 'shot.png', make: () => canvas().png().withExif(exif).toBuffer(), type: 'image/png', format: 'png' },
    { name: 'pic.webp', make: () => canvas().webp().withExif(exif).toBuffer(), type: 'image/webp', format: 'webp' },
    { name: 'pic.avif', make: () => canvas().avif().withExif(exif).toBuffer(), type: 'image/avif', format: 'heif' },
    { name: 'scan.tif', make: () => readFile(fixture('fixture-bali.tif')), type: 'image/tiff', format: 'tiff' },
    { name: 'anim.gif', make: () => readFile(fixture('fixture.gif')), type: 'image/gif', format: 'gif' },
    // No HEVC encoder here: the copy of an iPhone photo is a JPEG, upright.
    { name: 'iphone.heic', make: () => readFile(fixture('fixture-heic.heic')), type: 'image/jpeg', format: 'jpeg' },
  ];

  async function expectCleanImage(slug: string, type: string, format: string) {
    for (const route of [...wholeFileRoutes, 'preview'] as const) {
      const res = route === 'preview' ? await byteRoutes.preview(t, slug) : await downloadRoutes[route](t, slug);
      // TIFF and AVIF are not previewable: their page offers the download.
      if (route === 'preview' && res.json?.code === 'NOT_PREVIEWABLE') continue;
      expect([route, res.status]).toEqual([route, 200]);
      expect(leaks(res.body), route).toEqual([]);
      if (route === 'preview') continue; // a HEIC photo's preview is its WebP
      expect([route, res.headers.get('content-type')]).toEqual([route, type]);
      const meta = await sharp(res.body, { animated: true }).metadata();
      expect([route, meta.format, meta.exif, meta.xmp, meta.comments]).toEqual([
        route,
        format,
        undefined,
        undefined,
        undefined,
      ]);
    }
  }

  it.each(imageCases)('$name: a copy of the same picture without EXIF, GPS or comments', async (image) => {
    const original = await image.make();
    const share = await sharedFile(original, image.name);
    expect((await shareFile(share.id)).strippingProblem).toBeNull();
    await expectCleanImage(share.slug, image.type, image.format);
  });

  it('an animated PNG keeps its frames and loses its text and EXIF chunks', async () => {
    const source = await ffmpeg(
      ['-f', 'lavfi', '-i', 'testsrc=duration=0.3:size=40x30:rate=10', '-plays', '0', '-f', 'apng'],
      'png',
    );
    const original = withTextChunks(source);
    expect((await sniffBuffer(original, true)).mimeType).toBe('image/apng');
    const share = await sharedFile(original, 'moving.png');
    await eachDownload(share.slug, async (res, route) => {
      expect([route, res.status, res.headers.get('content-type')]).toEqual([route, 200, 'image/apng']);
      expect(leaks(res.body), route).toEqual([]);
      expect(res.body.includes(Buffer.from('acTL')), route).toBe(true);
      expect(await decodesCleanly(res.body), route).toBe('0 ');
    });
  });

  const pictureCases = [
    // Bytes after the picture are not carried over.
    {
      name: 'paint.bmp',
      make: async () => Buffer.concat([await readFile(fixture('fixture.bmp')), Buffer.from(COMMENT)]),
    },
    { name: 'icon.ico', args: ['-pix_fmt', 'rgba', '-c:v', 'png', '-f', 'ico'] },
    { name: 'photo.jxl', args: ['-c:v', 'libjxl', '-f', 'image2'] },
  ];

  it.runIf(hasVideo).each(pictureCases)(
    '$name: no writer of its own, so its copy is the same pixels as a PNG',
    async ({ name, make, args }) => {
      const picture = make
        ? await make()
        : await ffmpeg(
            ['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=1', '-frames:v', '1', ...args!],
            name.split('.')[1]!,
          );
      const share = await sharedFile(picture, name);
      expect((await shareFile(share.id)).strippingProblem).toBeNull();
      await eachDownload(share.slug, async (res, route) => {
        expect([route, res.status, res.headers.get('content-type')]).toEqual([route, 200, 'image/png']);
        expect(leaks(res.body), route).toEqual([]);
        expect(res.headers.get('content-disposition'), route).toContain(`${name.split('.')[0]}.png`);
        const meta = await sharp(res.body).metadata();
        expect([route, meta.format, meta.exif, meta.comments]).toEqual([route, 'png', undefined, undefined]);
      });
    },
  );

  async function expectRefusedEverywhere(slug: string, original: Buffer) {
    for (const [route, call] of Object.entries(byteRoutes)) {
      if (route === 'thumbnail') continue; // made from pixels, never the file
      const res = await call(t, slug);
      expect([route, res.status, res.json?.code]).toEqual([route, 422, 'METADATA_NOT_REMOVABLE']);
      expect(res.json?.error, route).toMatch(/location and camera data/i);
      expect(res.body.includes(original.subarray(0, Math.min(64, original.length))), route).toBe(false);
    }
    const head = await fetch(`${t.url}/r/${slug}`, { method: 'HEAD' });
    expect(head.status).toBe(422);
  }

  it('a type it cannot clean is refused with a sentence on every public route, and the owner is told why', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><metadata>SecretCam</metadata></svg>',
    );
    // Off by default for what cannot be cleaned: the share serves the file as it is, as the owner sees.
    const open = await sharedFile(svg, 'drawing.svg');
    expect(await shareFile(open.id)).toMatchObject({ stripMetadata: false, strippingProblem: null });
    const asked = await sharedFile(svg, 'drawing.svg', { stripMetadata: true });
    expect((await shareFile(asked.id)).strippingProblem).toBe('unsupported_type');
    await expectRefusedEverywhere(asked.slug, svg);

    const pdf = await readFile(fixture('fixture.pdf'));
    const document = await sharedFile(pdf, 'report.pdf', { stripMetadata: true });
    expect((await shareFile(document.id)).strippingProblem).toBe('unsupported_type');
    await expectRefusedEverywhere(document.slug, pdf);
    // Turned off, the owner's choice is honoured again.
    await t.api.put(`/api/share/${document.id}`, { token: me.token, body: { stripMetadata: false } });
    expect((await shareFile(document.id)).strippingProblem).toBeNull();
    expect((await downloadRoutes['GET download'](t, document.slug)).body.equals(pdf)).toBe(true);
  });

  it('a copy that could not be made is remembered, refused at once, shown to the owner, and tried again on asking', async () => {
    const whole = await canvas().jpeg().withExif(exif).toBuffer();
    const broken = whole.subarray(0, Math.floor(whole.length * 0.8));
    const share = await sharedFile(broken, 'broken.jpg');
    expect((await shareFile(share.id)).strippingProblem).toBe('copy_failed');
    await expectRefusedEverywhere(share.slug, broken);
    const row = await t.ctx.db
      .selectFrom('media_files')
      .select(['stripped_size', 'stripped_error'])
      .where('id', '=', share.mediaId)
      .executeTakeFirstOrThrow();
    expect(row.stripped_size).toBeNull();
    expect(row.stripped_error).toBeTruthy();
    // Asking again (off, then on) tries again: still broken, still refused, never the original.
    await t.api.put(`/api/share/${share.id}`, { token: me.token, body: { stripMetadata: false } });
    expect((await shareFile(share.id)).strippingProblem).toBeNull();
    await t.api.put(`/api/share/${share.id}`, { token: me.token, body: { stripMetadata: true } });
    await t.app.media.previews.runUntilIdle();
    expect((await shareFile(share.id)).strippingProblem).toBe('copy_failed');
    expect((await downloadRoutes.raw(t, share.slug)).status).toBe(422);
  });
});
