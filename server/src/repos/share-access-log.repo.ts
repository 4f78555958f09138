import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import type { ShareAccessLogTable } from '../db/tables.ts';

// A share's access log (migration 0020): written in batches by the public side, read by its owner, pruned by time.
// Every read is scoped by the owner's user_id beside the share's id.

export type AccessEntryRow = ShareAccessLogTable;

const COLUMNS = [
  'id',
  'user_id',
  'share_id',
  'at',
  'event',
  'network',
  'browser',
  'os',
  'device',
  'recipient',
] as const;
const COLUMN_LIST = sql.raw(COLUMNS.join(', '));
const SQLITE_VALUES = sql.raw(COLUMNS.map((name) => `value ->> '${name}'`).join(', '));
const POSTGRES_RECORD = sql.raw(COLUMNS.map((name) => `${name} text`).join(', '));

/**
 * A batch of entries in one statement with one bound value, the rows as JSON: a statement of many rows built value by
 * value cost the public routes a tenth of their rate (docs/performance.md, "The share access log").
 */
export async function insertAccessEntries(db: Db, rows: AccessEntryRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows);
  const source = isPostgres(db)
    ? sql`select ${COLUMN_LIST} from jsonb_to_recordset(${json}::jsonb) as entries(${POSTGRES_RECORD})`
    : sql`select ${SQLITE_VALUES} from json_each(${json})`;
  await sql`insert into share_access_log (${COLUMN_LIST}) ${source}`.execute(db);
}

/** The owners' stored preferences (JSON text), to know whose analytics are off. */
export async function preferencesOfUsers(db: Db, userIds: string[]): Promise<{ id: string; preferences: string }[]> {
  if (userIds.length === 0) return [];
  return db.selectFrom('users').select(['id', 'preferences']).where('id', 'in', userIds).execute();
}

const entriesOf = (db: Db, userId: string, shareId: string) =>
  db.selectFrom('share_access_log').where('user_id', '=', userId).where('share_id', '=', shareId);

/** One page of a share's log, newest first, and how many entries it holds. */
export async function findAccessPage(
  db: Db,
  userId: string,
  shareId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: AccessEntryRow[]; total: number }> {
  const rows = await entriesOf(db, userId, shareId)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counted = await entriesOf(db, userId, shareId)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.total) };
}

/** The entries after `after` (older), newest first: the CSV reads the log in such slices. */
export async function findAccessEntriesOlderThan(
  db: Db,
  userId: string,
  shareId: string,
  after: { at: string; id: string } | null,
  limit: number,
): Promise<AccessEntryRow[]> {
  let query = entriesOf(db, userId, shareId).selectAll();
  if (after)
    query = query.where((eb) =>
      eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]),
    );
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Every kept entry of a user's shares, newest first (the account export; the log keeps ACCESS_LOG_DAYS). */
export async function listAccessEntriesOfUser(db: Db, userId: string): Promise<AccessEntryRow[]> {
  return db
    .selectFrom('share_access_log')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many entries of each of `events` a share has per UTC day since `since` (a day, 2026-01-31). */
export async function countAccessEventsPerDay(
  db: Db,
  userId: string,
  shareId: string,
  since: string,
  events: readonly string[],
): Promise<{ day: string; event: string; count: number }[]> {
  const day = sql<string>`substr(at, 1, 10)`;
  const rows = await entriesOf(db, userId, shareId)
    .select([day.as('day'), 'event', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('at', '>=', since)
    .where('event', 'in', events)
    .groupBy([day, 'event'])
    .execute();
  return rows.map((row) => ({ day: row.day, event: row.event, count: Number(row.count) }));
}

/**
 * The figures over the whole kept log: finished and aborted downloads, the entries that kept visitor details and how
 * many distinct visitors (network, browser, system and device alike) they name.
 */
export async function accessTotals(
  db: Db,
  userId: string,
  shareId: string,
): Promise<{ finished: number; aborted: number; withVisitor: number; visitors: number }> {
  const visitor = sql<string>`coalesce(network, '') || '|' || coalesce(browser, '') || '|' || coalesce(os, '') || '|' || device`;
  const row = await entriesOf(db, userId, shareId)
    .select([
      sql<number | string>`count(case when event = 'download_finished' then 1 end)`.as('finished'),
      sql<number | string>`count(case when event = 'download_aborted' then 1 end)`.as('aborted'),
      sql<number | string>`count(device)`.as('with_visitor'),
      sql<number | string>`count(distinct ${visitor})`.as('visitors'),
    ])
    .executeTakeFirstOrThrow();
  return {
    finished: Number(row.finished),
    aborted: Number(row.aborted),
    withVisitor: Number(row.with_visitor),
    visitors: Number(row.visitors),
  };
}

/** Prunes the log: every entry older than `cutoff` goes. Safe on several instances at once (a delete by time). */
export async function deleteAccessEntriesBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('share_access_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
