import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ByteRange } from './byte-range.ts';

/**
 * Pieces one file read may cover: 4 sealed chunks, 256 KiB. Measured beside 50 connections of API calls (bench/
 * library.mjs): one piece per read kept a download at a quarter of its speed alone, 16 raised it to nine tenths but
 * doubled the calls' p99 (each turn decrypts what it read) and a crowd of stalled readers' memory; 4 keeps two thirds.
 */
const MOST_PIECES_PER_READ = 4;

/**
 * Bytes read ahead (beyond the piece asked for) that all these streams of the process may hold at once: a few fast
 * downloads read in runs; a crowd of readers arriving together reads one piece each, instead of a run each.
 */
const READ_AHEAD_BUDGET = 2 * 1024 * 1024;
let readAheadLeft = READ_AHEAD_BUDGET;

/** Bytes of the read-ahead budget held now (0 once every stream has ended): the tests look. */
export const readAheadHeld = (): number => READ_AHEAD_BUDGET - readAheadLeft;

/**
 * Bytes of an open file (or only `range`, inclusive), handed out one piece at a time and only when the consumer asks
 * for the next (its high-water mark is zero).
 *
 * A consumer that keeps up is read for in growing runs of pieces (2, then 4 in one file read, within the process's
 * read-ahead budget), so that a fast download does not wait a turn of the event loop for every piece. Pieces read but not asked for within the turn are let go, and read again when asked for: a consumer that
 * stopped (a client that stopped reading) holds nothing here, and its next run starts from one piece again.
 *
 * A file shorter than the range simply ends early (the reader checks lengths). Closes the file when done or destroyed.
 */
export class FilePiecesStream extends Readable {
  /** File offset of the next byte to hand out. */
  private position: number;
  private readonly end: number;
  /** Pieces read, not yet handed out: each a buffer of its own, so one held never holds the others. */
  private ahead: Buffer[] = [];
  private piecesPerRead = 1;
  /** Bytes of the read-ahead budget this stream holds. */
  private reserved = 0;
  private letGo: NodeJS.Immediate | null = null;

  constructor(
    private readonly handle: FileHandle,
    range: ByteRange | undefined,
    private readonly pieceBytes: number,
  ) {
    super({ highWaterMark: 0 });
    this.position = range?.start ?? 0;
    this.end = range?.end ?? Infinity;
  }

  override _read(): void {
    if (this.ahead.length > 0) {
      this.handOut();
      return;
    }
    const extra = Math.min(this.piecesPerRead - 1, Math.floor(readAheadLeft / this.pieceBytes));
    const pieces: Buffer[] = [];
    for (let at = this.position; pieces.length <= extra && at <= this.end; at += this.pieceBytes) {
      pieces.push(Buffer.allocUnsafe(Math.min(this.pieceBytes, this.end - at + 1)));
    }
    if (pieces.length === 0) {
      this.push(null);
      return;
    }
    this.reserve((pieces.length - 1) * this.pieceBytes);
    // One read (one turn of the event loop) fills every piece.
    this.handle.readv(pieces, this.position).then(
      ({ bytesRead }) => {
        if (this.destroyed) return;
        for (let left = bytesRead; left > 0; left -= this.pieceBytes) {
          const piece = pieces[this.ahead.length];
          this.ahead.push(left < piece.length ? piece.subarray(0, left) : piece);
        }
        // The file ended before the run did: what was reserved for the missing pieces goes back.
        this.release(this.reserved - Math.max(0, this.ahead.length - 1) * this.pieceBytes);
        if (this.ahead.length === 0) this.push(null);
        else this.handOut();
      },
      (error: Error) => this.destroy(error),
    );
  }

  private reserve(bytes: number): void {
    this.reserved += bytes;
    readAheadLeft -= bytes;
  }

  private release(bytes: number): void {
    const released = Math.max(0, Math.min(bytes, this.reserved));
    this.reserved -= released;
    readAheadLeft += released;
  }

  private handOut(): void {
    const piece = this.ahead.shift() as Buffer;
    this.position += piece.length;
    // What is left ahead is what stays reserved.
    this.release(this.reserved - this.ahead.length * this.pieceBytes);
    if (this.letGo) clearImmediate(this.letGo);
    this.letGo = null;
    if (this.ahead.length > 0) {
      this.letGo = setImmediate(() => {
        // Not asked for within the turn: the consumer waits (its socket is full). Read again when it asks.
        this.ahead = [];
        this.release(this.reserved);
        this.letGo = null;
        this.piecesPerRead = 1;
      });
    } else {
      this.piecesPerRead = Math.min(this.piecesPerRead * 2, MOST_PIECES_PER_READ);
    }
    this.push(piece);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.letGo) clearImmediate(this.letGo);
    this.ahead = [];
    this.release(this.reserved);
    // Waits for a read in progress before the descriptor is let go.
    this.handle.close().then(
      () => callback(error),
      (closeError: Error) => callback(error ?? closeError),
    );
  }
}
