import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlobIntegrityError } from '../storage-errors.ts';
import {
  decryptBuffer,
  encryptBuffer,
  generatedContent,
  memoryReader,
  collect,
  peakRssGrowth,
} from '../../../test/helpers/storage.ts';
import type { ByteRange } from '../byte-range.ts';
import { CHUNK_OPENER_IDLE_MS, chunkOpenerReady, stopChunkOpener } from './chunk-opener-thread.ts';
import { openChunksOffThreadWhen, openCipherBlob, openedBatches } from './chunked-decrypt.ts';
import { ChunkSealer } from './chunked-encrypt.ts';
import {
  DEFAULT_CHUNK_SIZE as CHUNK,
  HEADER_BYTES,
  TAG_BYTES,
  chunkOffset,
  encryptedSizeFor,
} from './chunked-format.ts';
import { generateKey } from './keys.ts';

const key = generateKey();
const fileId = 'file-abc';
const STORED_CHUNK = CHUNK + TAG_BYTES;
// Until the worker has started, batches are opened inline: the cases about the worker wait for it first.
const workerStarted = () => vi.waitFor(() => expect(chunkOpenerReady()).toBe(true));

// Reads of 5,000 bytes open each chunk here. Reads of 300,000 bytes complete 4 or 5 chunks at a time: a batch that the
// worker thread opens when asked to (openChunksOffThreadWhen). Every case below runs both ways.
describe.each([
  { path: 'opened inline', pieceSize: 5000, offThread: false },
  { path: 'opened on the worker thread', pieceSize: 300_000, offThread: true },
])('$path', ({ pieceSize, offThread }) => {
  beforeAll(async () => {
    openChunksOffThreadWhen(() => offThread);
    if (offThread) await workerStarted();
  });
  afterAll(() => openChunksOffThreadWhen(() => false));
  const decrypt = (blob: Buffer, readKey: Buffer, readFileId: string, range?: ByteRange) =>
    decryptBuffer(blob, readKey, readFileId, range, pieceSize);

  it(`opens the batches ${offThread ? 'on the worker thread' : 'on this thread'}`, async () => {
    const plaintext = randomBytes(2 * 1024 * 1024);
    const before = { ...openedBatches() };
    expect((await decrypt(await encryptBuffer(plaintext, key, fileId), key, fileId)).equals(plaintext)).toBe(true);
    const after = openedBatches();
    expect(after.worker - before.worker > 0).toBe(offThread);
    expect(after.main - before.main > 0).toBe(!offThread);
  });

  describe('round trips', () => {
    const sizes = [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK + 17, 5 * 1024 * 1024 + 123];

    it.each(sizes)('%i bytes', async (size) => {
      const plaintext = randomBytes(size);
      const blob = await encryptBuffer(plaintext, key, fileId);
      expect(blob).toHaveLength(encryptedSizeFor(size));
      expect((await decrypt(blob, key, fileId)).equals(plaintext)).toBe(true);
    });

    it('accepts input one byte at a time, and a chunk size other than the default', async () => {
      const plaintext = randomBytes(3 * 1024 + 5);
      const sealer = new ChunkSealer(key, fileId, 1024);
      const out = [...plaintext].flatMap((byte) => sealer.push(Buffer.of(byte)));
      out.push(...sealer.finish());
      expect((await decrypt(Buffer.concat(out), key, fileId)).equals(plaintext)).toBe(true);
    });

    it('never stores the plaintext, and encrypting twice gives different blobs', async () => {
      const plaintext = Buffer.from('a very recognisable sentence, repeated. '.repeat(5000));
      const blob = await encryptBuffer(plaintext, key, fileId);
      expect(blob.includes(plaintext.subarray(0, 32))).toBe(false);
      expect(blob.includes(plaintext.subarray(CHUNK + 100, CHUNK + 132))).toBe(false);
      expect(blob.equals(await encryptBuffer(plaintext, key, fileId))).toBe(false);
    });
  });

  describe('range reads', () => {
    const size = 3 * CHUNK + 17;
    const plaintext = randomBytes(size);
    const blobPromise = encryptBuffer(plaintext, key, fileId);

    const ranges: Array<[string, number, number]> = [
      ['first byte', 0, 0],
      ['last byte', size - 1, size - 1],
      ['across a chunk boundary', CHUNK - 10, CHUNK + 9],
      ['exactly one chunk', CHUNK, 2 * CHUNK - 1],
      ['the short last chunk', 3 * CHUNK, size - 1],
      ['last byte of a chunk', CHUNK - 1, CHUNK - 1],
      ['first byte of a chunk', 2 * CHUNK, 2 * CHUNK],
      ['whole file', 0, size - 1],
      ['middle of several chunks', 1000, 2 * CHUNK + 1000],
    ];

    it.each(ranges)('%s', async (_name, start, end) => {
      const got = await decrypt(await blobPromise, key, fileId, { start, end });
      expect(got.equals(plaintext.subarray(start, end + 1))).toBe(true);
    });

    it('refuses ranges outside the content', async () => {
      const blob = await blobPromise;
      for (const range of [
        { start: 0, end: size },
        { start: 5, end: 4 },
        { start: -1, end: 3 },
      ]) {
        await expect(decrypt(blob, key, fileId, range)).rejects.toThrow(RangeError);
      }
      const empty = await encryptBuffer(Buffer.alloc(0), key, fileId);
      await expect(decrypt(empty, key, fileId, { start: 0, end: 0 })).rejects.toThrow(RangeError);
    });

    it('reads only the header and the one chunk holding the last byte', async () => {
      const big = await encryptBuffer(randomBytes(10 * 1024 * 1024), key, fileId);
      const reader = memoryReader(big);
      const opened = await openCipherBlob(big.length, reader, key, fileId);
      const end = opened.plaintextSize - 1;
      expect(await collect(opened.decrypt({ start: end, end }))).toHaveLength(1);
      expect(reader.reads).toHaveLength(2);
      expect(reader.bytesRead()).toBe(HEADER_BYTES + STORED_CHUNK);
    });

    it('reads exactly the two chunks a boundary-spanning range covers', async () => {
      const blob = await blobPromise;
      const reader = memoryReader(blob);
      const opened = await openCipherBlob(blob.length, reader, key, fileId);
      await collect(opened.decrypt({ start: 2 * CHUNK - 1, end: 2 * CHUNK }));
      expect(reader.reads[1]).toEqual({ start: chunkOffset(1, CHUNK), end: chunkOffset(3, CHUNK) - 1 });
      expect(reader.bytesRead()).toBe(HEADER_BYTES + 2 * STORED_CHUNK);
    });
  });

  describe('tampering fails loudly', () => {
    const size = 3 * CHUNK + 17;
    const plaintext = randomBytes(size);
    const blobPromise = encryptBuffer(plaintext, key, fileId);
    const lastStored = 17 + TAG_BYTES;

    const mutate = async (change: (blob: Buffer) => Buffer) => change(Buffer.from(await blobPromise));
    const flip = (at: number) => (blob: Buffer) => {
      blob[at] ^= 0x01;
      return blob;
    };
    const expectFailure = async (blob: Buffer, readKey = key, readFileId = fileId) => {
      await expect(decrypt(blob, readKey, readFileId)).rejects.toThrow(BlobIntegrityError);
    };

    it('a changed byte in a chunk, and only the ranges over that chunk fail', async () => {
      const blob = await mutate(flip(chunkOffset(1, CHUNK) + 500));
      await expectFailure(blob);
      await expect(decrypt(blob, key, fileId, { start: CHUNK + 3, end: CHUNK + 3 })).rejects.toThrow(
        /chunk 1 failed authentication/,
      );
      // The untouched first chunk is still authentic and may be served.
      const first = await decrypt(blob, key, fileId, { start: 0, end: 99 });
      expect(first.equals(plaintext.subarray(0, 100))).toBe(true);
    });

    it.each([0, 3, 4, 5, 8, 9, 16])('a changed header byte at %i', async (at) => {
      await expectFailure(await mutate(flip(at)));
    });

    it('a changed byte in a tag', async () => {
      await expectFailure(await mutate(flip(chunkOffset(1, CHUNK) - 1)));
      await expectFailure(await mutate(flip((await blobPromise).length - 1)));
    });

    it('two chunks swapped', async () => {
      const blob = await mutate((b) => {
        const zero = Buffer.from(b.subarray(chunkOffset(0, CHUNK), chunkOffset(1, CHUNK)));
        b.copy(b, chunkOffset(0, CHUNK), chunkOffset(1, CHUNK), chunkOffset(2, CHUNK));
        zero.copy(b, chunkOffset(1, CHUNK));
        return b;
      });
      await expectFailure(blob);
    });

    it('truncated by a whole chunk (the new last chunk is not flagged last)', async () => {
      const blob = await mutate((b) => b.subarray(0, b.length - lastStored));
      await expectFailure(blob);
      await expect(decrypt(blob, key, fileId, { start: 3 * CHUNK - 1, end: 3 * CHUNK - 1 })).rejects.toThrow(
        BlobIntegrityError,
      );
    });

    it('truncated by one byte, or down to the header', async () => {
      await expectFailure(await mutate((b) => b.subarray(0, b.length - 1)));
      await expectFailure(await mutate((b) => b.subarray(0, HEADER_BYTES)));
      await expectFailure(await mutate((b) => b.subarray(0, 10)));
    });

    it('an appended chunk or appended bytes', async () => {
      const exact = await encryptBuffer(randomBytes(2 * CHUNK), key, fileId);
      const withCopy = Buffer.concat([exact, exact.subarray(chunkOffset(1, CHUNK))]);
      await expectFailure(withCopy);
      await expectFailure(await mutate((b) => Buffer.concat([b, randomBytes(STORED_CHUNK)])));
      await expectFailure(await mutate((b) => Buffer.concat([b, Buffer.of(0)])));
    });

    it('a chunk moved in from another file under the same key', async () => {
      const other = await encryptBuffer(randomBytes(size), key, 'file-other');
      const blob = await mutate((b) => {
        other.copy(b, chunkOffset(1, CHUNK), chunkOffset(1, CHUNK), chunkOffset(2, CHUNK));
        return b;
      });
      await expectFailure(blob);
    });

    it('another file id or another key', async () => {
      const blob = await blobPromise;
      await expectFailure(blob, key, 'file-abd');
      await expectFailure(blob, generateKey(), fileId);
    });

    it('an empty file with a forged last flag or another id', async () => {
      const empty = await encryptBuffer(Buffer.alloc(0), key, fileId);
      expect(await decrypt(empty, key, fileId)).toHaveLength(0);
      await expectFailure(empty, key, 'another');
      await expectFailure(Buffer.from(empty).fill(0, HEADER_BYTES));
    });
  });
});

describe('the worker thread', () => {
  beforeAll(async () => {
    openChunksOffThreadWhen(() => true);
    await workerStarted();
  });
  afterAll(() => openChunksOffThreadWhen(() => false));

  it('stopped with a batch in hand fails the read at once, and the next read starts another', async () => {
    const plaintext = randomBytes(4 * 1024 * 1024);
    const blob = await encryptBuffer(plaintext, key, fileId);
    const opened = await openCipherBlob(blob.length, memoryReader(blob, 1024 * 1024), key, fileId);
    const reading = opened.decrypt()[Symbol.asyncIterator]();
    expect((await reading.next()).done).toBe(false);
    // The next batch is handed to the worker before the stop is: microtasks run before the thread's exit event.
    const next = reading.next();
    void stopChunkOpener();
    await expect(next).rejects.toThrow(/chunk opener thread stopped/);
    expect((await decryptBuffer(blob, key, fileId, undefined, 1024 * 1024)).equals(plaintext)).toBe(true);
    await workerStarted();
  });

  it('opens the batches here while it starts', async () => {
    await stopChunkOpener();
    const plaintext = randomBytes(4 * 1024 * 1024);
    const blob = await encryptBuffer(plaintext, key, fileId);
    const before = { ...openedBatches() };
    // The read asks for the worker, which starts, but the read does not wait for it.
    expect((await decryptBuffer(blob, key, fileId, undefined, 1024 * 1024)).equals(plaintext)).toBe(true);
    expect(openedBatches().worker).toBe(before.worker);
    await workerStarted();
  });

  it('stops once it has had nothing to open for a while, and the next read starts another', async () => {
    await stopChunkOpener();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await workerStarted();
      const plaintext = randomBytes(4 * 1024 * 1024);
      const blob = await encryptBuffer(plaintext, key, fileId);
      const before = openedBatches().worker;
      expect((await decryptBuffer(blob, key, fileId, undefined, 1024 * 1024)).equals(plaintext)).toBe(true);
      expect(openedBatches().worker).toBeGreaterThan(before);
      vi.advanceTimersByTime(CHUNK_OPENER_IDLE_MS - 1000);
      expect(chunkOpenerReady()).toBe(true);
      vi.advanceTimersByTime(1000);
      // Let go: asking again starts another, which is not ready yet.
      expect(chunkOpenerReady()).toBe(false);
      await workerStarted();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves batches of fewer than four chunks (a thumbnail) on this thread', async () => {
    await workerStarted();
    const plaintext = randomBytes(3 * CHUNK);
    const blob = await encryptBuffer(plaintext, key, fileId);
    const opened = await openCipherBlob(blob.length, memoryReader(blob, 1024 * 1024), key, fileId);
    // Stopped as in the case above: a batch handed to the worker would fail.
    const reading = collect(opened.decrypt());
    void stopChunkOpener();
    expect((await reading).equals(plaintext)).toBe(true);
  });
});

describe('memory', () => {
  it('encrypts 100 MB without buffering it', async () => {
    const total = 100 * 1024 * 1024;
    let written = 0;
    const sealer = new ChunkSealer(key, fileId);
    const growth = await peakRssGrowth(async () => {
      for await (const piece of generatedContent(total)) {
        for (const bytes of sealer.push(piece)) written += bytes.length;
      }
      for (const bytes of sealer.finish()) written += bytes.length;
    });
    expect(written).toBe(encryptedSizeFor(total));
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  });
});
