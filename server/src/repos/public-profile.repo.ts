import type { Db } from '../db/database.ts';
import type { MediaFileRow } from '../db/tables.ts';

// The public profile's SQL: only files their owner marked public, read through the partial index of migration 0022.
// Whether the profile itself may be shown is the service's rule (its owner's preferences).

/** What a visitor's grid and viewer need of a public file: never the storage key, keys, hash, tags or counters. */
export const PUBLIC_FILE_COLUMNS = [
  'id',
  'title',
  'original_name',
  'description',
  'size',
  'mime_type',
  'category',
  'thumbnail_state',
  'preview_state',
  'preview_mime_type',
  'stripped_error',
  'created_at',
] as const satisfies readonly (keyof MediaFileRow)[];

export type PublicFileRow = Pick<MediaFileRow, (typeof PUBLIC_FILE_COLUMNS)[number]>;

/** One page of a user's public files, newest first, and how many there are. */
export async function findPublicFilePage(
  db: Db,
  userId: string,
  page: { page: number; limit: number },
): Promise<{ rows: PublicFileRow[]; total: number }> {
  const publicFiles = db.selectFrom('media_files').where('user_id', '=', userId).where('is_public', '=', true);
  const [counted, rows] = await Promise.all([
    publicFiles.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    publicFiles
      .select(PUBLIC_FILE_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
  ]);
  return { rows, total: Number(counted.n) };
}

/** One of the user's files, only while it is marked public. */
export async function findPublicFile(db: Db, userId: string, id: string): Promise<PublicFileRow | undefined> {
  return db
    .selectFrom('media_files')
    .select(PUBLIC_FILE_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('is_public', '=', true)
    .executeTakeFirst();
}
