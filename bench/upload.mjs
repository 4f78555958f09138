// Upload throughput and memory: the multipart POST and a tus upload (one PATCH, and 50 MB PATCHes) of one file, each
// beside the raw request-to-disk baseline in the same run (made durable before it answers, as the app's uploads are:
// bench/baseline-server.mjs), with the server's peak RSS growth.
// Usage: node bench/upload.mjs [sizeMB=100] [rounds=3]; BENCH_KINDS and BENCH_PROFILE below.
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mbps, median, multipartFile, request, startBench, timed, withPeakRss } from './lib.mjs';

const sizeMB = Number(process.argv[2] ?? 100);
const rounds = Number(process.argv[3] ?? 3);
const {
  file,
  size,
  app,
  baseline: baseServer,
  api,
  appUrl,
  baseUrl,
  auth,
  stop,
} = await startBench('bench-upload', sizeMB, 3311, 3312, {
  DEFAULT_STORAGE_LIMIT: '1TB',
});
const PATCH_BYTES = 50 * 1024 * 1024;
// Each measured upload starts with no dirty pages left by the one before: otherwise the kernel throttles its writes
// while it flushes its predecessor's gigabyte, and the order of the kinds decides the numbers.
const settleDisk = () => execFileSync('sync');
// The owner's own max file size preference (100 MB by default) must let the file through.
const prefs = await fetch(`${api}/user/preferences`, {
  method: 'PUT',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ upload: { maxFileSize: sizeMB + 1 } }),
});
if (!prefs.ok) throw new Error(`preferences answered ${prefs.status}: ${await prefs.text()}`);
const tusHeaders = { ...auth, 'Tus-Resumable': '1.0.0' };

async function multipart() {
  const body = multipartFile(file);
  const res = await request(`${api}/media/upload`, {
    method: 'POST',
    headers: { ...auth, ...body.headers },
    body: await body.stream(),
  });
  if (res.status !== 200) throw new Error(`multipart upload answered ${res.status}: ${res.text()}`);
  return JSON.parse(res.text()).mediaId;
}

async function tus(patchBytes) {
  const created = await request(`${api}/uploads`, {
    method: 'POST',
    headers: { ...tusHeaders, 'Upload-Length': String(size), 'Upload-Metadata': 'filename YmVuY2guYmlu' },
  });
  if (created.status !== 201) throw new Error(`tus creation answered ${created.status}: ${created.text()}`);
  const location = `${appUrl}${created.headers.location}`;
  let last;
  for (let offset = 0; offset < size; offset += patchBytes) {
    const end = Math.min(size, offset + patchBytes);
    last = await request(location, {
      method: 'PATCH',
      headers: {
        ...tusHeaders,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(end - offset),
      },
      body: createReadStream(file, { start: offset, end: end - 1, highWaterMark: 256 * 1024 }),
    });
    if (last.status !== 204) throw new Error(`tus PATCH answered ${last.status}: ${last.text()}`);
  }
  return last.headers['vaultbox-media-id'];
}

async function baseline() {
  const res = await request(`${baseUrl}/upload`, {
    method: 'POST',
    headers: { 'Content-Length': String(size) },
    body: createReadStream(file, { highWaterMark: 256 * 1024 }),
  });
  if (res.status !== 200) throw new Error(`baseline answered ${res.status}`);
}

const allKinds = {
  'multipart POST': multipart,
  'tus, one PATCH': () => tus(size),
  'tus, 50 MB PATCHes': () => tus(PATCH_BYTES),
};
// BENCH_KINDS=tus (a word of their names) measures only some; BENCH_PROFILE=dir profiles the server (bench/lib.mjs).
const wanted = process.env.BENCH_KINDS?.split(',');
const kinds = Object.fromEntries(
  Object.entries(allKinds).filter(([name]) => !wanted || wanted.some((w) => name.includes(w))),
);
try {
  const names = ['baseline', ...Object.keys(kinds)];
  const speed = Object.fromEntries(names.map((k) => [k, []]));
  const rss = Object.fromEntries(names.map((k) => [k, []]));
  const firstRss = {};
  const measure = async (name, pid, run, round) => {
    settleDisk();
    const measured = await withPeakRss(pid, () => timed(run));
    // Round 0 warms each process up: its first big upload grows the heap and the allocator's arenas once (the raw
    // baseline's too), and later uploads reuse them. Its speed is not counted; its memory is shown on its own.
    if (round === 0) firstRss[name] = measured.rssGrowth;
    else {
      speed[name].push(mbps(size, measured.result.seconds));
      rss[name].push(measured.rssGrowth);
    }
    return measured.result.result;
  };
  for (let round = 0; round <= rounds; round++) {
    await measure('baseline', baseServer.pid, baseline, round);
    for (const [name, run] of Object.entries(kinds)) {
      const mediaId = await measure(name, app.pid, run, round);
      await fetch(`${api}/media/${mediaId}`, { method: 'DELETE', headers: auth });
    }
  }

  const MB = 1024 * 1024;
  const baseMbps = median(speed.baseline);
  console.log(
    `\n${sizeMB} MB file, ${rounds} rounds after a first one, medians; baseline (raw request to disk) ${baseMbps.toFixed(0)} MB/s\n`,
  );
  console.log('| upload | MB/s | ratio to baseline | peak RSS growth per upload | the same in the first round |');
  console.log('|---|---|---|---|---|');
  for (const name of names) {
    const ours = median(speed[name]);
    const memory = `${(Math.max(...rss[name]) / MB).toFixed(1)} MB | ${(firstRss[name] / MB).toFixed(1)} MB`;
    console.log(`| ${name} | ${ours.toFixed(0)} | ${(ours / baseMbps).toFixed(2)} | ${memory} |`);
  }
} finally {
  stop();
}
