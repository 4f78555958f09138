import { createCipheriv, randomBytes } from 'node:crypto';
import { ByteQueue } from '../byte-queue.ts';
import { assertKey } from './keys.ts';
import {
  DEFAULT_CHUNK_SIZE,
  NONCE_PREFIX_BYTES,
  TAG_BYTES,
  chunkAad,
  chunkNonce,
  encodeHeader,
  type BlobHeader,
} from './chunked-format.ts';

/**
 * Plaintext in (any piece sizes) -> encrypted blob out (chunked-format.ts), without streams: push() and finish() hand
 * back the bytes to append. Holds at most one chunk of plaintext: a full chunk is sealed only once a further byte
 * arrives, because only the end of input tells which chunk is last.
 */
export class ChunkSealer {
  private readonly header: BlobHeader;
  private readonly pending = new ByteQueue();
  private nextIndex = 0;
  private headerSent = false;

  constructor(
    private readonly fileKey: Buffer,
    private readonly fileId: string,
    chunkSize = DEFAULT_CHUNK_SIZE,
  ) {
    assertKey(fileKey, 'file key');
    if (fileId === '') throw new TypeError('A file id is required to bind chunks to their file');
    this.header = encodeHeader(chunkSize, randomBytes(NONCE_PREFIX_BYTES));
  }

  push(piece: Buffer): Buffer[] {
    const out = this.headerOnce();
    this.pending.push(piece);
    while (this.pending.length > this.header.chunkSize) {
      out.push(...this.seal(this.pending.take(this.header.chunkSize), false));
    }
    return out;
  }

  /** The end of input: the last chunk (possibly empty) sealed as last. */
  finish(): Buffer[] {
    return [...this.headerOnce(), ...this.seal(this.pending.take(this.pending.length), true)];
  }

  private headerOnce(): Buffer[] {
    if (this.headerSent) return [];
    this.headerSent = true;
    return [this.header.bytes];
  }

  private seal(plaintext: Buffer, isLast: boolean): [Buffer, Buffer] {
    return sealChunk(this.fileKey, this.fileId, this.header, this.nextIndex++, isLast, plaintext);
  }
}

/** Chunk `index` sealed: its ciphertext and its tag, as two buffers (not copied into one). */
export function sealChunk(
  fileKey: Buffer,
  fileId: string,
  header: BlobHeader,
  index: number,
  isLast: boolean,
  plaintext: Buffer,
): [Buffer, Buffer] {
  const cipher = createCipheriv('aes-256-gcm', fileKey, chunkNonce(header.noncePrefix, index), {
    authTagLength: TAG_BYTES,
  });
  cipher.setAAD(chunkAad(header, fileId, index, isLast));
  const ciphertext = cipher.update(plaintext);
  cipher.final(); // GCM has no buffered bytes to flush; final() computes the tag
  return [ciphertext, cipher.getAuthTag()];
}
