import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { shareTotalsOfUser as shareFigures } from '../share/share-query.repo.ts';

export interface ShareTotals {
  total: number;
  active: number;
  totalDownloads: number;
}

/** A user's share counts: the same one query as GET /share/stats ("active" as SPEC §4 defines it). */
export async function shareTotalsOfUser(db: Kysely<Database>, userId: string): Promise<ShareTotals> {
  const { total, active, totalDownloads } = await shareFigures(db, userId, isoNow());
  return { total, active, totalDownloads };
}
