// Upload, download and stream of one 100 MB file through Vaultbox, each beside its baseline in the same run.
// Usage: node bench/media.mjs [sizeMB=100] [rounds=3]
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mbps, multipartFile, procReadBytes, request, startProcess, timed, withPeakRss } from './lib.mjs';

const sizeMB = Number(process.argv[2] ?? 100);
const rounds = Number(process.argv[3] ?? 3);
const root = new URL('..', import.meta.url).pathname;
const work = join(root, '.tmp', 'bench');
rmSync(work, { recursive: true, force: true });
mkdirSync(join(work, 'baseline'), { recursive: true });

const file = join(work, 'payload.bin');
const size = sizeMB * 1024 * 1024;
{
  const block = randomBytes(1024 * 1024);
  writeFileSync(file, Buffer.concat(Array.from({ length: sizeMB }, () => block)));
}

const basePort = 3301;
const appPort = 3302;
const baseline = await startProcess('node', [join(root, 'bench/baseline-server.mjs'), basePort, join(work, 'baseline'), file], {}, 'baseline ready');
const owner = { email: 'bench@example.com', password: 'Bench-Passw0rd' };
const app = await startProcess('node', ['--import', 'tsx', join(root, 'server/src/main.ts')], {
  PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), DATABASE_URL: '', LOG_LEVEL: 'warn',
  OWNER_EMAIL: owner.email, OWNER_PASSWORD: owner.password, OWNER_USERNAME: 'bench', MAX_UPLOAD_BYTES: String(size + 1024 * 1024),
}, 'is serving');

const api = `http://127.0.0.1:${appPort}/api`;
const login = await fetch(`${api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(owner) }).then((r) => r.json());
const auth = { Authorization: `Bearer ${login.data.token}` };
// The bench owner needs room for every round's copy of the file.
const results = { upload: [], baseUpload: [], download: [], baseDownload: [], uploadRss: [], downloadRss: [], rangeRead: [] };

async function upload(url, headers) {
  const body = multipartFile(file);
  const { result, seconds } = await timed(async () => request(url, { method: 'POST', headers: { ...headers, ...body.headers }, body: await body.stream() }));
  if (result.status >= 300) throw new Error(`upload ${url} answered ${result.status}: ${result.text()}`);
  return { seconds, body: result };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let mediaId;
for (let i = 0; i < rounds; i++) {
  const up = await withPeakRss(app.pid, () => upload(`${api}/media/upload`, auth));
  mediaId = JSON.parse(up.result.body.text()).mediaId;
  results.upload.push(mbps(size, up.result.seconds));
  results.uploadRss.push(up.rssGrowth);
  const baseUp = await upload(`http://127.0.0.1:${basePort}/upload`, {});
  results.baseUpload.push(mbps(size, baseUp.seconds));

  const down = await withPeakRss(app.pid, () => timed(() => request(`${api}/media/${mediaId}/download`, { headers: auth })));
  if (down.result.result.length !== size) throw new Error(`download returned ${down.result.result.length} bytes`);
  results.download.push(mbps(size, down.result.seconds));
  results.downloadRss.push(down.rssGrowth);
  const baseDown = await timed(() => request(`http://127.0.0.1:${basePort}/file`));
  results.baseDownload.push(mbps(size, baseDown.seconds));

  const readBefore = procReadBytes(app.pid);
  const range = await request(`${api}/media/${mediaId}/stream`, { headers: { ...auth, Range: `bytes=${size - 1}-${size - 1}` } });
  if (range.status !== 206 || range.length !== 1) throw new Error(`range read answered ${range.status} with ${range.length} bytes`);
  results.rangeRead.push(procReadBytes(app.pid) - readBefore);
  await fetch(`${api}/media/${mediaId}`, { method: 'DELETE', headers: auth });
}

const MB = 1024 * 1024;
const rows = [
  ['upload (encrypted)', median(results.upload), median(results.baseUpload), 'raw request-to-disk'],
  ['download (decrypted)', median(results.download), median(results.baseDownload), 'static file server'],
];
console.log(`\n${sizeMB} MB file, ${rounds} rounds, medians\n`);
console.log('| operation | Vaultbox MB/s | baseline MB/s | ratio | baseline |');
console.log('|---|---|---|---|---|');
for (const [name, ours, base, what] of rows) console.log(`| ${name} | ${ours.toFixed(0)} | ${base.toFixed(0)} | ${(ours / base).toFixed(2)} | ${what} |`);
console.log(`\npeak RSS growth: upload ${(Math.max(...results.uploadRss) / MB).toFixed(1)} MB, download ${(Math.max(...results.downloadRss) / MB).toFixed(1)} MB (target < 64 MB)`);
console.log(`1-byte range read at the end: ${(median(results.rangeRead) / 1024).toFixed(1)} KiB read by the server (one chunk is 64 KiB + 16 bytes)`);

app.kill('SIGTERM');
baseline.kill('SIGTERM');
rmSync(work, { recursive: true, force: true });
