import { createCipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
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
 * Plaintext in (any piece sizes) -> encrypted blob out (chunked-format.ts). Holds at most one chunk of plaintext:
 * a full chunk is sealed only once a further byte arrives, because only the end of input tells which chunk is last.
 */
export class ChunkEncryptStream extends Transform {
  private readonly header: BlobHeader;
  private readonly pending = new ByteQueue();
  private nextIndex = 0;
  private headerSent = false;

  constructor(
    private readonly fileKey: Buffer,
    private readonly fileId: string,
    chunkSize = DEFAULT_CHUNK_SIZE,
  ) {
    super();
    assertKey(fileKey, 'file key');
    if (fileId === '') throw new TypeError('A file id is required to bind chunks to their file');
    this.header = encodeHeader(chunkSize, randomBytes(NONCE_PREFIX_BYTES));
  }

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.sendHeaderOnce();
      this.pending.push(piece);
      while (this.pending.length > this.header.chunkSize) this.seal(this.pending.take(this.header.chunkSize), false);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      this.sendHeaderOnce();
      this.seal(this.pending.take(this.pending.length), true);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  private sendHeaderOnce(): void {
    if (this.headerSent) return;
    this.headerSent = true;
    this.push(this.header.bytes);
  }

  private seal(plaintext: Buffer, isLast: boolean): void {
    const index = this.nextIndex++;
    const cipher = createCipheriv('aes-256-gcm', this.fileKey, chunkNonce(this.header.noncePrefix, index), {
      authTagLength: TAG_BYTES,
    });
    cipher.setAAD(chunkAad(this.header, this.fileId, index, isLast));
    // Pushed as they come, not concatenated: one copy of every chunk fewer on the upload path.
    this.push(cipher.update(plaintext));
    cipher.final(); // GCM has no buffered bytes to flush; final() computes the tag
    this.push(cipher.getAuthTag());
  }
}

export function createEncryptStream(fileKey: Buffer, fileId: string, chunkSize = DEFAULT_CHUNK_SIZE): Transform {
  return new ChunkEncryptStream(fileKey, fileId, chunkSize);
}
