// Upload, download and stream of one 100 MB file through Vaultbox, each beside its baseline in the same run.
// Usage: node bench/media.mjs [sizeMB=100] [rounds=3]
import { mbps, median, multipartFile, procReadBytes, request, startBench, timed, withPeakRss } from './lib.mjs';

const sizeMB = Number(process.argv[2] ?? 100);
const rounds = Number(process.argv[3] ?? 3);
const { file, size, app, api, baseUrl, auth, stop } = await startBench('bench', sizeMB, 3301, 3302);
const results = {
  upload: [],
  baseUpload: [],
  download: [],
  baseDownload: [],
  uploadRss: [],
  downloadRss: [],
  rangeRead: [],
};

async function upload(url, headers) {
  const body = multipartFile(file);
  const { result, seconds } = await timed(async () =>
    request(url, { method: 'POST', headers: { ...headers, ...body.headers }, body: await body.stream() }),
  );
  if (result.status >= 300) throw new Error(`upload ${url} answered ${result.status}: ${result.text()}`);
  return { seconds, body: result };
}

let mediaId;
for (let i = 0; i < rounds; i++) {
  const up = await withPeakRss(app.pid, () => upload(`${api}/media/upload`, auth));
  mediaId = JSON.parse(up.result.body.text()).mediaId;
  results.upload.push(mbps(size, up.result.seconds));
  results.uploadRss.push(up.rssGrowth);
  const baseUp = await upload(`${baseUrl}/upload`, {});
  results.baseUpload.push(mbps(size, baseUp.seconds));

  const down = await withPeakRss(app.pid, () =>
    timed(() => request(`${api}/media/${mediaId}/download`, { headers: auth })),
  );
  if (down.result.result.length !== size) throw new Error(`download returned ${down.result.result.length} bytes`);
  results.download.push(mbps(size, down.result.seconds));
  results.downloadRss.push(down.rssGrowth);
  const baseDown = await timed(() => request(`${baseUrl}/file`));
  results.baseDownload.push(mbps(size, baseDown.seconds));

  const readBefore = procReadBytes(app.pid);
  const range = await request(`${api}/media/${mediaId}/stream`, {
    headers: { ...auth, Range: `bytes=${size - 1}-${size - 1}` },
  });
  if (range.status !== 206 || range.length !== 1)
    throw new Error(`range read answered ${range.status} with ${range.length} bytes`);
  results.rangeRead.push(procReadBytes(app.pid) - readBefore);
  await fetch(`${api}/media/${mediaId}`, { method: 'DELETE', headers: auth });
}

const MB = 1024 * 1024;
const rows = [
  ['upload (encrypted)', median(results.upload), median(results.baseUpload), 'raw request-to-disk, fsynced'],
  ['download (decrypted)', median(results.download), median(results.baseDownload), 'static file server'],
];
console.log(`\n${sizeMB} MB file, ${rounds} rounds, medians\n`);
console.log('| operation | Vaultbox MB/s | baseline MB/s | ratio | baseline |');
console.log('|---|---|---|---|---|');
for (const [name, ours, base, what] of rows)
  console.log(`| ${name} | ${ours.toFixed(0)} | ${base.toFixed(0)} | ${(ours / base).toFixed(2)} | ${what} |`);
console.log(
  `\npeak RSS growth: upload ${(Math.max(...results.uploadRss) / MB).toFixed(1)} MB, download ${(Math.max(...results.downloadRss) / MB).toFixed(1)} MB (target < 64 MB)`,
);
console.log(
  `1-byte range read at the end: ${(median(results.rangeRead) / 1024).toFixed(1)} KiB read by the server (one chunk is 64 KiB + 16 bytes)`,
);

stop();
