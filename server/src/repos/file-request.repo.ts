import { sql, type Updateable } from 'kysely';
import type { Db, DbTransaction } from '../db/database.ts';
import type { FileRequestRow, FileRequestsTable } from '../db/tables.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

// The SQL about file request links (docs/product.md, File requests). The owner's statements are scoped by user_id,
// so another user's request id finds nothing; the visitor's side finds a request by its slug.

/** A request with what its uploads add up to and how many arrived since the owner last looked. */
export type FileRequestWithCounts = FileRequestRow & {
  upload_count: number;
  upload_bytes: number;
  last_upload_at: string | null;
  new_uploads: number;
};

export async function insertFileRequest(
  db: Db | DbTransaction,
  row: Omit<FileRequestRow, 'files_taken' | 'bytes_taken'>,
) {
  await db.insertInto('file_requests').values(row).execute();
}

const withCounts = (db: Db) =>
  db
    .selectFrom('file_requests as r')
    .selectAll('r')
    .select((eb) => [
      eb
        .selectFrom('file_request_uploads as u')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('u.request_id', '=', 'r.id')
        .as('upload_count'),
      eb
        .selectFrom('file_request_uploads as u')
        .innerJoin('media_files as m', 'm.id', 'u.media_id')
        .select(sql<number>`coalesce(sum(m.size), 0)`.as('s'))
        .whereRef('u.request_id', '=', 'r.id')
        .as('upload_bytes'),
      eb
        .selectFrom('file_request_uploads as u')
        .select((c) => c.fn.max<string | null>('u.created_at').as('at'))
        .whereRef('u.request_id', '=', 'r.id')
        .as('last_upload_at'),
      eb
        .selectFrom('file_request_uploads as u')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('u.request_id', '=', 'r.id')
        .where((w) => w.or([w('r.last_seen_at', 'is', null), w('u.created_at', '>', w.ref('r.last_seen_at'))]))
        .as('new_uploads'),
    ]);

const counted = (row: Record<string, unknown>) =>
  ({
    ...row,
    upload_count: Number(row.upload_count ?? 0),
    upload_bytes: Number(row.upload_bytes ?? 0),
    new_uploads: Number(row.new_uploads ?? 0),
  }) as FileRequestWithCounts;

export async function findFileRequestOfUser(db: Db, userId: string, id: string) {
  const row = await withCounts(db).where('r.id', '=', id).where('r.user_id', '=', userId).executeTakeFirst();
  return row ? counted(row) : undefined;
}

export async function listFileRequestsOfUser(db: Db, userId: string, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    withCounts(db)
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('file_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(counted), total: Number(total.n) };
}

export async function countFileRequestsOfUser(db: Db | DbTransaction, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('file_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export type FileRequestPatch = Updateable<FileRequestsTable>;

export async function updateFileRequestOfUser(
  db: Db,
  userId: string,
  id: string,
  patch: FileRequestPatch,
): Promise<boolean> {
  return updatedOneRow(db.updateTable('file_requests').set(patch).where('id', '=', id).where('user_id', '=', userId));
}

export async function deleteFileRequestOfUser(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('file_requests')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The owner read the request's uploads: what arrived until now is no longer new. */
export async function markFileRequestSeen(db: Db, userId: string, id: string, now: string): Promise<void> {
  await db
    .updateTable('file_requests')
    .set({ last_seen_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

export async function findFileRequestBySlug(db: Db, slug: string): Promise<FileRequestRow | undefined> {
  return db.selectFrom('file_requests').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findFileRequestById(db: Db | DbTransaction, id: string): Promise<FileRequestRow | undefined> {
  return db.selectFrom('file_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes one file of `bytes` of the request's limits by one conditional UPDATE, so concurrent visitors cannot pass
 * max_files or max_total_size together. Answers what stopped it, or null when taken.
 */
export async function takeRequestSlot(
  trx: DbTransaction,
  id: string,
  bytes: number,
): Promise<'files' | 'bytes' | 'gone' | null> {
  const taken = await updatedOneRow(
    trx
      .updateTable('file_requests')
      .set((eb) => ({ files_taken: eb('files_taken', '+', 1), bytes_taken: eb('bytes_taken', '+', bytes) }))
      .where('id', '=', id)
      .where((eb) =>
        eb.and([
          eb.or([eb('max_files', 'is', null), eb('files_taken', '<', eb.ref('max_files'))]),
          eb.or([eb('max_total_size', 'is', null), eb(eb('bytes_taken', '+', bytes), '<=', eb.ref('max_total_size'))]),
        ]),
      ),
  );
  if (taken) return null;
  const row = await findFileRequestById(trx, id);
  if (!row) return 'gone';
  if (row.max_files !== null && Number(row.files_taken) >= Number(row.max_files)) return 'files';
  return 'bytes';
}

/** Gives back what an abandoned upload took of its request's limits. */
export async function releaseRequestSlot(trx: DbTransaction, id: string, bytes: number): Promise<void> {
  await trx
    .updateTable('file_requests')
    .set((eb) => ({ files_taken: eb('files_taken', '-', 1), bytes_taken: eb('bytes_taken', '-', bytes) }))
    .where('id', '=', id)
    .where('files_taken', '>', 0)
    .execute();
}

export async function setRequestAlbum(db: Db | DbTransaction, id: string, albumId: string): Promise<void> {
  await db.updateTable('file_requests').set({ album_id: albumId }).where('id', '=', id).execute();
}
