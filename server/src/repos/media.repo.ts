import type { Db } from '../db/database.ts';
import type { MediaFileRow, NewMediaFileRow } from '../db/tables.ts';
import { isoNow } from '../db/time.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';
import { refundStorage } from './storage-quota.repo.ts';

// The only SQL about media rows. Everything a user can reach is scoped by user_id here, so another user's id simply
// finds nothing (404), whatever the role.

export async function insertMediaFile(db: Db, row: NewMediaFileRow): Promise<void> {
  await db.insertInto('media_files').values(row).execute();
}

export async function findMediaOfUser(db: Db, userId: string, id: string): Promise<MediaFileRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The user's files among `ids` (others' and missing ids are simply not there). */
export async function findMediaFilesOfUser(db: Db, userId: string, ids: string[]): Promise<MediaFileRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('media_files').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/** For the background jobs only, which act for the system, not for a signed-in user. */
export async function findMediaForProcessing(db: Db, id: string): Promise<MediaFileRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface MediaPatch {
  title?: string;
  description?: string;
  tags?: string[];
  isPublic?: boolean;
}

export async function updateMediaOfUser(db: Db, userId: string, id: string, patch: MediaPatch): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('media_files')
      .set({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.tags !== undefined && { tags: JSON.stringify(patch.tags) }),
        ...(patch.isPublic !== undefined && { is_public: patch.isPublic }),
        updated_at: isoNow(),
      })
      .where('user_id', '=', userId)
      .where('id', '=', id),
  );
}

export interface DeletedMedia {
  id: string;
  storage_key: string;
  size: number;
  /** For the activity entry of the deletion. */
  original_name: string;
}

/**
 * Deletes the user's rows among `ids` (others' ids are ignored) and refunds their bytes in the same transaction.
 * Shares go with their file through the foreign key. The blobs are the caller's to delete afterwards.
 */
export async function deleteMediaOfUser(db: Db, userId: string, ids: string[]): Promise<DeletedMedia[]> {
  if (ids.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('media_files')
      .select(['id', 'storage_key', 'size'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    if (rows.length === 0) return [];
    const deleted = await trx
      .deleteFrom('media_files')
      .where('user_id', '=', userId)
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .returning(['id', 'storage_key', 'size', 'original_name'])
      .execute();
    await refundStorage(
      trx,
      userId,
      deleted.reduce((sum, r) => sum + Number(r.size), 0),
    );
    return deleted.map((r) => ({ ...r, size: Number(r.size) }));
  });
}

/** One conditional UPDATE per count: concurrent players and downloads never lose an increment. */
export async function incrementCounter(
  db: Db,
  userId: string,
  id: string,
  counter: 'view_count' | 'download_count',
): Promise<number | undefined> {
  const row = await db
    .updateTable('media_files')
    .set((eb) => ({ [counter]: eb(counter, '+', 1) }))
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(counter)
    .executeTakeFirst();
  return row === undefined ? undefined : Number((row as Record<typeof counter, number>)[counter]);
}

export interface ProcessingResult {
  width: number | null;
  height: number | null;
  duration: number | null;
  /** The capture date read from the file (migration 0031); null when it carries none. */
  takenAt: string | null;
  thumbnailState: 'ready' | 'failed' | 'none';
  thumbnailError: string | null;
  /** 'pending' when a browser-viewable copy is to be made (its job is queued in the same transaction). */
  previewState: 'pending' | 'none';
}

export async function saveProcessingResult(db: Db, id: string, result: ProcessingResult): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('media_files')
      .set({
        width: result.width,
        height: result.height,
        duration: result.duration,
        taken_at: result.takenAt,
        thumbnail_state: result.thumbnailState,
        thumbnail_error: result.thumbnailError,
        preview_state: result.previewState,
        preview_error: null,
      })
      .where('id', '=', id),
  );
}

export interface PreviewResult {
  state: 'ready' | 'failed';
  mimeType: string | null;
  size: number | null;
  error: string | null;
}

/** False when the file was deleted meanwhile. */
export async function savePreviewResult(db: Db, id: string, result: PreviewResult): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('media_files')
      .set({
        preview_state: result.state,
        preview_mime_type: result.mimeType,
        preview_size: result.size,
        preview_error: result.error,
      })
      .where('id', '=', id),
  );
}

/** False when the file was deleted meanwhile. */
export async function saveStrippedSize(db: Db, id: string, size: number): Promise<boolean> {
  return updatedOneRow(
    db.updateTable('media_files').set({ stripped_size: size, stripped_error: null }).where('id', '=', id),
  );
}

/** Why the copy without metadata could not be made (null: forget it, so that it is tried again). */
export async function saveStrippedError(db: Db, id: string, error: string | null): Promise<void> {
  await db.updateTable('media_files').set({ stripped_error: error }).where('id', '=', id).execute();
}

/** Which of `keys` a row still names (a file, or an account's avatar), for the orphan sweep. */
export async function existingStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('media_files').select('storage_key').where('storage_key', 'in', keys).execute();
  const avatars = await db.selectFrom('users').select('avatar_key').where('avatar_key', 'in', keys).execute();
  return new Set([...rows.map((r) => r.storage_key), ...avatars.map((r) => r.avatar_key ?? '')]);
}
