import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import { pageCounts, rowCount, runPrepared } from '../db/prepared-query.ts';
import { TIMELINE_AT } from '../db/migrations/0031-photos-timeline.ts';
import type { Database } from '../db/tables.ts';

// The Photos timeline's two reads (docs/product.md, Photos), each through what migration 0031 keeps: the months from
// timeline_months, never counting the files; a month's page as one range of media_files_timeline_idx.

/** The same text as the index's expression and its partial condition, so that both databases use the index. */
const timelineAt = sql.raw(TIMELINE_AT);
const onTimeline = sql.raw(`category in ('image', 'video')`);

export interface TimelineMonthCount {
  month: string;
  files: number;
}

/** A user's months holding at least one image or video, newest first. */
export async function timelineMonths(db: Db, userId: string): Promise<TimelineMonthCount[]> {
  const rows = await runPrepared(db, 'timeline months', [userId], ([user]) =>
    db
      .selectFrom('timeline_months')
      .select(['month', 'files'])
      .where('user_id', '=', user as string)
      .where('files', '>', 0)
      .orderBy('month', 'desc'),
  );
  return rows.map((row) => ({ month: row.month, files: Number(row.files) }));
}

/** How many images and videos of a user's one month holds (0 when none). */
export async function timelineMonthCount(db: Db, userId: string, month: string): Promise<number> {
  const [row] = await runPrepared(db, 'timeline month count', [userId, month], ([user, at]) =>
    db
      .selectFrom('timeline_months')
      .select('files')
      .where('user_id', '=', user as string)
      .where('month', '=', at as string),
  );
  return Math.max(0, Number(row?.files ?? 0));
}

export interface TimelineRow {
  id: string;
  title: string;
  mime_type: string;
  category: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  taken_at: string | null;
  created_at: string;
  thumbnail_state: string;
  /** The month's count, riding along with the rows: one round trip instead of two. */
  total: number | string | null;
}

/** A user's days of one month holding images or videos, newest first, with how many each holds (migration 0033). */
export async function timelineDaysOf(db: Db, userId: string, month: string): Promise<TimelineDayCount[]> {
  const rows = await runPrepared(db, 'timeline days', [userId, month, nextMonth(month)], ([user, from, to]) =>
    db
      .selectFrom('timeline_days')
      .select(['day', 'files'])
      .where('user_id', '=', user as string)
      .where('day', '>=', from as string)
      .where('day', '<', to as string)
      .where('files', '>', 0)
      .orderBy('day', 'desc'),
  );
  return rows.map((row) => ({ day: row.day, files: Number(row.files) }));
}

export interface TimelineDayCount {
  day: string;
  files: number;
}

/** `YYYY-MM-DD` to the day after it: the end of a range that ends with that day (exclusive). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM` to the month after it, `YYYY-MM` too: the end of the month's range (exclusive). */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

const ITEM_COLUMNS = [
  'id',
  'title',
  'mime_type',
  'category',
  'width',
  'height',
  'duration',
  'taken_at',
  'created_at',
  'thumbnail_state',
] as const;

/** The month's count as a column of every row of its page: one round trip instead of two. */
const monthTotal = (user: unknown, month: unknown) => (eb: ExpressionBuilder<Database, 'media_files'>) =>
  eb
    .selectFrom('timeline_months')
    .select('files')
    .where('user_id', '=', user as string)
    .where('month', '=', month as string)
    .as('total');

/**
 * Whether a page reads its rows straight off the index while it walks it. SQLite does at any offset: its index holds
 * every column of a tile, so the entries an OFFSET skips cost no row read (docs/performance.md, Photos timeline).
 * PostgreSQL reads each skipped row from the table, so past its first 1,000 rows a page reads its ids from the index
 * alone first (on the 100k library 0.87 ms against 1.25 ms at offset 1,000, 1.8 ms against 5.8 ms at 5,010). A page
 * deep into a month starts from the day it falls in, so its offset is rarely more than a day's files.
 */
const readsRowsAsItWalks = (db: Db, offset: number) => !isPostgres(db) || offset < 1000;

/** Where a file sits on the timeline: its date (TIMELINE_AT) and its id, which orders the files of one date. */
export interface TimelineKey {
  at: string;
  id: string;
}

/**
 * A slice of one month of a user's images and videos, newest first, ties by id, each row with the month's count. The
 * first page's counts are written into the SQL (pageCounts), so that PostgreSQL keeps its plan. `until` ends the range
 * earlier than the month's end (exclusive): the offset then counts from there.
 */
export async function timelinePage(
  db: Db,
  userId: string,
  month: string,
  page: { offset: number; limit: number; until?: string },
): Promise<TimelineRow[]> {
  const near = readsRowsAsItWalks(db, page.offset);
  const counts = pageCounts(page.limit, page.offset, page.offset === 0);
  const values = [...counts.values, userId, month, page.until ?? nextMonth(month)];
  return runPrepared(db, `timeline page|${near ? 'near' : 'far'}|${counts.shape}`, values, (slots) => {
    const [limit, offset] = counts.take(slots);
    const [user, from, to] = slots;
    const slice = { limit, offset };
    if (near) return timelineMonthSlice(db, user, { from, to }, slice);
    return db
      .selectFrom('media_files')
      .select(ITEM_COLUMNS)
      .select(monthTotal(user, from))
      .where('id', 'in', inMonth(db.selectFrom('media_files').select('id'), user, { from, to }, slice))
      .orderBy(sql`${timelineAt}`, 'desc')
      .orderBy('id', 'desc');
  });
}

/** Rows of a user's images and videos from one month's range, newest first, ties by id: one range of the index. */
function inMonth<Row>(
  query: SelectQueryBuilder<Database, 'media_files', Row>,
  user: unknown,
  month: { from: unknown; to: unknown },
  slice: { limit: number; offset: number },
) {
  return query
    .where('user_id', '=', user as string)
    .where(sql<boolean>`${onTimeline}`)
    .where(sql<boolean>`${timelineAt} >= ${month.from}`)
    .where(sql<boolean>`${timelineAt} < ${month.to}`)
    .orderBy(sql`${timelineAt}`, 'desc')
    .orderBy('id', 'desc')
    .limit(rowCount(slice.limit))
    .offset(rowCount(slice.offset));
}

/**
 * A page's tiles read as the index is walked (exported for the test that reads its plan): on SQLite the index holds
 * every column of a tile (migration 0032), so the page never reads the table.
 */
export function timelineMonthSlice(
  db: Db,
  user: unknown,
  month: { from: unknown; to: unknown },
  slice: { limit: number; offset: number },
) {
  return inMonth(
    db.selectFrom('media_files').select(ITEM_COLUMNS).select(monthTotal(user, month.from)),
    user,
    month,
    slice,
  );
}

/**
 * The files of one month that follow a known one (the previous page's last), newest first: one seek along
 * media_files_timeline_idx, however deep in the month, where an OFFSET walks past every file before it.
 */
export async function timelinePageAfter(
  db: Db,
  userId: string,
  month: string,
  key: TimelineKey,
  limit: number,
): Promise<TimelineRow[]> {
  const values = [userId, month, nextMonth(month), key.at, key.id, limit];
  return runPrepared(db, 'timeline page after', values, ([user, from, to, at, id, count]) =>
    timelineSideOf(db, user, { at, id }, 'older')
      .where(sql<boolean>`${timelineAt} >= ${from}`)
      .where(sql<boolean>`${timelineAt} < ${to}`)
      .select(ITEM_COLUMNS)
      .select(monthTotal(user, from))
      .orderBy(sql`${timelineAt}`, 'desc')
      .orderBy('id', 'desc')
      .limit(rowCount(count as number)),
  );
}

/** One of the user's images or videos by its id, as its place on the timeline; undefined for any other file or id. */
export async function timelineKeyOf(db: Db, userId: string, id: string): Promise<TimelineKey | undefined> {
  const [row] = await runPrepared(db, 'timeline key', [userId, id], ([user, file]) =>
    db
      .selectFrom('media_files')
      .select(sql<string>`${timelineAt}`.as('at'))
      .select('id')
      .where('id', '=', file as string)
      .where('user_id', '=', user as string)
      .where(sql<boolean>`${onTimeline}`),
  );
  return row ? { at: row.at, id: row.id } : undefined;
}

/** Newer files come before a key on the timeline (newest first), older ones after it. */
export type TimelineSide = 'newer' | 'older';

/**
 * The user's timeline files on one side of a key (exported for the test that reads its plan): one range of
 * media_files_timeline_idx. The plain bound on the date says nothing the row comparison does not, but SQLite seeks an
 * index on an expression only by a plain comparison, not by a row value.
 */
export function timelineSideOf(db: Db, userId: unknown, key: { at: unknown; id: unknown }, side: TimelineSide) {
  const rows = db
    .selectFrom('media_files')
    .where('user_id', '=', userId as string)
    .where(sql<boolean>`${onTimeline}`);
  return side === 'newer'
    ? rows
        .where(sql<boolean>`${timelineAt} >= ${key.at}`)
        .where(sql<boolean>`(${timelineAt}, id) > (${key.at}, ${key.id})`)
    : rows
        .where(sql<boolean>`${timelineAt} <= ${key.at}`)
        .where(sql<boolean>`(${timelineAt}, id) < (${key.at}, ${key.id})`);
}

/** The id of the file next to a key on one side (previous: the newer one), or null at the timeline's end. */
export async function timelineNeighbour(
  db: Db,
  userId: string,
  key: TimelineKey,
  side: TimelineSide,
): Promise<string | null> {
  // The nearest newer file is the oldest of the newer ones.
  const direction = side === 'newer' ? 'asc' : 'desc';
  const [row] = await runPrepared(db, `timeline neighbour|${side}`, [userId, key.at, key.id], ([user, at, id]) =>
    timelineSideOf(db, user, { at, id }, side)
      .select('id')
      .orderBy(sql`${timelineAt}`, direction)
      .orderBy('id', direction)
      .limit(rowCount(1)),
  );
  return row?.id ?? null;
}

/** How many of the user's timeline files come before a key (are newer): a count along the index up to it. */
export async function timelineCountBefore(db: Db, userId: string, key: TimelineKey): Promise<number> {
  const [row] = await runPrepared(db, 'timeline count before', [userId, key.at, key.id], ([user, at, id]) =>
    timelineSideOf(db, user, { at, id }, 'newer').select((eb) => eb.fn.countAll<number | string>().as('n')),
  );
  return Number(row?.n ?? 0);
}
