import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ownerEnv, signInOwner, startServerProcess } from './helpers/server-process.ts';

// Readers that ask for a large shared file and then stop reading, against a real server process whose memory is read
// from /proc: what each costs while it waits, and whether that memory comes back once they are gone.

const MB = 1024 * 1024;
const READERS = 200;
// The default cap of open public streams per address is 16: the readers come from several loopback addresses.
const PER_ADDRESS = 16;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends the GET, reads the first piece of the answer (its status line) and then never reads again. */
function stalledReader(url: string, path: string, localAddress: string): Promise<{ socket: Socket; status: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: vaultbox.test\r\n\r\n`);
    });
    socket.once('error', reject);
    socket.once('data', (first: Buffer) => {
      socket.pause();
      resolve({ socket, status: first.subarray(0, first.indexOf('\r\n')).toString() });
    });
  });
}

/** The lowest RSS over a few samples: the figure once the process has settled. */
async function settledRss(pid: number): Promise<number> {
  let lowest = Infinity;
  for (let i = 0; i < 5; i++) {
    await pause(200);
    lowest = Math.min(lowest, rssOf(pid));
  }
  return lowest;
}

describe.skipIf(process.platform !== 'linux')('readers that stop reading', () => {
  it(`${READERS} paused readers of a 20 MiB shared file cost one chunk each, not megabytes, before and after`, async () => {
    const server = await startServerProcess(ownerEnv);
    try {
      const auth = { authorization: `Bearer ${await signInOwner(server.url)}` };
      const form = new FormData();
      form.append('file', new Blob([randomBytes(20 * MB)]), 'big.bin');
      const uploaded = await fetch(`${server.url}/api/media/upload`, { method: 'POST', headers: auth, body: form });
      const { mediaId } = (await uploaded.json()) as { mediaId: string };
      const created = await fetch(`${server.url}/api/share`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ mediaFileId: mediaId }),
      });
      const { slug } = ((await created.json()) as { data: { share: { slug: string } } }).data.share;
      const openReaders = (count: number) =>
        Promise.all(
          Array.from({ length: count }, (_, i) =>
            stalledReader(server.url, `/r/${slug}`, `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`),
          ),
        );
      // A whole read and a first small wave of readers, so what is measured is the crowd, not the route's first use.
      const whole = await fetch(`${server.url}/r/${slug}`);
      expect((await whole.arrayBuffer()).byteLength).toBe(20 * MB);
      for (const { socket } of await openReaders(PER_ADDRESS)) socket.destroy();
      const before = await settledRss(server.pid);

      const readers = await openReaders(READERS);
      expect(readers.map((r) => r.status)).toEqual(readers.map(() => 'HTTP/1.1 200 OK'));
      const during = await settledRss(server.pid);
      for (const { socket } of readers) socket.destroy();
      await pause(1_000);
      const after = await settledRss(server.pid);

      const grown = (rss: number) => Math.round((rss - before) / MB);
      // Before, each reader held about 4 MiB, and most of it stayed once they left (+830 MB, then +610 MB). Now each
      // holds one 64 KiB chunk and its connection; the rest is the garbage of the megabytes the kernel took for each.
      // The bounds (under 0.3 MB a reader) leave room for a busy machine: one clean-clone run measured 45 while waiting.
      expect(grown(during), 'MB added while the readers wait').toBeLessThan(60);
      expect(grown(after), 'MB still added once they are gone').toBeLessThan(60);
    } finally {
      await server.close();
    }
  }, 60_000);
});
