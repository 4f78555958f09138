import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { BlobEncryption } from './blob-encryption.ts';
import { PLAIN_HEADER_BYTES, PLAIN_MAGIC, type BlobFormat } from './blob-format.ts';
import type { BlobStore } from './blob-store.ts';
import { ChunkSealer } from './crypto/chunked-encrypt.ts';
import { encryptedSizeFor } from './crypto/chunked-format.ts';
import { SizeLimitError } from './storage-errors.ts';
import { writePieces } from './stream-writes.ts';

export interface WriteBlobOptions {
  /** Chunked AES-256-GCM with this key, or null to store plain (the user's autoEncrypt preference is off). */
  encryption: BlobEncryption | null;
  /** Fails with SizeLimitError as soon as the content passes this many bytes. */
  maxBytes?: number;
  /** Aborts the write (e.g. the client went away). */
  signal?: AbortSignal;
}

export interface WrittenBlob {
  /** Commit it with store.commit(tempId, key) once the row is safe, or discard it. */
  tempId: string;
  format: BlobFormat;
  plaintextSize: number;
  storedSize: number;
}

/**
 * Streams `source` into a new temp blob with backpressure and constant memory. On any failure (size limit, source
 * error, abort, disk error) the temp blob is deleted before the error is rethrown: nothing is left behind.
 */
export async function writeBlob(
  store: BlobStore,
  source: Readable | AsyncIterable<Uint8Array>,
  options: WriteBlobOptions,
): Promise<WrittenBlob> {
  const { encryption, maxBytes = Number.POSITIVE_INFINITY, signal } = options;
  // A loop rather than a pipeline of Transforms: each stage of a pipeline costs a buffer and a turn per piece, which
  // was a third of the upload's time (docs/performance.md, uploads).
  const sealer = encryption ? new ChunkSealer(encryption.fileKey, encryption.fileId) : null;
  let plaintextSize = 0;
  const temp = await store.createTemp();
  try {
    signal?.throwIfAborted();
    if (!sealer) await writePieces(temp.stream, [PLAIN_MAGIC]);
    for await (const received of source) {
      const piece = Buffer.isBuffer(received) ? received : Buffer.from(received);
      plaintextSize += piece.length;
      if (plaintextSize > maxBytes) throw new SizeLimitError(maxBytes);
      await writePieces(temp.stream, sealer ? sealer.push(piece) : [piece]);
      signal?.throwIfAborted();
    }
    if (sealer) await writePieces(temp.stream, sealer.finish());
    temp.stream.end();
    await finished(temp.stream);
  } catch (error) {
    temp.stream.destroy();
    await store.discardTemp(temp.id).catch(() => undefined); // the original error is the one worth reporting
    throw error;
  }
  return {
    tempId: temp.id,
    format: encryption ? 'encrypted' : 'plain',
    plaintextSize,
    storedSize: encryption ? encryptedSizeFor(plaintextSize) : PLAIN_HEADER_BYTES + plaintextSize,
  };
}
