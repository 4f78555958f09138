import { createDecipheriv } from 'node:crypto';
import { ByteQueue } from '../byte-queue.ts';
import { assertRangeWithin, type ByteRange } from '../byte-range.ts';
import { BlobIntegrityError } from '../storage-errors.ts';
import { assertKey } from './keys.ts';
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

/** Reads stored bytes start..end (inclusive) of the blob, e.g. a ranged file stream. */
export type BlobRangeReader = (range: ByteRange) => Promise<AsyncIterable<Uint8Array>>;

export interface CipherBlob {
  /** Plaintext size implied by the stored size (already checked to be a size the format can produce). */
  readonly plaintextSize: number;
  /**
   * Yields exactly the plaintext bytes of `range` (the whole content when omitted), reading only the chunks that
   * cover it. Each chunk is authenticated before any of its bytes are yielded; a failure throws BlobIntegrityError.
   * A range outside the content throws RangeError at once.
   */
  decrypt(range?: ByteRange): AsyncGenerator<Buffer, void, undefined>;
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
  const header = decodeHeader(await readAll(await readRange({ start: 0, end: HEADER_BYTES - 1 })));
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

async function* decryptChunks(
  header: BlobHeader,
  plaintextSize: number,
  readRange: BlobRangeReader,
  fileKey: Buffer,
  fileId: string,
  wanted: ByteRange,
): AsyncGenerator<Buffer, void, undefined> {
  const { chunkSize } = header;
  const lastIndex = chunkCountFor(plaintextSize, chunkSize) - 1;
  const { first, last } = chunksCovering(wanted.start, wanted.end, chunkSize);
  const storedEnd = chunkOffset(last, chunkSize) + storedChunkLength(last, plaintextSize, chunkSize) - 1;

  const queue = new ByteQueue();
  let index = first;
  for await (const piece of await readRange({ start: chunkOffset(first, chunkSize), end: storedEnd })) {
    queue.push(piece);
    // Every chunk this read completed goes out as one buffer: one write (and one wait for the socket) per read.
    const opened: Buffer[] = [];
    while (index <= last && queue.length >= storedChunkLength(index, plaintextSize, chunkSize)) {
      const stored = queue.take(storedChunkLength(index, plaintextSize, chunkSize));
      const plaintext = openChunk(header, fileKey, fileId, index, index === lastIndex, stored);
      const chunkStart = index * chunkSize;
      const from = Math.max(wanted.start - chunkStart, 0);
      const to = Math.min(wanted.end - chunkStart + 1, plaintext.length);
      if (to > from) opened.push(plaintext.subarray(from, to));
      index++;
    }
    if (opened.length > 0) yield opened.length === 1 ? opened[0] : Buffer.concat(opened);
    if (index > last) return;
  }
  throw new BlobIntegrityError(`blob ended inside chunk ${index}`);
}

export function openChunk(
  header: BlobHeader,
  key: Buffer,
  fileId: string,
  index: number,
  isLast: boolean,
  stored: Buffer,
) {
  const ciphertext = stored.subarray(0, stored.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, chunkNonce(header.noncePrefix, index), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(chunkAad(header, fileId, index, isLast));
  decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
  try {
    // GCM's update() output is unauthenticated until final() succeeds: nothing is returned before that. GCM's
    // final() adds no bytes, so the update's buffer is the whole plaintext (no copy of it).
    const plaintext = decipher.update(ciphertext);
    decipher.final();
    return plaintext;
  } catch {
    throw new BlobIntegrityError(`chunk ${index} failed authentication (changed, moved, cut, or wrong key/file id)`);
  }
}

async function readAll(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const pieces: Uint8Array[] = [];
  for await (const piece of source) pieces.push(piece);
  return Buffer.concat(pieces);
}
