import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openBlobRange, type OpenBlobOptions } from './blob-reader.ts';
import { writeBlob } from './blob-writer.ts';
import type { ReadOptions } from './blob-store.ts';
import type { ByteRange } from './byte-range.ts';
import { DEFAULT_CHUNK_SIZE as CHUNK, HEADER_BYTES, TAG_BYTES } from './crypto/chunked-format.ts';
import { generateKey } from './crypto/keys.ts';
import { readAheadHeld } from './file-pieces-stream.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { BlobIntegrityError, BlobNotFoundError } from './storage-errors.ts';
import { collect, generatedContent, peakRssGrowth, piecesOf, withTempDir } from '../../test/helpers/storage.ts';

const encryption = { fileKey: generateKey(), fileId: 'file-1' };

/** Counts the stored bytes the store hands out (pieces it read ahead and let go unasked are not handed out). */
class CountingStore extends LocalBlobStore {
  bytesRead = 0;
  override async read(key: string, range?: ByteRange, options?: ReadOptions): Promise<Readable> {
    const stream = await super.read(key, range, options);
    const push = stream.push.bind(stream);
    stream.push = (piece: Buffer | null) => {
      if (piece) this.bytesRead += piece.length;
      return push(piece);
    };
    return stream;
  }
}

async function stored(store: LocalBlobStore, content: Buffer, encrypted: boolean, key = 'blob1'): Promise<string> {
  const written = await writeBlob(store, piecesOf(content), { encryption: encrypted ? encryption : null });
  await store.commit(written.tempId, key);
  return join(store.root, key.slice(0, 2), key);
}

const LARGE_BLOB = 10 * 1024 * 1024;

/** An encrypted 10 MB blob in a counting store whose count starts after the write. */
async function storedLargeBlob(root: string): Promise<CountingStore> {
  const store = new CountingStore(root);
  await stored(store, randomBytes(LARGE_BLOB), true);
  store.bytesRead = 0;
  return store;
}

const read = async (store: LocalBlobStore, options: OpenBlobOptions, key = 'blob1') =>
  collect(await openBlobRange(store, key, options));

describe.each([true, false])('openBlobRange (encrypted: %s)', (encrypted) => {
  const options = { encryption: encrypted ? encryption : null };
  const size = 3 * CHUNK + 17;
  const content = randomBytes(size);

  it('reads the whole content and every range edge', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      await stored(store, content, encrypted);
      expect((await read(store, options)).equals(content)).toBe(true);
      const ranges: ByteRange[] = [
        { start: 0, end: 0 },
        { start: size - 1, end: size - 1 },
        { start: CHUNK - 3, end: CHUNK + 2 },
        { start: CHUNK, end: 2 * CHUNK - 1 },
        { start: 0, end: size - 1 },
      ];
      for (const range of ranges) {
        const got = await read(store, { ...options, range, expectedSize: size });
        expect(got.equals(content.subarray(range.start, range.end + 1))).toBe(true);
      }
      await expect(openBlobRange(store, 'blob1', { ...options, range: { start: 0, end: size } })).rejects.toThrow(
        RangeError,
      );
    });
  });

  it('reads an empty content', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      await stored(store, Buffer.alloc(0), encrypted);
      expect(await read(store, { ...options, expectedSize: 0 })).toHaveLength(0);
    });
  });

  it('refuses a blob whose size differs from the record (cut or extended)', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      await stored(store, content, encrypted);
      await expect(openBlobRange(store, 'blob1', { ...options, expectedSize: size + 1 })).rejects.toThrow(
        BlobIntegrityError,
      );
    });
  });

  it('refuses a blob of the other format', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      await stored(store, content, !encrypted);
      await expect(openBlobRange(store, 'blob1', options)).rejects.toThrow(BlobIntegrityError);
    });
  });

  it('reports a missing blob', async () => {
    await withTempDir(async (root) => {
      await expect(openBlobRange(new LocalBlobStore(root), 'nope', options)).rejects.toThrow(BlobNotFoundError);
    });
  });
});

describe('openBlobRange on encrypted blobs', () => {
  it('fails loudly instead of serving a changed byte on disk', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const path = await stored(store, randomBytes(2 * CHUNK), true);
      const bytes = await readFile(path);
      bytes[HEADER_BYTES + CHUNK + TAG_BYTES + 10] ^= 0x80;
      await writeFile(path, bytes);
      await expect(read(store, { encryption })).rejects.toThrow(BlobIntegrityError);
      await expect(read(store, { encryption, range: { start: CHUNK, end: CHUNK } })).rejects.toThrow(
        BlobIntegrityError,
      );
    });
  });

  it('refuses another file id or key, and a plain blob forged in its place', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const path = await stored(store, randomBytes(1000), true);
      await expect(read(store, { encryption: { ...encryption, fileId: 'file-2' } })).rejects.toThrow(
        BlobIntegrityError,
      );
      await expect(read(store, { encryption: { ...encryption, fileKey: generateKey() } })).rejects.toThrow(
        BlobIntegrityError,
      );
      await writeFile(path, 'VBP1forged content');
      await expect(read(store, { encryption })).rejects.toThrow(BlobIntegrityError);
    });
  });

  it('reads only the header and one chunk for the last byte of a 10 MB file', async () => {
    await withTempDir(async (root) => {
      const store = await storedLargeBlob(root);
      const got = await read(store, { encryption, range: { start: LARGE_BLOB - 1, end: LARGE_BLOB - 1 } });
      expect(got).toHaveLength(1);
      expect(store.bytesRead).toBe(HEADER_BYTES + CHUNK + TAG_BYTES);
    });
  });

  it('stops reading the store when the consumer goes away', async () => {
    await withTempDir(async (root) => {
      const store = await storedLargeBlob(root);
      const stream = await openBlobRange(store, 'blob1', { encryption });
      for await (const _piece of stream) break; // destroys the stream
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stream.destroyed).toBe(true);
      // The store reads 1 MiB at a time and a read or two ahead: a few MiB, not the 10 MB file.
      expect(store.bytesRead).toBeLessThan(LARGE_BLOB / 2);
    });
  });

  it('reads and decrypts nothing ahead of a consumer that stopped: it holds one chunk, however large the file', async () => {
    await withTempDir(async (root) => {
      const store = await storedLargeBlob(root);
      const stream = await openBlobRange(store, 'blob1', { encryption });
      const taken: Buffer[] = [];
      // A socket that took one chunk and never drains.
      stream.pipe(new Writable({ highWaterMark: 0, write: (piece: Buffer) => void taken.push(piece) }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(taken.map((piece) => piece.length)).toEqual([CHUNK]);
      expect(store.bytesRead).toBe(HEADER_BYTES + CHUNK + TAG_BYTES);
      expect(readAheadHeld()).toBe(0);
      stream.destroy();
    });
  });

  it('streams a 128 MB file back with flat memory', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const total = 128 * 1024 * 1024;
      const written = await writeBlob(store, generatedContent(total), { encryption });
      await store.commit(written.tempId, 'big');
      let seen = 0;
      const growth = await peakRssGrowth(async () => {
        for await (const piece of await openBlobRange(store, 'big', { encryption, expectedSize: total })) {
          seen += (piece as Buffer).length;
        }
      });
      expect(seen).toBe(total);
      expect(growth).toBeLessThan(64 * 1024 * 1024); // half the content; garbage not yet collected counts too
    });
  });
});
