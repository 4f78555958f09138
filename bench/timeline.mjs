// The Photos timeline (docs/product.md, Photos) of one user with 1,000 and with 100,000 images and videos (the largest
// size on an instance of BENCH_INSTANCE_FILES files: other users hold the rest): the month list and a month's page,
// each under 50 concurrent connections (bench/load.mjs) and under a light load of 2, for a few seconds: req/s, p50,
// p99 and the 100k/1k ratio of req/s (docs/performance.md, Photos timeline).
// Usage: node --import tsx bench/timeline.mjs [sqlite|postgres] [seconds=5]
//   BENCH_ROUNDS=3 passes (medians are printed); BENCH_SIZES=1000 measures one size only;
//   BENCH_INSTANCE_FILES=1000000 (0: the user alone); BENCH_KEEP=1 leaves each size's data (folder in .tmp/, database)
//   and BENCH_REUSE=1 measures on it again without seeding.
//   postgres needs BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a database is made per size.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedTimelineFiles } from '../server/test/helpers/timeline-seed.ts';
import {
  analyzeAfterSeeding,
  benchDatabaseUrl,
  freshPostgresDatabase,
  openBenchDatabase,
  seedOtherUsers,
} from './bench-db.mjs';
import { BENCH_OWNER, median, signInHeaders, startAppServer, stopApp, timed } from './lib.mjs';
import { loadTest } from './load.mjs';

const dialect = process.argv[2] ?? 'sqlite';
const seconds = Number(process.argv[3] ?? 5);
const CONNECTIONS = 50;
const LIGHT = 2;
const sizes = process.env.BENCH_SIZES?.split(',').map(Number) ?? [1000, 100_000];
const INSTANCE_FILES = Number(process.env.BENCH_INSTANCE_FILES ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const root = new URL('..', import.meta.url).pathname;

/** As many months as the large library's seed fills (of 120): the small one's month list is as long. */
const THIN_MONTHS = 113;

const databaseNameOf = (size) => `vaultbox_bench_timeline_${size}`;

/** The owner's files by the e2e's seeder (rows only), then other users' copies of them, 1,000 rows a statement. */
async function seed(dataDir, databaseUrl, files, otherFiles) {
  const db = openBenchDatabase(dataDir, databaseUrl);
  const owner = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', BENCH_OWNER.email)
    .executeTakeFirstOrThrow();
  // A large library spans ten years (113 of its 120 months hold files). A small one holds one file in each of as many
  // months, so that both month lists answer the same number of months, and the rest in its four newest months, so that
  // a month's page of 200 is as full as a large library's: both sizes then answer the same work.
  const now = new Date('2026-11-15T12:00:00Z');
  if (files >= 10_000) {
    await seedTimelineFiles(db, owner.id, files, { seed: 1, now, months: 120 });
  } else {
    const monthAgo = (k) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 15, 12));
    for (let k = 0; k < THIN_MONTHS; k++)
      await seedTimelineFiles(db, owner.id, 1, { seed: k, now: monthAgo(k), months: 1 });
    const rest = files - THIN_MONTHS;
    for (let k = 0; k < 4; k++) {
      const count = k < 3 ? Math.floor(rest / 4) : rest - 3 * Math.floor(rest / 4);
      await seedTimelineFiles(db, owner.id, count, { seed: 100 + k, now: monthAgo(k), months: 1 });
    }
  }
  await seedOtherUsers(db, owner, files, otherFiles);
  await db.destroy();
  await analyzeAfterSeeding(databaseUrl);
}

async function measureSize(files, port) {
  const dataDir = join(root, '.tmp', `bench-timeline-${dialect}-${files}`);
  const databaseUrl = dialect === 'postgres' ? benchDatabaseUrl(databaseNameOf(files)) : '';
  let app;
  let seeding = { seconds: NaN };
  // BENCH_REUSE=1 measures again on the data a BENCH_KEEP=1 run left (seeding the instance's million rows takes minutes).
  if (!(process.env.BENCH_REUSE && existsSync(join(dataDir, 'master.key')))) {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await freshPostgresDatabase(databaseNameOf(files));
    app = await startAppServer({ port, dataDir, databaseUrl });
    await stopApp(app);
    const otherFiles = sizes.length > 1 && files === Math.max(...sizes) ? Math.max(0, INSTANCE_FILES - files) : 0;
    seeding = await timed(() => seed(dataDir, databaseUrl, files, otherFiles));
  }
  app = await startAppServer({ port, dataDir, databaseUrl });
  const api = `http://127.0.0.1:${port}/api`;
  const auth = await signInHeaders(api);
  const { buckets } = (await fetch(`${api}/timeline/buckets`, { headers: auth }).then((r) => r.json())).data;
  const busiest = [...buckets].sort((a, b) => b.count - a.count)[0];
  // A month picked by the request's number: every month with a full page in turn, in a scattered order.
  const full = buckets.filter((b) => b.count >= 200);
  const monthOf = (n) => full[(n * 7919) % full.length].month;
  const deep = Math.max(0, busiest.count - 200);
  // The page before the last, to name its last file as a scrolling client does (`after`).
  const before = await fetch(`${api}/timeline/buckets/${busiest.month}?offset=${deep - 1}&limit=1`, { headers: auth });
  const after = (await before.json()).data.files[0].id;
  const calls = {
    'month list (buckets)': '/timeline/buckets',
    'a full month, offset 0, limit 200': (n) => `/timeline/buckets/${monthOf(n)}?offset=0&limit=200`,
    [`the busiest month's last 200, scrolled to (after the file before it)`]: `/timeline/buckets/${busiest.month}?offset=${deep}&limit=200&after=${after}`,
    [`the busiest month's last 200, jumped to (offset ${deep})`]: `/timeline/buckets/${busiest.month}?offset=${deep}&limit=200`,
  };
  const runs = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of Object.entries(calls)) {
      const url = typeof path === 'function' ? (n) => `${api}${path(n)}` : `${api}${path}`;
      const loaded = await loadTest(url, { headers: auth, connections: CONNECTIONS, seconds });
      const light = await loadTest(url, { headers: auth, connections: LIGHT, seconds: Math.max(2, seconds / 2) });
      (runs[name] ??= []).push({ ...loaded, lightP99: light.p99, failures: loaded.failures + light.failures });
    }
  }
  await stopApp(app);
  if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  const results = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        lightP99: median(list.map((r) => r.lightP99)),
        failures: list.reduce((sum, r) => sum + r.failures, 0),
      },
    ]),
  );
  return { results, seedSeconds: seeding.seconds, months: buckets.length, busiest, full: full.length };
}

const measured = [];
for (const [i, size] of sizes.entries()) measured.push(await measureSize(size, 3341 + i));
const small = measured[0];
const large = measured.at(-1);
console.log(
  `\n${dialect}, ${CONNECTIONS} connections (and ${LIGHT} for the light p99), ${seconds} s per call and round, ` +
    `medians of ${ROUNDS} rounds; sizes ${sizes.join(', ')}, the largest on an instance of ` +
    `${Math.max(INSTANCE_FILES, Math.max(...sizes))} files\n`,
);
const columns = ['call (1k / 100k)', '1k req/s', '1k p50 ms', '1k p99 ms', '1k p99 ms at 2', '100k req/s'];
columns.push('100k p50 ms', '100k p99 ms', '100k p99 ms at 2', '100k/1k req/s');
console.log(`| ${columns.join(' | ')} |`);
console.log(`|${'---|'.repeat(columns.length)}`);
const f = (n) => n.toFixed(n < 10 ? 1 : 0);
const [smallNames, largeNames] = [Object.keys(small.results), Object.keys(large.results)];
for (const [i, name] of largeNames.entries()) {
  const a = small.results[smallNames[i]];
  const b = large.results[name];
  const label = smallNames[i] === name ? name : `${smallNames[i]} / ${name}`;
  const cells = [label, f(a.rps), f(a.p50), f(a.p99), f(a.lightP99), f(b.rps), f(b.p50), f(b.p99), f(b.lightP99)];
  cells.push((b.rps / a.rps).toFixed(2));
  console.log(`| ${cells.join(' | ')} |`);
  if (a.failures || b.failures) console.log(`  (failed requests: 1k ${a.failures}, 100k ${b.failures})`);
}
console.log(
  `\nmonths: 1k ${small.months} (${small.full} with 200 files or more, the busiest ${small.busiest.count}), ` +
    `100k ${large.months} (${large.full}, the busiest ${large.busiest.count})`,
);
console.log(`seeding: 1k ${small.seedSeconds.toFixed(1)} s, 100k ${large.seedSeconds.toFixed(1)} s`);
