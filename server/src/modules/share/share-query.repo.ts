import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { ShareListQuery } from '@vaultbox/common/schemas/share.ts';
import type { Database } from '../../db/tables.ts';
import { selectSharesWithMedia } from './share.repo.ts';
import type { ShareWithMedia } from './share-view.ts';

// Listing, searching and counting a user's shares. "Active" here is SPEC §4's status, computed in SQL with the same
// rules as shareStatus() of the contract: active, not expired, both limits with headroom.

export interface ShareFilter {
  search?: string;
  status: 'all' | 'active' | 'inactive';
  createdFrom?: string;
  /** Exclusive. */
  createdBefore?: string;
  hasPassword?: boolean;
}

type Eb = ExpressionBuilder<Database, 'shares' | 'media_files'>;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const lowerLike = (column: string, pattern: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** SPEC §4 "active" as SQL; `now` is an ISO time (stored times compare as text). */
export function isActiveShare(now: string): Expression<SqlBool> {
  return sql<SqlBool>`(shares.is_active = 1
    and (shares.expires_at is null or shares.expires_at > ${now})
    and (shares.max_views is null or shares.current_views < shares.max_views)
    and (shares.max_downloads is null or shares.current_downloads < shares.max_downloads))`;
}

function whereFilter(eb: Eb, userId: string, filter: ShareFilter, now: string): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('shares.user_id', '=', userId)];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(eb.or([lowerLike('media_files.title', pattern), lowerLike('media_files.original_name', pattern)]));
  }
  if (filter.status === 'active') conditions.push(isActiveShare(now));
  if (filter.status === 'inactive') conditions.push(eb.not(isActiveShare(now)));
  if (filter.createdFrom) conditions.push(eb('shares.created_at', '>=', filter.createdFrom));
  if (filter.createdBefore) conditions.push(eb('shares.created_at', '<', filter.createdBefore));
  if (filter.hasPassword !== undefined) {
    conditions.push(
      filter.hasPassword ? eb('shares.password_hash', 'is not', null) : eb('shares.password_hash', 'is', null),
    );
  }
  return eb.and(conditions);
}

const SORT_COLUMNS = {
  createdAt: 'shares.created_at',
  expiresAt: 'shares.expires_at',
  currentViews: 'shares.current_views',
  currentDownloads: 'shares.current_downloads',
} as const;

export async function findSharePage(
  db: Kysely<Database>,
  userId: string,
  filter: ShareFilter,
  page: Pick<ShareListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>,
  now: string,
): Promise<{ rows: ShareWithMedia[]; total: number }> {
  const counted = await db
    .selectFrom('shares')
    .innerJoin('media_files', 'media_files.id', 'shares.media_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => whereFilter(eb, userId, filter, now))
    .executeTakeFirstOrThrow();
  const direction = page.sortOrder;
  let query = selectSharesWithMedia(db).where((eb) => whereFilter(eb, userId, filter, now));
  // Shares that never expire sort after dated ones either way (the dialects disagree on where NULLs go).
  if (page.sortBy === 'expiresAt') query = query.orderBy(sql`case when shares.expires_at is null then 1 else 0 end`);
  const rows = await query
    .orderBy(SORT_COLUMNS[page.sortBy], direction)
    .orderBy('shares.created_at', direction)
    .orderBy('shares.id', direction)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
  return { rows, total: Number(counted.n) };
}

export interface ShareTotals {
  total: number;
  active: number;
  totalViews: number;
  totalDownloads: number;
}

/** One query for a user's share figures (GET /share/stats and the dashboard). */
export async function shareTotalsOfUser(db: Kysely<Database>, userId: string, now: string): Promise<ShareTotals> {
  const row = await db
    .selectFrom('shares')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(sql`case when ${isActiveShare(now)} then 1 else 0 end`).as('active'),
      eb.fn.sum<number>('shares.current_views').as('views'),
      eb.fn.sum<number>('shares.current_downloads').as('downloads'),
    ])
    .where('shares.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers sums as numeric strings, and null over no rows.
  return {
    total: Number(row.total),
    active: Number(row.active ?? 0),
    totalViews: Number(row.views ?? 0),
    totalDownloads: Number(row.downloads ?? 0),
  };
}
