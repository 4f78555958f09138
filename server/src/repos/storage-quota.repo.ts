import { sql } from 'kysely';
import type { Db, DbTransaction } from '../db/database.ts';
import { runPrepared } from '../db/prepared-query.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

// The only SQL that moves users.storage_used and what uploads not yet charged reserve (upload_reserved: unfinished
// resumable uploads, counted in uploads_open, and multipart uploads in flight, each a row of quota_holds). Every move
// is a single conditional UPDATE, so concurrent uploads can never pass the limit and a refund can never go below zero.

/**
 * Adds `bytes` to the user's usage unless that would pass the limit, counting what unfinished resumable uploads
 * reserved; false means "no room" and nothing changed.
 */
export async function chargeStorage(db: Db, userId: string, bytes: number): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('users')
      .set({ storage_used: sql<number>`storage_used + ${bytes}` })
      .where('id', '=', userId)
      .where(sql<boolean>`storage_used + upload_reserved + ${bytes} <= storage_limit`),
  );
}

/** Reserves `bytes` for a new resumable upload, unless that passes the limit or the user has `maxOpen` already. */
export async function reserveUpload(db: Db, userId: string, bytes: number, maxOpen: number): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('users')
      .set({
        upload_reserved: sql<number>`upload_reserved + ${bytes}`,
        uploads_open: sql<number>`uploads_open + 1`,
      })
      .where('id', '=', userId)
      .where('uploads_open', '<', maxOpen)
      .where(sql<boolean>`storage_used + upload_reserved + ${bytes} <= storage_limit`),
  );
}

/**
 * Holds `bytes` for a multipart upload in flight, unless that passes the limit; false means "no room" and nothing
 * changed. Run in a transaction: the count and the row (its lease) go together.
 */
export async function holdQuota(
  trx: DbTransaction,
  hold: { id: string; userId: string; bytes: number; leaseUntil: string },
): Promise<boolean> {
  const taken = await updatedOneRow(
    trx
      .updateTable('users')
      .set({ upload_reserved: sql<number>`upload_reserved + ${hold.bytes}` })
      .where('id', '=', hold.userId)
      .where(sql<boolean>`storage_used + upload_reserved + ${hold.bytes} <= storage_limit`),
  );
  if (taken) {
    const row = { id: hold.id, user_id: hold.userId, bytes: hold.bytes, lease_until: hold.leaseUntil };
    await trx.insertInto('quota_holds').values(row).execute();
  }
  return taken;
}

export async function renewQuotaHold(db: Db, id: string, leaseUntil: string): Promise<void> {
  await db.updateTable('quota_holds').set({ lease_until: leaseUntil }).where('id', '=', id).execute();
}

/**
 * Gives back a multipart upload's hold (it ended, or was charged in the same transaction). Run in a transaction; the
 * row decides, so a hold is given back once even when its release and a reclaim meet.
 */
export async function releaseQuotaHold(trx: DbTransaction, id: string): Promise<void> {
  const gone = await trx.deleteFrom('quota_holds').where('id', '=', id).returning(['user_id', 'bytes']).execute();
  for (const hold of gone) await unreserve(trx, hold.user_id, Number(hold.bytes));
}

/** Gives back the holds of a user whose lease ran out before `now` (their instance died). Run in a transaction. */
export async function reclaimLapsedHolds(trx: DbTransaction, userId: string, now: string): Promise<void> {
  const lapsed = await trx
    .deleteFrom('quota_holds')
    .where('user_id', '=', userId)
    .where('lease_until', '<', now)
    .returning('bytes')
    .execute();
  const bytes = lapsed.reduce((sum, hold) => sum + Number(hold.bytes), 0);
  if (bytes > 0) await unreserve(trx, userId, bytes);
}

async function unreserve(db: Db, userId: string, bytes: number): Promise<void> {
  await db
    .updateTable('users')
    .set({
      upload_reserved: sql<number>`case when upload_reserved > ${bytes} then upload_reserved - ${bytes} else 0 end`,
    })
    .where('id', '=', userId)
    .execute();
}

/** Gives back what a resumable upload reserved (it finished, expired or was cancelled). */
export async function releaseUpload(db: Db, userId: string, bytes: number): Promise<void> {
  await db
    .updateTable('users')
    .set({
      upload_reserved: sql<number>`case when upload_reserved > ${bytes} then upload_reserved - ${bytes} else 0 end`,
      uploads_open: sql<number>`case when uploads_open > 0 then uploads_open - 1 else 0 end`,
    })
    .where('id', '=', userId)
    .execute();
}

export async function refundStorage(db: Db, userId: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  await db
    .updateTable('users')
    .set({ storage_used: sql<number>`case when storage_used > ${bytes} then storage_used - ${bytes} else 0 end` })
    .where('id', '=', userId)
    .execute();
}

export interface StorageAccount {
  used: number;
  limit: number;
  /** What unfinished resumable uploads reserved, and how many there are. */
  reserved: number;
  uploadsOpen: number;
  wrappedKey: string;
  preferences: string;
}

export async function findStorageAccount(db: Db, userId: string): Promise<StorageAccount | undefined> {
  // Built once (runPrepared): the dashboard and every upload read it.
  const [row] = await runPrepared(db, 'storage account', [userId], ([user]) =>
    db
      .selectFrom('users')
      .select(['storage_used', 'storage_limit', 'upload_reserved', 'uploads_open', 'wrapped_key', 'preferences'])
      .where('id', '=', user as string),
  );
  return (
    row && {
      used: Number(row.storage_used),
      limit: Number(row.storage_limit),
      reserved: Number(row.upload_reserved),
      uploadsOpen: Number(row.uploads_open),
      wrappedKey: row.wrapped_key,
      preferences: row.preferences,
    }
  );
}
