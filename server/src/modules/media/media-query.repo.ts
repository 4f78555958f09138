import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Category } from '@vaultbox/common/media-category.ts';
import type { MediaSortKey } from '@vaultbox/common/schemas/media.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Database, MediaFileRow } from '../../db/tables.ts';

// Listing, searching and counting a user's media, each through an index of migration 0008. Text search finds a
// substring in title, original name, description or tags, in any letter case: from 3 characters through the trigram
// index (SQLite FTS5, PostgreSQL pg_trgm on the same lower(column) LIKE), shorter ones by LIKE over the user's rows.

export interface MediaFilter {
  search?: string;
  category?: Category;
  /** Every tag must be on the file (exact, case-insensitive). */
  tags?: string[];
  createdFrom?: string;
  /** Exclusive. */
  createdBefore?: string;
  minSize?: number;
  maxSize?: number;
}

export interface MediaPage {
  page: number;
  limit: number;
  sortBy: MediaSortKey;
  sortOrder: 'asc' | 'desc';
}

type Eb = ExpressionBuilder<Database, 'media_files'>;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const lowerLike = (column: string, pattern: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

const SEARCHED = ['title', 'original_name', 'description', 'tags'];
/** The trigram index matches substrings of at least 3 characters (code points, as FTS5 counts them). */
const TRIGRAM = 3;

/** An FTS5 phrase: the text as one literal substring (quotes doubled; MATCH has no wildcards inside a phrase). */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

function searchCondition(eb: Eb, search: string, postgres: boolean): Expression<SqlBool> {
  if (!postgres && [...search].length >= TRIGRAM) {
    return sql<SqlBool>`media_files.rowid in (select rowid from media_search where media_search match ${ftsPhrase(search)})`;
  }
  const pattern = likePattern(search);
  return eb.or(SEARCHED.map((column) => lowerLike(column, pattern)));
}

function whereFilter(eb: Eb, userId: string, filter: MediaFilter, postgres: boolean): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('user_id', '=', userId)];
  if (filter.search) conditions.push(searchCondition(eb, filter.search, postgres));
  if (filter.category) conditions.push(eb('category', '=', filter.category));
  // Tags are stored as a JSON array: a quoted tag matches only a whole tag, never a part of one.
  for (const tag of filter.tags ?? []) conditions.push(lowerLike('tags', likePattern(JSON.stringify(tag))));
  if (filter.createdFrom) conditions.push(eb('created_at', '>=', filter.createdFrom));
  if (filter.createdBefore) conditions.push(eb('created_at', '<', filter.createdBefore));
  if (filter.minSize !== undefined) conditions.push(eb('size', '>=', filter.minSize));
  if (filter.maxSize !== undefined) conditions.push(eb('size', '<=', filter.maxSize));
  return eb.and(conditions);
}

/** Only a category (or nothing) narrows the list: its size is kept in media_stats. */
const countedByStats = (filter: MediaFilter) =>
  !filter.search &&
  !filter.tags?.length &&
  !filter.createdFrom &&
  !filter.createdBefore &&
  filter.minSize === undefined &&
  filter.maxSize === undefined;

async function countMedia(db: Kysely<Database>, userId: string, filter: MediaFilter): Promise<number> {
  if (countedByStats(filter)) {
    let query = db
      .selectFrom('media_stats')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('files'), eb.lit(0)).as('n'))
      .where('user_id', '=', userId);
    if (filter.category) query = query.where('category', '=', filter.category);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }
  const counted = await db
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => whereFilter(eb, userId, filter, isPostgres(db)))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

export async function findMediaPage(
  db: Kysely<Database>,
  userId: string,
  filter: MediaFilter,
  page: MediaPage,
): Promise<{ rows: MediaFileRow[]; total: number }> {
  const direction = page.sortOrder;
  // The same order as the indexes of migration 0008; the id last, so equal keys still page in a stable order.
  const keys = [
    ...(page.sortBy === 'filename'
      ? [sql`lower(title)`, sql`lower(original_name)`]
      : [sql.ref(SORT_COLUMNS[page.sortBy])]),
    sql.ref('created_at'),
    sql.ref('id'),
  ];
  // The page's ids first, by walking the sort index alone (cheap even deep into the library), then their rows.
  let ids = db
    .selectFrom('media_files')
    .select('id')
    .where((eb) => whereFilter(eb, userId, filter, isPostgres(db)));
  let rows = db.selectFrom('media_files').selectAll();
  for (const key of keys) {
    ids = ids.orderBy(key, direction);
    rows = rows.orderBy(key, direction);
  }
  const pageIds = ids.limit(page.limit).offset((page.page - 1) * page.limit);
  return {
    rows: await rows.where('id', 'in', pageIds).execute(),
    total: await countMedia(db, userId, filter),
  };
}

const SORT_COLUMNS = { createdAt: 'created_at', size: 'size', viewCount: 'view_count' } as const;

export async function findRecentMedia(db: Kysely<Database>, userId: string, limit: number): Promise<MediaFileRow[]> {
  return db
    .selectFrom('media_files')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface MediaTotals {
  total: number;
  totalSize: number;
  totalViews: number;
  totalDownloads: number;
  categoryBreakdown: Record<string, number>;
}

/** Kept by triggers in media_stats: a dashboard never counts the library. */
export async function mediaTotalsOfUser(db: Kysely<Database>, userId: string): Promise<MediaTotals> {
  const rows = await db.selectFrom('media_stats').selectAll().where('user_id', '=', userId).execute();
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
