import type { Db } from '../db/database.ts';
import type { MediaFileRow } from '../db/tables.ts';
import { selectSharesWithMedia } from './share.repo.ts';
import type { ShareWithMedia } from './share.repo.ts';

// The SQL of the account export: everything of one user, oldest first.

/** Files read per query by mediaOfUserInBatches: a library of a million files is never in memory at once. */
export const EXPORT_BATCH_FILES = 1000;

/**
 * A user's files, oldest first, `batchSize` at a time: each batch starts after the last one's (created_at, id), a
 * walk along media_files_sort_created_idx however deep (an offset would read every row before it again).
 */
export async function* mediaOfUserInBatches(
  db: Db,
  userId: string,
  batchSize = EXPORT_BATCH_FILES,
): AsyncGenerator<MediaFileRow[]> {
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    let query = db.selectFrom('media_files').selectAll().where('user_id', '=', userId);
    if (after) {
      const last = after;
      query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(last.created_at, last.id)));
    }
    const rows = await query.orderBy('created_at').orderBy('id').limit(batchSize).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1];
  }
}

export async function listAllSharesOfUser(db: Db, userId: string): Promise<ShareWithMedia[]> {
  return selectSharesWithMedia(db)
    .where('shares.user_id', '=', userId)
    .orderBy('shares.created_at')
    .orderBy('shares.id')
    .execute();
}
