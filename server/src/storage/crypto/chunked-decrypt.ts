import { ByteQueue } from '../byte-queue.ts';
import { pieceReader, type PieceReader } from '../piece-reader.ts';
import { assertRangeWithin, type ByteRange } from '../byte-range.ts';
import { BlobIntegrityError } from '../storage-errors.ts';
import { chunkOpenerReady, openChunksOffThread, type OpenedBatch, type SealedChunk } from './chunk-opener-thread.ts';
import { assertKey } from './keys.ts';
import { openSealedChunks } from './open-sealed-chunks.mjs';
import {
  HEADER_BYTES,
  TAG_BYTES,
  chunkAad,
  chunkCountFor,
  chunkNonce,
  chunkOffset,
  chunksCovering,
  decodeHeader,
  plaintextSizeFor,
  storedChunkLength,
  type BlobHeader,
} from './chunked-format.ts';

/**
 * Reads stored bytes start..end (inclusive) of the blob, e.g. a ranged file stream; asked for pieces of `pieceBytes`
 * (one sealed chunk), a reader that can hands them out on demand (BlobStore's ReadOptions).
 */
export type BlobRangeReader = (range: ByteRange, pieceBytes: number) => Promise<AsyncIterable<Uint8Array>>;

export interface CipherBlob {
  /** Plaintext size implied by the stored size (already checked to be a size the format can produce). */
  readonly plaintextSize: number;
  /**
   * Yields exactly the plaintext bytes of `range` (the whole content when omitted), reading only the chunks that
   * cover it. Each chunk is authenticated before any of its bytes are yielded; a failure throws BlobIntegrityError.
   * A range outside the content throws RangeError at once.
   */
  decrypt(range?: ByteRange): AsyncIterableIterator<Buffer>;
}

/** Reads and checks the header and the blob size; the chunks are read later, per range. */
export async function openCipherBlob(
  blobSize: number,
  readRange: BlobRangeReader,
  fileKey: Buffer,
  fileId: string,
): Promise<CipherBlob> {
  assertKey(fileKey, 'file key');
  if (blobSize < HEADER_BYTES) throw new BlobIntegrityError('blob is shorter than its header');
  const header = decodeHeader(await readAll(await readRange({ start: 0, end: HEADER_BYTES - 1 }, HEADER_BYTES)));
  const plaintextSize = plaintextSizeFor(blobSize, header.chunkSize);
  return {
    plaintextSize,
    decrypt(range) {
      // The whole of an empty file is its one empty chunk: read it anyway, so a forged or cut blob still fails.
      const wanted = range ?? { start: 0, end: Math.max(0, plaintextSize - 1) };
      // Checked here, not inside the generator, so a bad range throws before any stream exists.
      if (range !== undefined || plaintextSize > 0) assertRangeWithin(wanted, plaintextSize);
      return decryptChunks(header, plaintextSize, readRange, fileKey, fileId, wanted);
    },
  };
}

// A batch this large (a quarter MiB and more: a download's reads, not a thumbnail) may go to the worker thread.
const MIN_CHUNKS_OFF_THREAD = 4;
let offThreadNow: () => boolean = () => false;

/**
 * While `busy()` answers true, large batches are opened on a worker thread (chunk-opener-thread.ts) instead of this
 * one, so that requests waiting for this thread do not wait behind a download's decryption. Alone, a download runs
 * faster and lighter inline (no copy to hand over, no second thread). Inline until the app sets it (app.ts).
 */
export function openChunksOffThreadWhen(busy: () => boolean): void {
  offThreadNow = busy;
}

const batchesOpened = { main: 0, worker: 0 };

/** Batches opened in this process so far, by the thread that opened them (the metrics show it). */
export const openedBatches = (): Readonly<typeof batchesOpened> => batchesOpened;

/**
 * Not a generator: a suspended generator keeps its registers, and with them the last chunks it handled, alive for as
 * long as its reader waits. Here a stalled reader's plaintext is held by its socket alone.
 */
function decryptChunks(
  header: BlobHeader,
  plaintextSize: number,
  readRange: BlobRangeReader,
  fileKey: Buffer,
  fileId: string,
  wanted: ByteRange,
): AsyncIterableIterator<Buffer> {
  const { chunkSize } = header;
  const { first, last } = chunksCovering(wanted.start, wanted.end, chunkSize);
  const storedEnd = chunkOffset(last, chunkSize) + storedChunkLength(last, plaintextSize, chunkSize) - 1;
  let batches: Batches | null = null;
  let finished = false;
  const finish = async () => {
    finished = true;
    await batches?.close();
  };

  // Opened at the first call, as a generator would: a stream never read never opens its blob.
  async function opened(): Promise<Batches> {
    if (batches) return batches;
    // One sealed chunk per piece, handed out when the consumer wants it: a client that stops reading holds one chunk.
    const stored = await readRange({ start: chunkOffset(first, chunkSize), end: storedEnd }, chunkSize + TAG_BYTES);
    batches = openedBatchesOf(pieceReader(stored), { header, plaintextSize, fileKey, fileId, first, last });
    if (finished) await batches.close(); // ended while the blob was being opened
    return batches;
  }

  const ended = { done: true, value: undefined } as const;
  return {
    async next() {
      try {
        const source = await opened();
        while (!finished) {
          const batch = await source.next();
          if (batch === null) break;
          const batchStart = batch.first * chunkSize;
          const from = Math.max(wanted.start - batchStart, 0);
          const to = Math.min(wanted.end - batchStart + 1, batch.plaintext.length);
          if (to > from) return { done: false, value: batch.plaintext.subarray(from, to) };
        }
        await finish();
        return ended;
      } catch (error) {
        await finish();
        throw error;
      }
    },
    async return() {
      await finish();
      return ended;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

type Batches = ReturnType<typeof openedBatchesOf>;

interface BatchSource {
  header: BlobHeader;
  plaintextSize: number;
  fileKey: Buffer;
  fileId: string;
  /** The chunks to open, inclusive. */
  first: number;
  last: number;
}

/**
 * The chunks first..last opened in batches: each call reads stored pieces until at least one more chunk is whole, and
 * opens every whole one.
 */
function openedBatchesOf(pieces: PieceReader, source: BatchSource) {
  const { header, plaintextSize, fileKey, fileId, last } = source;
  const { chunkSize } = header;
  const lastIndex = chunkCountFor(plaintextSize, chunkSize) - 1;
  const queue = new ByteQueue();
  let index = source.first;

  async function next(): Promise<{ first: number; plaintext: Buffer } | null> {
    if (index > last) return null;
    for (;;) {
      const piece = await pieces.next();
      if (piece === null) throw new BlobIntegrityError(`blob ended inside chunk ${index}`);
      queue.push(piece);
      // Every chunk this read completed goes out as one buffer: one write (and one wait for the socket) per read.
      const batchFirst = index;
      const sealed: SealedChunk[] = [];
      let sealedBytes = 0;
      for (; index <= last; index++) {
        const length = storedChunkLength(index, plaintextSize, chunkSize);
        if (queue.length - sealedBytes < length) break;
        sealed.push({
          length,
          nonce: chunkNonce(header.noncePrefix, index),
          aad: chunkAad(header, fileId, index, index === lastIndex),
        });
        sealedBytes += length;
      }
      if (sealed.length === 0) continue;
      const offThread = sealed.length >= MIN_CHUNKS_OFF_THREAD && offThreadNow() && chunkOpenerReady();
      batchesOpened[offThread ? 'worker' : 'main']++;
      const plaintext = offThread
        ? await openOffThread(fileKey, queue.takeCopy(sealedBytes), sealed, batchFirst)
        : openInline(fileKey, queue, sealed, batchFirst);
      return { first: batchFirst, plaintext };
    }
  }

  return { next, close: () => pieces.close() };
}

async function openOffThread(key: Buffer, stored: Buffer, sealed: SealedChunk[], first: number): Promise<Buffer> {
  return plaintextOf(await openChunksOffThread(key, stored, sealed), first);
}

function openInline(key: Buffer, queue: ByteQueue, sealed: SealedChunk[], first: number): Buffer {
  const chunks = sealed.map(({ length, nonce, aad }) => ({ stored: queue.take(length), nonce, aad }));
  return plaintextOf(openSealedChunks(key, TAG_BYTES, chunks), first);
}

/** Opens (decrypts and authenticates) chunk `index` of a blob: its stored bytes are ciphertext then tag. */
export function openChunk(
  header: BlobHeader,
  key: Buffer,
  fileId: string,
  index: number,
  isLast: boolean,
  stored: Buffer,
): Buffer {
  const chunk = { stored, nonce: chunkNonce(header.noncePrefix, index), aad: chunkAad(header, fileId, index, isLast) };
  return plaintextOf(openSealedChunks(key, TAG_BYTES, [chunk]), index);
}

/** The plaintext of chunks opened from `first` on, or the integrity error naming the chunk that failed. */
function plaintextOf(opened: OpenedBatch, first: number): Buffer {
  if ('failed' in opened) throw failedChunkError(first + opened.failed);
  return opened.plaintext;
}

const failedChunkError = (index: number) =>
  new BlobIntegrityError(`chunk ${index} failed authentication (changed, moved, cut, or wrong key/file id)`);

async function readAll(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const pieces: Uint8Array[] = [];
  for await (const piece of source) pieces.push(piece);
  return Buffer.concat(pieces);
}
