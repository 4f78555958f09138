// Public download of one shared 100 MB file beside the signed-in download of the same file, in one run.
// Then the rate of public page loads (each takes a view and is written to the link's access log), under load and light.
// Then "Download all": a selection of 4 files (albumMB in all) as one ZIP against one file of albumMB, same run.
// Usage: node bench/share.mjs [sizeMB=100] [rounds=3] [albumMB=1024]
// BENCH_PARTS=download,pages,download-all (the default: all three) runs only the parts named.
import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { mbps, median, multipartFile, request, startBench, timed, withPeakRss } from './lib.mjs';
import { loadTest } from './load.mjs';

const sizeMB = Number(process.argv[2] ?? 100);
const rounds = Number(process.argv[3] ?? 3);
const albumMB = Number(process.argv[4] ?? 1024);
const parts = (process.env.BENCH_PARTS ?? 'download,pages,download-all').split(',');
const largest = Math.max(sizeMB, albumMB) * 1024 * 1024;
const { file, size, app, appUrl, api, baseUrl, auth, stop } = await startBench('bench-share', sizeMB, 3311, 3312, {
  MAX_UPLOAD_BYTES: String(largest + 1024 * 1024),
  DEFAULT_STORAGE_LIMIT: '1TB',
});
const json = (headers) => ({ 'content-type': 'application/json', ...headers });
// A failed run still ends its servers and removes its gigabytes.
process.once('exit', stop);

async function uploadFile(path, name) {
  const body = multipartFile(path, 'file', name);
  const uploaded = await request(`${api}/media/upload`, {
    method: 'POST',
    headers: { ...auth, ...body.headers },
    body: await body.stream(),
  });
  if (uploaded.status >= 300) throw new Error(`upload answered ${uploaded.status}: ${uploaded.text()}`);
  return JSON.parse(uploaded.text()).mediaId;
}
const mediaId = await uploadFile(file, 'bench.bin');

async function share(extra, target = { mediaFileId: mediaId }) {
  const res = await fetch(`${api}/share`, {
    method: 'POST',
    headers: json(auth),
    body: JSON.stringify({ ...target, allowEmbedding: false, ...extra }),
  });
  if (res.status !== 201) throw new Error(`share answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data.share;
}
const open = await share({});
const locked = await share({ password: 'bench-share-pw' });
const page = await fetch(`${api}/share/public/s/${locked.slug}?password=bench-share-pw`).then((r) => r.json());
const grant = page.data.grant;

async function measure(url, headers = {}) {
  const run = await withPeakRss(app.pid, () => timed(() => request(url, { headers })));
  const { result, seconds } = run.result;
  if (result.status !== 200 || result.length !== size)
    throw new Error(`${url} answered ${result.status} with ${result.length} bytes`);
  return { speed: mbps(size, seconds), rss: run.rssGrowth };
}

const kinds = {
  signedIn: () => measure(`${api}/media/${mediaId}/download`, auth),
  publicOpen: () => measure(`${api}/share/public/s/${open.slug}/download`),
  publicGrant: () => measure(`${api}/share/public/s/${locked.slug}/download`, { 'X-Share-Grant': grant }),
  raw: () => measure(`${appUrl}/r/${open.slug}`),
  baseline: () => measure(`${baseUrl}/file`),
};
const results = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
let peakRss = 0;
for (let i = 0; i < (parts.includes('download') ? rounds : 0); i++) {
  // Interleaved, so a slow moment of the machine touches every kind alike.
  for (const [name, run] of Object.entries(kinds)) {
    const { speed, rss } = await run();
    results[name].push(speed);
    if (name !== 'baseline') peakRss = Math.max(peakRss, rss);
  }
}

if (parts.includes('download')) {
  const signedIn = median(results.signedIn);
  const rows = [
    ['signed-in download (decrypted)', signedIn],
    ['public download, open share', median(results.publicOpen)],
    ['public download, password share with grant', median(results.publicGrant)],
    ['raw link /r/{slug}, whole file', median(results.raw)],
    ['baseline: static file server', median(results.baseline)],
  ];
  console.log(`\n${sizeMB} MB file, ${rounds} rounds, medians\n`);
  console.log('| download | MB/s | ratio to signed-in |');
  console.log('|---|---|---|');
  for (const [name, speed] of rows) console.log(`| ${name} | ${speed.toFixed(0)} | ${(speed / signedIn).toFixed(2)} |`);
  console.log(
    `\npeak RSS growth of the server during a download: ${(peakRss / 1024 / 1024).toFixed(1)} MB (target < 64 MB)`,
  );
}

// Page loads: the public call every visit begins with. Each pays a view (a conditional UPDATE) and is recorded.
const pageUrl = `${api}/share/public/s/${open.slug}`;
const loads = { 'page loads, 10 connections': 10, 'page loads, 1 connection (light)': 1 };
const rates = Object.fromEntries(Object.keys(loads).map((k) => [k, []]));
for (let i = 0; i < (parts.includes('pages') ? rounds : 0); i++) {
  for (const [name, connections] of Object.entries(loads)) {
    const run = await loadTest(pageUrl, { connections, seconds: 5 });
    if (run.failures) throw new Error(`${name}: ${run.failures} failures (${run.firstFailure})`);
    rates[name].push(run);
  }
}
if (parts.includes('pages')) {
  console.log('\n| public call | req/s | p50 ms | p99 ms |');
  console.log('|---|---|---|---|');
  for (const [name, list] of Object.entries(rates)) {
    const pick = (key) => median(list.map((r) => r[key]));
    console.log(`| ${name} | ${pick('rps').toFixed(0)} | ${pick('p50').toFixed(1)} | ${pick('p99').toFixed(1)} |`);
  }
}

/** A payload of `mb` MiB (one random MiB repeated) written to disk a MiB at a time. */
async function writePayload(path, mb) {
  const block = randomBytes(1024 * 1024);
  const out = createWriteStream(path);
  for (let i = 0; i < mb; i++) if (!out.write(block)) await new Promise((resolve) => out.once('drain', resolve));
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
}

// Download all: the ZIP of a 4-file selection of albumMB in all, against one albumMB file through an open share.
// Both are public downloads of the same number of file bytes, decrypted the same way; the ZIP adds its headers, the
// CRC-32 of every byte and one more stream stage.
if (parts.includes('download-all')) {
  const work = dirname(file);
  const single = join(work, 'single.bin');
  await writePayload(single, albumMB);
  const singleShare = await share({}, { mediaFileId: await uploadFile(single, 'single.bin') });
  const ids = [];
  for (let i = 0; i < 4; i++) {
    const path = join(work, `item-${i}.bin`);
    await writePayload(path, albumMB / 4);
    ids.push(await uploadFile(path, `item-${i}.bin`));
  }
  // Kept as they are: a selection strips by default, and random bytes are of no type that can be stripped.
  const selection = await share({ title: 'Bench album', stripMetadata: false }, { mediaFileIds: ids });
  const albumBytes = albumMB * 1024 * 1024;
  const fetchAll = async (url) => {
    const run = await withPeakRss(app.pid, () => timed(() => request(url)));
    const { result, seconds } = run.result;
    if (result.status !== 200 || result.length < albumBytes)
      throw new Error(`${url} answered ${result.status} with ${result.length} bytes`);
    return { speed: mbps(result.length, seconds), rss: run.rssGrowth };
  };
  const zipKinds = {
    single: () => fetchAll(`${api}/share/public/s/${singleShare.slug}/download`),
    zip: () => fetchAll(`${api}/share/public/s/${selection.slug}/download-all`),
  };
  const speeds = { single: [], zip: [] };
  let zipRss = 0;
  for (let i = 0; i < rounds; i++) {
    for (const [name, run] of Object.entries(zipKinds)) {
      const { speed, rss } = await run();
      speeds[name].push(speed);
      if (name === 'zip') zipRss = Math.max(zipRss, rss);
    }
  }
  const [one, all] = [median(speeds.single), median(speeds.zip)];
  console.log(
    `\nDownload all: ${albumMB} MB, 4 files, ${rounds} rounds, medians (each round: ${speeds.zip.map((s) => s.toFixed(0)).join(', ')} against ${speeds.single.map((s) => s.toFixed(0)).join(', ')})\n`,
  );
  console.log('| public download | MB/s | ratio to one file |');
  console.log('|---|---|---|');
  console.log(`| one ${albumMB} MB file | ${one.toFixed(0)} | 1.00 |`);
  console.log(
    `| Download all, ZIP of 4 x ${albumMB / 4} MB | ${all.toFixed(0)} | ${(all / one).toFixed(2)} (target >= 0.8) |`,
  );
  console.log(
    `\npeak RSS growth of the server during a Download all: ${(zipRss / 1024 / 1024).toFixed(1)} MB (target < 64 MB)`,
  );
}

stop();
