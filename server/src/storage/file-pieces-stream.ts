import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ByteRange } from './byte-range.ts';

/**
 * Pieces one file read may cover: 4 sealed chunks, 256 KiB. Measured beside 50 connections of API calls (bench/
 * library.mjs): 16 per read doubled the calls' p99 (each turn decrypts what it read); with the next run read while
 * the last is handed out, 4 keeps a download near its speed alone.
 */
const MOST_PIECES_PER_READ = 4;

/**
 * Bytes read ahead (beyond the piece a consumer waits for) that all these streams of the process may hold at once: a
 * few fast downloads read in runs; a crowd of readers arriving together reads one piece each, instead of a run each.
 */
const READ_AHEAD_BUDGET = 2 * 1024 * 1024;
let readAheadLeft = READ_AHEAD_BUDGET;

/** Pieces read ahead and not asked for within this long are let go: their consumer is not keeping up. */
const LET_GO_MS = 20;

/** Bytes of the read-ahead budget held now (0 once every stream has ended): the tests look. */
export const readAheadHeld = (): number => READ_AHEAD_BUDGET - readAheadLeft;

interface Read {
  /** Bumped when what was read ahead is let go: a read of an earlier generation lands for nothing. */
  generation: number;
  /** Bytes of the budget it holds: every piece, but the one a waiting consumer takes at once. */
  budgeted: number;
}

/**
 * Bytes of an open file (or only `range`, inclusive), handed out one piece at a time and only when the consumer asks
 * for the next (its high-water mark is zero).
 *
 * A consumer that keeps up is read for ahead, in runs of pieces that grow (2, then 4 in one file read) within the
 * process's read-ahead budget, the next run read while the last is handed out, so a fast download does not wait for
 * the disk between runs. Pieces not asked for within LET_GO_MS are let go and read again when asked for: a consumer
 * that stopped (a client that stopped reading) holds nothing here, and its next run starts from one piece again.
 *
 * A file shorter than the range simply ends early (the reader checks lengths). Closes the file when done or destroyed.
 */
export class FilePiecesStream extends Readable {
  /** File offset of the next byte to hand out. */
  private position: number;
  /** File offset of the next byte to read: after what is ahead and what is being read. */
  private readAt: number;
  private end: number;
  /** Pieces read, not yet handed out: each a buffer of its own, so one held never holds the others. */
  private ahead: Buffer[] = [];
  private reading: Read | null = null;
  private generation = 0;
  /** The consumer asked and got nothing yet. */
  private waiting = false;
  private piecesPerRead = 1;
  /** Bytes of the read-ahead budget this stream holds. */
  private reserved = 0;
  private letGo: NodeJS.Timeout | null = null;

  constructor(
    private readonly handle: FileHandle,
    range: ByteRange | undefined,
    private readonly pieceBytes: number,
  ) {
    super({ highWaterMark: 0 });
    this.position = range?.start ?? 0;
    this.readAt = this.position;
    this.end = range?.end ?? Infinity;
  }

  override _read(): void {
    if (this.ahead.length > 0) {
      this.handOut();
      return;
    }
    this.waiting = true;
    if (this.reading) return; // it lands soon, or was let go and reads again for this consumer
    if (this.readAt > this.end) this.push(null);
    else this.readRun();
  }

  /** Reads the next run of pieces: for a waiting consumer, or ahead of one that keeps up. */
  private readRun(): void {
    const forWaiter = this.waiting && this.ahead.length === 0;
    const affordable = Math.floor(readAheadLeft / this.pieceBytes) + (forWaiter ? 1 : 0);
    const pieces: Buffer[] = [];
    for (let at = this.readAt; pieces.length < Math.min(this.piecesPerRead, affordable) && at <= this.end;) {
      const piece = Buffer.allocUnsafe(Math.min(this.pieceBytes, this.end - at + 1));
      pieces.push(piece);
      at += piece.length;
    }
    if (pieces.length === 0) return;
    const budgeted = pieces.reduce((sum, piece) => sum + piece.length, 0) - (forWaiter ? pieces[0].length : 0);
    const read: Read = { generation: this.generation, budgeted };
    this.reading = read;
    this.hold(budgeted);
    const at = this.readAt;
    this.readAt += pieces.reduce((sum, piece) => sum + piece.length, 0);
    this.handle.readv(pieces, at).then(
      ({ bytesRead }) => this.landed(read, pieces, at, bytesRead),
      (error: Error) => this.destroy(error),
    );
  }

  private landed(read: Read, pieces: Buffer[], at: number, bytesRead: number): void {
    this.reading = null;
    this.free(read.budgeted);
    if (this.destroyed) return;
    if (read.generation !== this.generation) {
      // Let go while it was being read: read again once the consumer asks.
      if (this.waiting) this._read();
      return;
    }
    const requested = pieces.reduce((sum, piece) => sum + piece.length, 0);
    if (bytesRead < requested) this.end = at + bytesRead - 1; // the file ended before the range did
    for (let left = bytesRead, i = 0; left > 0; left -= pieces[i].length, i++) {
      this.ahead.push(left < pieces[i].length ? pieces[i].subarray(0, left) : pieces[i]);
    }
    this.readAt = at + bytesRead;
    this.hold(this.aheadBytes() - (this.waiting && this.ahead.length > 0 ? this.ahead[0].length : 0));
    if (this.waiting) this._read();
    else this.watchAhead();
  }

  private handOut(): void {
    const piece = this.ahead.shift() as Buffer;
    this.position += piece.length;
    this.waiting = false;
    this.free(this.reserved - this.aheadBytes() - (this.reading?.budgeted ?? 0));
    if (this.ahead.length === 0 && !this.reading) {
      // Everything read was asked for: read the next run now, while this piece goes out.
      this.piecesPerRead = Math.min(this.piecesPerRead * 2, MOST_PIECES_PER_READ);
      if (this.readAt <= this.end) this.readRun();
    }
    this.watchAhead();
    this.push(piece);
  }

  /** Lets go of what is ahead unless the consumer asks for it soon. */
  private watchAhead(): void {
    if (this.letGo) clearTimeout(this.letGo);
    this.letGo = null;
    if (this.ahead.length === 0) return; // a read in flight is watched once it lands
    this.letGo = setTimeout(() => {
      this.letGo = null;
      this.generation++;
      this.ahead = [];
      this.readAt = this.position;
      this.piecesPerRead = 1;
      this.free(this.reserved - (this.reading?.budgeted ?? 0));
    }, LET_GO_MS);
    this.letGo.unref();
  }

  private aheadBytes(): number {
    return this.ahead.reduce((sum, piece) => sum + piece.length, 0);
  }

  private hold(bytes: number): void {
    const held = Math.max(0, bytes);
    this.reserved += held;
    readAheadLeft -= held;
  }

  private free(bytes: number): void {
    const freed = Math.max(0, Math.min(bytes, this.reserved));
    this.reserved -= freed;
    readAheadLeft += freed;
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.letGo) clearTimeout(this.letGo);
    this.ahead = [];
    this.free(this.reserved - (this.reading?.budgeted ?? 0));
    // Waits for a read in progress before the descriptor is let go (its landing frees what it held).
    this.handle.close().then(
      () => callback(error),
      (closeError: Error) => callback(error ?? closeError),
    );
  }
}
