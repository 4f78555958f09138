// Public download of one shared 100 MB file beside the signed-in download of the same file, in one run.
// Then the rate of public page loads (each takes a view and is written to the link's access log), under load and light.
// Usage: node bench/share.mjs [sizeMB=100] [rounds=3]
import { mbps, median, multipartFile, request, startBench, timed, withPeakRss } from './lib.mjs';
import { loadTest } from './load.mjs';

const sizeMB = Number(process.argv[2] ?? 100);
const rounds = Number(process.argv[3] ?? 3);
const { file, size, app, appUrl, api, baseUrl, auth, stop } = await startBench('bench-share', sizeMB, 3311, 3312);
const json = (headers) => ({ 'content-type': 'application/json', ...headers });

const body = multipartFile(file);
const uploaded = await request(`${api}/media/upload`, {
  method: 'POST',
  headers: { ...auth, ...body.headers },
  body: await body.stream(),
});
if (uploaded.status >= 300) throw new Error(`upload answered ${uploaded.status}: ${uploaded.text()}`);
const mediaId = JSON.parse(uploaded.text()).mediaId;

async function share(extra) {
  const res = await fetch(`${api}/share`, {
    method: 'POST',
    headers: json(auth),
    body: JSON.stringify({ mediaFileId: mediaId, allowEmbedding: false, ...extra }),
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
for (let i = 0; i < rounds; i++) {
  // Interleaved, so a slow moment of the machine touches every kind alike.
  for (const [name, run] of Object.entries(kinds)) {
    const { speed, rss } = await run();
    results[name].push(speed);
    if (name !== 'baseline') peakRss = Math.max(peakRss, rss);
  }
}

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

// Page loads: the public call every visit begins with. Each pays a view (a conditional UPDATE) and is recorded.
const pageUrl = `${api}/share/public/s/${open.slug}`;
const loads = { 'page loads, 10 connections': 10, 'page loads, 1 connection (light)': 1 };
const rates = Object.fromEntries(Object.keys(loads).map((k) => [k, []]));
for (let i = 0; i < rounds; i++) {
  for (const [name, connections] of Object.entries(loads)) {
    const run = await loadTest(pageUrl, { connections, seconds: 5 });
    if (run.failures) throw new Error(`${name}: ${run.failures} failures (${run.firstFailure})`);
    rates[name].push(run);
  }
}
console.log('\n| public call | req/s | p50 ms | p99 ms |');
console.log('|---|---|---|---|');
for (const [name, list] of Object.entries(rates)) {
  const pick = (key) => median(list.map((r) => r[key]));
  console.log(`| ${name} | ${pick('rps').toFixed(0)} | ${pick('p50').toFixed(1)} | ${pick('p99').toFixed(1)} |`);
}

stop();
