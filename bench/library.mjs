// A library of 1,000 and of 100,000 files of one user (with N/10, at most 10,000, shares), each call under 50
// concurrent connections (raw keep-alive sockets, bench/load.mjs) for a few seconds, beside a 100 MB download: req/s,
// p50, p99, the 100k/1k ratios and the server's CPU per request (all its threads, from /proc; with BENCH_NO_DOWNLOAD=1,
// what a request alone costs), and on PostgreSQL its processes' CPU per request.
// Usage: node --import tsx bench/library.mjs [sqlite|postgres] [seconds=8]
//   BENCH_ROUNDS=3 passes (medians are printed); BENCH_NO_DOWNLOAD=1 runs the calls alone (to see what the download costs); BENCH_SIZES=1000 measures one size only; BENCH_CALLS=page,search picks calls by a word of their name;
//   BENCH_KEEP=1 leaves each size's data folder in .tmp/ to study; BENCH_PROFILE=dir writes a V8 CPU profile of the server (--cpu-prof) into dir;
//   BENCH_NODE_FLAGS="--max-semi-space-size=32": flags for the server's node.
//   BENCH_INSTANCE_FILES=1000000: the files on the instance when the largest of several sizes runs (other users hold the rest; 0: none).
//   postgres needs BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a database is made per size.
// Its seeding and calls serve bench/million.mjs too (a library of 1,000,000 files, 1,000 users).
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { rmSync } from 'node:fs';
import { insertShare } from '../server/src/repos/share.repo.ts';
import { newShareSlug } from '../server/src/modules/share/share-slug.ts';
import { bytelessMediaRow } from '../server/test/helpers/media-rows.ts';
import {
  BENCH_OWNER,
  commandCpuMs,
  median,
  multipartFile,
  processCpuMs,
  request,
  signInHeaders,
  startAppServer,
  stopApp,
  timed,
} from './lib.mjs';
import {
  analyzeAfterSeeding,
  freshPostgresDatabase,
  openBenchDatabase,
  seedOtherUsers,
  settleSearchIndex,
} from './bench-db.mjs';
import { loadTest } from './load.mjs';

const execFileAsync = promisify(execFile);
const dialect = process.argv[2] ?? 'sqlite';
const seconds = Number(process.argv[3] ?? 8);
const CONNECTIONS = 50;
const sizes = process.env.BENCH_SIZES?.split(',').map(Number) ?? [1000, 100_000];
const INSTANCE_FILES = Number(process.env.BENCH_INSTANCE_FILES ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const root = new URL('..', import.meta.url).pathname;
const owner = BENCH_OWNER;
const CATEGORIES = [
  ['image', 'image/jpeg', 'jpg'],
  ['video', 'video/mp4', 'mp4'],
  ['audio', 'audio/mpeg', 'mp3'],
  ['document', 'application/pdf', 'pdf'],
];
const WORDS = ['sunset', 'harbour', 'birthday', 'mountain', 'garden', 'invoice', 'concert', 'beach', 'snow', 'city'];

async function databaseFor(size) {
  return dialect === 'postgres' ? freshPostgresDatabase(`vaultbox_bench_${size}`) : '';
}

function startApp(dataDir, databaseUrl, port) {
  return startAppServer({ port, dataDir, databaseUrl, env: { MAX_UPLOAD_BYTES: String(200 * 1024 * 1024) } });
}

/**
 * `files` media rows of one user, 1,000 per INSERT (20,000 rows in 10 s where a statement per row took 27 s; a million
 * in minutes, bench/million.mjs); the ids of the first `keep` come back.
 */
export async function seedFiles(db, userId, files, keep) {
  const start = Date.parse('2020-01-01T00:00:00Z');
  const mediaIds = [];
  for (let done = 0; done < files; done += 1000) {
    const rows = [];
    for (let i = done; i < Math.min(files, done + 1000); i++) {
      const [category, mime, ext] = CATEGORIES[i % CATEGORIES.length];
      const word = WORDS[i % WORDS.length];
      const row = bytelessMediaRow({
        user_id: userId,
        title: `${word} ${i}`,
        description: i % 7 === 0 ? `a ${WORDS[(i + 3) % WORDS.length]} afternoon` : '',
        original_name: `IMG_${String(i).padStart(6, '0')}.${ext}`,
        mime_type: mime,
        category,
        size: 1000 + ((i * 7919) % 5_000_000),
        tags: JSON.stringify(i % 5 === 0 ? [word] : []),
        view_count: i % 13,
        created_at: new Date(start + i * 60_000).toISOString(),
      });
      rows.push(row);
      if (mediaIds.length < keep) mediaIds.push(row.id);
    }
    await db.insertInto('media_files').values(rows).execute();
  }
  return mediaIds;
}

/** A share of each of `mediaIds` (a link to one file), in one transaction. */
export async function seedShares(db, userId, mediaIds) {
  await db.transaction().execute(async (trx) => {
    for (const mediaId of mediaIds) {
      const now = new Date().toISOString();
      await insertShare(trx, {
        id: randomUUID(),
        user_id: userId,
        media_id: mediaId,
        slug: newShareSlug(),
        password_hash: null,
        expires_at: null,
        max_views: null,
        max_downloads: null,
        allow_embedding: 0,
        is_active: 1,
        created_at: now,
        updated_at: now,
      });
    }
  });
}

/** Rows written straight through the repo layer (no blobs: the measured calls never read a file's bytes). */
async function seed(dataDir, databaseUrl, files, shares, otherFiles) {
  const db = openBenchDatabase(dataDir, databaseUrl);
  const user = await db.selectFrom('users').selectAll().where('email', '=', owner.email).executeTakeFirstOrThrow();
  const mediaIds = await seedFiles(db, user.id, files, shares);
  await seedOtherUsers(db, user, files, otherFiles);
  await seedShares(db, user.id, mediaIds);
  await settleSearchIndex(db);
  await db.destroy();
  // What autovacuum does to a database that grew: statistics for the planner, the visibility map for index-only scans.
  await analyzeAfterSeeding(databaseUrl);
}

// "img_" in each of its letter cases.
const SPELLINGS = ['img_', 'Img_', 'iMg_', 'imG_', 'IMg_', 'ImG_', 'iMG_', 'IMG_'];

/** The measured calls of a library of `files` files, by name: a path, or a function of the request's number. */
export function libraryCalls(files) {
  // The deepest full page: at 1,000 files page 50, at 100,000 page 2,500 (both through the anchors).
  const lastPage = Math.floor((files + 1) / 20);
  return {
    'page 1, newest first': '/media?page=1&limit=20',
    'deep page (2,500, or the deepest full page)': `/media?page=${Math.min(2500, lastPage)}&limit=20`,
    'sort by name': '/media?page=1&limit=20&sortBy=filename&sortOrder=asc',
    'sort by size, page 50': '/media?page=50&limit=20&sortBy=size',
    'category video': '/media?page=1&limit=20&category=video',
    'search "sunset"': '/media?page=1&limit=20&search=sunset',
    // A term not searched before on every request: nothing kept can answer it (names are IMG_000000 to IMG_099999).
    // The search ignores case, but each spelling is its own kept search: 8 spellings of each name, so a library of
    // 1,000 files gives 8,000 terms before one comes again, far more than the 500 searches a server keeps.
    'search, a new term each time': (n) =>
      `/media?page=1&limit=20&search=${SPELLINGS[Math.floor(n / files) % SPELLINGS.length]}${String(n % files).padStart(6, '0')}`,
    'search every filter': '/media/search?search=harbour&category=image&tags=harbour&minSize=1000&maxSize=4000000',
    'dashboard stats': '/user/stats',
    'storage figures': '/user/storage-breakdown',
    'library totals': '/media/stats',
    'recent files': '/user/recent-files',
    'share list': '/share?page=1&limit=20',
  };
}

async function measureSize(files, port) {
  const dataDir = join(root, '.tmp', `bench-library-${files}`);
  rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = await databaseFor(files);
  let app = await startApp(dataDir, databaseUrl, port);
  await stopApp(app);
  // The largest of several sizes runs on an instance of INSTANCE_FILES files: the rest belong to other users.
  const otherFiles = sizes.length > 1 && files === Math.max(...sizes) ? Math.max(0, INSTANCE_FILES - files) : 0;
  const seeding = await timed(() => seed(dataDir, databaseUrl, files, Math.min(10_000, files / 10), otherFiles));
  app = await startApp(dataDir, databaseUrl, port);
  const api = `http://127.0.0.1:${port}/api`;
  const auth = await signInHeaders(api, owner);

  // The 100 MB file the concurrent download reads, uploaded for real (encrypted).
  const payload = join(dataDir, 'payload.bin');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(payload, Buffer.alloc(100 * 1024 * 1024, 7));
  const body = multipartFile(payload);
  const uploaded = await request(`${api}/media/upload`, {
    method: 'POST',
    headers: { ...auth, ...body.headers },
    body: await body.stream(),
  });
  const bigId = JSON.parse(uploaded.text()).mediaId;
  // In a process of its own: in this one it would share the load generator's event loop.
  const download = async () => {
    const { stdout } = await execFileAsync('node', [
      join(root, 'bench/download-speed.mjs'),
      `${api}/media/${bigId}/download`,
      `Authorization: ${auth.Authorization}`,
    ]);
    return Number(stdout);
  };
  const alone = median([await download(), await download(), await download()]);
  // Downloads one after another while the load runs, from its second second to half a second before its end: beside
  // the load, not beside its start (its connections opening, each call's first requests).
  const downloadsBeside = async (loadSeconds) => {
    const begun = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const speeds = [];
    while (Date.now() - begun < (loadSeconds - 0.5) * 1000) speeds.push(await download());
    return speeds;
  };

  const calls = libraryCalls(files);
  // ROUNDS passes over the calls, interleaved, and the median of each figure: one pass on this machine varies by a third.
  const runs = {};
  const besides = [];
  const picked = process.env.BENCH_CALLS?.split(',');
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of Object.entries(calls)) {
      if (picked && !picked.some((word) => name.includes(word))) continue;
      const cpuBefore = processCpuMs(app.pid);
      const databaseCpuBefore = dialect === 'postgres' ? commandCpuMs('postgres') : null;
      const [loaded, beside] = await Promise.all([
        loadTest(typeof path === 'function' ? (n) => `${api}${path(n)}` : `${api}${path}`, {
          headers: auth,
          connections: CONNECTIONS,
          seconds,
        }),
        process.env.BENCH_NO_DOWNLOAD ? [alone] : downloadsBeside(seconds),
      ]);
      // The server's CPU (all its threads) per request answered: steadier between runs than req/s on a shared machine.
      const cpuMs = processCpuMs(app.pid);
      loaded.cpuPerRequest = cpuMs === null ? NaN : ((cpuMs - cpuBefore) * 1000) / (loaded.rps * seconds);
      // PostgreSQL's processes, on the same two cores (SQLite's work is inside the server's figure).
      const databaseCpuMs = databaseCpuBefore === null ? null : commandCpuMs('postgres');
      loaded.databaseCpuPerRequest =
        databaseCpuMs === null ? NaN : ((databaseCpuMs - databaseCpuBefore) * 1000) / (loaded.rps * seconds);
      (runs[name] ??= []).push(loaded);
      besides.push(...beside.map((speed) => speed / alone));
    }
  }
  const results = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        cpu: median(list.map((r) => r.cpuPerRequest)),
        databaseCpu: median(list.map((r) => r.databaseCpuPerRequest)),
        failures: list.reduce((sum, r) => sum + r.failures, 0),
        firstFailure: list.find((r) => r.failures)?.firstFailure,
      },
    ]),
  );
  const worstDownload = Math.min(...besides);
  const medianDownload = median(besides);
  await stopApp(app);
  if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  return { results, seedSeconds: seeding.seconds, alone, worstDownload, medianDownload };
}

/** The run of `node bench/library.mjs` (not when bench/million.mjs imports this file's parts). */
async function main() {
  const measured = [];
  for (const [i, size] of sizes.entries()) measured.push(await measureSize(size, 3321 + i));
  const small = measured[0];
  const large = measured.at(-1);
  console.log(
    `\n${dialect}, ${CONNECTIONS} connections, ${seconds} s per call and round, medians of ${ROUNDS} rounds, beside a 100 MB download\n`,
  );
  console.log(`sizes: ${sizes.join(', ')} (the table compares the first with the last)\n`);
  const withDatabase = dialect === 'postgres';
  const columns = [
    'call',
    '1k req/s',
    '1k p50 ms',
    '1k p99 ms',
    '100k req/s',
    '100k p50 ms',
    '100k p99 ms',
    '100k/1k req/s',
    '1k server CPU µs/req',
    '100k server CPU µs/req',
  ];
  if (withDatabase) columns.push('1k database CPU µs/req', '100k database CPU µs/req');
  console.log(`| ${columns.join(' | ')} |`);
  console.log(`|${'---|'.repeat(columns.length)}`);
  for (const name of Object.keys(large.results)) {
    const a = small.results[name];
    const b = large.results[name];
    const f = (n) => n.toFixed(n < 10 ? 1 : 0);
    const ratio = (b.rps / a.rps).toFixed(2);
    const cells = [name, f(a.rps), f(a.p50), f(a.p99), f(b.rps), f(b.p50), f(b.p99), ratio, f(a.cpu), f(b.cpu)];
    if (withDatabase) cells.push(f(a.databaseCpu), f(b.databaseCpu));
    console.log(`| ${cells.join(' | ')} |`);
    if (a.failures || b.failures) {
      const first = (a.firstFailure ?? b.firstFailure).replaceAll('\r\n', ' | ');
      console.log(`  (failed requests: 1k ${a.failures}, 100k ${b.failures}; the first: ${first})`);
    }
  }
  const pct = (x) => `${(x * 100).toFixed(0)} %`;
  console.log(
    `\ndownload alone: 1k ${small.alone.toFixed(0)} MB/s, 100k ${large.alone.toFixed(0)} MB/s; beside the load, median ` +
      `(worst): 1k ${pct(small.medianDownload)} (${pct(small.worstDownload)}), ` +
      `100k ${pct(large.medianDownload)} (${pct(large.worstDownload)})`,
  );
  console.log(`seeding: 1k ${small.seedSeconds.toFixed(1)} s, 100k ${large.seedSeconds.toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
