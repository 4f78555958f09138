import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { SizeLimitError } from './storage-errors.ts';

/**
 * Pass-through that counts and hashes the plaintext and fails with SizeLimitError on the piece that passes
 * `maxBytes`, so an oversized upload stops at once instead of after it has been stored whole.
 */
export class PlaintextMeter extends Transform {
  private readonly hash = createHash('sha256');
  private count = 0;

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
    if (!(maxBytes >= 0)) throw new RangeError('maxBytes must be a non-negative number');
  }

  get bytes(): number {
    return this.count;
  }

  /** Hex SHA-256 of everything that passed; only meaningful once the stream has finished. */
  digest(): string {
    return this.hash.copy().digest('hex');
  }

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += piece.length;
    if (this.count > this.maxBytes) {
      callback(new SizeLimitError(this.maxBytes));
      return;
    }
    this.hash.update(piece);
    callback(null, piece);
  }
}
