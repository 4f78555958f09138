import { Readable } from 'node:stream';
import type { BlobEncryption } from './blob-encryption.ts';
import { PLAIN_HEADER_BYTES, formatOfMarker } from './blob-format.ts';
import type { BlobStore } from './blob-store.ts';
import { assertRangeWithin, type ByteRange } from './byte-range.ts';
import { openCipherBlob } from './crypto/chunked-decrypt.ts';
import { BlobIntegrityError } from './storage-errors.ts';

export interface OpenBlobOptions {
  /**
   * The format the caller's records say the blob has: its key, or null for plain. The caller decides, not the
   * marker on disk, so a blob swapped for a forged plain one is refused instead of served.
   */
  encryption: BlobEncryption | null;
  /** Inclusive plaintext range; the whole content when omitted. Out of bounds throws RangeError. */
  range?: ByteRange;
  /** The content size on record: a blob of another size (cut or extended) is refused before any byte is read. */
  expectedSize?: number;
}

/**
 * Plaintext of a stored blob (or of a range of it) as a byte stream. Problems found up front (missing blob, wrong
 * format, wrong size, bad range) reject the promise; a chunk that fails authentication later errors the stream.
 * Encrypted blobs are read chunk by chunk, touching only the header and the chunks the range covers.
 */
export async function openBlobRange(store: BlobStore, key: string, options: OpenBlobOptions): Promise<Readable> {
  const { encryption, range, expectedSize } = options;
  const blobSize = await store.size(key);
  if (encryption) {
    const read = (r: ByteRange, pieceBytes: number) => store.read(key, r, { pieceBytes });
    const blob = await openCipherBlob(blobSize, read, encryption.fileKey, encryption.fileId);
    checkExpectedSize(blob.plaintextSize, expectedSize);
    return onDemand(blob.decrypt(range));
  }
  const marker = await readMarker(store, key, blobSize);
  if (formatOfMarker(marker) !== 'plain') throw new BlobIntegrityError('expected a plain blob');
  const plaintextSize = blobSize - PLAIN_HEADER_BYTES;
  checkExpectedSize(plaintextSize, expectedSize);
  if (range) assertRangeWithin(range, plaintextSize);
  else if (plaintextSize === 0) return Readable.from([], { objectMode: false });
  const { start, end } = range ?? { start: 0, end: plaintextSize - 1 };
  const stored = { start: start + PLAIN_HEADER_BYTES, end: end + PLAIN_HEADER_BYTES };
  return store.read(key, stored, { pieceBytes: PLAIN_PIECE_BYTES });
}

/** Pieces of a plain blob: a sealed chunk's worth, read on demand like an encrypted blob's. */
const PLAIN_PIECE_BYTES = 64 * 1024;

/**
 * A byte stream asking `source` for its next piece only when its reader wants one (high-water mark zero): piped to a
 * socket, the next chunk is read and decrypted once the socket has taken the last, so a client that stops reading
 * holds one chunk, however large the file. Readable.from would fetch one more piece while the pipe pauses.
 */
function onDemand(source: AsyncIterator<Buffer>): Readable {
  return new Readable({
    highWaterMark: 0,
    read() {
      source.next().then(
        ({ done, value }) => this.push(done ? null : value),
        (error: Error) => this.destroy(error),
      );
    },
    destroy(error, callback) {
      // Ends the reading, which closes the blob.
      (source.return?.() ?? Promise.resolve()).then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
}

async function readMarker(store: BlobStore, key: string, blobSize: number): Promise<Buffer> {
  if (blobSize < PLAIN_HEADER_BYTES) throw new BlobIntegrityError('blob is shorter than its format marker');
  const pieces: Buffer[] = [];
  for await (const piece of await store.read(key, { start: 0, end: PLAIN_HEADER_BYTES - 1 }))
    pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

function checkExpectedSize(actual: number, expected: number | undefined): void {
  if (expected !== undefined && actual !== expected) {
    throw new BlobIntegrityError(`blob holds ${actual} bytes of content, ${expected} expected (cut or extended)`);
  }
}
