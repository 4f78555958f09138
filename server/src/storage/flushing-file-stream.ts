import type { FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';

/** Written bytes after which the file is asked to reach the disk in the background. */
export const FLUSH_EVERY_BYTES = 32 * 1024 * 1024;

/**
 * A write stream over an open file that keeps its data flushing to disk as it goes: every FLUSH_EVERY_BYTES it starts
 * an fdatasync in the background, so the durable commit at the end (an fsync) waits for the last few megabytes, not
 * for a whole gigabyte at once. Writes never wait for those flushes. With `syncOnFinish`, finishing waits for the data
 * to be on disk. The file is closed when the stream ends or is destroyed.
 */
export class FlushingFileStream extends Writable {
  private position: number;
  private sinceFlush = 0;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly handle: FileHandle,
    options: { start: number; highWaterMark: number; syncOnFinish: boolean },
  ) {
    super({ highWaterMark: options.highWaterMark });
    this.position = options.start;
    this.syncOnFinish = options.syncOnFinish;
  }

  private readonly syncOnFinish: boolean;

  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void {
    this.writeAll(chunks.map((c) => c.chunk)).then(() => callback(), callback);
  }

  private async writeAll(buffers: Buffer[]): Promise<void> {
    let pending = buffers;
    while (pending.length > 0) {
      const { bytesWritten } = await this.handle.writev(pending, this.position);
      this.position += bytesWritten;
      this.sinceFlush += bytesWritten;
      pending = rest(pending, bytesWritten); // a short write (rare on files) goes on where it stopped
    }
    if (this.sinceFlush >= FLUSH_EVERY_BYTES) {
      this.sinceFlush = 0;
      // One flush at a time; a failing one is found again by the final sync, which must succeed.
      this.flushing = this.flushing.then(() => this.handle.datasync()).catch(() => undefined);
    }
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this._writev([{ chunk }], callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flushing
      .then(() => (this.syncOnFinish ? this.handle.sync() : undefined))
      .then(() => this.handle.close())
      .then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // After _final the handle is closed already; closing twice only rejects, which is ignored.
    void this.flushing
      .then(() => this.handle.close())
      .catch(() => undefined)
      .then(() => callback(error));
  }
}

/** What is left of `buffers` once their first `written` bytes are gone. */
function rest(buffers: Buffer[], written: number): Buffer[] {
  const left: Buffer[] = [];
  let skip = written;
  for (const buffer of buffers) {
    if (skip >= buffer.length) skip -= buffer.length;
    else {
      left.push(skip > 0 ? buffer.subarray(skip) : buffer);
      skip = 0;
    }
  }
  return left;
}
