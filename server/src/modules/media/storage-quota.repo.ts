import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { updatedOneRow } from '../../db/updated-one-row.ts';

// The only SQL that moves users.storage_used. Both moves are single conditional UPDATEs, so concurrent uploads can
// never pass the limit and a refund can never go below zero.

/** Adds `bytes` to the user's usage unless that would pass the limit; false means "no room" and nothing changed. */
export async function chargeStorage(db: Kysely<Database>, userId: string, bytes: number): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('users')
      .set({ storage_used: sql<number>`storage_used + ${bytes}` })
      .where('id', '=', userId)
      .where(sql<boolean>`storage_used + ${bytes} <= storage_limit`),
  );
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
  wrappedKey: string;
  preferences: string;
}

export async function findStorageAccount(db: Kysely<Database>, userId: string): Promise<StorageAccount | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['storage_used', 'storage_limit', 'wrapped_key', 'preferences'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      used: Number(row.storage_used),
      limit: Number(row.storage_limit),
      wrappedKey: row.wrapped_key,
      preferences: row.preferences,
    }
  );
}
