import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Plaintext bytes that can be read from any offset: a decrypting blob reader, or a buffer in memory. */
export interface ByteSource {
  size: number;
  /** The bytes from `start` to `end` inclusive. */
  open(start: number, end: number): Promise<Readable> | Readable;
}

export const bufferSource = (bytes: Buffer): ByteSource => ({
  size: bytes.length,
  open: (start, end) => Readable.from([bytes.subarray(start, end + 1)]),
});

export const LOOPBACK_PREFIX = 'http://127.0.0.1:';
export const isLoopbackUrl = (input: string) => input.startsWith(LOOPBACK_PREFIX);

/**
 * Runs `use` with a URL that serves `source` over HTTP with Range, on 127.0.0.1 only, at an unguessable path, for as
 * long as `use` runs. Tools that must seek (ffmpeg, ffprobe) read decrypted bytes this way, so no plaintext copy is
 * ever written to disk (where a crash or kill -9 would leave it).
 */
export async function withLoopbackUrl<T>(source: ByteSource, use: (url: string) => Promise<T>): Promise<T> {
  const path = `/${randomBytes(24).toString('base64url')}`;
  const server = createServer((request, response) => {
    serve(source, path, request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  try {
    return await use(`${LOOPBACK_PREFIX}${port}${path}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function serve(source: ByteSource, path: string, request: IncomingMessage, response: ServerResponse) {
  if (request.url !== path || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404).end();
    return;
  }
  const range = parseRange(request.headers.range, source.size);
  if (range === 'unsatisfiable') {
    response.writeHead(416, { 'content-range': `bytes */${source.size}` }).end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: source.size - 1 };
  const headers = { 'accept-ranges': 'bytes', 'content-length': String(Math.max(0, end - start + 1)) };
  if (range) response.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${source.size}` });
  else response.writeHead(200, headers);
  if (request.method === 'HEAD' || end < start) {
    response.end();
    return;
  }
  await pipeline(await source.open(start, end), response);
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const last = size - 1;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: last };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? last : Math.min(Number(match[2]), last);
  return start > last || end < start ? 'unsatisfiable' : { start, end };
}
