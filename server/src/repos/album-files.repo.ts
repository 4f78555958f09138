import { ALBUM_FILES_MAX } from '@vaultbox/common/schemas/albums.ts';
import { sql } from 'kysely';
import type { Db, DbTransaction } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import type { AlbumSortOrder } from '../db/tables.ts';
import { isoNow } from '../db/time.ts';
import { AppError } from '../errors.ts';
import { MEDIA_LIST_COLUMNS, type MediaListRow } from './media-list-columns.ts';

// Which files are in which album (docs/product.md, Albums). Every statement is scoped by the owner: another user's
// album changes nothing, another user's file ids are ignored. The album's file count and total bytes follow through
// the triggers of migration 0024.

/** Ids per statement: far under both databases' limits of bound values. */
const CHUNK = 500;

const chunksOf = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** Runs `work` in the caller's transaction, or in a new one. */
function inTransaction<T>(db: Db | DbTransaction, work: (trx: DbTransaction) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as DbTransaction) : db.transaction().execute(work);
}

/**
 * Locks the user's album for the rest of the transaction (PostgreSQL: its row; SQLite runs one transaction at a time)
 * and answers its file count, or undefined when it is not the user's album.
 */
async function lockAlbum(trx: DbTransaction, userId: string, albumId: string): Promise<number | undefined> {
  const row = await trx
    .updateTable('albums')
    .set({ updated_at: sql<string>`updated_at` })
    .where('id', '=', albumId)
    .where('user_id', '=', userId)
    .returning('file_count')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.file_count);
}

const tooManyFiles = () =>
  new AppError(
    'VALIDATION_ERROR',
    `An album holds at most ${ALBUM_FILES_MAX.toLocaleString('en-US')} files. Remove some before adding more.`,
  );

/**
 * Adds those of `mediaIds` that are the user's files and not yet in the album, at its end, in the order given.
 * Answers how many were added (0 for an album that is not the user's). Refuses the whole batch, adding nothing, when
 * the album would hold more than ALBUM_FILES_MAX files.
 */
export async function addAlbumFiles(
  db: Db | DbTransaction,
  userId: string,
  albumId: string,
  mediaIds: string[],
): Promise<number> {
  const wanted = [...new Set(mediaIds)];
  if (wanted.length === 0) return 0;
  return inTransaction(db, async (trx) => {
    const count = await lockAlbum(trx, userId, albumId);
    if (count === undefined) return 0;
    const found = new Map<string, number>();
    for (const ids of chunksOf(wanted)) {
      const rows = await trx
        .selectFrom('media_files')
        .select(['id', 'size'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('album_files')
                .select('media_id')
                .where('album_id', '=', albumId)
                .whereRef('album_files.media_id', '=', 'media_files.id'),
            ),
          ),
        )
        .execute();
      for (const row of rows) found.set(row.id, Number(row.size));
    }
    const adding = wanted.filter((id) => found.has(id));
    if (adding.length === 0) return 0;
    if (count + adding.length > ALBUM_FILES_MAX) throw tooManyFiles();
    const last = await trx
      .selectFrom('album_files')
      .select((eb) => eb.fn.max<number | null>('position').as('position'))
      .where('album_id', '=', albumId)
      .executeTakeFirst();
    const first = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    const now = isoNow();
    const rows = adding.map((mediaId, i) => ({
      album_id: albumId,
      media_id: mediaId,
      user_id: userId,
      position: first + i,
      size: found.get(mediaId)!,
      added_at: now,
    }));
    for (const chunk of chunksOf(rows)) await trx.insertInto('album_files').values(chunk).execute();
    await trx.updateTable('albums').set({ updated_at: now }).where('id', '=', albumId).execute();
    return adding.length;
  });
}

/**
 * Takes `mediaIds` out of the user's album (the files stay in the library); a cover among them is reset, so the
 * album's first file stands for it again. Answers how many were removed.
 */
export async function removeAlbumFiles(
  db: Db | DbTransaction,
  userId: string,
  albumId: string,
  mediaIds: string[],
): Promise<number> {
  const ids = [...new Set(mediaIds)];
  if (ids.length === 0) return 0;
  return inTransaction(db, async (trx) => {
    if ((await lockAlbum(trx, userId, albumId)) === undefined) return 0;
    let removed = 0;
    for (const chunk of chunksOf(ids)) {
      const result = await trx
        .deleteFrom('album_files')
        .where('album_id', '=', albumId)
        .where('user_id', '=', userId)
        .where('media_id', 'in', chunk)
        .executeTakeFirst();
      removed += Number(result.numDeletedRows);
      await trx
        .updateTable('albums')
        .set({ cover_media_id: null })
        .where('id', '=', albumId)
        .where('cover_media_id', 'in', chunk)
        .execute();
    }
    if (removed > 0) await trx.updateTable('albums').set({ updated_at: isoNow() }).where('id', '=', albumId).execute();
    return removed;
  });
}

/**
 * Sets the album's manual order: `mediaIds` is every file of the album, once, in its new order (the caller checked
 * that). One statement whatever the album's size: the positions come from a JSON array of the ids.
 */
export async function setAlbumFilesOrder(
  db: Db | DbTransaction,
  userId: string,
  albumId: string,
  mediaIds: string[],
): Promise<void> {
  const order = JSON.stringify(mediaIds);
  const positions = isPostgres(db)
    ? sql`(select value as media_id, ordinality - 1 as position
          from jsonb_array_elements_text(cast(${order} as jsonb)) with ordinality) as o`
    : sql`(select value as media_id, key as position from json_each(${order})) as o`;
  await sql`update album_files set position = o.position
    from ${positions}
    where album_files.album_id = ${albumId} and album_files.user_id = ${userId} and album_files.media_id = o.media_id`.execute(
    db,
  );
  await db.updateTable('albums').set({ updated_at: isoNow() }).where('id', '=', albumId).execute();
}

/** Every file id of the user's album, unordered (empty for another user's album). */
export async function allAlbumFileIds(db: Db, userId: string, albumId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('album_files')
    .select('media_id')
    .where('album_id', '=', albumId)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.media_id));
}

/** Whether the file is in the user's album (a cover must be). */
export async function isInAlbum(db: Db, userId: string, albumId: string, mediaId: string): Promise<boolean> {
  const row = await db
    .selectFrom('album_files')
    .select('media_id')
    .where('album_id', '=', albumId)
    .where('user_id', '=', userId)
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many files the user's album holds (0 for another user's album). */
export async function countAlbumFiles(db: Db, userId: string, albumId: string): Promise<number> {
  const row = await db
    .selectFrom('album_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('album_id', '=', albumId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const QUALIFIED_LIST_COLUMNS = MEDIA_LIST_COLUMNS.map((column) => `media_files.${column}` as const);

/** The album's files joined with their rows, in the album's order: manual = position; date = newest upload first. */
function albumFilesInOrder(db: Db, userId: string, albumId: string, order: AlbumSortOrder) {
  const joined = db
    .selectFrom('album_files')
    .innerJoin('media_files', 'media_files.id', 'album_files.media_id')
    .where('album_files.album_id', '=', albumId)
    .where('album_files.user_id', '=', userId);
  return order === 'manual'
    ? joined.orderBy('album_files.position').orderBy('album_files.media_id')
    : joined.orderBy('media_files.created_at', 'desc').orderBy('media_files.id', 'desc');
}

/** Every file id of the user's album, in `order` (album.repo.ts's listAlbumMediaIds reads the album's own order). */
export async function albumMediaIdsInOrder(
  db: Db,
  userId: string,
  albumId: string,
  order: AlbumSortOrder,
): Promise<string[]> {
  const rows = await albumFilesInOrder(db, userId, albumId, order).select('album_files.media_id').execute();
  return rows.map((row) => row.media_id);
}

/**
 * One page of the user's album's files, as the library's list entries (toMediaDto of domain/media/media-view.ts),
 * in `order`. The total is the album's file_count.
 */
export async function albumFilesPage(
  db: Db,
  userId: string,
  albumId: string,
  order: AlbumSortOrder,
  page: { page: number; limit: number },
): Promise<MediaListRow[]> {
  return albumFilesInOrder(db, userId, albumId, order)
    .select(QUALIFIED_LIST_COLUMNS)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
}

/** The albums of the user's that hold this file: id and name, by name. */
export async function albumsOfMedia(db: Db, userId: string, mediaId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('album_files')
    .innerJoin('albums', 'albums.id', 'album_files.album_id')
    .select(['albums.id', 'albums.name'])
    .where('album_files.media_id', '=', mediaId)
    .where('album_files.user_id', '=', userId)
    .orderBy('albums.name')
    .orderBy('albums.id')
    .execute();
}
