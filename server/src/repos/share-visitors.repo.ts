import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The leak alert's SQL (migration 0020): the visitors who opened a share lately, and the one conditional UPDATE that
// alerts (and maybe pauses) a share at most once an hour, whichever instance and request gets there first.

/** Marks `visitors` as seen on the share at `now`; answers those it had not seen (within the kept hours). */
export async function addRecentVisitors(db: Db, shareId: string, visitors: string[], now: string): Promise<string[]> {
  if (visitors.length === 0) return [];
  const added = await db
    .insertInto('share_recent_visitors')
    .values(visitors.map((visitor) => ({ share_id: shareId, visitor, seen_at: now })))
    .onConflict((oc) => oc.columns(['share_id', 'visitor']).doNothing())
    .returning('visitor')
    .execute();
  const isNew = new Set(added.map((row) => row.visitor));
  const known = visitors.filter((visitor) => !isNew.has(visitor));
  if (known.length > 0)
    await db
      .updateTable('share_recent_visitors')
      .set({ seen_at: now })
      .where('share_id', '=', shareId)
      .where('visitor', 'in', known)
      .where('seen_at', '<', now)
      .execute();
  return [...isNew];
}

/** How many distinct visitors opened the share since `since`, counted up to `cap` (all the alert needs to know). */
export async function countRecentVisitors(db: Db, shareId: string, since: string, cap: number): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('share_recent_visitors')
        .select('visitor')
        .where('share_id', '=', shareId)
        .where('seen_at', '>', since)
        .limit(cap)
        .as('recent'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('visitors'))
    .executeTakeFirstOrThrow();
  return Number(row.visitors);
}

/**
 * Claims the share's leak alert for `visitors` distinct visitors: only when its threshold is set and passed and it did
 * not alert since `hourAgo`; with auto-pause, the same UPDATE switches it off and marks it paused by the alert.
 * Answers whether it was paused, or undefined when another request (or an earlier hour) had the claim.
 */
export async function claimLeakAlert(
  db: Db,
  shareId: string,
  visitors: number,
  now: string,
  hourAgo: string,
): Promise<{ paused: boolean } | undefined> {
  const row = await db
    .updateTable('shares')
    .set({
      leak_alerted_at: now,
      is_active: sql<boolean>`case when leak_auto_pause = 1 then 0 else is_active end`,
      paused_by_leak: sql<boolean>`case when leak_auto_pause = 1 and is_active = 1 then 1 else paused_by_leak end`,
    })
    .where('id', '=', shareId)
    .where('leak_alert_visitors', 'is not', null)
    .where('leak_alert_visitors', '<', visitors)
    .where((eb) => eb.or([eb('leak_alerted_at', 'is', null), eb('leak_alerted_at', '<=', hourAgo)]))
    .returning('paused_by_leak')
    .executeTakeFirst();
  return row && { paused: row.paused_by_leak };
}

export async function deleteRecentVisitorsSeenBefore(db: Db, cutoff: string): Promise<void> {
  await db.deleteFrom('share_recent_visitors').where('seen_at', '<', cutoff).execute();
}
