import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Category } from '@vaultbox/common/media-category.ts';
import type { MediaSortKey } from '@vaultbox/common/schemas/media.ts';
import type { Database, MediaFileRow } from '../../db/tables.ts';

// Listing, searching and counting a user's media. Text matching lowercases both sides, so it behaves the same on
// SQLite (LIKE is case-insensitive there) and PostgreSQL (it is not).

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

function whereFilter(eb: Eb, userId: string, filter: MediaFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('user_id', '=', userId)];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      eb.or(['title', 'original_name', 'description', 'tags'].map((column) => lowerLike(column, pattern))),
    );
  }
  if (filter.category) conditions.push(eb('category', '=', filter.category));
  // Tags are stored as a JSON array: a quoted tag matches only a whole tag, never a part of one.
  for (const tag of filter.tags ?? []) conditions.push(lowerLike('tags', likePattern(JSON.stringify(tag))));
  if (filter.createdFrom) conditions.push(eb('created_at', '>=', filter.createdFrom));
  if (filter.createdBefore) conditions.push(eb('created_at', '<', filter.createdBefore));
  if (filter.minSize !== undefined) conditions.push(eb('size', '>=', filter.minSize));
  if (filter.maxSize !== undefined) conditions.push(eb('size', '<=', filter.maxSize));
  return eb.and(conditions);
}

export async function findMediaPage(
  db: Kysely<Database>,
  userId: string,
  filter: MediaFilter,
  page: MediaPage,
): Promise<{ rows: MediaFileRow[]; total: number }> {
  const counted = await db
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => whereFilter(eb, userId, filter))
    .executeTakeFirstOrThrow();
  const direction = page.sortOrder;
  let query = db
    .selectFrom('media_files')
    .selectAll()
    .where((eb) => whereFilter(eb, userId, filter));
  query =
    page.sortBy === 'filename'
      ? query.orderBy(sql`lower(title)`, direction).orderBy(sql`lower(original_name)`, direction)
      : query.orderBy(SORT_COLUMNS[page.sortBy], direction);
  // The id last: equal keys still page in a stable order.
  const rows = await query
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
  return { rows, total: Number(counted.n) };
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

export async function mediaTotalsOfUser(db: Kysely<Database>, userId: string): Promise<MediaTotals> {
  const rows = await db
    .selectFrom('media_files')
    .select((eb) => [
      'category',
      eb.fn.countAll<number>().as('files'),
      eb.fn.sum<number>('size').as('bytes'),
      eb.fn.sum<number>('view_count').as('views'),
      eb.fn.sum<number>('download_count').as('downloads'),
    ])
    .where('user_id', '=', userId)
    .groupBy('category')
    .execute();
  // PostgreSQL returns sums of bigint as numeric strings.
  const totals: MediaTotals = { total: 0, totalSize: 0, totalViews: 0, totalDownloads: 0, categoryBreakdown: {} };
  for (const row of rows) {
    totals.total += Number(row.files);
    totals.totalSize += Number(row.bytes ?? 0);
    totals.totalViews += Number(row.views ?? 0);
    totals.totalDownloads += Number(row.downloads ?? 0);
    totals.categoryBreakdown[row.category] = Number(row.files);
  }
  return totals;
}
