import type { Db, DbTransaction } from '../db/database.ts';
import type { FileRequestUploadsTable } from '../db/tables.ts';

// The files that arrived through a file request (docs/product.md, File requests): who sent them (the name they gave,
// the hash of their visitor token, their address as coarse as we keep it) and when.

/** One row of file_request_uploads, every column given. */
export type NewRequestUpload = FileRequestUploadsTable;

/** Records the upload and marks its file as come from outside, in the commit's transaction. */
export async function recordRequestUpload(trx: DbTransaction, row: NewRequestUpload): Promise<void> {
  await trx.insertInto('file_request_uploads').values(row).execute();
  await trx.updateTable('media_files').set({ from_request_unseen: true }).where('id', '=', row.media_id).execute();
}

const uploadsOf = (db: Db, requestId: string) =>
  db
    .selectFrom('file_request_uploads as u')
    .innerJoin('media_files as m', 'm.id', 'u.media_id')
    .select([
      'u.id',
      'u.media_id',
      'u.uploader_name',
      'u.visitor_hash',
      'u.address',
      'u.created_at',
      'm.original_name',
      'm.size',
      'm.mime_type',
    ])
    .where('u.request_id', '=', requestId);

/** A page of the request's uploads, newest first, with the total. The caller checked the request is the owner's. */
export async function listRequestUploads(db: Db, requestId: string, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    uploadsOf(db, requestId)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('file_request_uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** What a visitor's page lists: every upload of the request, or only the visitor's own (newest first, bounded). */
export async function listUploadsForVisitor(db: Db, requestId: string, visitorHash: string | null, limit: number) {
  const query = uploadsOf(db, requestId);
  const scoped = visitorHash === null ? query : query.where('u.visitor_hash', '=', visitorHash);
  return scoped.orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').limit(limit).execute();
}

/** The owner opened the file: it is no longer marked as come from outside. */
export async function clearFromOutside(db: Db, userId: string, mediaId: string): Promise<void> {
  await db
    .updateTable('media_files')
    .set({ from_request_unseen: false })
    .where('id', '=', mediaId)
    .where('user_id', '=', userId)
    .where('from_request_unseen', '=', true)
    .execute();
}

/** Every upload of a user's requests, for the account export: who sent what and when (never the visitor's hash). */
export async function requestUploadsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('file_request_uploads as u')
    .innerJoin('file_requests as r', 'r.id', 'u.request_id')
    .select(['u.request_id', 'u.media_id', 'u.uploader_name', 'u.address', 'u.created_at'])
    .where('r.user_id', '=', userId)
    .orderBy('u.created_at')
    .orderBy('u.id')
    .execute();
}
