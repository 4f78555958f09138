import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { takeShareUse, type ShareCounts } from './public-share.repo.ts';

// The SQL of paying for grant-less reads and of giving back aborted downloads.

/** Signals a refused view inside the transaction, so that the window claimed with it rolls back too. */
class ViewRefused extends Error {}

/**
 * Pays for a visitor's grant-less read of a share: within their open window it is already paid ('window'); else a
 * new window is claimed and one view taken, both in one transaction (a concurrent read of the same visitor waits for
 * it, then finds the window). Undefined when the share refused the view (limit, expiry, deactivation).
 */
export async function payViewInWindow(
  db: Db,
  shareId: string,
  visitor: string,
  now: string,
  endsAt: string,
): Promise<'window' | ShareCounts | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('share_view_windows')
        .values({ share_id: shareId, visitor, ends_at: endsAt })
        .onConflict((oc) =>
          oc
            .columns(['share_id', 'visitor'])
            .doUpdateSet({ ends_at: endsAt })
            .where(sql<boolean>`share_view_windows.ends_at <= ${now}`),
        )
        .returning('ends_at')
        .executeTakeFirst();
      if (!claimed) return 'window' as const;
      const counts = await takeShareUse(trx, shareId, 'view', now);
      if (!counts) throw new ViewRefused();
      return counts;
    });
  } catch (error) {
    if (error instanceof ViewRefused) return undefined;
    throw error;
  }
}

/** Whether the visitor's window of this share is open (for HEAD, which pays nothing). */
export async function hasOpenViewWindow(db: Db, shareId: string, visitor: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('share_view_windows')
    .select('ends_at')
    .where('share_id', '=', shareId)
    .where('visitor', '=', visitor)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back a download reserved for a transfer that did not finish. */
export async function returnShareDownload(db: Db, shareId: string): Promise<void> {
  await db
    .updateTable('shares')
    .set({ current_downloads: sql<number>`current_downloads - 1` })
    .where('id', '=', shareId)
    .where('current_downloads', '>', 0)
    .execute();
}

export async function deleteViewWindowsEndedBefore(db: Db, now: string): Promise<void> {
  await db.deleteFrom('share_view_windows').where('ends_at', '<=', now).execute();
}
