import { BlobIntegrityError } from '../storage-errors.ts';

// Layout of an encrypted blob:
//   header = "VBX1" | version (1 byte) | chunk size (uint32 BE, plaintext bytes per chunk) | nonce prefix (8 bytes)
//   chunks = AES-256-GCM ciphertext of up to `chunkSize` plaintext bytes | 16-byte tag, repeated
// Every chunk but the last holds exactly `chunkSize` bytes; the last holds 0..chunkSize (an empty file has one
// empty last chunk), so every size maps to exactly one blob size and back.

export const ENCRYPTED_MAGIC = Buffer.from('VBX1', 'latin1');
export const FORMAT_VERSION = 1;
export const DEFAULT_CHUNK_SIZE = 64 * 1024;
export const NONCE_PREFIX_BYTES = 8;
export const HEADER_BYTES = ENCRYPTED_MAGIC.length + 1 + 4 + NONCE_PREFIX_BYTES;
export const TAG_BYTES = 16;
const MAX_CHUNK_INDEX = 0xffffffff;
// Bounds a forged header: nothing is buffered beyond one chunk, so one chunk must stay small.
const MIN_CHUNK_SIZE = 1024;
const MAX_CHUNK_SIZE = 16 * 1024 * 1024;

export interface BlobHeader {
  chunkSize: number;
  noncePrefix: Buffer;
  /** The raw header bytes, authenticated with every chunk. */
  bytes: Buffer;
}

export function encodeHeader(chunkSize: number, noncePrefix: Buffer): BlobHeader {
  assertChunkSize(chunkSize);
  if (noncePrefix.length !== NONCE_PREFIX_BYTES)
    throw new TypeError(`Nonce prefix must be ${NONCE_PREFIX_BYTES} bytes`);
  const bytes = Buffer.alloc(HEADER_BYTES);
  ENCRYPTED_MAGIC.copy(bytes, 0);
  bytes.writeUInt8(FORMAT_VERSION, 4);
  bytes.writeUInt32BE(chunkSize, 5);
  noncePrefix.copy(bytes, 9);
  return { chunkSize, noncePrefix: bytes.subarray(9), bytes };
}

export function decodeHeader(bytes: Buffer): BlobHeader {
  if (bytes.length < HEADER_BYTES) throw new BlobIntegrityError('blob is shorter than its header');
  if (!bytes.subarray(0, 4).equals(ENCRYPTED_MAGIC)) throw new BlobIntegrityError('not an encrypted Vaultbox blob');
  const version = bytes.readUInt8(4);
  if (version !== FORMAT_VERSION) throw new BlobIntegrityError(`unsupported format version ${version}`);
  const chunkSize = bytes.readUInt32BE(5);
  if (chunkSize < MIN_CHUNK_SIZE || chunkSize > MAX_CHUNK_SIZE) {
    throw new BlobIntegrityError(`implausible chunk size ${chunkSize}`);
  }
  const header = Buffer.from(bytes.subarray(0, HEADER_BYTES));
  return { chunkSize, noncePrefix: header.subarray(9), bytes: header };
}

function assertChunkSize(chunkSize: number): void {
  if (!Number.isInteger(chunkSize) || chunkSize < MIN_CHUNK_SIZE || chunkSize > MAX_CHUNK_SIZE) {
    throw new RangeError(`Chunk size must be an integer in ${MIN_CHUNK_SIZE}..${MAX_CHUNK_SIZE}`);
  }
}

/** Nonce of chunk i: the blob's random prefix + i as uint32 BE (unique per chunk under one key). */
export function chunkNonce(noncePrefix: Buffer, index: number): Buffer {
  if (!Number.isInteger(index) || index < 0 || index > MAX_CHUNK_INDEX)
    throw new RangeError('Chunk index out of range');
  const nonce = Buffer.alloc(NONCE_PREFIX_BYTES + 4);
  noncePrefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  return nonce;
}

/**
 * Additional data of chunk i: header | index (uint32 BE) | last flag (1 byte) | file id (utf8). Binding the header
 * makes any header change fail; the index stops reordering; the flag stops truncation; the file id stops swaps
 * between files. The file id comes last, so the fixed-width fields before it keep the encoding unambiguous.
 */
export function chunkAad(header: BlobHeader, fileId: string, index: number, isLast: boolean): Buffer {
  const fields = Buffer.alloc(5);
  fields.writeUInt32BE(index, 0);
  fields.writeUInt8(isLast ? 1 : 0, 4);
  return Buffer.concat([header.bytes, fields, Buffer.from(fileId, 'utf8')]);
}

export function chunkCountFor(plaintextSize: number, chunkSize: number): number {
  return Math.max(1, Math.ceil(plaintextSize / chunkSize));
}

export function encryptedSizeFor(plaintextSize: number, chunkSize = DEFAULT_CHUNK_SIZE): number {
  if (!Number.isSafeInteger(plaintextSize) || plaintextSize < 0) throw new RangeError('Invalid plaintext size');
  return HEADER_BYTES + plaintextSize + chunkCountFor(plaintextSize, chunkSize) * TAG_BYTES;
}

/** The plaintext size a blob of this size holds; a size no plaintext maps to means the blob was cut or extended. */
export function plaintextSizeFor(blobSize: number, chunkSize = DEFAULT_CHUNK_SIZE): number {
  const body = blobSize - HEADER_BYTES;
  if (!Number.isSafeInteger(blobSize) || body < TAG_BYTES) {
    throw new BlobIntegrityError(`blob size ${blobSize} is too small for any content`);
  }
  const chunks = Math.ceil(body / (chunkSize + TAG_BYTES));
  const plaintextSize = body - chunks * TAG_BYTES;
  if (plaintextSize < 0 || encryptedSizeFor(plaintextSize, chunkSize) !== blobSize) {
    throw new BlobIntegrityError(`blob size ${blobSize} matches no content size (truncated or extended)`);
  }
  return plaintextSize;
}

/** Byte offset in the blob where chunk i begins. */
export function chunkOffset(index: number, chunkSize: number): number {
  return HEADER_BYTES + index * (chunkSize + TAG_BYTES);
}

/** Stored length (ciphertext + tag) of chunk i in a blob of this plaintext size. */
export function storedChunkLength(index: number, plaintextSize: number, chunkSize: number): number {
  const plainLength = Math.min(chunkSize, plaintextSize - index * chunkSize);
  return Math.max(0, plainLength) + TAG_BYTES;
}

/** The chunk indexes (inclusive) that hold plaintext bytes start..end. */
export function chunksCovering(
  start: number,
  end: number,
  chunkSize = DEFAULT_CHUNK_SIZE,
): { first: number; last: number } {
  return { first: Math.floor(start / chunkSize), last: Math.floor(end / chunkSize) };
}
