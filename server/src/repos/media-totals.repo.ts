import type { Db } from '../db/database.ts';
import { rowCount, runPrepared } from '../db/prepared-query.ts';
import { MEDIA_LIST_COLUMNS, type MediaListRow } from './media-list-columns.ts';

// What the dashboard reads of a library on every visit: its newest files and its totals, kept by triggers in
// media_stats. Both are named statements (runPrepared), and neither counts the library.

export async function findRecentMedia(db: Db, userId: string, limit: number): Promise<MediaListRow[]> {
  // Built once per LIMIT, which is written into the SQL (rowCount): the dashboard asks for it on every visit.
  return runPrepared(db, `recent media|limit ${limit}`, [userId], ([user]) =>
    db
      .selectFrom('media_files')
      .select(MEDIA_LIST_COLUMNS)
      .where('user_id', '=', user as string)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(rowCount(limit)),
  );
}

export interface MediaTotals {
  total: number;
  totalSize: number;
  totalViews: number;
  totalDownloads: number;
  categoryBreakdown: Record<string, number>;
}

/** Kept by triggers in media_stats: a dashboard never counts the library. */
export async function mediaTotalsOfUser(db: Db, userId: string): Promise<MediaTotals> {
  const rows = await runPrepared(db, 'media totals', [userId], ([user]) =>
    db
      .selectFrom('media_stats')
      .selectAll()
      .where('user_id', '=', user as string),
  );
  const totals: MediaTotals = { total: 0, totalSize: 0, totalViews: 0, totalDownloads: 0, categoryBreakdown: {} };
  for (const row of rows) {
    if (Number(row.files) === 0) continue;
    totals.total += Number(row.files);
    totals.totalSize += Number(row.bytes);
    totals.totalViews += Number(row.views);
    totals.totalDownloads += Number(row.downloads);
    totals.categoryBreakdown[row.category] = Number(row.files);
  }
  return totals;
}
