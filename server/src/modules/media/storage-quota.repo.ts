import { sql, type Kysely } from 'kysely';
import { runPrepared } from '../../db/prepared-query.ts';
import type { Database } from '../../db/tables.ts';
import { updatedOneRow } from '../../db/updated-one-row.ts';

// The only SQL that moves users.storage_used and what unfinished resumable uploads reserve (upload_reserved,
// uploads_open). Every move is a single conditional UPDATE, so concurrent uploads can never pass the limit and a
// refund can never go below zero.

/**
 * Adds `bytes` to the user's usage unless that would pass the limit, counting what unfinished resumable uploads
 * reserved; false means "no room" and nothing changed.
 */
export async function chargeStorage(db: Kysely<Database>, userId: string, bytes: number): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('users')
      .set({ storage_used: sql<number>`storage_used + ${bytes}` })
      .where('id', '=', userId)
      .where(sql<boolean>`storage_used + upload_reserved + ${bytes} <= storage_limit`),
  );
}

/** Reserves `bytes` for a new resumable upload, unless that passes the limit or the user has `maxOpen` already. */
export async function reserveUpload(
  db: Kysely<Database>,
  userId: string,
  bytes: number,
  maxOpen: number,
): Promise<boolean> {
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

/** Gives back what a resumable upload reserved (it finished, expired or was cancelled). */
export async function releaseUpload(db: Kysely<Database>, userId: string, bytes: number): Promise<void> {
  await db
    .updateTable('users')
    .set({
      upload_reserved: sql<number>`case when upload_reserved > ${bytes} then upload_reserved - ${bytes} else 0 end`,
      uploads_open: sql<number>`case when uploads_open > 0 then uploads_open - 1 else 0 end`,
    })
    .where('id', '=', userId)
    .execute();
}

export async function refundStorage(db: Kysely<Database>, userId: string, bytes: number): Promise<void> {
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

export async function findStorageAccount(db: Kysely<Database>, userId: string): Promise<StorageAccount | undefined> {
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
