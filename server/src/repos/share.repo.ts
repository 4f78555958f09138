import type { Db } from '../db/database.ts';
import type { Updateable } from 'kysely';
import type { NewShareRow, ShareRow, SharesTable } from '../db/tables.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

/** A share row with the few facts of its file that the Sharing screen shows. */
export interface ShareWithMedia extends ShareRow {
  media_title: string;
  media_original_name: string;
  media_category: string;
  media_mime_type: string;
  media_stripped_error: string | null;
}

// The signed-in side's SQL about shares: every statement is scoped by user_id, so another user's id finds nothing.

/** Shares joined with the facts of their file the list shows. */
export function selectSharesWithMedia(db: Db) {
  return db
    .selectFrom('shares')
    .innerJoin('media_files', 'media_files.id', 'shares.media_id')
    .selectAll('shares')
    .select([
      'media_files.title as media_title',
      'media_files.original_name as media_original_name',
      'media_files.category as media_category',
      'media_files.mime_type as media_mime_type',
      'media_files.stripped_error as media_stripped_error',
    ]);
}

export async function insertShare(db: Db, row: NewShareRow): Promise<void> {
  await db.insertInto('shares').values(row).execute();
}

export async function findShareOfUser(db: Db, userId: string, id: string): Promise<ShareWithMedia | undefined> {
  return selectSharesWithMedia(db).where('shares.user_id', '=', userId).where('shares.id', '=', id).executeTakeFirst();
}

export type SharePatch = Partial<
  Pick<
    Updateable<SharesTable>,
    | 'expires_at'
    | 'max_views'
    | 'max_downloads'
    | 'password_hash'
    | 'allow_embedding'
    | 'strip_metadata'
    | 'is_active'
    | 'leak_alert_visitors'
    | 'leak_auto_pause'
    | 'paused_by_leak'
  >
>;

export async function updateShareOfUser(
  db: Db,
  userId: string,
  id: string,
  patch: SharePatch,
  now: string,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('shares')
      .set({ ...patch, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id),
  );
}

/** Deletes the user's shares among `ids`; others' ids are ignored. Answers how many went. */
export async function deleteSharesOfUser(db: Db, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('shares').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
