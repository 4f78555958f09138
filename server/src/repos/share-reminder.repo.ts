import type { Db } from '../db/database.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

// The SQL of expiry reminders and of the reminder's extension link (docs/product.md, Expiry reminders).

/** An active share expiring soon that was not reminded of its current expiry, with what its reminder needs. */
export interface ReminderCandidate {
  id: string;
  user_id: string;
  expires_at: string;
  file_name: string;
  /** The owner's preferences (JSON text): how many days ahead they want to be reminded. */
  owner_preferences: string;
}

/**
 * One page, in expiry order after `after`, of the active shares of active owners whose expiry is after `now` and at
 * most `until`, and that were not reminded of that expiry yet. The owner's own window is applied by the caller.
 */
export async function findReminderCandidates(
  db: Db,
  range: { now: string; until: string; after?: { expiresAt: string; id: string }; limit: number },
): Promise<ReminderCandidate[]> {
  let query = db
    .selectFrom('shares')
    .innerJoin('users', 'users.id', 'shares.user_id')
    // A multi-file link names its album or its title (docs/product.md, Multi-file shares).
    .leftJoin('media_files', 'media_files.id', 'shares.media_id')
    .leftJoin('albums', 'albums.id', 'shares.album_id')
    .select((eb) => [
      'shares.id',
      'shares.user_id',
      'shares.expires_at',
      eb.fn.coalesce('media_files.original_name', 'albums.name', 'shares.title', eb.val('')).as('file_name'),
      'users.preferences as owner_preferences',
    ])
    .where('shares.is_active', '=', true)
    .where('users.is_active', '=', true)
    .where('shares.expires_at', '>', range.now)
    .where('shares.expires_at', '<=', range.until)
    .where((eb) =>
      eb.or([
        eb('shares.expiry_reminded_for', 'is', null),
        eb('shares.expiry_reminded_for', '<>', eb.ref('shares.expires_at')),
      ]),
    );
  const after = range.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('shares.expires_at', '>', after.expiresAt),
        eb.and([eb('shares.expires_at', '=', after.expiresAt), eb('shares.id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('shares.expires_at').orderBy('shares.id').limit(range.limit).execute();
  // expires_at is not null here (the range excludes null); the type cannot say so.
  return rows.map((row) => ({ ...row, expires_at: row.expires_at as string }));
}

/**
 * Marks a share reminded of `expiresAt` if it still is active, still expires then, and was not reminded of it yet.
 * True for the one caller (of every instance) that changed the row: that caller sends the reminder.
 */
export function claimExpiryReminder(db: Db, shareId: string, expiresAt: string): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('shares')
      .set({ expiry_reminded_for: expiresAt })
      .where('id', '=', shareId)
      .where('is_active', '=', true)
      .where('expires_at', '=', expiresAt)
      .where((eb) => eb.or([eb('expiry_reminded_for', 'is', null), eb('expiry_reminded_for', '<>', expiresAt)])),
  );
}

/**
 * Moves the expiry of the user's share from `from` to `to`, only if it still is `from`: of two clicks at once, or a
 * click after an edit, exactly one (or none) extends.
 */
export function moveShareExpiry(
  db: Db,
  userId: string,
  shareId: string,
  change: { from: string; to: string; now: string },
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('shares')
      .set({ expires_at: change.to, updated_at: change.now })
      .where('user_id', '=', userId)
      .where('id', '=', shareId)
      .where('expires_at', '=', change.from),
  );
}
