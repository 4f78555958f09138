import { createHash, randomBytes } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { FLUSH_EVERY_BYTES, FlushingFileStream } from './flushing-file-stream.ts';
import { withTempDir } from '../../test/helpers/storage.ts';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('FlushingFileStream', () => {
  it('writes every byte in order across background flushes, from its start offset, and closes the file', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'blob');
      const head = Buffer.from('HEAD');
      const handle = await open(path, 'w+');
      await handle.write(head, 0, head.length, 0);
      const stream = new FlushingFileStream(handle, { start: head.length, highWaterMark: 1 << 20, syncOnFinish: true });
      const pieces = Array.from({ length: 40 }, (_, i) => randomBytes(FLUSH_EVERY_BYTES / 16 + i)); // > 2 flushes
      for (const piece of pieces) if (!stream.write(piece)) await new Promise((r) => stream.once('drain', r));
      stream.end();
      await finished(stream);
      expect(sha256(await readFile(path))).toBe(sha256(Buffer.concat([head, ...pieces])));
      await expect(handle.stat()).rejects.toThrow(); // closed
    });
  });

  it('closes the file when destroyed half-way', async () => {
    await withTempDir(async (dir) => {
      const handle = await open(join(dir, 'blob'), 'w');
      const stream = new FlushingFileStream(handle, { start: 0, highWaterMark: 1024, syncOnFinish: false });
      stream.write(randomBytes(5000));
      stream.destroy();
      await new Promise((r) => stream.once('close', r));
      await expect(handle.stat()).rejects.toThrow();
    });
  });
});
