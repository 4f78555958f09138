import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { BlobEncryption } from './blob-encryption.ts';
import { PLAIN_HEADER_BYTES, PLAIN_MAGIC } from './blob-format.ts';
import type { BlobStore } from './blob-store.ts';
import { openChunk, openCipherBlob } from './crypto/chunked-decrypt.ts';
import {
  DEFAULT_CHUNK_SIZE,
  HEADER_BYTES,
  NONCE_PREFIX_BYTES,
  TAG_BYTES,
  chunkCountFor,
  chunkOffset,
  decodeHeader,
  encodeHeader,
  type BlobHeader,
} from './crypto/chunked-format.ts';
import { ResumableSealer, openTail, sealTail, type SealPosition } from './crypto/resumable-seal.ts';
import { writePieces } from './stream-writes.ts';

// A temp blob filled over many requests (a resumable upload). Its durable state is the blob itself plus the sealed
// tail its caller keeps (a database row): see docs/decisions/0002. Plain blobs (the user's autoEncrypt is off) are
// the marker and the bytes as they came, and need no tail.

export interface ResumableBlob {
  tempId: string;
  /** Declared content length. */
  length: number;
  encryption: BlobEncryption | null;
  /** The sealed tail as last saved (null: none yet). */
  sealedTail: Buffer | null;
}

/** Where a resumable blob durably stands. */
export interface ResumePoint {
  /** Content bytes received and kept: what tus calls the offset. */
  offset: number;
  /** Bytes of the temp blob that are kept; anything after (a torn write) is cut off by the next append. */
  storedBytes: number;
  /** Encrypted blobs only. */
  sealing: { header: BlobHeader; position: SealPosition } | null;
}

export interface AppendResult {
  point: ResumePoint;
  /** The new sealed tail to save (encrypted blobs), after the blob's bytes are durable. */
  sealedTail: Buffer | null;
  /** The source held more bytes than the declared length: nothing of it was kept (the blob is back at `point`). */
  overflowed: boolean;
}

/** A new temp blob holding only its header (and, for an empty file, its one empty chunk). */
export async function createResumableBlob(
  store: BlobStore,
  length: number,
  encryption: BlobEncryption | null,
): Promise<{ tempId: string; sealedTail: Buffer | null }> {
  const temp = await store.createTemp();
  try {
    if (!encryption) {
      await writeAndFinish(temp.stream, [PLAIN_MAGIC]);
      return { tempId: temp.id, sealedTail: null };
    }
    const header = encodeHeader(DEFAULT_CHUNK_SIZE, randomBytes(NONCE_PREFIX_BYTES));
    const sealer = new ResumableSealer(encryption.fileKey, encryption.fileId, header, length, emptyPosition());
    // An empty file is complete at once: its one (empty, last) chunk is sealed now.
    const sealed = length === 0 ? sealer.push(Buffer.alloc(0)) : [];
    await writeAndFinish(temp.stream, [header.bytes, ...sealed]);
    return { tempId: temp.id, sealedTail: sealTail(encryption.fileKey, encryption.fileId, header, sealer.position) };
  } catch (error) {
    await store.discardTemp(temp.id).catch(() => undefined);
    throw error;
  }
}

/**
 * Reads where the blob durably stands: whole chunks whose last one authenticates, plus the tail if it was saved
 * after exactly those chunks. A torn or stale end is not counted; the client resends from the offset given.
 */
export async function locateResumePoint(store: BlobStore, blob: ResumableBlob): Promise<ResumePoint> {
  const size = await store.tempSize(blob.tempId);
  if (!blob.encryption) {
    const offset = Math.min(Math.max(0, size - PLAIN_HEADER_BYTES), blob.length);
    return { offset, storedBytes: PLAIN_HEADER_BYTES + offset, sealing: null };
  }
  const { fileKey, fileId } = blob.encryption;
  const header = decodeHeader(await readTempBytes(store, blob.tempId, 0, HEADER_BYTES));
  const chunkCount = chunkCountFor(blob.length, header.chunkSize);
  const storedChunk = header.chunkSize + TAG_BYTES;
  let chunks = Math.min(Math.floor((size - HEADER_BYTES) / storedChunk), chunkCount);
  const lastLength = blob.length - (chunkCount - 1) * header.chunkSize + TAG_BYTES;
  // A complete blob ends with its (possibly shorter) last chunk.
  if (size >= chunkOffset(chunkCount - 1, header.chunkSize) + lastLength) chunks = chunkCount;
  while (chunks > 0 && !(await chunkAuthenticates(store, blob, header, chunks - 1, chunkCount))) chunks--;
  const storedBytes = chunks === 0 ? HEADER_BYTES : chunkEnd(header, chunks - 1, chunkCount, blob.length);
  let tail = Buffer.alloc(0);
  if (blob.sealedTail && chunks < chunkCount) {
    try {
      tail = openTail(fileKey, fileId, header, chunks, blob.sealedTail);
    } catch {
      tail = Buffer.alloc(0); // stale: saved before the chunks that now follow were appended
    }
  }
  const position = { sealedChunks: chunks, tail };
  const offset = Math.min(chunks * header.chunkSize, blob.length) + tail.length;
  return { offset, storedBytes, sealing: { header, position } };
}

/**
 * Appends the content bytes of `source` from `point` on. Whatever arrives is kept even when the source ends early
 * or fails (a client that drops the connection): the result says how far the blob durably got. A source that runs
 * past the declared length is refused whole: reading stops there, the blob is cut back to `point` and the result
 * says it overflowed (keeping what fitted would make a blob that looks complete from bytes the client got wrong).
 */
export async function appendToResumableBlob(
  store: BlobStore,
  blob: ResumableBlob,
  point: ResumePoint,
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<AppendResult> {
  const sealer =
    blob.encryption && point.sealing
      ? new ResumableSealer(
          blob.encryption.fileKey,
          blob.encryption.fileId,
          point.sealing.header,
          blob.length,
          point.sealing.position,
        )
      : null;
  const stream = await store.openTemp(blob.tempId, point.storedBytes);
  let offset = point.offset;
  let storedBytes = point.storedBytes;
  let overflowed = false;
  let writeError: unknown = null;
  try {
    for await (const received of source) {
      const room = blob.length - offset;
      const piece = received.length > room ? received.subarray(0, room) : received;
      const out = sealer ? sealer.push(piece) : [piece];
      offset += piece.length;
      for (const bytes of out) storedBytes += bytes.length;
      await writePieces(stream, out);
      if (received.length > room) {
        overflowed = true;
        break;
      }
    }
  } catch (error) {
    // The source failing (the client went away) ends the append; the store failing is the caller's problem.
    if (stream.errored) writeError = error;
  }
  stream.end();
  await finished(stream);
  if (writeError) throw writeError;
  if (overflowed) {
    const cut = await store.openTemp(blob.tempId, point.storedBytes);
    await writeAndFinish(cut, []);
    return { point, sealedTail: null, overflowed };
  }
  const position = sealer?.position;
  const sealedTail =
    sealer && position && blob.encryption && point.sealing
      ? sealTail(blob.encryption.fileKey, blob.encryption.fileId, point.sealing.header, position)
      : null;
  return {
    point: {
      offset,
      storedBytes,
      sealing: point.sealing && position ? { header: point.sealing.header, position } : null,
    },
    sealedTail,
    overflowed,
  };
}

/** The plaintext of a finished resumable blob (or of bytes 0..last of it), authenticated chunk by chunk. */
export async function* readResumableBlob(
  store: BlobStore,
  blob: Pick<ResumableBlob, 'tempId' | 'length' | 'encryption'>,
  last = blob.length - 1,
): AsyncGenerator<Buffer> {
  if (blob.length === 0) return;
  const range = { start: 0, end: Math.min(last, blob.length - 1) };
  if (!blob.encryption) {
    const plain = await store.readTemp(blob.tempId, {
      start: PLAIN_HEADER_BYTES + range.start,
      end: PLAIN_HEADER_BYTES + range.end,
    });
    yield* plain as AsyncIterable<Buffer>;
    return;
  }
  const size = await store.tempSize(blob.tempId);
  const { fileKey, fileId } = blob.encryption;
  const cipherBlob = await openCipherBlob(size, (r) => store.readTemp(blob.tempId, r), fileKey, fileId);
  if (cipherBlob.plaintextSize !== blob.length) throw new RangeError('The resumable blob is not finished');
  yield* cipherBlob.decrypt(range);
}

async function chunkAuthenticates(
  store: BlobStore,
  blob: ResumableBlob,
  header: BlobHeader,
  index: number,
  chunkCount: number,
): Promise<boolean> {
  const { fileKey, fileId } = blob.encryption!;
  const start = chunkOffset(index, header.chunkSize);
  const end = chunkEnd(header, index, chunkCount, blob.length);
  try {
    const stored = await readTempBytes(store, blob.tempId, start, end - start);
    openChunk(header, fileKey, fileId, index, index === chunkCount - 1, stored);
    return true;
  } catch {
    return false;
  }
}

/** Byte offset just past chunk `index`. */
function chunkEnd(header: BlobHeader, index: number, chunkCount: number, length: number): number {
  const plain = index === chunkCount - 1 ? length - index * header.chunkSize : header.chunkSize;
  return chunkOffset(index, header.chunkSize) + plain + TAG_BYTES;
}

async function readTempBytes(store: BlobStore, tempId: string, start: number, count: number): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of await store.readTemp(tempId, { start, end: start + count - 1 })) pieces.push(piece);
  return Buffer.concat(pieces);
}

function emptyPosition(): SealPosition {
  return { sealedChunks: 0, tail: Buffer.alloc(0) };
}

async function writeAndFinish(stream: Writable, pieces: Buffer[]): Promise<void> {
  for (const piece of pieces) stream.write(piece);
  stream.end();
  await finished(stream);
}
