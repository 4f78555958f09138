import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ResumableUploadRow, ResumableUploadsTable } from '../db/tables.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

export async function insertResumableUpload(db: Db, row: Insertable<ResumableUploadsTable>) {
  await db.insertInto('resumable_uploads').values(row).execute();
}

/** Whose upload a visitor's is: the file request's and the hash of the visitor's token (migration 0026). */
export interface UploadVisitorKey {
  requestId: string;
  visitorHash: string;
}

/**
 * The upload if it is `userId`'s: another user's upload is as unknown as one that never was. Without `visitor`, only
 * the owner's own uploads; with it, only that visitor's of that request (docs/product.md, File requests).
 */
export async function findResumableUpload(
  db: Db,
  userId: string,
  id: string,
  visitor: UploadVisitorKey | null = null,
): Promise<ResumableUploadRow | undefined> {
  const query = db.selectFrom('resumable_uploads').selectAll().where('id', '=', id).where('user_id', '=', userId);
  const scoped = visitor
    ? query.where('request_id', '=', visitor.requestId).where('visitor_hash', '=', visitor.visitorHash)
    : query.where('visitor_hash', 'is', null);
  return scoped.executeTakeFirst();
}

/** How many uploads a visitor of a request has begun and not finished. */
export async function countVisitorOpenUploads(db: Db, visitor: UploadVisitorKey): Promise<number> {
  const { n } = await db
    .selectFrom('resumable_uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('request_id', '=', visitor.requestId)
    .where('visitor_hash', '=', visitor.visitorHash)
    .where('completed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** After bytes were kept: the new sealed tail and the time of the activity. False once it is finished or gone. */
export async function saveProgress(db: Db, id: string, sealedTail: string | null, now: string): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('resumable_uploads')
      .set({ sealed_tail: sealedTail, updated_at: now })
      .where('id', '=', id)
      .where('completed_at', 'is', null),
  );
}

/** Marks it finished, once: false when another request finished it first. */
export async function markCompleted(db: Db, id: string, now: string): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('resumable_uploads')
      .set({ completed_at: now, updated_at: now, sealed_tail: null })
      .where('id', '=', id)
      .where('completed_at', 'is', null),
  );
}

/** Removes an unfinished upload's row; false when it was finished or gone already. */
export async function deleteUnfinished(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('resumable_uploads')
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteResumableUpload(db: Db, id: string): Promise<void> {
  await db.deleteFrom('resumable_uploads').where('id', '=', id).execute();
}

/** Unfinished uploads idle since before `cutoff`, oldest first. */
export async function idleUnfinished(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('resumable_uploads')
    .select(['id', 'user_id', 'temp_id', 'length', 'request_id'])
    .where('completed_at', 'is', null)
    .where('updated_at', '<', cutoff)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Finished uploads are kept a while so a client that lost the last answer can still ask; then they go. */
export async function deleteFinishedBefore(db: Db, cutoff: string): Promise<void> {
  await db
    .deleteFrom('resumable_uploads')
    .where('completed_at', 'is not', null)
    .where('updated_at', '<', cutoff)
    .execute();
}

/** Which of these temp blobs belong to an upload that still has a row (the storage sweep spares them). */
export async function tempIdsInUse(db: Db, tempIds: string[]): Promise<Set<string>> {
  if (tempIds.length === 0) return new Set();
  const rows = await db.selectFrom('resumable_uploads').select('temp_id').where('temp_id', 'in', tempIds).execute();
  return new Set(rows.map((r) => r.temp_id));
}

/** Takes the writer's lease when nobody holds it or the holder's ran out (its instance died). */
export async function takeLease(db: Db, id: string, owner: string, until: string, now: string) {
  return updatedOneRow(
    db
      .updateTable('resumable_uploads')
      .set({ lease_owner: owner, lease_until: until, stop_asked: 0 })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_until', '<', now)])),
  );
}

/** Asks the current writer, wherever it runs, to stop and let go; false when the upload is gone. */
export async function askWriterToStop(db: Db, id: string): Promise<boolean> {
  return updatedOneRow(db.updateTable('resumable_uploads').set({ stop_asked: 1 }).where('id', '=', id));
}

/** Extends a held lease: 'held', 'stop' when another request asked for the upload, 'lost' when it is not ours. */
export async function renewLease(db: Db, id: string, owner: string, until: string): Promise<'held' | 'stop' | 'lost'> {
  const row = await db
    .updateTable('resumable_uploads')
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .returning('stop_asked')
    .executeTakeFirst();
  if (!row) return 'lost';
  return row.stop_asked === 1 ? 'stop' : 'held';
}

export async function releaseLease(db: Db, id: string, owner: string): Promise<void> {
  await db
    .updateTable('resumable_uploads')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}
