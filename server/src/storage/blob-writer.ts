import type { Readable, Transform } from 'node:stream';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobEncryption } from './blob-encryption.ts';
import { PLAIN_HEADER_BYTES, PLAIN_MAGIC, type BlobFormat } from './blob-format.ts';
import type { BlobStore } from './blob-store.ts';
import { createEncryptStream } from './crypto/chunked-encrypt.ts';
import { encryptedSizeFor } from './crypto/chunked-format.ts';
import { PlaintextMeter } from './plaintext-meter.ts';

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
  /** Hex SHA-256 of the plaintext. */
  sha256: string;
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
  const { encryption, maxBytes, signal } = options;
  const meter = new PlaintextMeter(maxBytes);
  const encoder = encryption ? createEncryptStream(encryption.fileKey, encryption.fileId) : plainEncoder();
  const temp = await store.createTemp();
  try {
    await pipeline(source, meter, encoder, temp.stream, signal ? { signal } : {});
  } catch (error) {
    await store.discardTemp(temp.id).catch(() => undefined); // the original error is the one worth reporting
    throw error;
  }
  const plaintextSize = meter.bytes;
  return {
    tempId: temp.id,
    format: encryption ? 'encrypted' : 'plain',
    plaintextSize,
    sha256: meter.digest(),
    storedSize: encryption ? encryptedSizeFor(plaintextSize) : PLAIN_HEADER_BYTES + plaintextSize,
  };
}

export function writeEncrypted(
  store: BlobStore,
  source: Readable | AsyncIterable<Uint8Array>,
  encryption: BlobEncryption,
  options: Omit<WriteBlobOptions, 'encryption'> = {},
): Promise<WrittenBlob> {
  return writeBlob(store, source, { ...options, encryption });
}

export function writePlain(
  store: BlobStore,
  source: Readable | AsyncIterable<Uint8Array>,
  options: Omit<WriteBlobOptions, 'encryption'> = {},
): Promise<WrittenBlob> {
  return writeBlob(store, source, { ...options, encryption: null });
}

/** Pass-through that puts the plain-format marker first. */
function plainEncoder(): Transform {
  const stream = new PassThrough();
  stream.write(PLAIN_MAGIC);
  return stream;
}
