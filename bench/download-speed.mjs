// Downloads a URL, discarding the bytes, and prints its speed in MB/s. Run as its own process by the benches, so the
// download is not slowed by the load generator's event loop: what is measured is the server.
// Usage: node bench/download-speed.mjs <url> [header: value]...
import http from 'node:http';

const [url, ...headerArgs] = process.argv.slice(2);
const headers = Object.fromEntries(
  headerArgs.map((h) => [h.slice(0, h.indexOf(':')), h.slice(h.indexOf(':') + 1).trim()]),
);
const begun = process.hrtime.bigint();
http.get(url, { headers }, (res) => {
  let bytes = 0;
  res.on('data', (chunk) => (bytes += chunk.length));
  res.on('end', () => {
    if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
    const seconds = Number(process.hrtime.bigint() - begun) / 1e9;
    console.log((bytes / 1024 / 1024 / seconds).toFixed(2));
  });
});
