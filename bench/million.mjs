// A million files (docs/performance.md, A million files): the library's calls (bench/library.mjs) of one user with
// 1,000 files alone on an instance (the baseline), of one user with a large library, of a user with 1,000 files among
// many such users, and of a user with 1,000 files beside another user's large library, each call at 50 keep-alive
// connections (bench/load.mjs) for a few seconds: req/s, p50, p99 and the ratio of req/s to the baseline, then 2 s at
// 2 connections for its p99 at a light load; before them, in each round, its first request alone (timed: what it
// costs when the server no longer keeps its view) and a second not measured. On the large library also the heavy
// calls, one at a time: the dashboard's two calls, the storage recalculation, the JSON export and the archive export,
// with their time and the server's peak RSS.
// Usage: node --import tsx bench/million.mjs [sqlite|postgres] [seconds=4]
//   Default (under 10 minutes on SQLite): a large library of 100,000 files and 100 users of 1,000 files, the same
//   shape as the full size. BENCH_FULL=1: 1,000,000 files and 1,000 users of 1,000 (seeding takes minutes: keep it).
//   BENCH_LARGE=n and BENCH_USERS=n set either size; BENCH_SCENARIOS=large,many,neighbour,heavy picks (the baseline
//   always runs); BENCH_CALLS=page,search picks calls by a word of their name; BENCH_ROUNDS=1 passes (medians).
//   BENCH_NO_EXPORT=1 leaves the two exports out of the heavy calls (the archive of a million files takes minutes).
//   BENCH_KEEP=1 leaves each instance's data (folder in .tmp/, database) and BENCH_REUSE=1 measures on it again.
//   postgres needs BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a database per instance.
import { existsSync, linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import {
  analyzeAfterSeeding,
  settleSearchIndex,
  benchDatabaseUrl,
  freshPostgresDatabase,
  openBenchDatabase,
  seedOtherUsers,
} from './bench-db.mjs';
import { libraryCalls, seedFiles, seedShares } from './library.mjs';
import {
  BENCH_OWNER,
  median,
  procStatus,
  request,
  signInHeaders,
  startAppServer,
  stopApp,
  timed,
  withPeakRss,
} from './lib.mjs';
import { loadTest } from './load.mjs';
import { PLAIN_MAGIC } from '../server/src/storage/blob-format.ts';

const dialect = process.argv[2] ?? 'sqlite';
const seconds = Number(process.argv[3] ?? 4);
const CONNECTIONS = 50;
const LIGHT_CONNECTIONS = 2;
const LIGHT_SECONDS = 2;
const FULL = Boolean(process.env.BENCH_FULL);
const LARGE = Number(process.env.BENCH_LARGE ?? (FULL ? 1_000_000 : 100_000));
const USERS = Number(process.env.BENCH_USERS ?? (FULL ? 1000 : 100));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const SCENARIOS = process.env.BENCH_SCENARIOS?.split(',') ?? ['large', 'many', 'neighbour', 'heavy'];
const picked = process.env.BENCH_CALLS?.split(',');
const root = new URL('..', import.meta.url).pathname;
const SMALL = 1000;
// The neighbour of the large library: the first of the other users seedOtherUsers makes, with its password.
const NEIGHBOUR = { email: 'other-0@example.com', password: BENCH_OWNER.password };

/**
 * The instances: the owner's files and shares, and other users' copies of the owner's rows (seedOtherUsers: at most
 * 100,000 to a user, so the large library's neighbour is a copy of its first 1,000 files, the small library's shape).
 */
const instances = {
  small: { ownerFiles: SMALL, otherFiles: 0 },
  large: { ownerFiles: LARGE, otherFiles: SMALL },
  many: { ownerFiles: SMALL, otherFiles: (USERS - 1) * SMALL },
};

async function seed(dataDir, databaseUrl, { ownerFiles, otherFiles }) {
  const db = openBenchDatabase(dataDir, databaseUrl);
  const owner = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', BENCH_OWNER.email)
    .executeTakeFirstOrThrow();
  const shared = await seedFiles(db, owner.id, ownerFiles, Math.min(10_000, ownerFiles / 10));
  await seedOtherUsers(db, owner, Math.min(ownerFiles, SMALL), otherFiles);
  await seedShares(db, owner.id, shared);
  await settleSearchIndex(db);
  await db.destroy();
  await analyzeAfterSeeding(databaseUrl);
}

/** The instance's app, seeded (or, with BENCH_REUSE=1, as a BENCH_KEEP=1 run left it). */
async function openInstance(name, port) {
  const size = instances[name];
  const dataDir = join(root, '.tmp', `bench-million-${dialect}-${name}-${size.ownerFiles}-${size.otherFiles}`);
  const databaseName = `vaultbox_bench_million_${name}_${size.ownerFiles}_${size.otherFiles}`;
  const databaseUrl = dialect === 'postgres' ? benchDatabaseUrl(databaseName) : '';
  let seedSeconds = NaN;
  if (!(process.env.BENCH_REUSE && existsSync(join(dataDir, 'master.key')))) {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await freshPostgresDatabase(databaseName);
    await stopApp(await startAppServer({ port, dataDir, databaseUrl }));
    seedSeconds = (await timed(() => seed(dataDir, databaseUrl, size))).seconds;
  }
  const app = await startAppServer({ port, dataDir, databaseUrl });
  // A run that fails midway must not leave its server holding the port.
  process.once('exit', () => app.kill('SIGKILL'));
  const api = `http://127.0.0.1:${port}/api`;
  const close = async () => {
    await stopApp(app);
    if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, api, dataDir, databaseUrl, seedSeconds, close };
}

/** Each call (of `calls`, as BENCH_CALLS picks) under the load, ROUNDS interleaved passes, medians. */
async function measureCalls(api, auth, calls) {
  const runs = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of Object.entries(calls)) {
      if (picked && !picked.some((word) => name.includes(word))) continue;
      const url = typeof path === 'function' ? (n) => `${api}${path(n)}` : `${api}${path}`;
      // The first request alone, timed: after the other calls, what this view kept may be gone (the server keeps 500
      // searches; the new term's call makes thousands), so here it pays its one walk, as a person's first search does.
      const first = await timed(() => request(typeof url === 'function' ? url(0) : url, { headers: auth }));
      // A refused or failed first request would time an error page, not the call.
      if (first.result.status !== 200) throw new Error(`${name}: the first request answered ${first.result.status}`);
      // Then a second not measured, in every round: the 50 connections would otherwise all wait for that one walk at
      // the start of the measured seconds (a stall of 50 requests, too few to show in p99, that halves the rate).
      await loadTest(url, { headers: auth, connections: CONNECTIONS, seconds: 1 });
      const loaded = await loadTest(url, { headers: auth, connections: CONNECTIONS, seconds });
      // At 50 connections on two cores most of a request's time is its wait in the queue (Little's law): its time
      // at a light load (LIGHT_CONNECTIONS) is printed beside it.
      const light = await loadTest(url, { headers: auth, connections: LIGHT_CONNECTIONS, seconds: LIGHT_SECONDS });
      (runs[name] ??= []).push({ ...loaded, lightP99: light.p99, firstMs: first.seconds * 1000 });
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        lightP99: median(list.map((r) => r.lightP99)),
        firstMs: median(list.map((r) => r.firstMs)),
        failures: list.reduce((sum, r) => sum + r.failures, 0),
        firstFailure: list.find((r) => r.failures)?.firstFailure,
      },
    ]),
  );
}

/** One request alone: its time, the bytes answered and how far the server's RSS rose above where it was. */
async function heavyCall(app, url, options) {
  // A connection of its own: a kept-alive one may have been closed by the server while this process was busy.
  const fresh = { ...options, headers: { ...options.headers, connection: 'close' } };
  const { result, rssGrowth } = await withPeakRss(app.pid, () => timed(() => request(url, fresh)));
  return {
    status: result.result.status,
    seconds: result.seconds,
    bytes: result.result.length,
    rssGrowth,
    rss: procStatus(app.pid).rss,
  };
}

/**
 * `measure` run while every file of the owner has bytes: none (size 0), a hard link per file to one empty plain blob
 * (its marker only, server/src/storage/blob-format.ts) where the local store looks for it; then the rows and the
 * folder as seeded again.
 */
async function withEmptyBlobs({ dataDir, databaseUrl }, measure) {
  const db = openBenchDatabase(dataDir, databaseUrl);
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', BENCH_OWNER.email)
    .executeTakeFirstOrThrow();
  const ownRows = db.updateTable('media_files').where('user_id', '=', owner.id);
  const keys = (await db.selectFrom('media_files').select('storage_key').where('user_id', '=', owner.id).execute()).map(
    (row) => row.storage_key,
  );
  const blobs = join(dataDir, 'blobs');
  // One empty blob per 60,000 files: a file takes at most 65,000 links (ext4).
  const empties = Array.from({ length: Math.ceil(keys.length / 60_000) }, (_, i) => join(blobs, `bench-empty-${i}`));
  mkdirSync(blobs, { recursive: true });
  for (const empty of empties) writeFileSync(empty, PLAIN_MAGIC);
  const pathOf = (key) => join(blobs, key.slice(0, 2), key);
  for (const [i, key] of keys.entries()) {
    mkdirSync(join(blobs, key.slice(0, 2)), { recursive: true });
    linkSync(empties[Math.floor(i / 60_000)], pathOf(key));
  }
  await ownRows.set({ size: 0 }).execute();
  try {
    return await measure();
  } finally {
    // IMG_000123.jpg: file 123, whose size was 1000 + (123 * 7919) % 5000000 (bench/library.mjs, seedFiles).
    await ownRows
      .set((eb) => {
        const number = eb.cast(eb.fn('substr', [eb.ref('original_name'), eb.lit(5), eb.lit(6)]), 'bigint');
        return { size: eb(eb.lit(1000), '+', eb(eb(number, '*', eb.lit(7919)), '%', eb.lit(5_000_000))) };
      })
      .execute();
    await db.destroy();
    for (const key of keys) rmSync(pathOf(key));
    for (const empty of empties) rmSync(empty);
  }
}

/**
 * The heavy calls on the large library. The archive reads every file's bytes, and the seeded rows have none: for
 * it each of the owner's files is made an empty one (withEmptyBlobs) and put back after.
 */
async function measureHeavy(instance, auth) {
  const { app, api } = instance;
  // Each row printed as it is measured: the archive of a million files takes minutes.
  console.log(`\nheavy calls, one at a time, on the library of ${LARGE.toLocaleString('en')} files\n`);
  console.log('| call | status | seconds | MB answered | server RSS growth MB | server RSS after MB |');
  console.log('|---|---|---|---|---|---|');
  const show = (name, h) =>
    console.log(
      `| ${name} | ${h.status} | ${h.seconds.toFixed(2)} | ${mb(h.bytes)} | ${mb(h.rssGrowth)} | ${mb(h.rss)} |`,
    );
  const get = (path) => heavyCall(app, `${api}${path}`, { headers: auth });
  show('dashboard stats', await get('/user/stats'));
  show('recent files', await get('/user/recent-files'));
  const recalculate = { method: 'POST', headers: auth };
  show('storage recalculation', await heavyCall(app, `${api}/user/recalculate-storage`, recalculate));
  // The first pages after a change of the library: what was kept for the old version (a deep page's anchors, the
  // matches of a search) serves no more, so each of these pays its walk again, while every other request waits.
  const calls = libraryCalls(LARGE);
  for (const name of ['deep page (2,500, or the deepest full page)', 'sort by size, page 50', 'search "sunset"']) {
    const [file] = JSON.parse((await request(`${api}/media?limit=1`, { headers: auth })).text()).data.files;
    const edit = { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' } };
    const body = JSON.stringify({ title: `${file.title} (edited)` });
    const edited = await request(`${api}/media/${file.id}`, { ...edit, body: Readable.from([body]) });
    if (edited.status !== 200) throw new Error(`editing a file answered ${edited.status}: ${edited.text()}`);
    show(`${name}, first after an edit`, await get(calls[name]));
  }
  if (process.env.BENCH_NO_EXPORT) return;
  show('export (JSON)', await get('/user/export'));
  show('export (archive)', await withEmptyBlobs(instance, () => get('/user/export/archive')));
}

const f = (n) => n.toFixed(n < 10 ? 1 : 0);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);

function printRatios(title, base, results) {
  console.log(`\n${title}\n`);
  console.log(
    `| call | 1k alone req/s | 1k alone p99 ms | req/s | p50 ms | p99 ms | p99 ms at ${LIGHT_CONNECTIONS} connections | first request ms | ratio to 1k alone |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, b] of Object.entries(results)) {
    const a = base[name];
    if (!a) continue;
    const flag = b.rps / a.rps < 0.8 || b.p99 > 50 ? ' *' : '';
    console.log(
      `| ${name} | ${f(a.rps)} | ${f(a.p99)} | ${f(b.rps)} | ${f(b.p50)} | ${f(b.p99)} | ${f(b.lightP99)} | ${f(b.firstMs)} | ` +
        `${(b.rps / a.rps).toFixed(2)}${flag} |`,
    );
    if (b.failures)
      console.log(`  (failed requests: ${b.failures}; the first: ${b.firstFailure.replaceAll('\r\n', ' | ')})`);
  }
}

const started = Date.now();
const report = [];
let port = 3371;
const small = await openInstance('small', port++);
const baseline = await measureCalls(small.api, await signInHeaders(small.api, BENCH_OWNER), libraryCalls(SMALL));
await small.close();
report.push(['seeding 1k alone', small.seedSeconds]);

if (SCENARIOS.some((s) => ['large', 'neighbour', 'heavy'].includes(s))) {
  const large = await openInstance('large', port++);
  report.push([`seeding ${LARGE} files + a neighbour of 1k`, large.seedSeconds]);
  const ownerAuth = await signInHeaders(large.api, BENCH_OWNER);
  if (SCENARIOS.includes('large')) {
    printRatios(
      `one user with ${LARGE.toLocaleString('en')} files (a neighbour with 1,000 on the instance)`,
      baseline,
      await measureCalls(large.api, ownerAuth, libraryCalls(LARGE)),
    );
  }
  if (SCENARIOS.includes('neighbour')) {
    // The neighbour has no shares: its share list is not the baseline's.
    const calls = Object.fromEntries(Object.entries(libraryCalls(SMALL)).filter(([name]) => name !== 'share list'));
    printRatios(
      `a user with 1,000 files beside another user's ${LARGE.toLocaleString('en')}`,
      baseline,
      await measureCalls(large.api, await signInHeaders(large.api, NEIGHBOUR), calls),
    );
  }
  if (SCENARIOS.includes('heavy')) {
    await measureHeavy(large, ownerAuth);
  }
  await large.close();
}

if (SCENARIOS.includes('many')) {
  const many = await openInstance('many', port++);
  report.push([`seeding ${USERS} users of 1k`, many.seedSeconds]);
  printRatios(
    `one of ${USERS.toLocaleString('en')} users with 1,000 files each`,
    baseline,
    await measureCalls(many.api, await signInHeaders(many.api, BENCH_OWNER), libraryCalls(SMALL)),
  );
  await many.close();
}

console.log(
  `\n${dialect}, ${CONNECTIONS} connections, ${seconds} s per call and round, medians of ${ROUNDS}; * marks a ratio ` +
    `under 0.8 or a p99 over 50 ms`,
);
for (const [what, secs] of report) console.log(`${what}: ${Number.isNaN(secs) ? 'reused' : `${secs.toFixed(0)} s`}`);
console.log(`whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
