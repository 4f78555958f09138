import { randomUUID } from 'node:crypto';
import { ALBUMS_PER_USER_MAX } from '@vaultbox/common/schemas/albums.ts';
import { sql, type Updateable } from 'kysely';
import type { Db, DbTransaction } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import type { AlbumRow, AlbumsTable, NewAlbumRow } from '../db/tables.ts';
import { containsPattern, lowerLike } from '../db/text-search.ts';
import { isoNow } from '../db/time.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';
import { AppError } from '../errors.ts';
import { albumMediaIdsInOrder } from './album-files.repo.ts';

// The SQL about albums (docs/product.md, Albums); their files are in album-files.repo.ts. Every statement is scoped by
// user_id, so another user's album id finds nothing.

/** An album row with the file that stands for it: the chosen cover, else its first file in its order (null: empty). */
export type AlbumWithCover = AlbumRow & { cover_id: string | null };

/** What a new album is made of; the id, times and counts are set here. */
export type NewAlbum = Pick<NewAlbumRow, 'user_id' | 'name' | 'sort_order'> &
  Partial<Pick<NewAlbumRow, 'description' | 'file_request_id'>>;

const tooManyAlbums = () =>
  new AppError(
    'VALIDATION_ERROR',
    `You can have at most ${ALBUMS_PER_USER_MAX.toLocaleString('en-US')} albums. Delete one before making another.`,
  );

/**
 * Makes an album and answers its id. Refuses (400) an owner who already has ALBUMS_PER_USER_MAX albums: the count and
 * the insert run under the owner's row lock on PostgreSQL (SQLite runs one transaction at a time), so concurrent
 * creations cannot pass the limit together.
 */
export async function insertAlbum(db: Db | DbTransaction, row: NewAlbum): Promise<string> {
  const work = async (trx: DbTransaction) => {
    const owner = trx.selectFrom('users').select('id').where('id', '=', row.user_id);
    await (isPostgres(trx) ? owner.forUpdate() : owner).execute();
    const { n } = await trx
      .selectFrom('albums')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= ALBUMS_PER_USER_MAX) throw tooManyAlbums();
    const id = randomUUID();
    const now = isoNow();
    await trx
      .insertInto('albums')
      .values({ description: '', file_request_id: null, ...row, id, created_at: now, updated_at: now })
      .execute();
    return id;
  };
  return db.isTransaction ? work(db as DbTransaction) : db.transaction().execute(work);
}

/** The first file of each album in its own order, for albums without a chosen cover. */
const coverOf = sql<string | null>`coalesce(albums.cover_media_id, case when albums.sort_order = 'manual'
  then (select af.media_id from album_files af where af.album_id = albums.id
        order by af.position, af.media_id limit 1)
  else (select af.media_id from album_files af join media_files m on m.id = af.media_id where af.album_id = albums.id
        order by m.created_at desc, m.id desc limit 1)
  end)`;

const selectAlbums = (db: Db) => db.selectFrom('albums').selectAll('albums').select(coverOf.as('cover_id'));

export async function findAlbumOfUser(db: Db, userId: string, id: string): Promise<AlbumWithCover | undefined> {
  return selectAlbums(db).where('albums.user_id', '=', userId).where('albums.id', '=', id).executeTakeFirst();
}

/** Whether the album is the user's (the library's album filter asks before it lists). */
export async function isAlbumOfUser(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('albums')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of the user's albums, the newest first, whose name contains `search` (any case); with their total. */
export async function listAlbumsOfUser(
  db: Db,
  userId: string,
  query: { page: number; limit: number; search?: string },
): Promise<{ rows: AlbumWithCover[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  let rows = selectAlbums(db).where('albums.user_id', '=', userId);
  let count = db
    .selectFrom('albums')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('albums.user_id', '=', userId);
  if (pattern) {
    rows = rows.where(lowerLike('albums.name', pattern));
    count = count.where(lowerLike('albums.name', pattern));
  }
  const page = await rows
    .orderBy('albums.created_at', 'desc')
    .orderBy('albums.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const { n } = await count.executeTakeFirstOrThrow();
  return { rows: page, total: Number(n) };
}

export type AlbumPatch = Partial<
  Pick<Updateable<AlbumsTable>, 'name' | 'description' | 'sort_order' | 'cover_media_id'>
>;

/** False when the album is not the user's. */
export async function updateAlbumOfUser(db: Db, userId: string, id: string, patch: AlbumPatch): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('albums')
      .set({ ...patch, updated_at: isoNow() })
      .where('user_id', '=', userId)
      .where('id', '=', id),
  );
}

/** Deletes the user's album and its rows of album_files (cascade); the files stay. False when it is not the user's. */
export async function deleteAlbumOfUser(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('albums').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Every file id of the user's album in the album's order (manual: positions; date: newest upload first, then id);
 * empty for an album that is not the user's.
 */
export async function listAlbumMediaIds(db: Db, userId: string, albumId: string): Promise<string[]> {
  const album = await db
    .selectFrom('albums')
    .select('sort_order')
    .where('user_id', '=', userId)
    .where('id', '=', albumId)
    .executeTakeFirst();
  return album ? albumMediaIdsInOrder(db, userId, albumId, album.sort_order) : [];
}

/** Every album of the user with its file ids, for the account export. */
export async function albumsForExport(
  db: Db,
  userId: string,
): Promise<{ id: string; name: string; description: string; createdAt: string; mediaIds: string[] }[]> {
  const albums = await db
    .selectFrom('albums')
    .select(['id', 'name', 'description', 'sort_order', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const result = [];
  for (const album of albums) {
    result.push({
      id: album.id,
      name: album.name,
      description: album.description,
      createdAt: album.created_at,
      mediaIds: await albumMediaIdsInOrder(db, userId, album.id, album.sort_order),
    });
  }
  return result;
}
