// Shared bench helpers: start processes, sample their memory and I/O from /proc, time transfers.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';

export function procStatus(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) * 1024;
  const threads = Number(status.match(/Threads:\s+(\d+)/)?.[1] ?? 0);
  return { rss: kb('VmRSS'), threads };
}

/**
 * The process's RSS by kind of mapping (bytes), from /proc/<pid>/smaps: `file` (the node binary, native libraries, the
 * database's mapped files), `heap` (the main thread's allocator, [heap]), `stacks`, and `anon` (every other anonymous
 * mapping: V8's heap pages and the other threads' allocator arenas).
 */
export function rssByMapping(pid) {
  const parts = { file: 0, heap: 0, stacks: 0, anon: 0 };
  let kind = 'anon';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/);
    if (header) {
      const name = header[1];
      kind = name === '[heap]' ? 'heap' : name.startsWith('[stack') ? 'stacks' : name.startsWith('/') ? 'file' : 'anon';
      continue;
    }
    const rss = line.match(/^Rss:\s+(\d+) kB/);
    if (rss) parts[kind] += Number(rss[1]) * 1024;
  }
  return parts;
}

/** Bytes the process has read through read(2)-like calls: a measure of how much of a file a request touched. */
export function procReadBytes(pid) {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  return Number(io.match(/rchar:\s+(\d+)/)[1]);
}

/** Samples RSS every 10 ms while `fn` runs; returns fn's result and the peak growth over the RSS before. */
export async function withPeakRss(pid, fn) {
  const before = procStatus(pid).rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, procStatus(pid).rss);
  }, 10);
  try {
    const result = await fn();
    peak = Math.max(peak, procStatus(pid).rss);
    return { result, rssGrowth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Starts a process and resolves once it is ready: when `ready` is a string, once that line appears in its output;
 * when it is `{ healthUrl }`, once that URL answers 200 (the app logs its banner at info, which LOG_LEVEL=warn hides).
 */
export function startProcess(cmd, args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let settled = false;
    const done = () => {
      if (!settled) resolve(child);
      settled = true;
    };
    child.stdout.on('data', (d) => {
      out += d;
      if (typeof ready === 'string' && out.includes(ready)) done();
    });
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`${cmd} exited with ${code}:\n${out}`));
      settled = true;
    });
    if (typeof ready === 'object') {
      const poll = async () => {
        while (!settled) {
          const ok = await fetch(ready.healthUrl).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) return done();
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      void poll();
    }
  });
}

/** The owner every bench's server starts with (OWNER_EMAIL, OWNER_PASSWORD). */
export const BENCH_OWNER = { email: 'bench@example.com', password: 'Bench-Passw0rd' };

let serverBuilt = false;

/** The server bundle `npm start` runs (scripts/build-server.mjs), built once per bench from the sources of this tree. */
function buildServerOnce(root) {
  if (serverBuilt) return;
  const built = spawnSync('node', [join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('scripts/build-server.mjs failed');
  serverBuilt = true;
}

/**
 * The app as `npm start` runs it (server/dist/main.mjs, built from this tree) on a port and a data directory, with the
 * bench owner. BENCH_PROFILE=dir writes a V8 CPU
 * profile of it (--cpu-prof) into dir when it stops; BENCH_NODE_FLAGS adds flags to its node (e.g.
 * --max-semi-space-size=2, to see what young-generation garbage adds to the RSS).
 */
export function startAppServer({ port, dataDir, databaseUrl = '', env = {} }) {
  const root = new URL('..', import.meta.url).pathname;
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [];
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  buildServerOnce(root);
  return startProcess(
    'node',
    [...profile, ...nodeFlags, join(root, 'server/dist/main.mjs')],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      OWNER_EMAIL: BENCH_OWNER.email,
      OWNER_PASSWORD: BENCH_OWNER.password,
      OWNER_USERNAME: 'bench',
      ...env,
    },
    { healthUrl: `http://127.0.0.1:${port}/api/health` },
  );
}

/** Signs `account` in (the bench owner by default) and answers the header that carries its session. */
export async function signInHeaders(api, account = BENCH_OWNER) {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  }).then((r) => r.json());
  return { Authorization: `Bearer ${login.data.token}` };
}

/** SIGTERM, and SIGKILL if it has not ended within 10 s. */
export async function stopApp(app) {
  const exited = new Promise((resolve) => app.once('exit', resolve));
  app.kill('SIGTERM');
  const timer = setTimeout(() => app.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Sends one request with a body stream; resolves with status, headers, the body length (drained, not kept) and the
 * time to the answer's head in ms (`firstByteMs`). `agent`: an http.Agent of the caller's (e.g. one client's
 * keep-alive sockets).
 */
export function request(url, { method = 'GET', headers = {}, body, agent } = {}) {
  const begun = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, ...(agent && { agent }) }, (res) => {
      const firstByteMs = Number(process.hrtime.bigint() - begun) / 1e6;
      let length = 0;
      const chunks = [];
      res.on('data', (c) => {
        length += c.length;
        if (chunks.length < 64) chunks.push(c);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          length,
          firstByteMs,
          text: () => Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** A multipart/form-data body streaming one file, with its exact Content-Length. */
export function multipartFile(path, field = 'file', filename = 'bench.bin') {
  const boundary = `----vaultbox-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = statSync(path).size;
  async function* parts() {
    yield head;
    yield* createReadStream(path, { highWaterMark: 256 * 1024 });
    yield tail;
  }
  return {
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + size + tail.length),
    },
    stream: () => import('node:stream').then(({ Readable }) => Readable.from(parts())),
  };
}

export async function timed(fn) {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { result, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

export const mbps = (bytes, seconds) => bytes / 1024 / 1024 / seconds;

/**
 * What every bench starts from: a fresh work folder with a payload of `sizeMB` random MB, the baseline server and
 * the real app (SQLite, encryption on) with a signed-in owner. `stop()` ends both and removes the folder.
 */
export async function startBench(name, sizeMB, basePort, appPort, env = {}) {
  const root = new URL('..', import.meta.url).pathname;
  const work = join(root, '.tmp', name);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'baseline'), { recursive: true });
  const file = join(work, 'payload.bin');
  const size = sizeMB * 1024 * 1024;
  const block = randomBytes(1024 * 1024);
  writeFileSync(file, Buffer.concat(Array.from({ length: sizeMB }, () => block)));

  const baseline = await startProcess(
    'node',
    [join(root, 'bench/baseline-server.mjs'), basePort, join(work, 'baseline'), file],
    {},
    'baseline ready',
  );
  const owner = BENCH_OWNER;
  const app = await startAppServer({
    port: appPort,
    dataDir: join(work, 'data'),
    env: { MAX_UPLOAD_BYTES: String(size + 1024 * 1024), ...env },
  });

  const appUrl = `http://127.0.0.1:${appPort}`;
  const api = `${appUrl}/api`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  }).then((r) => r.json());
  const stop = () => {
    app.kill('SIGTERM');
    baseline.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  };
  return {
    file,
    size,
    app,
    baseline,
    appUrl,
    api,
    baseUrl: `http://127.0.0.1:${basePort}`,
    auth: { Authorization: `Bearer ${login.data.token}` },
    stop,
  };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU time (user and system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
export function processCpuMs(pid) {
  try {
    // The fields after the command's name (which may hold spaces): utime and stime are the 12th and 13th, in clock
    // ticks of 1/100 s (USER_HZ, 100 on Linux on x86 and Arm).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU time used so far, in ms, by the processes whose command is `name` (all of them: a PostgreSQL server's backends
 * and its own processes), or null without /proc. A process that ends between two readings takes its time with it.
 */
export function commandCpuMs(name) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name) total += processCpuMs(pid) ?? 0;
    } catch {
      // ended while we looked
    }
  }
  return total;
}

/** The q-quantile (0 to 1) of `xs`, nearest rank; NaN for none. */
export function percentile(xs, q) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Samples a process's RSS every `everyMs` until stop(), which returns the peak and the mean in bytes. */
export function sampleRss(pid, everyMs = 250) {
  const samples = [procStatus(pid).rss];
  const timer = setInterval(() => samples.push(procStatus(pid).rss), everyMs);
  return {
    stop() {
      clearInterval(timer);
      samples.push(procStatus(pid).rss);
      return { peak: Math.max(...samples), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
    },
  };
}
