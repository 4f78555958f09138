// Processing at the tools' own speed: thumbnails and viewable copies of mixed photos (JPEG, PNG, WebP, HEIC) and one
// video's viewable copy, made by the app's job runners in a real server, beside sharp, heic-decode and ffmpeg alone on
// the same files with the same outputs, in the same run.
// Usage: node --import tsx bench/processing.mjs [photos=200]   (1000 for the full size)
// BENCH_VIDEO_SECONDS=60 (0: no video). The inputs are made once and kept in .tmp/bench-processing-inputs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { BENCH_OWNER, signInHeaders, startAppServer, stopApp } from './lib.mjs';

// The app's outputs (image-thumbnails.ts, image-copy.ts): three WebP thumbnails fitted inside these squares at
// quality 80, and for a HEIC photo a full-size WebP at quality 85.
const THUMBNAIL_SIDES = [160, 480, 1280];
const THUMBNAIL_QUALITY = 80;
const COPY_QUALITY = 85;

// ---- The baseline: sharp (and heic-decode) alone, in worker threads, one file at a time each ----

/**
 * The fastest way found to make the same outputs with the tools alone: one decode per photo (JPEG and WebP shrunk on
 * load) to the largest thumbnail's pixels, the two smaller ones made from those; a HEIC photo decoded by heic-decode
 * once for its thumbnails and its full-size copy. Two worker threads, one file each, libvips one thread per file.
 */
async function baselineWorker() {
  const { default: decodeHeic } = await import('heic-decode');
  // One libvips thread per file: two files in flight fill both cores. BENCH_SHARP_THREADS=2 to compare.
  sharp.concurrency(Number(process.env.BENCH_SHARP_THREADS ?? 1));
  sharp.cache(false);
  const open = (input) => sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 });
  async function thumbnails(image) {
    const fit = (side) => ({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await image.resize(fit(1280)).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    let bytes = 0;
    for (const side of THUMBNAIL_SIDES)
      bytes += (await sharp(data, raw).resize(fit(side)).webp({ quality: THUMBNAIL_QUALITY }).toBuffer()).length;
    return bytes;
  }
  parentPort.on('message', async ({ path, heic }) => {
    const input = readFileSync(path);
    let bytes;
    if (heic) {
      const images = await decodeHeic.all({ buffer: new Uint8Array(input) });
      const { width, height, data } = await images[0].decode();
      images.dispose?.();
      const rgba = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const pixels = { raw: { width, height, channels: 4 }, limitInputPixels: 100_000_000 };
      bytes = await thumbnails(sharp(rgba, pixels));
      bytes += (await sharp(rgba, pixels).webp({ quality: COPY_QUALITY }).toBuffer()).length;
    } else bytes = await thumbnails(open(input).rotate());
    parentPort.postMessage(bytes);
  });
}

async function baselinePhotos(photos) {
  const workers = Array.from({ length: 2 }, () => new Worker(new URL(import.meta.url)));
  let next = 0;
  const start = performance.now();
  await Promise.all(
    workers.map(async (worker) => {
      while (next < photos.length) {
        const photo = photos[next++];
        worker.postMessage({ path: photo.path, heic: photo.type === 'heic' });
        await new Promise((resolve) => worker.once('message', resolve));
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  await Promise.all(workers.map((w) => w.terminate()));
  return seconds;
}

// ---- The inputs ----

const ROOT = new URL('..', import.meta.url).pathname;
const INPUTS = join(ROOT, '.tmp', 'bench-processing-inputs');
const INPUTS_VERSION = '1';

// Every ten photos: four JPEG (12, 16 and 24 MP, some turned by their EXIF orientation as a phone's are), two HEIC
// (an iPhone's 12 MP photo), two PNG and two WebP (12 MP). Each is a copy of one of a few distinct pictures: every
// upload is stored, decoded and processed on its own, so copies cost what distinct pictures do.
const PATTERN = ['jpeg', 'heic', 'png', 'jpeg', 'webp', 'jpeg', 'heic', 'png', 'jpeg', 'webp'];
const DISTINCT = { jpeg: 6, png: 3, webp: 3 };
const JPEG_SIZES = [
  [4000, 3000],
  [4608, 3456],
  [6000, 4000],
];

/** Smooth colour fields (a small random picture enlarged) with fine grain: compresses and decodes like a photo. */
async function photoLike(width, height, seed) {
  const small = Buffer.alloc(48 * 32 * 3).map(
    (_, i) => Math.abs(Math.sin(i * 12.9898 + seed * 78.233) * 43758.5453) % 256,
  );
  const pixels = await sharp(small, { raw: { width: 48, height: 32, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  let noise = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    noise = (noise * 1103515245 + 12345) >>> 0;
    const value = pixels[i] + ((noise >>> 24) & 31) - 16;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

async function makeInputs(videoSeconds) {
  mkdirSync(INPUTS, { recursive: true });
  const marker = join(INPUTS, `version-${INPUTS_VERSION}`);
  if (!existsSync(marker)) {
    console.log('making the distinct pictures (once)...');
    for (let n = 0; n < DISTINCT.jpeg; n++) {
      const [width, height] = JPEG_SIZES[n % JPEG_SIZES.length];
      const image = await photoLike(width, height, n + 1);
      // Every other one stored sideways with EXIF orientation 6, as a phone held upright writes it.
      const oriented = n % 2 ? image.withMetadata({ orientation: 6 }) : image;
      await oriented.jpeg({ quality: 90 }).toFile(join(INPUTS, `jpeg-${n}.jpg`));
    }
    for (let n = 0; n < DISTINCT.png; n++)
      await (await photoLike(4000, 3000, 100 + n)).png({ compressionLevel: 6 }).toFile(join(INPUTS, `png-${n}.png`));
    for (let n = 0; n < DISTINCT.webp; n++)
      await (await photoLike(4000, 3000, 200 + n)).webp({ quality: 85 }).toFile(join(INPUTS, `webp-${n}.webp`));
    writeFileSync(marker, '');
  }
  const video = join(INPUTS, `hevc-1080p-${videoSeconds}s.mov`);
  if (videoSeconds > 0 && !existsSync(video)) {
    console.log(`making a ${videoSeconds} s 1080p HEVC video (once, takes minutes)...`);
    // An iPhone's kind of video: HEVC and AAC in a QuickTime file, which browsers cannot play: its copy is an H.264
    // encode (browserVideoArgs). Grain makes it as hard to encode as a real scene.
    const made = spawnSync(
      'ffmpeg',
      [
        ...[
          '-nostdin',
          '-v',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          'testsrc2=size=1920x1080:rate=30,noise=alls=12:allf=t',
        ],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(videoSeconds)],
        ...['-map', '0:v', '-map', '1:a', '-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error'],
        ...['-tag:v', 'hvc1', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', `${video}.part.mov`],
      ],
      { stdio: 'inherit' },
    );
    if (made.status !== 0) throw new Error('ffmpeg could not make the video');
    spawnSync('mv', [`${video}.part.mov`, video]);
  }
  const heic = join(ROOT, 'server/test/fixtures/fixture-heic.heic');
  const counters = { jpeg: 0, png: 0, webp: 0 };
  const pathOf = (type) => {
    if (type === 'heic') return heic;
    const n = counters[type]++ % DISTINCT[type];
    return join(INPUTS, `${type}-${n}.${type === 'jpeg' ? 'jpg' : type}`);
  };
  return {
    photos: (count) =>
      Array.from({ length: count }, (_, i) => ({ type: PATTERN[i % 10], path: pathOf(PATTERN[i % 10]) })),
    video: videoSeconds > 0 ? video : null,
  };
}

// ---- The app: files uploaded while no runner runs, then a real server processes them ----

/**
 * Uploads `paths` through the app's own upload route (in this process, its job runners stopped), so that the jobs
 * wait in the queue; the real server started next on the same data directory runs them from its first moment.
 */
async function uploadQueued(dataDir, env, paths) {
  const { buildConfig } = await import('../server/src/config.ts');
  const { buildApp } = await import('../server/src/app.ts');
  const config = buildConfig({ ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const app = await buildApp(config, { webDist: join(dataDir, 'no-web-dist') });
  await app.ready();
  await Promise.all([app.media.jobs.stop(), app.media.previews.stop()]);
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: BENCH_OWNER });
    const auth = { authorization: `Bearer ${login.json().data.token}` };
    const ids = [];
    for (const [n, path] of paths.entries()) {
      const boundary = `----bench-${n}`;
      const name = `photo-${n}${path.slice(path.lastIndexOf('.'))}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n`),
        Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
        readFileSync(path),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/media/upload',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
      ids.push(res.json().mediaId);
    }
    return ids;
  } finally {
    await app.close();
  }
}

const settled = (state) => state !== 'pending';

/**
 * Starts the real server on `dataDir` and polls the library (pages of 100, as the web app reads it) until every
 * file's thumbnail and viewable copy are settled; the seconds from the server's first answer, and each poll's time.
 */
async function processInServer(dataDir, env, port, count) {
  const app = await startAppServer({ port, dataDir, env });
  const start = performance.now();
  const api = `http://127.0.0.1:${port}/api`;
  try {
    const headers = await signInHeaders(api);
    const pollMs = [];
    const readPage = async (page) => {
      const begun = performance.now();
      const body = await fetch(`${api}/media?limit=100&page=${page}`, { headers }).then((r) => r.json());
      pollMs.push(performance.now() - begun);
      return body.data.files;
    };
    for (;;) {
      const files = [];
      for (let page = 1; files.length < count; page++) {
        const rows = await readPage(page);
        files.push(...rows);
        if (rows.length < 100) break;
      }
      const done = files.filter((f) => settled(f.thumbnailState) && settled(f.previewState));
      if (done.length === count) {
        const seconds = (performance.now() - start) / 1000;
        const failed = files.filter((f) => f.thumbnailState === 'failed' || f.previewState === 'failed');
        if (failed.length) console.log(`! ${failed.length} file(s) failed: ${JSON.stringify(failed[0])}`);
        // The same page read again with nothing running: what a poll costs on an idle server.
        const busyMs = pollMs.splice(0);
        for (let i = 0; i < 20; i++) await readPage(1);
        return { seconds, failed: failed.length, busyMs, idleMs: pollMs };
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await stopApp(app);
  }
}

// ---- ffmpeg alone with the app's arguments ----

async function baselineVideo(path) {
  const { browserVideoArgs } = await import('../server/src/media-tools/video-copy.ts');
  const { ffprobe } = await import('../server/src/media-tools/ffprobe.ts');
  const input = { protocols: 'file', demuxer: 'mov', input: `file:${path}` };
  const probe = await ffprobe(input);
  if (!probe.ok) throw new Error(probe.reason);
  const args = browserVideoArgs(input, probe.facts);
  const out = openSync('/dev/null', 'w');
  const start = performance.now();
  const code = await new Promise((resolve) =>
    spawn('ffmpeg', args, { stdio: ['ignore', out, 'inherit'] }).on('exit', resolve),
  );
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
  return { seconds: (performance.now() - start) / 1000, args };
}

// ---- The run ----

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

async function main() {
  const count = Number(process.argv[2] ?? 200);
  const videoSeconds = Number(process.env.BENCH_VIDEO_SECONDS ?? 60);
  const inputs = await makeInputs(videoSeconds);
  const photos = inputs.photos(count);
  const work = join(ROOT, '.tmp', 'bench-processing');
  rmSync(work, { recursive: true, force: true });
  const env = {
    OWNER_EMAIL: BENCH_OWNER.email,
    OWNER_PASSWORD: BENCH_OWNER.password,
    OWNER_USERNAME: 'bench',
    DATABASE_URL: '',
    DEFAULT_STORAGE_LIMIT: '1TB',
  };
  const kinds = ['jpeg', 'heic', 'png', 'webp'].map(
    (type) => `${photos.filter((p) => p.type === type).length} ${type}`,
  );
  console.log(`\n${count} photos (${kinds.join(', ')}), ${availableParallelism()} cores`);

  const rows = [];
  console.log('baseline: sharp and heic-decode alone...');
  const basePhotos = await baselinePhotos(photos);
  console.log(`  ${basePhotos.toFixed(1)} s`);
  console.log('the app: uploading (not timed), then the server processes...');
  await uploadQueued(
    join(work, 'photos'),
    env,
    photos.map((p) => p.path),
  );
  const app = await processInServer(join(work, 'photos'), env, 3391, count);
  console.log(`  ${app.seconds.toFixed(1)} s`);
  rows.push(['photos: thumbnails and copies', 'images/s', count / app.seconds, count / basePhotos, app.failed]);

  let video;
  if (inputs.video) {
    console.log('baseline: ffmpeg alone...');
    video = { base: await baselineVideo(inputs.video) };
    console.log(`  ${video.base.seconds.toFixed(1)} s`);
    console.log('the app: uploading (not timed), then the server makes the copy...');
    await uploadQueued(join(work, 'video'), env, [inputs.video]);
    video.app = await processInServer(join(work, 'video'), env, 3392, 1);
    console.log(`  ${video.app.seconds.toFixed(1)} s`);
    rows.push([
      `video: ${videoSeconds} s 1080p HEVC to H.264`,
      'videos/min',
      60 / video.app.seconds,
      60 / video.base.seconds,
      video.app.failed,
    ]);
  }

  console.log('\n| work | unit | the app | the tools alone | ratio | failed |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, unit, ours, base, failed] of rows)
    console.log(
      `| ${name} | ${unit} | ${ours.toFixed(2)} | ${base.toFixed(2)} | ${(ours / base).toFixed(2)} | ${failed} |`,
    );
  const ms = (xs) => `${quantile(xs, 0.5).toFixed(0)} / ${quantile(xs, 0.95).toFixed(0)} ms`;
  console.log(
    `\nA library page of 100 (median / p95) while the photos were processed: ${ms(app.busyMs)}; idle after: ${ms(app.idleMs)}`,
  );
  if (video) console.log(`ffmpeg ${video.base.args.join(' ')}`);
  rmSync(work, { recursive: true, force: true });
}

if (isMainThread) await main();
else await baselineWorker();
