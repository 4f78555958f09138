import { open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { FilePiecesStream, readAheadHeld } from './file-pieces-stream.ts';
import { withTempDir } from '../../test/helpers/storage.ts';
import { pieceReader } from './piece-reader.ts';

const PIECE = 1000;
const content = Buffer.from(Array.from({ length: 40_500 }, (_, i) => (i * 7) & 0xff));
/** Longer than the stream lets read-ahead wait for its consumer (and a read in flight takes to land). */
const pause = () => new Promise((resolve) => setTimeout(resolve, 60));

async function withFile<T>(run: (path: string) => Promise<T>): Promise<T> {
  return withTempDir(async (dir) => {
    const path = join(dir, 'blob');
    await writeFile(path, content);
    return run(path);
  });
}

describe('FilePiecesStream', () => {
  it.each([
    ['the whole file', undefined],
    ['a range inside it', { start: 1_234, end: 30_321 }],
    ['a range past its end (the file ends early)', { start: 40_000, end: 50_000 }],
  ])('hands out exactly the bytes of %s, one piece at a time', async (_name, range) => {
    await withFile(async (path) => {
      const stream = new FilePiecesStream(await open(path), range, PIECE);
      const pieces: Buffer[] = [];
      for await (const piece of stream) pieces.push(piece as Buffer);
      expect(Buffer.concat(pieces)).toEqual(content.subarray(range?.start ?? 0, (range?.end ?? Infinity) + 1));
      expect(pieces.every((piece) => piece.length <= PIECE)).toBe(true);
      expect(readAheadHeld()).toBe(0);
    });
  });

  it('reads nothing ahead of a consumer that stopped: pieces not asked for soon are let go', async () => {
    await withFile(async (path) => {
      const reader = pieceReader(new FilePiecesStream(await open(path), undefined, PIECE));
      // A consumer that keeps up: the runs grow (1, 2, 4, 8 pieces per file read).
      const quick: Uint8Array[] = [];
      for (let i = 0; i < 10; i++) quick.push((await reader.next()) as Uint8Array);
      expect(readAheadHeld()).toBeGreaterThan(0);
      // It stops: soon nothing is held ahead any more.
      await pause();
      expect(readAheadHeld()).toBe(0);
      // It comes back: the pieces let go are read again, in order.
      const rest: Uint8Array[] = [];
      for (let piece = await reader.next(); piece !== null; piece = await reader.next()) rest.push(piece);
      expect(Buffer.concat([...quick, ...rest])).toEqual(content);
      expect(readAheadHeld()).toBe(0);
    });
  });

  it('gives its share of the read-ahead back and closes the file when destroyed mid-way', async () => {
    await withFile(async (path) => {
      const handle = await open(path);
      const reader = pieceReader(new FilePiecesStream(handle, undefined, PIECE));
      for (let i = 0; i < 4; i++) await reader.next();
      await reader.close();
      await pause();
      expect(readAheadHeld()).toBe(0);
      await expect(handle.stat()).rejects.toThrow(/closed/);
    });
  });

  it('pipes like any stream, through a writer that waits', async () => {
    await withFile(async (path) => {
      const out: Buffer[] = [];
      const slow = new Writable({
        highWaterMark: 0,
        write: (piece: Buffer, _encoding, done) => {
          out.push(piece);
          setTimeout(done, 1);
        },
      });
      await pipeline(new FilePiecesStream(await open(path), undefined, PIECE), slow);
      expect(Buffer.concat(out)).toEqual(content);
      expect(readAheadHeld()).toBe(0);
    });
  });
});
