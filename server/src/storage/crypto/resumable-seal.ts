import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ByteQueue } from '../byte-queue.ts';
import { BlobIntegrityError } from '../storage-errors.ts';
import { assertKey } from './keys.ts';
import { sealChunk } from './chunked-encrypt.ts';
import { TAG_BYTES, chunkCountFor, type BlobHeader } from './chunked-format.ts';

// A blob whose plaintext arrives over many requests, pauses and restarts (a tus upload), sealed in the chunked format
// of chunked-format.ts with one rule (docs/decisions/0002): a chunk is sealed once, when its bytes are complete. The
// declared length tells which chunk is the last. The bytes after the last whole chunk (the tail) are kept apart,
// sealed under a fresh random nonce each time they are saved and bound to the number of chunks they follow.

const TAIL_NONCE_BYTES = 12;
const TAIL_LABEL = Buffer.from('vaultbox/upload-tail', 'utf8');

export interface SealPosition {
  /** Chunks already sealed and stored. */
  sealedChunks: number;
  /** Plaintext after them, fewer than a chunk's bytes. */
  tail: Buffer;
}

/** Seals the plaintext of one upload of `length` bytes from `position` on; push() hands back what to append. */
export class ResumableSealer {
  private readonly pending = new ByteQueue();
  private readonly lastIndex: number;
  private sealedChunks: number;

  constructor(
    private readonly fileKey: Buffer,
    private readonly fileId: string,
    private readonly header: BlobHeader,
    private readonly length: number,
    position: SealPosition,
  ) {
    assertKey(fileKey, 'file key');
    this.lastIndex = chunkCountFor(length, header.chunkSize) - 1;
    this.sealedChunks = position.sealedChunks;
    this.pending.push(position.tail);
    if (this.offset > length) throw new RangeError('The upload holds more bytes than its length');
  }

  /** Plaintext bytes received so far. */
  get offset(): number {
    return Math.min(this.sealedChunks * this.header.chunkSize, this.length) + this.pending.length;
  }

  get position(): SealPosition {
    return { sealedChunks: this.sealedChunks, tail: this.pending.peekAll() };
  }

  get isComplete(): boolean {
    return this.sealedChunks > this.lastIndex;
  }

  /** Takes the next plaintext bytes and returns the chunks they complete, sealed, in order (the bytes to append). */
  push(piece: Buffer): Buffer[] {
    if (this.offset + piece.length > this.length) throw new RangeError('More bytes than the upload length');
    this.pending.push(piece);
    const sealed: Buffer[] = [];
    const { chunkSize } = this.header;
    while (this.sealedChunks < this.lastIndex && this.pending.length >= chunkSize) {
      sealed.push(...this.seal(this.pending.take(chunkSize), false));
    }
    if (this.sealedChunks === this.lastIndex && this.offset === this.length) {
      sealed.push(...this.seal(this.pending.take(this.pending.length), true));
    }
    return sealed;
  }

  private seal(plaintext: Buffer, isLast: boolean): [Buffer, Buffer] {
    return sealChunk(this.fileKey, this.fileId, this.header, this.sealedChunks++, isLast, plaintext);
  }
}

function tailAad(header: BlobHeader, fileId: string, sealedChunks: number): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(sealedChunks, 0);
  return Buffer.concat([TAIL_LABEL, header.bytes, count, Buffer.from(fileId, 'utf8')]);
}

/** The tail sealed for storage: random nonce | ciphertext | tag. */
export function sealTail(fileKey: Buffer, fileId: string, header: BlobHeader, position: SealPosition): Buffer {
  const nonce = randomBytes(TAIL_NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', fileKey, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(tailAad(header, fileId, position.sealedChunks));
  return Buffer.concat([nonce, cipher.update(position.tail), cipher.final(), cipher.getAuthTag()]);
}

/**
 * The tail's plaintext when it was saved right after `sealedChunks` chunks; throws BlobIntegrityError otherwise (a
 * stale tail from before the last chunks were appended, or a forged one).
 */
export function openTail(fileKey: Buffer, fileId: string, header: BlobHeader, sealedChunks: number, sealed: Buffer) {
  if (sealed.length < TAIL_NONCE_BYTES + TAG_BYTES) throw new BlobIntegrityError('upload tail is too short');
  const nonce = sealed.subarray(0, TAIL_NONCE_BYTES);
  const body = sealed.subarray(TAIL_NONCE_BYTES, sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', fileKey, nonce, { authTagLength: TAG_BYTES });
  decipher.setAAD(tailAad(header, fileId, sealedChunks));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new BlobIntegrityError('upload tail does not belong to this point of the upload');
  }
}
