import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from './blob-store.ts';

export interface CopyReport {
  copied: number;
  /** Already in the target with the same size: a resumed copy skips them. */
  skipped: number;
  bytes: number;
  failed: { key: string; reason: string }[];
}

export interface CopyOptions {
  /** Called after each blob, for a progress line. */
  onBlob?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void;
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of stream) hash.update(piece as Buffer);
  return hash.digest('hex');
}

/**
 * Copies every committed blob of `from` into `to` (local disk to a bucket, or back), as stored: still encrypted, never
 * decrypted on the way. Resumable: a blob the target already holds at the same size is skipped, so a run stopped
 * half-way goes on where it was. Verified: each copy is read back from the target and compared by SHA-256 with what
 * was read from the source; a mismatch is removed and reported, never left looking complete.
 */
export async function copyBlobs(from: BlobStore, to: BlobStore, options: CopyOptions = {}): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0, failed: [] };
  for await (const { key } of from.list()) {
    const size = await from.size(key);
    if ((await to.exists(key)) && (await to.size(key)) === size) {
      report.skipped++;
      options.onBlob?.(key, 'skipped');
      continue;
    }
    try {
      const hash = createHash('sha256');
      const tap = new Transform({
        transform(piece: Buffer, _encoding, done) {
          hash.update(piece);
          done(null, piece);
        },
      });
      const temp = await to.createTemp();
      try {
        await pipeline(await from.read(key), tap, temp.stream);
      } catch (error) {
        await to.discardTemp(temp.id);
        throw error;
      }
      await to.commit(temp.id, key);
      if ((await sha256Of(await to.read(key))) !== hash.digest('hex')) {
        await to.delete(key);
        throw new Error('the copy read back differs from the source');
      }
      report.copied++;
      report.bytes += size;
      options.onBlob?.(key, 'copied');
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      options.onBlob?.(key, 'failed');
    }
  }
  return report;
}
