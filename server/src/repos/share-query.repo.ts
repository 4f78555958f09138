import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ShareListQuery } from '@vaultbox/common/schemas/share.ts';
import type { Db } from '../db/database.ts';
import { pageCounts, rowCount, runPrepared } from '../db/prepared-query.ts';
import type { Database } from '../db/tables.ts';
import { containsPattern, lowerLike } from '../db/text-search.ts';
import { selectSharesWithMedia } from './share.repo.ts';
import type { ShareWithMedia } from './share.repo.ts';

// Listing, searching and counting a user's shares. "Active" here is the status of docs/product.md, Shares, computed
// in SQL with the same rules as shareStatus() of the contract: active, not expired, both limits with headroom.

export interface ShareFilter {
  search?: string;
  status: 'all' | 'active' | 'inactive';
  createdFrom?: string;
  /** Exclusive. */
  createdBefore?: string;
  hasPassword?: boolean;
}

type Eb = ExpressionBuilder<Database, 'shares' | 'media_files' | 'albums'>;

/** Switched on with both limits unreached: "active" but for the clock (share_stats.live counts these). */
const isLiveShare = sql<SqlBool>`(shares.is_active = 1
    and (shares.max_views is null or shares.current_views < shares.max_views)
    and (shares.max_downloads is null or shares.current_downloads < shares.max_downloads))`;

/** The "active" status as SQL; `now` is an ISO time (stored times compare as text). */
export function isActiveShare(now: string): Expression<SqlBool> {
  return sql<SqlBool>`(${isLiveShare} and (shares.expires_at is null or shares.expires_at > ${now}))`;
}

function whereFilter(eb: Eb, userId: string, filter: ShareFilter, now: string): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('shares.user_id', '=', userId)];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    // A file link by its file's names, an album link by the album's name, a selection by its title.
    conditions.push(
      eb.or([
        lowerLike('media_files.title', pattern),
        lowerLike('media_files.original_name', pattern),
        lowerLike('albums.name', pattern),
        lowerLike('shares.title', pattern),
      ]),
    );
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
  expiresAt: 'shares.expires_at',
  currentViews: 'shares.current_views',
  currentDownloads: 'shares.current_downloads',
} as const;

/** Only the status narrows the list: its size comes from share_stats (see countQuery). */
const countedByStats = (filter: ShareFilter) =>
  !filter.search && !filter.createdFrom && !filter.createdBefore && filter.hasPassword === undefined;

/**
 * A user's active shares at `now`, from their share_stats row: the live ones (kept by triggers) less those already
 * past their expiry, which are the one count, through (user_id, expires_at).
 */
const activeOfStats = (eb: ExpressionBuilder<Database, 'share_stats'>, userId: string, now: string) => {
  const expiredLive = eb
    .selectFrom('shares')
    .select(eb.fn.countAll<number>().as('n'))
    .where('shares.user_id', '=', userId)
    .where('shares.expires_at', '<=', now)
    .where(isLiveShare);
  return sql<number>`(share_stats.live - (${expiredLive}))`;
};

/** How many shares the filter matches, as one column `n`: from share_stats where only the status narrows the list. */
function countQuery(db: Db, userId: string, filter: ShareFilter, now: string) {
  if (countedByStats(filter)) {
    return db
      .selectFrom('share_stats')
      .select((eb) => {
        const active = activeOfStats(eb, userId, now);
        const all = sql<number>`share_stats.shares`;
        return { all, active, inactive: sql<number>`(${all} - ${active})` }[filter.status].as('n');
      })
      .where('share_stats.user_id', '=', userId);
  }
  // The joins are needed only to search the names of the file or album.
  const query = filter.search
    ? db
        .selectFrom('shares')
        .leftJoin('media_files', 'media_files.id', 'shares.media_id')
        .leftJoin('albums', 'albums.id', 'shares.album_id')
    : db.selectFrom('shares');
  return query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => whereFilter(eb as Eb, userId, filter, now));
}

export async function findSharePage(
  db: Db,
  userId: string,
  filter: ShareFilter,
  page: Pick<ShareListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>,
  now: string,
): Promise<{ rows: ShareWithMedia[]; total: number }> {
  const offset = (page.page - 1) * page.limit;
  const found = await sharePageRows(db, { userId, filter, page, now, offset });
  if (found.length === 0) {
    const counted = await countQuery(db, userId, filter, now).executeTakeFirst();
    return { rows: [], total: Number(counted?.n ?? 0) };
  }
  return { rows: found.map(({ total: _, ...row }) => row), total: Number(found[0]!.total) };
}

/** One page of a user's shares: which, in what order, as of when, from which row. */
interface SharePage {
  userId: string;
  filter: ShareFilter;
  page: Pick<ShareListQuery, 'limit' | 'sortBy' | 'sortOrder'>;
  now: string;
  offset: number;
}

/** The filters bound as values: which of them are set is part of the page's shape, not what they hold. */
const BOUND_FILTERS = ['createdFrom', 'createdBefore'] as const;
/** Pages that start before this row have their OFFSET written into the SQL (at 20 a page, the first five). */
const WRITTEN_OFFSETS_BELOW = 100;

/**
 * The page's rows, each with the total. Without a search (a pattern made of its text) the SQL follows only the sort,
 * the status and which filters are set: built once per such shape (runPrepared).
 */
function sharePageRows(db: Db, wanted: SharePage) {
  const { userId, filter, page, now, offset } = wanted;
  if (filter.search) return sharePageQuery(db, wanted).execute();
  const set = BOUND_FILTERS.filter((name) => filter[name] !== undefined);
  // The first pages' OFFSETs are few enough to be written into the SQL, so that PostgreSQL keeps the statement's plan
  // (rowCount).
  const counts = pageCounts(page.limit, offset, offset < WRITTEN_OFFSETS_BELOW);
  const shape = ['share page', page.sortBy, page.sortOrder, filter.status, String(filter.hasPassword), counts.shape];
  const values = [userId, now, ...counts.values, ...set.map((name) => filter[name])];
  return runPrepared(db, [...shape, ...set].join('|'), values, ([user, time, ...rest]) => {
    const [limit, from] = counts.take(rest);
    return sharePageQuery(db, {
      userId: user as string,
      filter: { ...filter, ...Object.fromEntries(set.map((name, i) => [name, rest[i]])) },
      page: { ...page, limit },
      now: time as string,
      offset: from,
    });
  });
}

function sharePageQuery(db: Db, { userId, filter, page, now, offset }: SharePage) {
  const direction = page.sortOrder;
  // The total rides along with the rows: one round trip to the database instead of two (docs/performance.md). A page
  // past the end has no row to carry it.
  let query = selectSharesWithMedia(db)
    .select(countQuery(db, userId, filter, now).as('total'))
    .where((eb) => whereFilter(eb, userId, filter, now));
  // Shares that never expire sort after dated ones either way (the dialects disagree on where NULLs go).
  if (page.sortBy === 'expiresAt') query = query.orderBy(sql`case when shares.expires_at is null then 1 else 0 end`);
  if (page.sortBy !== 'createdAt') query = query.orderBy(SORT_COLUMNS[page.sortBy], direction);
  return query
    .orderBy('shares.created_at', direction)
    .orderBy('shares.id', direction)
    .limit(rowCount(page.limit))
    .offset(rowCount(offset));
}

export interface ShareTotals {
  total: number;
  active: number;
  totalViews: number;
  totalDownloads: number;
}

/** A user's share figures (GET /share/stats, the dashboard) from share_stats, kept by triggers. */
export async function shareTotalsOfUser(db: Db, userId: string, now: string): Promise<ShareTotals> {
  // One statement (each round trip to the database is a large part of a call's cost), built once (runPrepared).
  const [stats] = await runPrepared(db, 'share totals', [userId, now], ([user, time]) =>
    db
      .selectFrom('share_stats')
      .selectAll()
      .select((eb) => activeOfStats(eb, user as string, time as string).as('active'))
      .where('user_id', '=', user as string),
  );
  if (!stats || Number(stats.shares) === 0) return { total: 0, active: 0, totalViews: 0, totalDownloads: 0 };
  return {
    total: Number(stats.shares),
    active: Number(stats.active),
    totalViews: Number(stats.views),
    totalDownloads: Number(stats.downloads),
  };
}
