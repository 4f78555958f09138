// A mixed crowd against one server, and the server's memory before, during and after it.
// Signed-in people browse their library (list pages, sorts, filters), search, open the player (the file's details,
// its view, a ranged read of its stream) and upload small files; visitors open public share pages (the HTML of
// /s/<slug> and the page's data call) and download the shared file. Each person loops over actions with 1-3 s of
// thought between them (pseudo-random, the same every run). The crowd grows in steps until the p99 of page calls passes
// 200 ms or the p99 time to a download's first byte passes 500 ms; the last step within both is the sustained crowd.
// Memory: the server's RSS (from /proc) at idle after start, during each step, after the crowd and a pause, and after a
// forced garbage collection.
// Usage: node --import tsx bench/mixed.mjs
//   BENCH_QUICK=1: steps of 10 s up to 100 people and short pauses (about a minute: to check the bench, not to measure);
//   BENCH_STEP_SECONDS=120: longer steps (default 40); BENCH_STEPS=25,50,100: the people of each step;
//   BENCH_USERS=10 accounts of BENCH_FILES=1000 files each; BENCH_FILE_KB=1024: the played and shared files' size;
//   BENCH_IDLE_SECONDS=60: the wait after start before idle is read; BENCH_PAUSE_SECONDS=60: the pause after the crowd;
//   BENCH_SNAPSHOTS=dir: heap snapshots of the server at idle and after the crowd into dir (a snapshot costs memory
//   itself: the figures after the idle one are then higher; compare them with bench/heap-summary.mjs).
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadKeyring } from '../server/src/keyring/keyring.ts';
import { openBenchDatabase, seedOtherUsers } from './bench-db.mjs';
import { seedFiles } from './library.mjs';
import {
  BENCH_OWNER,
  multipartFile,
  percentile,
  procStatus,
  request,
  rssByMapping,
  sampleRss,
  startAppServer,
  stopApp,
} from './lib.mjs';
import { askProbe } from './memory-probe.mjs';

const quick = Boolean(process.env.BENCH_QUICK);
const STEPS = (process.env.BENCH_STEPS ?? (quick ? '25,50,100' : '25,50,100,200,400,800,1600')).split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? (quick ? 10 : 40));
const USERS = Number(process.env.BENCH_USERS ?? (quick ? 5 : 10));
const FILES = Number(process.env.BENCH_FILES ?? 1000);
const FILE_KB = Number(process.env.BENCH_FILE_KB ?? 1024);
// V8 hands back what start-up left over some 40 s after (its memory reducer): idle is measured after a minute.
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? (quick ? 5 : 60));
const PAUSE_SECONDS = Number(process.env.BENCH_PAUSE_SECONDS ?? (quick ? 5 : 60));
const SNAPSHOTS = process.env.BENCH_SNAPSHOTS;
// The first seconds of a step are its new people arriving: not measured.
const ARRIVAL_SECONDS = Math.min(5, STEP_SECONDS / 4);
const LIMITS = { pageP99: 200, downloadTtfbP99: 500, errorShare: 0.01 };
const PORT = 3361;
const root = new URL('..', import.meta.url).pathname;
const work = join(root, '.tmp', 'bench-mixed');
const dataDir = join(work, 'data');
const probeFile = join(work, 'probe');
const base = `http://127.0.0.1:${PORT}`;
const MB = (bytes) => (bytes / 1024 / 1024).toFixed(0);

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// Behind a trusted proxy (as in docs/deployment.md) every person comes from an address of their own: the caps per
// address (sockets, open public streams) apply to each, not to the bench's one address.
const serverEnv = { TRUST_PROXY: '127.0.0.1', DEFAULT_STORAGE_LIMIT: '1TB', BENCH_PROBE_FILE: probeFile };
process.env.BENCH_NODE_FLAGS = [
  process.env.BENCH_NODE_FLAGS ?? '',
  '--expose-gc',
  '--import',
  pathToFileURL(join(root, 'bench/memory-probe.mjs')).href,
].join(' ');

// The schema and the owner come from a first start; the libraries are written straight through the repo layer.
let app = await startAppServer({ port: PORT, dataDir, env: serverEnv });
await stopApp(app);
const db = openBenchDatabase(dataDir, '');
const owner = await db.selectFrom('users').selectAll().where('email', '=', BENCH_OWNER.email).executeTakeFirstOrThrow();
await seedFiles(db, owner.id, FILES, 0);
// USERS - 1 more accounts, each a copy of the owner's library and password (other-<n>@example.com).
await seedOtherUsers(db, owner, FILES, FILES * (USERS - 1));
// A copied account holds the owner's wrapped key, which opens only for the owner's id: each gets a key of its own, so
// that it can upload (its copied rows have no bytes and are never read).
const keyring = await loadKeyring({ dataDir });
const others = await db.selectFrom('users').select('id').where('id', '!=', owner.id).execute();
for (const { id } of others)
  await db
    .updateTable('users')
    .set({ wrapped_key: keyring.newUserKey(id) })
    .where('id', '=', id)
    .execute();
await db.destroy();

app = await startAppServer({ port: PORT, dataDir, env: serverEnv });
process.once('exit', () => app.kill('SIGKILL'));
await sleep(Math.min(5, IDLE_SECONDS) * 1000);
const startedRss = procStatus(app.pid).rss;
await sleep(Math.max(0, IDLE_SECONDS - 5) * 1000);
const { rss: idleRss, threads: idleThreads } = procStatus(app.pid);
const idleMaps = rssByMapping(app.pid);
const idleHeap = await askProbe(app.pid, probeFile, 'look');
if (SNAPSHOTS) await snapshot('idle');

/** A fresh heap snapshot of the server in SNAPSHOTS (Chrome DevTools, Memory, loads it). */
async function snapshot(name) {
  mkdirSync(SNAPSHOTS, { recursive: true });
  await askProbe(app.pid, probeFile, `snapshot ${join(SNAPSHOTS, `mixed-${name}.heapsnapshot`)}`);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** JSON of a call that must succeed (setting up, not measured). */
async function call(path, { method = 'GET', headers = {}, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function upload(path, name, auth, agent, forwarded) {
  const form = multipartFile(path, 'file', name);
  const res = await request(`${base}/api/media/upload`, {
    method: 'POST',
    headers: { ...auth, ...form.headers, ...forwarded },
    body: await form.stream(),
    agent,
  });
  return res;
}

// Every account signs in, uploads two real files (the ones its people play) and shares the first.
const playedFile = join(work, 'played.bin');
writeFileSync(playedFile, randomBytes(FILE_KB * 1024));
const smallFile = join(work, 'small.bin');
writeFileSync(smallFile, randomBytes(32 * 1024));
const emails = [BENCH_OWNER.email, ...Array.from({ length: USERS - 1 }, (_, n) => `other-${n}@example.com`)];
const accounts = [];
for (const email of emails) {
  const login = await call('/api/auth/login', { method: 'POST', body: { email, password: BENCH_OWNER.password } });
  const auth = { Authorization: `Bearer ${login.data.token}` };
  const played = [];
  for (const name of ['clip-1.bin', 'clip-2.bin']) {
    const res = await upload(playedFile, name, auth);
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.text()}`);
    played.push(JSON.parse(res.text()).mediaId);
  }
  const share = await call('/api/share', {
    method: 'POST',
    headers: auth,
    body: { mediaFileId: played[0], allowEmbedding: false },
  });
  accounts.push({ auth, played, slug: share.data.share.slug });
}
const hasWebBuild = existsSync(join(root, 'web/dist/index.html'));

/** Pseudo-random numbers in [0, 1) from a seed (mulberry32): the same crowd every run. */
function randomFrom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// What the current step has measured: page calls (JSON and HTML, whole answer), byte calls (time to first byte of a
// download or a ranged read), uploads (whole answer), all answers and failures.
let step = null;
function record(kind, res, expected) {
  if (!step || Date.now() < step.measureFrom) return;
  step.requests++;
  if (res.status !== expected) {
    step.errors++;
    step.firstError ??= `${kind}: ${res.status} ${res.text?.().slice(0, 200) ?? ''}`;
    return;
  }
  step[kind].push(kind === 'bytes' ? res.firstByteMs : res.ms);
}
function recordFailure(kind, error) {
  if (!step || Date.now() < step.measureFrom) return;
  step.requests++;
  step.errors++;
  step.firstError ??= `${kind}: ${error.message}`;
}

const SORTS = ['createdAt', 'filename', 'size', 'viewCount'];
const CATEGORIES = ['image', 'video', 'audio', 'document'];
const TERMS = ['sunset', 'harbour', 'birthday', 'beach', 'img_000', 'invoice', 'concert 12'];

/** One person: their loop of actions until `crowd.stopped`. Three in five are signed in, the rest are visitors. */
function person(index, crowd) {
  const random = randomFrom(index + 1);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const forwarded = { 'X-Forwarded-For': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}` };
  const account = accounts[index % accounts.length];
  const signedIn = index % 5 < 3;
  const get = async (kind, path, expected = 200, headers = {}) => {
    const begun = process.hrtime.bigint();
    try {
      const res = await request(`${base}${path}`, {
        headers: { ...forwarded, ...(signedIn && account.auth), ...headers },
        agent,
      });
      res.ms = Number(process.hrtime.bigint() - begun) / 1e6;
      record(kind, res, expected);
    } catch (error) {
      recordFailure(kind, error);
    }
  };

  const actions = signedIn
    ? [
        // Browsing: a list page with a sort, sometimes a category.
        [
          4,
          () => {
            const category = random() < 0.3 ? `&category=${pick(CATEGORIES)}` : '';
            const order = random() < 0.5 ? 'asc' : 'desc';
            const page = 1 + Math.floor(random() * 10);
            return get('page', `/api/media?page=${page}&limit=20&sortBy=${pick(SORTS)}&sortOrder=${order}${category}`);
          },
        ],
        [2, () => get('page', `/api/media?page=1&limit=20&search=${encodeURIComponent(pick(TERMS))}`)],
        // The player: the file's details, its view, then the first 256 KiB of its stream.
        [
          2,
          async () => {
            const id = pick(account.played);
            await get('page', `/api/media/${id}`);
            const begun = process.hrtime.bigint();
            try {
              const res = await request(`${base}/api/media/${id}/view`, {
                method: 'POST',
                headers: { ...forwarded, ...account.auth },
                agent,
              });
              res.ms = Number(process.hrtime.bigint() - begun) / 1e6;
              record('page', res, 200);
            } catch (error) {
              recordFailure('page', error);
            }
            await get('bytes', `/api/media/${id}/stream`, 206, { Range: 'bytes=0-262143' });
          },
        ],
        [
          1,
          async () => {
            const begun = process.hrtime.bigint();
            try {
              const res = await upload(smallFile, `note-${index}.bin`, account.auth, agent, forwarded);
              res.ms = Number(process.hrtime.bigint() - begun) / 1e6;
              record('upload', res, 200);
            } catch (error) {
              recordFailure('upload', error);
            }
          },
        ],
      ]
    : [
        // A visitor: the share page (its HTML when there is a web build, and its data call), then the download.
        [
          1,
          async () => {
            const slug = accounts[Math.floor(random() * accounts.length)].slug;
            if (hasWebBuild) await get('page', `/s/${slug}`);
            await get('page', `/api/share/public/s/${slug}`);
            await sleep(1000 + random() * 2000);
            if (!crowd.stopped) await get('bytes', `/api/share/public/s/${slug}/download`);
          },
        ],
      ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);
  const nextAction = () => {
    let roll = random() * totalWeight;
    for (const [weight, action] of actions) if ((roll -= weight) < 0) return action;
    return actions[0][1];
  };

  return (async () => {
    // Arrivals spread over the first seconds of a step.
    await sleep(random() * ARRIVAL_SECONDS * 1000);
    while (!crowd.stopped) {
      await nextAction()();
      await sleep(1000 + random() * 2000);
    }
    agent.destroy();
  })();
}

const crowd = { stopped: false };
const loops = [];
const rows = [];
let sustained = 0;
let peakRss = 0;
for (const people of STEPS) {
  while (loops.length < people) loops.push(person(loops.length, crowd));
  const begun = Date.now();
  step = { measureFrom: begun + ARRIVAL_SECONDS * 1000, page: [], bytes: [], upload: [], requests: 0, errors: 0 };
  const rss = sampleRss(app.pid);
  await sleep(STEP_SECONDS * 1000);
  const memory = rss.stop();
  const measured = step;
  step = null;
  const seconds = STEP_SECONDS - ARRIVAL_SECONDS;
  const row = {
    people,
    rps: measured.requests / seconds,
    pageP50: percentile(measured.page, 0.5),
    pageP99: percentile(measured.page, 0.99),
    bytesP99: percentile(measured.bytes, 0.99),
    uploadP99: percentile(measured.upload, 0.99),
    errors: measured.errors,
    errorShare: measured.errors / Math.max(1, measured.requests),
    rssPeak: memory.peak,
    rssMean: memory.mean,
    firstError: measured.firstError,
  };
  rows.push(row);
  peakRss = Math.max(peakRss, memory.peak);
  const within =
    row.pageP99 <= LIMITS.pageP99 && row.bytesP99 <= LIMITS.downloadTtfbP99 && row.errorShare <= LIMITS.errorShare;
  console.error(
    `step ${people}: ${row.rps.toFixed(0)} req/s, page p99 ${row.pageP99.toFixed(0)} ms, ` +
      `download TTFB p99 ${row.bytesP99.toFixed(0)} ms, ${row.errors} errors, RSS ${MB(row.rssPeak)} MB`,
  );
  if (!within) break;
  sustained = people;
}
crowd.stopped = true;
await Promise.all(loops);
const afterRss = procStatus(app.pid).rss;
await sleep(PAUSE_SECONDS * 1000);
const pausedRss = procStatus(app.pid).rss;
const pausedMaps = rssByMapping(app.pid);
const pausedHeap = await askProbe(app.pid, probeFile, 'look');
const collected = await askProbe(app.pid, probeFile, 'gc');
const { rss: collectedRss, threads: laterThreads } = procStatus(app.pid);
if (SNAPSHOTS) await snapshot('after-crowd');
await stopApp(app);

const fixed = (n) => (Number.isNaN(n) ? 'n/a' : n.toFixed(n < 10 ? 1 : 0));
console.log(
  `\n${USERS} accounts of ${FILES} files, files played and shared of ${FILE_KB} KB, steps of ${STEP_SECONDS} s ` +
    `(the first ${ARRIVAL_SECONDS} s of each not measured)${hasWebBuild ? '' : '; no web build: no share page HTML'}\n`,
);
console.log(
  '| people | req/s | page p50 ms | page p99 ms | download TTFB p99 ms | upload p99 ms | errors | RSS MB (peak / mean) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.people} | ${fixed(r.rps)} | ${fixed(r.pageP50)} | ${fixed(r.pageP99)} | ${fixed(r.bytesP99)} | ` +
      `${fixed(r.uploadP99)} | ${r.errors} | ${MB(r.rssPeak)} / ${MB(r.rssMean)} |`,
  );
}
for (const r of rows.filter((row) => row.firstError)) console.log(`\n${r.people} people, first error: ${r.firstError}`);
const last = rows.at(-1);
console.log(
  `\nsustained: ${sustained} people (page p99 <= ${LIMITS.pageP99} ms, download TTFB p99 <= ${LIMITS.downloadTtfbP99} ms, ` +
    `errors <= ${LIMITS.errorShare * 100} %)` +
    (sustained === last.people ? `; the largest step, ${last.people}, was within the limits` : ''),
);

const ratio = (x) => `${((x / idleRss) * 100).toFixed(0)} % of idle`;
console.log('\n| server RSS | MB | target |');
console.log('|---|---|---|');
if (IDLE_SECONDS > 5) console.log(`| 5 s after start | ${MB(startedRss)} | |`);
console.log(`| idle, ${IDLE_SECONDS} s after start | ${MB(idleRss)} | < 120 |`);
console.log(`| under the crowd (peak of the steps) | ${MB(peakRss)} | < 300 |`);
console.log(`| right after the crowd | ${MB(afterRss)} (${ratio(afterRss)}) | |`);
console.log(`| after a pause of ${PAUSE_SECONDS} s | ${MB(pausedRss)} (${ratio(pausedRss)}) | within 120 % of idle |`);
console.log(`| after a further full GC (--expose-gc) | ${MB(collectedRss)} (${ratio(collectedRss)}) | (none) |`);
// Where the RSS is: V8's heap (its young generation apart), buffers outside it, and the rest (Node itself, native
// libraries, allocator caches).
const heap = ({ after: m, spaces }, rss) =>
  `heap ${MB(m.heapTotal)} MB (used ${MB(m.heapUsed)}; young generation ${MB(spaces.new_space)}, old ` +
  `${MB(spaces.old_space)}, code ${MB(spaces.code_space)}), external ${MB(m.external)} MB, the rest ` +
  `${MB(rss - m.heapTotal - m.external)} MB`;
console.log(`\nthreads of the server: idle ${idleThreads}, after the crowd ${laterThreads}`);
// glibc's own count: what the program still holds in its arenas against what sits free in them.
const malloc = ({ malloc: m }) =>
  m ? `in use ${MB(m.inUse)} MB, free in the arenas ${MB(m.free)} MB, mapped on their own ${MB(m.mapped)} MB` : 'n/a';
console.log(
  `allocator: idle ${malloc(idleHeap)}; after the pause ${malloc(pausedHeap)}; after the GC ${malloc(collected)}`,
);
console.log(`idle: ${heap(idleHeap, idleRss)}`);
console.log(`after the pause: ${heap(pausedHeap, pausedRss)}`);
console.log(`after the GC: ${heap(collected, collectedRss)}`);
// The same RSS by mapping: what grew in the allocator's arenas ([heap], anonymous) and what in files.
const maps = (m) =>
  Object.entries(m)
    .map(([kind, bytes]) => `${kind} ${MB(bytes)}`)
    .join(', ');
console.log(`by mapping, MB: idle ${maps(idleMaps)}; after the pause ${maps(pausedMaps)}`);
if (SNAPSHOTS) console.log(`heap snapshots: ${SNAPSHOTS}/mixed-idle.heapsnapshot, mixed-after-crowd.heapsnapshot`);
rmSync(work, { recursive: true, force: true });
