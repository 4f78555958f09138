import { sql } from 'kysely';
import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import type { Db } from '../db/database.ts';
import { isoNow } from '../db/time.ts';
import { shareTotalsOfUser as shareFigures } from './share-query.repo.ts';

export interface ShareTotals {
  total: number;
  active: number;
  totalDownloads: number;
}

/** A user's share counts: the same one query as GET /share/stats ("active" as docs/product.md, Shares defines it). */
export async function shareTotalsOfUser(db: Db, userId: string): Promise<ShareTotals> {
  const { total, active, totalDownloads } = await shareFigures(db, userId, isoNow());
  return { total, active, totalDownloads };
}

export type CategoryUsage = Record<Category, { bytes: number; count: number }>;

/** Bytes and files per category, every category present: read from media_stats (kept by triggers), never counted. */
export async function storageBreakdownOfUser(db: Db, userId: string): Promise<CategoryUsage> {
  const rows = await db
    .selectFrom('media_stats')
    .select(['category', 'files', 'bytes'])
    .where('user_id', '=', userId)
    .execute();
  const usage = Object.fromEntries(CATEGORIES.map((c) => [c, { bytes: 0, count: 0 }])) as CategoryUsage;
  for (const row of rows) {
    const category = (CATEGORIES as readonly string[]).includes(row.category) ? (row.category as Category) : 'other';
    usage[category].bytes += Number(row.bytes);
    usage[category].count += Number(row.files);
  }
  return usage;
}

/**
 * Sets storage_used to the sum of the user's file sizes in one statement (so no upload commit can slip between the
 * sum and the write) and answers the value before and after.
 */
export async function recalculateStorageUsed(
  db: Db,
  userId: string,
): Promise<{ previous: number; used: number; limit: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').select('storage_used').where('id', '=', userId).executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('users')
      .set({
        storage_used: sql<number>`(select coalesce(sum(size), 0) from media_files where media_files.user_id = users.id)`,
      })
      .where('id', '=', userId)
      .execute();
    const after = await trx
      .selectFrom('users')
      .select(['storage_used', 'storage_limit'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      previous: Number(before.storage_used),
      used: Number(after.storage_used),
      limit: Number(after.storage_limit),
    };
  });
}
