import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context.ts';
import { runAlone } from '../../db/instance-lock.ts';
import { deleteFinishedJobs } from '../../repos/job.repo.ts';
import type { BlobEntry } from '../../storage/blob-store.ts';
import { tempIdsInUse } from '../../repos/resumable-upload.repo.ts';
import { ownerStorageKey } from '../../domain/media/blob-names.ts';
import { existingStorageKeys } from '../../repos/media.repo.ts';

export const SWEEP_GRACE_MS = 60 * 60 * 1000;
const JOB_HISTORY_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 500;

export interface SweepOptions {
  /** Only things last written before now - graceMs are touched (default one hour). */
  graceMs?: number;
}

export interface SweepReport {
  tempBlobs: number;
  orphanBlobs: number;
  plaintextCopies: number;
  /** Another instance was sweeping: this one left it to that one. */
  skipped?: boolean;
}

/**
 * Removes what failed uploads, crashes and interrupted deletes left behind: temp blobs, committed blobs no row
 * names, decrypted working copies. Anything written within the grace period is spared, so an upload still streaming
 * (its temp blob grows) or just committing (its blob may be renamed a moment before its row is visible) is never hit.
 */
export async function sweepStorage(ctx: AppContext, options: SweepOptions = {}): Promise<SweepReport> {
  const cutoff = Date.now() - (options.graceMs ?? SWEEP_GRACE_MS);
  const isOld = (entry: BlobEntry) => entry.modifiedAt.getTime() < cutoff;
  const report: SweepReport = { tempBlobs: 0, orphanBlobs: 0, plaintextCopies: 0 };

  // A resumable upload's temp blob may sit idle for a day between requests: those with a row are spared.
  const oldTemps: string[] = [];
  for await (const entry of ctx.blobs.listTemp()) if (isOld(entry)) oldTemps.push(entry.key);
  for (let i = 0; i < oldTemps.length; i += BATCH) {
    const batchOfTemps = oldTemps.slice(i, i + BATCH);
    const inUse = await tempIdsInUse(ctx.db, batchOfTemps);
    for (const tempId of batchOfTemps) {
      if (inUse.has(tempId)) continue;
      await ctx.blobs.discardTemp(tempId);
      report.tempBlobs++;
    }
  }

  let batch: BlobEntry[] = [];
  const flush = async () => {
    const named = await existingStorageKeys(ctx.db, [...new Set(batch.map((e) => ownerStorageKey(e.key)))]);
    for (const entry of batch) {
      if (named.has(ownerStorageKey(entry.key))) continue;
      await ctx.blobs.delete(entry.key);
      report.orphanBlobs++;
    }
    batch = [];
  };
  for await (const entry of ctx.blobs.list()) {
    if (!isOld(entry)) continue;
    batch.push(entry);
    if (batch.length >= BATCH) await flush();
  }
  await flush();

  // Earlier versions decrypted working copies into DATA_DIR/tmp; whatever a crash left there goes.
  report.plaintextCopies = await removeOldFiles(join(ctx.config.dataDir, 'tmp'), cutoff);
  await deleteFinishedJobs(ctx.db, new Date(Date.now() - JOB_HISTORY_MS).toISOString());
  if (report.tempBlobs + report.orphanBlobs + report.plaintextCopies > 0)
    ctx.log.info(report, 'storage sweep removed leftovers');
  return report;
}

async function removeOldFiles(dir: string, cutoff: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || info.mtime.getTime() >= cutoff) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

const SKIPPED_SWEEP: SweepReport = { tempBlobs: 0, orphanBlobs: 0, plaintextCopies: 0, skipped: true };

/** The app's storage sweep: one run at a time in this process, and one instance at a time (the others skip). */
export function createStorageSweep(ctx: AppContext): (options?: SweepOptions) => Promise<SweepReport> {
  let sweeping: Promise<unknown> = Promise.resolve();
  return (options) => {
    const run = sweeping.then(
      async () => (await runAlone(ctx.db, 'storageSweep', () => sweepStorage(ctx, options))) ?? SKIPPED_SWEEP,
    );
    sweeping = run.catch(() => undefined);
    return run;
  };
}
