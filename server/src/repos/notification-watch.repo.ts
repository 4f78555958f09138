import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { isoNow } from '../db/time.ts';

// What the notification triggers remember between events: the storage level a user was last warned of, and the
// processed files of an upload batch not yet announced. Every query is scoped to the user.

export async function readStorageAlertLevel(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('storage_alert_levels')
    .select('level')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.level ?? 0;
}

/** Moves the user's level from `from` to `to`; false when another call moved it first (one warning per crossing). */
export async function moveStorageAlertLevel(db: Db, userId: string, from: number, to: number): Promise<boolean> {
  await db
    .insertInto('storage_alert_levels')
    .values({ user_id: userId, level: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const result = await db
    .updateTable('storage_alert_levels')
    .set({ level: to })
    .where('user_id', '=', userId)
    .where('level', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One processed file of the user's current upload batch (a file counted once, however often its job ran). */
export async function addUploadBatchFile(
  db: Db,
  file: { userId: string; mediaId: string; name: string; failed: boolean },
): Promise<void> {
  await db
    .insertInto('upload_batch_files')
    .values({
      id: randomUUID(),
      user_id: file.userId,
      media_id: file.mediaId,
      name: file.name,
      processing_failed: file.failed,
      created_at: isoNow(),
    })
    .onConflict((oc) => oc.column('media_id').doNothing())
    .execute();
}

/**
 * Takes every file of the user's batch out of it, in one statement: of two calls at once, each file goes to one, so
 * a batch is announced once.
 */
export async function takeUploadBatch(db: Db, userId: string) {
  return db
    .deleteFrom('upload_batch_files')
    .where('user_id', '=', userId)
    .returning(['media_id', 'name', 'processing_failed', 'created_at'])
    .execute();
}

/** The media ids of the user's batch so far. */
export async function listUploadBatchMediaIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('upload_batch_files').select('media_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.media_id));
}
