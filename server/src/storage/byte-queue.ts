/**
 * A FIFO of buffers that hands out exact-length slices, so stream pieces of any size can be regrouped into
 * cipher chunks without concatenating everything seen so far.
 */
export class ByteQueue {
  private pieces: Buffer[] = [];
  private total = 0;

  get length(): number {
    return this.total;
  }

  push(piece: Uint8Array): void {
    if (piece.length === 0) return;
    this.pieces.push(Buffer.isBuffer(piece) ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.length));
    this.total += piece.length;
  }

  /** Removes and returns exactly n bytes (n <= length); a slice without copying when one piece holds them. */
  take(n: number): Buffer {
    if (n > this.total) throw new RangeError(`ByteQueue holds ${this.total} bytes, ${n} requested`);
    this.total -= n;
    const first = this.pieces[0];
    if (first !== undefined && first.length >= n) {
      if (first.length === n) this.pieces.shift();
      else this.pieces[0] = first.subarray(n);
      return first.subarray(0, n);
    }
    return this.copyOut(Buffer.allocUnsafe(n));
  }

  /** Removes and returns exactly n bytes (n <= length), always copied into a buffer of their own (transferable). */
  takeCopy(n: number): Buffer {
    if (n > this.total) throw new RangeError(`ByteQueue holds ${this.total} bytes, ${n} requested`);
    this.total -= n;
    return this.copyOut(Buffer.from(new ArrayBuffer(n)));
  }

  private copyOut(out: Buffer): Buffer {
    let filled = 0;
    while (filled < out.length) {
      const piece = this.pieces[0];
      const used = Math.min(piece.length, out.length - filled);
      piece.copy(out, filled, 0, used);
      filled += used;
      if (used === piece.length) this.pieces.shift();
      else this.pieces[0] = piece.subarray(used);
    }
    return out;
  }

  /** All bytes held, without removing them. */
  peekAll(): Buffer {
    return this.pieces.length === 1 ? this.pieces[0] : Buffer.concat(this.pieces, this.total);
  }
}
