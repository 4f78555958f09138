// The public share page's weight and Lighthouse scores (docs/performance.md, Public share page: weight and Lighthouse).
// First the JavaScript the built app sends for /s/{slug} (brotli, as served), read from the build's manifest, against the
// 80 KB limit. Then Lighthouse (mobile, simulated throttling) in the system Chromium on a photo share, a video share and
// a password share, as a first-time visitor, and on /library and /dashboard signed in.
// Builds nothing: build first (node scripts/build-web.mjs --force). Lighthouse wants the machine to itself:
//   flock /tmp/bench.lock node --import tsx bench/public-page.mjs
// --weight-only stops after the first part (no app, no Lighthouse).
// BENCH_RUNS=3 runs Lighthouse that many times per page and keeps the median run (by performance score; default 1).
// BENCH_PAGES=public or =app measures the share pages or the signed-in pages only.
// BENCH_REPORTS=dir keeps every Lighthouse report (JSON) in dir; BENCH_TRACES=1 also its trace, with JS samples.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { AUTH_STORAGE_KEY, AUTH_TOKEN_STORAGE_KEY } from '@vaultbox/common/constants.ts';
import { BENCH_OWNER, median, multipartFile, request, startAppServer, stopApp } from './lib.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'web', 'dist');
// The public share page's own build (web/vite.public.config.ts), which the server sends for /s/{slug}.
const publicDist = join(dist, 'public');
const manifestPath = join(publicDist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No public share page build in web/dist/public: run `node scripts/build-web.mjs --force` first.');
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 1);
// BENCH_PAGES=public: the three share pages only; =app: the two signed-in pages only (default both).
const which = process.env.BENCH_PAGES ?? 'all';
// BENCH_REPORTS=dir keeps each run's whole Lighthouse report there (JSON): its long tasks, bootup time, requests.
const reportDir = process.env.BENCH_REPORTS;
// BENCH_TRACES=1 (with BENCH_REPORTS): each run's Chromium trace beside its report, with the JavaScript's samples
// (bench/long-tasks.mjs reads them); the sampling slows the page a little, so its scores are not the page's own.
const traces = Boolean(reportDir && process.env.BENCH_TRACES);
const LIMIT_KB = 80;
const kb = (bytes) => (bytes / 1024).toFixed(1);

// 1. What the build sends for /s/{slug}: public-share.html's entry with every chunk it imports (a visitor in English;
// another language's texts load after, from chunks of their own). Sizes of the .br files the server sends to browsers
// that take br.
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
function chunksOf(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) chunksOf(next, into);
  return into;
}
const brotliSize = (file) => {
  const br = join(publicDist, `${file}.br`);
  // Files under the compression threshold (1 KB) are sent as they are.
  return existsSync(br) ? statSync(br).size : statSync(join(publicDist, file)).size;
};
const sharePage = chunksOf('public-share.html');
const shareBytes = [...sharePage].reduce((sum, key) => sum + brotliSize(manifest[key].file), 0);
const cssBytes = [...sharePage]
  .flatMap((key) => manifest[key].css ?? [])
  .reduce((sum, file) => sum + brotliSize(file), 0);
console.log(`\nJavaScript of /s/{slug} in the build (brotli): ${kb(shareBytes)} KB in ${sharePage.size} files`);
console.log(
  `  limit ${LIMIT_KB} KB: ${shareBytes <= LIMIT_KB * 1024 ? 'within' : 'OVER'}; its CSS: ${kb(cssBytes)} KB`,
);
for (const key of [...sharePage]
  .sort((a, b) => brotliSize(manifest[b].file) - brotliSize(manifest[a].file))
  .slice(0, 8))
  console.log(`  ${kb(brotliSize(manifest[key].file)).padStart(6)} KB  public/${manifest[key].file}`);
if (process.argv.includes('--weight-only')) process.exit(0);

// 2. The app with a photo, a video and three shares.
const port = 3392;
const appUrl = `http://127.0.0.1:${port}`;
const api = `${appUrl}/api`;
const work = join(root, '.tmp', 'bench-public-page');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const app = await startAppServer({ port, dataDir: join(work, 'data') });
let browser;
const stop = async () => {
  await browser?.close().catch(() => undefined);
  await stopApp(app);
  rmSync(work, { recursive: true, force: true });
};
process.once('SIGINT', () => void stop().then(() => process.exit(130)));

try {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_OWNER),
  }).then((r) => r.json());
  const auth = { Authorization: `Bearer ${login.data.token}` };

  const photo = join(root, 'server', 'test', 'fixtures', 'fixture.jpg');
  const video = join(work, 'clip.webm');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=4'],
    ...['-c:v', 'libvpx', '-b:v', '400k', video],
  ]);

  async function upload(path, name) {
    const body = multipartFile(path, 'file', name);
    const res = await request(`${api}/media/upload`, {
      method: 'POST',
      headers: { ...auth, ...body.headers },
      body: await body.stream(),
    });
    if (res.status >= 300) throw new Error(`upload answered ${res.status}: ${res.text()}`);
    const id = JSON.parse(res.text()).mediaId;
    // The page is measured as visitors see it once the thumbnail and the preview are made.
    for (let i = 0; i < 600; i++) {
      const { file } = (await fetch(`${api}/media/${id}`, { headers: auth }).then((r) => r.json())).data;
      if (file.thumbnailState !== 'pending' && file.previewState !== 'pending') return id;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${name}: still processing after 60 s`);
  }
  async function share(mediaFileId, extra = {}) {
    const res = await fetch(`${api}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ mediaFileId, allowEmbedding: false, ...extra }),
    });
    if (res.status !== 201) throw new Error(`share answered ${res.status}: ${await res.text()}`);
    return `${appUrl}/s/${(await res.json()).data.share.slug}`;
  }
  const photoId = await upload(photo, 'sunset.jpg');
  const videoId = await upload(video, 'clip.webm');
  const pages = [
    { name: 'photo share', url: await share(photoId) },
    { name: 'video share', url: await share(videoId) },
    { name: 'password share', url: await share(photoId, { password: 'bench-share-pw' }) },
  ];

  // 3. Lighthouse in the system Chromium, reached over its debugging port. One browser profile: the visitor's pages
  // first, each from empty storage and cache (Lighthouse clears them), then the signed-in pages with the session the
  // web app keeps in localStorage (web/src/lib/auth-storage.ts), the HTTP cache cleared by hand before each.
  const debugPort = 9342;
  browser = await chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const tab = browser.pages()[0] ?? (await browser.newPage());
  const cdp = await browser.newCDPSession(tab);

  /** The longest chain of Lighthouse's critical-request-chains tree, as its requests' paths. */
  function longestChain(chains = {}) {
    let best = [];
    const walk = (node, path) => {
      const here = [
        ...path,
        new URL(node.request.url).pathname.replace(/^\/api\/share\/public\/s\/[^/]+/, '/api/share/…'),
      ];
      const children = Object.values(node.children ?? {});
      if (children.length === 0 && here.length > best.length) best = here;
      for (const child of children) walk(child, here);
    };
    for (const node of Object.values(chains)) walk(node, []);
    return best.join(' → ');
  }

  let version = '';
  async function measure(url, signedIn) {
    const results = [];
    for (let i = 0, retries = 0; i < runs; i++) {
      if (signedIn) await cdp.send('Network.clearBrowserCache');
      const { lhr, artifacts } = await lighthouse(
        url,
        {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: signedIn,
        },
        // The JavaScript's own samples in the trace, to tell what a long task ran (they cost time themselves).
        traces
          ? {
              extends: 'lighthouse:default',
              settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
            }
          : undefined,
      );
      // Lighthouse itself sometimes misses the start of the trace ("Please run Lighthouse again"): once more, twice at most.
      if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries++ < 2) {
        i--;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      version = lhr.lighthouseVersion;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(
          join(reportDir, `${new URL(url).pathname.replaceAll('/', '_')}-${i + 1}.json`),
          JSON.stringify(lhr),
        );
        if (traces)
          writeFileSync(
            join(reportDir, `${new URL(url).pathname.replaceAll('/', '_')}-${i + 1}.trace.json`),
            JSON.stringify(artifacts.Trace),
          );
      }
      const script = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        si: lhr.audits['speed-index'].numericValue,
        scriptBytes: script?.transferSize ?? 0,
        scripts: script?.requestCount ?? 0,
        // What to look at when LCP or CLS miss: the element each names (their details' layout as of Lighthouse 12).
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        shiftElement: lhr.audits['layout-shifts']?.details?.items?.[0]?.node?.snippet,
        // Where the LCP's time went: time to first byte, load delay, load time, render delay (Lighthouse's phases).
        lcpPhases: (lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [])
          .map((item) => `${item.phase} ${Math.round(item.timing)}`)
          .join(', '),
        // The simulated chain of requests the page waited for, longest first (what an earlier start would shorten).
        chain: longestChain(lhr.audits['critical-request-chains']?.details?.chains),
      });
    }
    const middle = median(results.map((r) => r.score));
    return results.find((r) => r.score === middle);
  }

  const rows = [];
  if (which !== 'app')
    for (const page of pages) rows.push({ name: page.name, target: 'public', ...(await measure(page.url, false)) });
  await tab.goto(`${appUrl}/login`);
  const expiresAt = login.data.expiresAt ?? new Date(Date.now() + 86_400_000).toISOString();
  const stored = {
    token: login.data.token,
    refreshToken: login.data.refreshToken ?? null,
    user: login.data.user,
    expiresAt,
  };
  await tab.evaluate(
    ([key, tokenKey, value, token]) => {
      localStorage.setItem(key, value);
      localStorage.setItem(tokenKey, token);
    },
    [AUTH_STORAGE_KEY, AUTH_TOKEN_STORAGE_KEY, JSON.stringify(stored), stored.token],
  );
  await tab.goto('about:blank');
  for (const path of which === 'public' ? [] : ['/library', '/dashboard'])
    rows.push({ name: `${path} (signed in)`, target: 'app', ...(await measure(`${appUrl}${path}`, true)) });

  const goal = (row) => (row.target === 'public' ? 'perf ≥ 95, LCP < 1500 ms, CLS < 0.05' : 'perf ≥ 90');
  const met = (row) =>
    row.target === 'public' ? row.score >= 95 && row.lcp < 1500 && row.cls < 0.05 : row.score >= 90;
  console.log(`\nLighthouse ${version}, mobile, simulated throttling, ${runs} run(s) per page (median)\n`);
  // Over plain http Chromium asks for gzip, not brotli (which it takes over HTTPS only): these are gzip bytes, headers
  // included, a little more than the brotli sizes above.
  console.log(
    '| page | JS KB transferred (gzip) | scripts | performance | FCP ms | LCP ms | SI ms | CLS | TBT ms | goal |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${kb(row.scriptBytes)} | ${row.scripts} | ${row.score} | ${row.fcp.toFixed(0)} | ${row.lcp.toFixed(0)} | ${row.si.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.tbt.toFixed(0)} | ${goal(row)}: ${met(row) ? 'met' : 'NOT met'} |`,
    );
  }
  console.log('\n| page | LCP phases ms | longest request chain |');
  console.log('|---|---|---|');
  for (const row of rows) console.log(`| ${row.name} | ${row.lcpPhases || '-'} | ${row.chain || '-'} |`);
  console.log('\n| page | LCP element | element that shifted most |');
  console.log('|---|---|---|');
  for (const row of rows)
    console.log(`| ${row.name} | \`${row.lcpElement ?? '-'}\` | \`${row.shiftElement ?? '-'}\` |`);
} finally {
  await stop();
}
