// Readers that stop reading: N clients ask for a shared 20 MiB file, read its first piece and then nothing, from
// loopback addresses of 16 readers each (the default cap per address). Prints the server's RSS before, while they
// wait and after they left, for three crowds in a row (the third shows whether what a crowd leaves behind is reused).
// Usage: node bench/stalled-readers.mjs [readers=1000] (Linux: the loopback addresses 127.0.x.y and /proc)
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_OWNER, multipartFile, procStatus, request, startAppServer } from './lib.mjs';

const readers = Number(process.argv[2] ?? 1000);
const PER_ADDRESS = 16;
const MB = 1024 * 1024;
const root = new URL('..', import.meta.url).pathname;
const work = join(root, '.tmp', 'bench-stalled-readers');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const file = join(work, 'payload.bin');
writeFileSync(file, randomBytes(20 * MB));

const port = 3321;
const owner = BENCH_OWNER;
const app = await startAppServer({ port, dataDir: join(work, 'data') });
const url = `http://127.0.0.1:${port}`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMB = () => procStatus(app.pid).rss / MB;

try {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  }).then((r) => r.json());
  const auth = { Authorization: `Bearer ${login.data.token}` };
  const body = multipartFile(file);
  const uploaded = await request(`${url}/api/media/upload`, {
    method: 'POST',
    headers: { ...auth, ...body.headers },
    body: await body.stream(),
  });
  const { mediaId } = JSON.parse(uploaded.text());
  const shared = await fetch(`${url}/api/share`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ mediaFileId: mediaId }),
  }).then((r) => r.json());
  const path = `/r/${shared.data.share.slug}`;
  await request(`${url}${path}`);

  /** A client that asks for the file, reads its first piece (the status line) and then nothing. */
  const stalledReader = (i) =>
    new Promise((resolve, reject) => {
      const n = Math.floor(i / PER_ADDRESS);
      const localAddress = `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;
      const socket = connect({ host: '127.0.0.1', port, localAddress }, () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: bench\r\n\r\n`),
      );
      socket.once('error', reject);
      socket.once('data', (first) => {
        socket.pause();
        resolve({ socket, status: first.toString('latin1', 9, 12) });
      });
    });

  await pause(1000);
  const before = rssMB();
  console.log(`${readers} stalled readers of a 20 MiB shared file; server RSS before: ${before.toFixed(0)} MB`);
  for (let crowd = 1; crowd <= 3; crowd++) {
    const open = await Promise.all(Array.from({ length: readers }, (_, i) => stalledReader(i)));
    const served = open.filter((r) => r.status === '200').length;
    await pause(1500);
    const during = rssMB() - before;
    for (const { socket } of open) socket.destroy();
    await pause(3000);
    const after = rssMB() - before;
    console.log(
      `crowd ${crowd}: ${served} served; while they wait +${during.toFixed(0)} MB ` +
        `(${((during * 1024) / readers).toFixed(0)} KB each); after they left +${after.toFixed(0)} MB`,
    );
  }
} finally {
  app.kill('SIGTERM');
  await pause(500);
  rmSync(work, { recursive: true, force: true });
}
