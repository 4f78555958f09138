import type { Db } from '../db/database.ts';
import type { Updateable } from 'kysely';
import type { NewShareRow, ShareRow, SharesTable } from '../db/tables.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';
import { insertShareItems } from './share-items.repo.ts';

/**
 * A share row with the few facts of its file that the Sharing screen shows (null for album and selection links), the
 * album's name of an album link, and how many files the link serves now.
 */
export interface ShareWithMedia extends ShareRow {
  media_title: string | null;
  media_original_name: string | null;
  media_category: string | null;
  media_mime_type: string | null;
  media_stripped_error: string | null;
  album_name: string | null;
  item_count: number;
}

// The signed-in side's SQL about shares: every statement is scoped by user_id, so another user's id finds nothing.

/** Shares joined with the facts of their file (or album) the list shows. */
export function selectSharesWithMedia(db: Db) {
  return db
    .selectFrom('shares')
    .leftJoin('media_files', 'media_files.id', 'shares.media_id')
    .leftJoin('albums', 'albums.id', 'shares.album_id')
    .selectAll('shares')
    .select((eb) => [
      'media_files.title as media_title',
      'media_files.original_name as media_original_name',
      'media_files.category as media_category',
      'media_files.mime_type as media_mime_type',
      'media_files.stripped_error as media_stripped_error',
      'albums.name as album_name',
      // A file link serves its file; an album its files today (kept by album_files' triggers); a selection those of
      // its files still in the library (share_items cascades).
      eb
        .case('shares.kind')
        .when('file')
        .then(eb.lit(1))
        .when('album')
        .then(eb.fn.coalesce('albums.file_count', eb.lit(0)))
        .else(
          eb
            .selectFrom('share_items')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('share_items.share_id', '=', 'shares.id'),
        )
        .end()
        .as('item_count'),
    ]);
}

/** A selection's files: inserted with the share, in one transaction (share-items.repo.ts). */
export async function insertShareWithItems(db: Db, row: NewShareRow, mediaIds: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('shares').values(row).execute();
    await insertShareItems(trx, row.id, mediaIds);
  });
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
    | 'title'
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
