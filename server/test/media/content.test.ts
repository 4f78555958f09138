import { randomBytes } from 'node:crypto';
import { openSync, readSync, writeSync, closeSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADER_BYTES, TAG_BYTES, DEFAULT_CHUNK_SIZE } from '../../src/storage/crypto/chunked-format.ts';
import { buildMedia } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { blobPath, rawGet, waitFor, useMember } from './media-helpers.ts';

const CHUNK = DEFAULT_CHUNK_SIZE;

describe('GET /api/media/:id/download and /stream', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);
  const content = randomBytes(3 * CHUNK + 1234);
  let id: string;
  const auth = () => ({ authorization: `Bearer ${me.token}` });
  /** Files of `me`, built straight into storage: the upload is not the subject here. */
  const stored = async (bytes: Buffer, name: string) => (await buildMedia(t.ctx, me.user, bytes, { name })).id;

  beforeAll(async () => {
    id = await stored(content, 'Résumé "final".bin');
  });

  /** GET /api/media/:id/stream or /download, signed in by default. */
  const fetchContent = (fileId: string, route: string, headers: Record<string, string> = auth()) =>
    rawGet(`${t.url}/api/media/${fileId}/${route}`, headers);
  const stream = (headers: Record<string, string> = {}) => fetchContent(id, 'stream', { ...auth(), ...headers });
  /** Stores `text` as a file named `name` and streams it back. */
  const streamText = async (text: string, name: string) => {
    const fileId = await stored(Buffer.from(text), name);
    return { fileId, res: await fetchContent(fileId, 'stream') };
  };

  it('downloads the whole file as an attachment under its original name and counts it', async () => {
    const res = await fetchContent(id, 'download');
    expect(res.status).toBe(200);
    expect(res.body.equals(content)).toBe(true);
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _final_.bin"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.bin`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Counted once the whole file went out, just after the response.
    await waitFor(
      async () => (await api.get(`/api/media/${id}`, { token: me.token })).body.data.file.downloadCount === 1,
      'the download count',
    );
  });

  it('streams inline with Accept-Ranges and an ETag, counting no view', async () => {
    const res = await stream();
    expect(res.status).toBe(200);
    expect(res.body.equals(content)).toBe(true);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^"[\w-]{24}-\d+"$/);
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    // Kept by the browser only while revalidated, so a sign-out or a deletion takes effect at once.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const file = await api.get(`/api/media/${id}`, { token: me.token });
    expect(file.body.data.file.viewCount).toBe(0);
    // JSON answers are kept by no cache at all.
    expect(file.headers.get('cache-control')).toBe('no-store');
  });

  const size = content.length;
  const ranges: [string, string, number, number][] = [
    ['the first byte', 'bytes=0-0', 0, 0],
    ['the last byte', `bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
    ['a suffix of one byte', 'bytes=-1', size - 1, size - 1],
    ['a suffix longer than the file', `bytes=-${size + 10}`, 0, size - 1],
    ['an open range', `bytes=${CHUNK + 5}-`, CHUNK + 5, size - 1],
    ['a range across chunks', `bytes=${CHUNK - 3}-${2 * CHUNK + 3}`, CHUNK - 3, 2 * CHUNK + 3],
    ['an end past the file', `bytes=${size - 10}-${size + 100}`, size - 10, size - 1],
  ];
  it.each(ranges)('answers 206 for %s', async (_label, header, start, end) => {
    const res = await stream({ range: header });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.body.equals(content.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    for (const header of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, 'bytes=-0']) {
      const res = await stream({ range: header });
      expect(res.status).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
    }
  });

  it('ignores ranges it does not serve: several ranges, other units, reversed bounds', async () => {
    for (const header of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-2']) {
      const res = await stream({ range: header });
      expect(res.status).toBe(200);
      expect(res.body.length).toBe(size);
    }
  });

  it('honours If-Range: the current ETag gets the range, a stale one the whole file', async () => {
    const etag = String((await stream({ range: 'bytes=0-0' })).headers.etag);
    const fresh = await stream({ range: 'bytes=0-9', 'if-range': etag });
    expect(fresh.status).toBe(206);
    expect(fresh.body.equals(content.subarray(0, 10))).toBe(true);
    const stale = await stream({ range: 'bytes=0-9', 'if-range': '"0000-1"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(content)).toBe(true);
  });

  it('gives each file its own ETag, the same on every request, without its id (shares show it to visitors)', async () => {
    const etag = String((await stream()).headers.etag);
    expect(String((await stream()).headers.etag)).toBe(etag);
    expect(etag).not.toContain(id);
    const other = await stored(content, 'same bytes.bin');
    expect(String((await fetchContent(other, 'stream', auth())).headers.etag)).not.toBe(etag);
  });

  it('accepts the session cookie on stream and download, and nothing else', async () => {
    const res = await fetchContent(id, 'stream', { cookie: me.cookie, range: 'bytes=0-3' });
    expect(res.status).toBe(206);
    expect((await fetchContent(id, 'download', { cookie: me.cookie })).status).toBe(200);
    expect((await fetchContent(id, 'stream', {})).status).toBe(401);
    expect((await fetchContent(id, 'stream', { cookie: 'vb_session=forged' })).status).toBe(401);
  });

  it('serves script-capable types sandboxed', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const { fileId: svgId, res } = await streamText(svg, 'x.svg');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    const download = await fetchContent(svgId, 'download');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const html = '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>';
    const { res: page } = await streamText(html, 'a.png');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe('sandbox');
  });

  it("serves a PDF with only the framing rule, so the browser's viewer can style its page", async () => {
    const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
    const { res } = await streamText(pdf, 'doc.pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('reads only the chunks a range covers', async () => {
    // Damage the first chunk: a range in a later chunk still reads, the first byte no longer does.
    const victim = randomBytes(3 * CHUNK);
    const victimId = await stored(victim, 'victim.bin');
    flipByte(blobPath(t, victimId), HEADER_BYTES + 10);
    const late = await fetchContent(victimId, 'stream', {
      ...auth(),
      range: `bytes=${2 * CHUNK}-${2 * CHUNK + 9}`,
    });
    expect(late.status).toBe(206);
    expect(late.body.equals(victim.subarray(2 * CHUNK, 2 * CHUNK + 10))).toBe(true);
    const first = await fetchContent(victimId, 'stream', { ...auth(), range: 'bytes=0-0' });
    expect(first.status).toBe(500);
  });

  it('fails loudly, never with altered bytes, when a stored chunk was changed', async () => {
    const original = randomBytes(4 * CHUNK);
    const tamperedId = await stored(original, 'tampered.bin');
    // A byte in the third chunk: the first two are sent, then the connection is cut.
    flipByte(blobPath(t, tamperedId), HEADER_BYTES + 2 * (CHUNK + TAG_BYTES) + 100);
    for (const route of ['stream', 'download']) {
      const outcome = await fetchContent(tamperedId, route).then(
        (res) => ({ res, error: null }),
        (error: unknown) => ({ res: null, error }),
      );
      if (outcome.res) {
        // Only a clean error status may complete; never a full-length 200.
        expect(outcome.res.status).toBeGreaterThanOrEqual(500);
      } else {
        expect(outcome.error).toBeTruthy();
      }
    }
    // A tampered first chunk is caught before any header: a clean 500.
    const headId = await stored(original, 'head.bin');
    flipByte(blobPath(t, headId), HEADER_BYTES + 1);
    const res = await fetchContent(headId, 'download');
    expect(res.status).toBe(500);
    expect(res.body.includes(original.subarray(0, 16))).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    const file = await api.get(`/api/media/${headId}`, { token: me.token });
    expect(file.body.data.file.downloadCount).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetch(`${t.url}/api/media/${id}/stream`, { method: 'HEAD', headers: auth() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(size));
  });
});

function flipByte(path: string, offset: number): void {
  const fd = openSync(path, 'r+');
  try {
    const byte = Buffer.alloc(1);
    readSync(fd, byte, 0, 1, offset);
    byte[0] ^= 0xff;
    writeSync(fd, byte, 0, 1, offset);
  } finally {
    closeSync(fd);
  }
}
