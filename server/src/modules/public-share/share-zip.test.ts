import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../db/tables.ts';
import type { MediaContent } from '../../domain/media/media-content.ts';
import { zipEntries } from '../../../test/helpers/zip-entries.ts';
import { isDeflated, shareZipStream, type ZipPlan } from './share-zip.ts';

/** A file as open(itemId) hands it over, its bytes streamed in pieces (or failing after `failAfter` bytes). */
export function fakeContent(
  fileName: string,
  mimeType: string,
  bytes: Buffer,
  options: { failAfter?: number; opened?: () => void; closed?: () => void } = {},
): MediaContent {
  return {
    row: { created_at: '2026-01-02T03:04:05.000Z' } as MediaFileRow,
    size: bytes.length,
    etag: '"x"',
    mimeType,
    fileName,
    open: () => {
      options.opened?.();
      const stream = Readable.from(
        (function* pieces() {
          for (let at = 0; at < bytes.length; at += 10_000) {
            if (options.failAfter !== undefined && at >= options.failAfter) throw new Error('chunk failed to open');
            yield bytes.subarray(at, at + 10_000);
          }
        })(),
      );
      stream.once('close', () => options.closed?.());
      return Promise.resolve(stream);
    },
  };
}

export function planOf(contents: MediaContent[]): ZipPlan {
  return {
    items: contents.map((_, index) => ({ id: String(index) })),
    open: (id) => Promise.resolve(contents[Number(id)]),
  };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Central directory facts of each entry: name, method, CRC (enough for these small archives, not ZIP64). */
function directory(zip: Buffer): Array<{ name: string; method: number; crc: number; flags: number }> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const found = [];
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < zip.readUInt16LE(eocd + 10); i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    found.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      name: zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return found;
}

const noise = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) % 251));

describe('isDeflated', () => {
  it('deflates text, stores media and what is compressed already', () => {
    for (const type of [
      'text/plain',
      'text/csv; charset=utf-8',
      'application/json',
      'image/svg+xml',
      'application/ld+json',
    ])
      expect([type, isDeflated(type)]).toEqual([type, true]);
    for (const type of [
      'image/jpeg',
      'video/mp4',
      'audio/mpeg',
      'application/pdf',
      'application/zip',
      'application/octet-stream',
    ])
      expect([type, isDeflated(type)]).toEqual([type, false]);
  });
});

describe('shareZipStream', () => {
  it('computes CRC-32 with zlib, in the buffer-crc32 instance yazl uses, with the same values', () => {
    const yazlRequire = createRequire(createRequire(import.meta.url).resolve('yazl'));
    const { unsigned } = yazlRequire('buffer-crc32') as { unsigned: (data: Buffer, previous?: number) => number };
    const data = noise(100_000, 7);
    expect(unsigned(data)).toBe(crc32(data));
    expect(unsigned(data.subarray(500), unsigned(data.subarray(0, 500)))).toBe(crc32(data));
    expect(unsigned.name).toBe('zlibCrc32');
  });

  it('packs the items in order, byte for byte, text deflated and media stored, names safe and unique', async () => {
    const photo = noise(250_000, 1);
    const text = Buffer.from('a line of text that compresses well\n'.repeat(5000));
    const other = noise(30_000, 2);
    const zip = await collect(
      shareZipStream(
        planOf([
          fakeContent('../Beach.JPG', 'image/jpeg', photo),
          fakeContent('notes.txt', 'text/plain', text),
          fakeContent('_beach.jpg', 'image/jpeg', other),
          fakeContent('\u0000.hidden', 'application/octet-stream', Buffer.alloc(0)),
        ]),
      ),
    );
    const entries = zipEntries(zip);
    expect([...entries.keys()]).toEqual(['_Beach.JPG', 'notes.txt', '_beach (2).jpg', 'hidden']);
    expect(entries.get('_Beach.JPG')?.equals(photo)).toBe(true);
    expect(entries.get('notes.txt')?.equals(text)).toBe(true);
    expect(entries.get('_beach (2).jpg')?.equals(other)).toBe(true);
    expect(entries.get('hidden')?.length).toBe(0);
    const listed = directory(zip);
    expect(listed.map((entry) => entry.method)).toEqual([0, 8, 0, 0]);
    expect(listed.map((entry) => entry.crc)).toEqual([crc32(photo), crc32(text), crc32(other), 0]);
    // Bit 11: names are UTF-8.
    for (const entry of listed) expect(entry.flags & 0x800).toBe(0x800);
    expect(zip.length).toBeLessThan(photo.length + other.length + text.length / 4);
  });

  it('keeps a unicode name as UTF-8', async () => {
    const zip = await collect(shareZipStream(planOf([fakeContent('北京 été.png', 'image/png', noise(10, 3))])));
    expect([...zipEntries(zip).keys()]).toEqual(['北京 été.png']);
  });

  it('opens each item only once the previous one was read through', async () => {
    const events: string[] = [];
    const contents = [0, 1, 2].map((n) =>
      fakeContent(`f${n}.bin`, 'video/mp4', noise(50_000, n), {
        opened: () => events.push(`open ${n}`),
        closed: () => events.push(`close ${n}`),
      }),
    );
    await collect(shareZipStream(planOf(contents)));
    expect(events).toEqual(['open 0', 'close 0', 'open 1', 'close 1', 'open 2', 'close 2']);
  });

  it('errors the stream (never a complete archive) when an item fails mid-way or cannot be opened', async () => {
    const failures: Error[] = [];
    const broken = shareZipStream(
      planOf([
        fakeContent('a.bin', 'video/mp4', noise(50_000, 1)),
        fakeContent('b.bin', 'video/mp4', noise(50_000, 2), { failAfter: 20_000 }),
        fakeContent('c.bin', 'video/mp4', noise(50_000, 3)),
      ]),
      (error) => failures.push(error),
    );
    await expect(collect(broken)).rejects.toThrow('chunk failed to open');
    expect(failures).toHaveLength(1);

    const plan = planOf([fakeContent('a.bin', 'video/mp4', noise(50_000, 1))]);
    const unopenable = shareZipStream({
      items: [...plan.items, { id: 'gone' }],
      open: (id) => (id === 'gone' ? Promise.reject(new Error('file is gone')) : plan.open(id)),
    });
    await expect(collect(unopenable)).rejects.toThrow('file is gone');
  });

  it('errors the stream when an item yields fewer bytes than its size', async () => {
    const short = { ...fakeContent('a.bin', 'video/mp4', noise(50_000, 1)), size: 60_000 };
    await expect(collect(shareZipStream(planOf([short])))).rejects.toThrow(/unexpected number of bytes/);
  });

  it('closes the item being read when the consumer goes away, and opens no further item', async () => {
    const events: string[] = [];
    const contents = [0, 1].map((n) =>
      fakeContent(`f${n}.bin`, 'video/mp4', noise(2_000_000, n), {
        opened: () => events.push(`open ${n}`),
        closed: () => events.push(`close ${n}`),
      }),
    );
    const zip = shareZipStream(planOf(contents));
    await new Promise<void>((resolve) => zip.once('data', () => resolve()));
    zip.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['open 0', 'close 0']);
  });
});
