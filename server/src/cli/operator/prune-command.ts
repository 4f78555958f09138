import type { Command } from 'commander';
import { UPLOAD_IDLE_EXPIRY_MS } from '@vaultbox/common/resumable-upload.ts';
import type { AppContext } from '../../context.ts';
import { ownerStorageKey } from '../../domain/media/blob-names.ts';
import { existingStorageKeys } from '../../repos/media.repo.ts';
import { idleUnfinished, tempIdsInUse } from '../../repos/resumable-upload.repo.ts';
import { action, CommandError, type CommandOutput } from './command-output.ts';
import { operatorConfig, withServices } from './operator-context.ts';
import { serverAnswers } from './server-running.ts';

// `vaultbox prune` (docs/cli.md, For the operator): what the server's own hourly sweep removes, on demand: resumable
// uploads idle past their expiry (their temp blobs and quota holds go with them), then blobs no row names and temp
// blobs of no upload. It runs the server's own functions; --dry-run only lists, through the same queries.

const MINUTE_MS = 60_000;
const LISTED = 10_000;

interface PruneList {
  expiredUploads: { id: string; userId: string; tempId: string }[];
  orphanBlobs: string[];
  tempBlobs: string[];
}

async function listPrunable(ctx: AppContext, minAgeMs: number): Promise<PruneList> {
  const cutoff = Date.now() - minAgeMs;
  const uploads = await idleUnfinished(ctx.db, new Date(Date.now() - UPLOAD_IDLE_EXPIRY_MS).toISOString(), LISTED);
  const expiring = new Set(uploads.map((u) => u.temp_id));
  const temps: string[] = [];
  for await (const entry of ctx.blobs.listTemp()) if (entry.modifiedAt.getTime() < cutoff) temps.push(entry.key);
  const inUse = await tempIdsInUse(ctx.db, temps);
  const blobs: string[] = [];
  for await (const entry of ctx.blobs.list()) if (entry.modifiedAt.getTime() < cutoff) blobs.push(entry.key);
  const named = await existingStorageKeys(ctx.db, [...new Set(blobs.map(ownerStorageKey))]);
  return {
    expiredUploads: uploads.map((u) => ({ id: u.id, userId: u.user_id, tempId: u.temp_id })),
    orphanBlobs: blobs.filter((key) => !named.has(ownerStorageKey(key))),
    tempBlobs: temps.filter((id) => !inUse.has(id) || expiring.has(id)),
  };
}

async function prune(output: CommandOutput, options: { dryRun?: boolean; minAge: string }): Promise<number> {
  const minutes = Number(options.minAge);
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new CommandError('--min-age must be a whole number of minutes, 0 or more', 2);
  }
  const minAgeMs = minutes * MINUTE_MS;
  if (minutes === 0 && !options.dryRun && (await serverAnswers(operatorConfig()))) {
    throw new CommandError('A server answers on the configured port: --min-age 0 would remove uploads in progress', 1);
  }
  return withServices(async (ctx, services) => {
    if (options.dryRun) {
      const found = await listPrunable(ctx, minAgeMs);
      output.result({ success: true, dryRun: true, ...found }, () => [
        ...found.expiredUploads.map((u) => `expired upload ${u.id} (user ${u.userId})`),
        ...found.orphanBlobs.map((key) => `orphan blob ${key}`),
        ...found.tempBlobs.map((id) => `temp blob ${id}`),
        `Would remove ${found.expiredUploads.length} expired uploads, ${found.orphanBlobs.length} orphan blobs and ${found.tempBlobs.length} temp blobs.`,
      ]);
      return 0;
    }
    const expiredUploads = await services.resumableUploads.expireIdle();
    const swept = await services.media.sweep({ graceMs: minAgeMs });
    if (swept.skipped) output.warn('another instance is sweeping right now: run prune again later');
    const report = {
      expiredUploads,
      orphanBlobs: swept.orphanBlobs,
      tempBlobs: swept.tempBlobs,
      plaintextCopies: swept.plaintextCopies,
    };
    output.result(
      { success: true, dryRun: false, ...report },
      () =>
        `Removed ${expiredUploads} expired uploads, ${swept.orphanBlobs} orphan blobs and ${swept.tempBlobs} temp blobs.`,
    );
    return 0;
  });
}

export function registerPruneCommand(program: Command): void {
  program
    .command('prune')
    .description(
      "Remove expired resumable uploads (and their temp blobs) and blobs no file names, as the server's hourly " +
        'sweep does; safe while the server runs',
    )
    .option('--dry-run', 'only list what would be removed')
    .option(
      '--min-age <minutes>',
      'spare blobs written less than this long ago (uploads in progress); 0 only with the server stopped',
      '60',
    )
    .action(action((output, options: { dryRun?: boolean; minAge: string }) => prune(output, options)));
}
