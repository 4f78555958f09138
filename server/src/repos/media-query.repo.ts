import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Category } from '@vaultbox/common/media-category.ts';
import type { MediaSortKey } from '@vaultbox/common/schemas/media.ts';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import { pageCounts, rowCount, runPrepared } from '../db/prepared-query.ts';
import type { Database } from '../db/tables.ts';
import {
  anyColumnHolds,
  ownerMatchCount,
  rareSearchKeys,
  searchCondition,
  searchGramsToRead,
  tagCondition,
  type Eb,
  type RareKeys,
} from './media-search.repo.ts';
import { ANCHOR_EVERY, type PageStart } from './page-anchors.ts';
import { MEDIA_LIST_COLUMNS, type MediaListRow } from './media-list-columns.ts';

// Listing, searching and counting a user's media, each through an index of migration 0008; the search's conditions
// are in media-search.repo.ts.

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
  /** Only the files of this album (the caller checked it is the user's): docs/product.md, Albums. */
  albumId?: string;
}

export interface MediaPage {
  page: number;
  limit: number;
  sortBy: MediaSortKey;
  sortOrder: 'asc' | 'desc';
}

export function whereFilter(
  eb: Eb,
  userId: string,
  filter: MediaFilter,
  postgres: boolean,
  searchKeys: RareKeys | null = null,
  commonSearch = false,
  searchGrams: string[] | null = null,
  searchLeads = false,
): Expression<SqlBool> {
  // With the search's keys known (a rare term), or when its matches are fewer than the other filters leave
  // (`searchLeads`), the term's rows lead: `+user_id` is SQLite's way to say "not through an index", so it does not
  // walk the owner's whole index, or a filter's, instead (PostgreSQL never gets here).
  const notThroughIndex = sql<SqlBool>`+media_files.user_id = ${userId}`;
  const conditions: Expression<SqlBool>[] = searchKeys
    ? [
        sql<SqlBool>`media_files.search_key in (select value from json_each(${JSON.stringify(searchKeys.keys)}))`,
        notThroughIndex,
      ]
    : [searchLeads ? notThroughIndex : eb('user_id', '=', userId)];
  if (filter.search && searchKeys && !searchKeys.exact) conditions.push(anyColumnHolds(eb, filter.search, postgres));
  if (filter.search && !searchKeys)
    conditions.push(searchCondition(eb, userId, filter.search, postgres, commonSearch, searchGrams));
  if (filter.category) conditions.push(eb('category', '=', filter.category));
  for (const tag of filter.tags ?? []) conditions.push(tagCondition(eb, userId, tag, postgres));
  if (filter.createdFrom) conditions.push(eb('created_at', '>=', filter.createdFrom));
  if (filter.createdBefore) conditions.push(eb('created_at', '<', filter.createdBefore));
  if (filter.minSize !== undefined) conditions.push(eb('size', '>=', filter.minSize));
  if (filter.maxSize !== undefined) conditions.push(eb('size', '<=', filter.maxSize));
  if (filter.albumId !== undefined) {
    const inAlbum = eb.selectFrom('album_files').select('album_files.media_id').where('album_id', '=', filter.albumId);
    conditions.push(eb('media_files.id', 'in', inAlbum));
  }
  return eb.and(conditions);
}

/** Only a category (or nothing) narrows the list: its size is kept in media_stats. */
const countedByStats = (filter: MediaFilter) =>
  !filter.search &&
  !filter.tags?.length &&
  !filter.createdFrom &&
  !filter.createdBefore &&
  filter.minSize === undefined &&
  filter.maxSize === undefined &&
  filter.albumId === undefined;

/** How many of the user's files the filter matches. */
export async function countMedia(db: Db, userId: string, filter: MediaFilter): Promise<number> {
  const { n } = await countQuery(db, userId, filter).executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The count of a search alone (no other filter) in SQLite's trigram index, without reading a file row; null for any
 * other filter, a term too short for the index, or PostgreSQL.
 */
function indexCount(db: Db, userId: string, filter: MediaFilter) {
  const searchAlone = filter.search && !filter.category && countedByStats({ ...filter, search: undefined });
  return searchAlone && !isPostgres(db) ? ownerMatchCount(userId, filter.search!) : null;
}

/**
 * The number of files the filter matches, as one column `n`: a sum from media_stats where it can, the trigram index's
 * count for a search alone on SQLite, else a count of the files.
 */
export function countQuery(db: Db, userId: string, filter: MediaFilter) {
  const fromIndex = indexCount(db, userId, filter);
  if (fromIndex) return db.selectNoFrom(fromIndex.as('n'));
  if (countedByStats(filter)) {
    let query = db
      .selectFrom('media_stats')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('files'), eb.lit(0)).as('n'))
      .where('user_id', '=', userId);
    if (filter.category) query = query.where('category', '=', filter.category);
    return query;
  }
  return db
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => whereFilter(eb, userId, filter, isPostgres(db)));
}

const SORT_COLUMNS = { size: 'size', viewCount: 'view_count' } as const;

/**
 * The sort key of a page, in the order of the indexes of migration 0008; the id last, so equal keys page stably. Each
 * with its type on PostgreSQL.
 */
function typedSortKeys(page: Pick<MediaPage, 'sortBy'>) {
  return [
    ...(page.sortBy === 'filename'
      ? [
          { key: sql`lower(title)`, type: 'text' },
          { key: sql`lower(original_name)`, type: 'text' },
        ]
      : []),
    ...(page.sortBy === 'size' || page.sortBy === 'viewCount'
      ? [{ key: sql.ref(SORT_COLUMNS[page.sortBy]), type: 'bigint' }]
      : []),
    { key: sql.ref('created_at'), type: 'text' },
    { key: sql.ref('id'), type: 'text' },
  ];
}

export const sortKeys = (page: Pick<MediaPage, 'sortBy'>) => typedSortKeys(page).map(({ key }) => key);

/**
 * Rows strictly after `anchor` (a sort key) in the page's order: one index seek. On PostgreSQL each value of the
 * anchor is read by a subquery, so the planner does not know it: every anchor then gets the same plan and the named
 * statement keeps it. Known, the plan for the anchor at hand looked cheaper than the kept one, and the page was
 * planned at every run (docs/performance.md).
 */
export function afterAnchor(
  page: Pick<MediaPage, 'sortBy' | 'sortOrder'>,
  anchor: unknown[],
  postgres: boolean,
): Expression<SqlBool> {
  const keys = typedSortKeys(page);
  const values = sql.join(
    keys.map(({ type }, i) => (postgres ? sql`(select cast(${anchor[i]} as ${sql.raw(type)}))` : sql`${anchor[i]}`)),
  );
  const row = sql.join(keys.map(({ key }) => key));
  return page.sortOrder === 'asc' ? sql<SqlBool>`(${row}) > (${values})` : sql<SqlBool>`(${row}) < (${values})`;
}

/**
 * One page of the user's files and the total. `start` (see page-anchors.ts) lets a deep page begin at a known row
 * instead of counting from the first, so a page mostly skips fewer than ANCHOR_EVERY rows. `commonSearchTotal`: the
 * filter (a search, mostly) matches too many files for their ids to be kept, and the caller kept their number; the
 * page is then not counted again, and a search in it is tested row by row down the sort index (media-search.repo.ts,
 * searchCondition).
 */
export async function findMediaPage(
  db: Db,
  userId: string,
  filter: MediaFilter,
  page: MediaPage,
  start: PageStart = { anchor: null, offset: (page.page - 1) * page.limit },
  commonSearchTotal?: number,
): Promise<{ rows: MediaListRow[]; total: number }> {
  const common = commonSearchTotal !== undefined;
  const found = await pageRows(db, userId, filter, page, start, common);
  // The rows keep their `total` column: callers read a file's own fields, and a copy of each row without it cost more.
  if (common) return { rows: found, total: commonSearchTotal };
  if (found.length === 0) return { rows: [], total: await countMedia(db, userId, filter) };
  return { rows: found, total: Number(found[0]!.total) };
}

/** The filters bound as values: which of them are set is part of a page's shape, not what they hold. */
const BOUND_FILTERS = ['category', 'createdFrom', 'createdBefore', 'minSize', 'maxSize', 'albumId'] as const;

/**
 * The page's rows, each with the total. Its SQL follows the sort, which filters are set and the anchor's length, not
 * their values, so it is built once per such shape (runPrepared); a search or tags become text of their own, built
 * each time.
 */
function pageRows(db: Db, userId: string, filter: MediaFilter, page: MediaPage, start: PageStart, common: boolean) {
  const near = skipsFew(start);
  if (filter.search || filter.tags?.length) return pageQuery(db, userId, filter, page, start, near, common).execute();
  const set = BOUND_FILTERS.filter((name) => filter[name] !== undefined);
  const anchor = start.anchor ?? [];
  const reach = `${start.anchor ? 'anchored' : 'first'} ${near ? 'near' : 'far'}`;
  // A near page's OFFSET is under ANCHOR_EVERY: few enough to be written into the SQL, so that PostgreSQL keeps the
  // statement's plan (rowCount).
  const counts = pageCounts(page.limit, start.offset, near);
  const shape = ['media page', page.sortBy, page.sortOrder, reach, counts.shape, common, ...set].join('|');
  const values = [userId, ...counts.values, ...set.map((name) => filter[name]), ...anchor];
  return runPrepared(db, shape, values, ([user, ...rest]) => {
    const [limit, offset] = counts.take(rest);
    return pageQuery(
      db,
      user as string,
      Object.fromEntries(set.map((name, i) => [name, rest[i]])),
      { ...page, limit },
      { anchor: start.anchor ? rest.slice(set.length) : null, offset },
      near,
      common,
    );
  });
}

/**
 * Whether a page skips few rows (`near`): it then reads its rows straight off the sort index. At offset 80 of 100,000
 * files a page costs PostgreSQL 0.6-0.75 ms that way against 1.1-1.3 ms reading its ids first (docs/performance.md). A
 * page that skips many still reads its ids first, from the index alone, so the rows it skips are never read.
 */
const skipsFew = (start: PageStart) => start.offset < ANCHOR_EVERY;

function pageQuery(
  db: Db,
  userId: string,
  filter: MediaFilter,
  page: MediaPage,
  start: PageStart,
  near: boolean,
  common: boolean,
) {
  const direction = page.sortOrder;
  const matching = <Row>(query: SelectQueryBuilder<Database, 'media_files', Row>) => {
    const filtered = query.where((eb) => whereFilter(eb, userId, filter, isPostgres(db), null, common));
    const after = start.anchor ? filtered.where(afterAnchor(page, start.anchor, isPostgres(db))) : filtered;
    return sortKeys(page).reduce((ordered, key) => ordered.orderBy(key, direction), after);
  };
  // The total rides along with the rows: one round trip to the database instead of two, which under load on
  // PostgreSQL is most of a list's cost (docs/performance.md). A page past the end has no row to carry it. A common
  // search's total is known to the caller.
  const rows = db
    .selectFrom('media_files')
    .select(MEDIA_LIST_COLUMNS)
    .select(common ? sql<number>`null`.as('total') : countQuery(db, userId, filter).as('total'));
  const [limit, offset] = [rowCount(page.limit), rowCount(start.offset)];
  if (near) return matching(rows).limit(limit).offset(offset);
  const pageIds = matching(db.selectFrom('media_files').select('id')).limit(limit).offset(offset);
  return sortKeys(page).reduce((ordered, key) => ordered.orderBy(key, direction), rows.where('id', 'in', pageIds));
}

/**
 * What a search (or a narrower filter) matches at one library version: its ids in order, all of them (`complete`) or,
 * when there are too many to keep, the first ones; and how many there are.
 */
export interface KeptMatches {
  ids: string[];
  complete: boolean;
  total: number;
}

/**
 * What a search (or any narrower filter) matches, to be kept: every id in the page's order, or, past `cap` of them,
 * the first `first` and their number. A rare term starts from its few matches in the trigram index; on SQLite a
 * common one alone is counted in that index first, so that its ids are not walked for nothing (1 s at 100,000 matches
 * among 1,000,000), and only its first ones are read: its first pages, the ones people read, are then found by id
 * instead of testing the rows before them one by one (page 1 of a term in one file of nine: 180 rows).
 */
export async function matchesToKeep(
  db: Db,
  userId: string,
  filter: MediaFilter,
  page: Pick<MediaPage, 'sortBy' | 'sortOrder'>,
  { cap, first }: { cap: number; first: number },
): Promise<KeptMatches> {
  const rare = await rareSearchKeys(db, userId, filter.search);
  const leads = !rare && (await searchLeads(db, userId, filter));
  const counted = !rare && indexCount(db, userId, filter) ? await countMedia(db, userId, filter) : undefined;
  const tooMany = counted !== undefined && counted > cap;
  const grams = await searchGramsToRead(db, userId, filter.search);
  let query = db
    .selectFrom('media_files')
    .select('id')
    .where((eb) => whereFilter(eb, userId, filter, isPostgres(db), rare, false, grams, leads));
  for (const key of sortKeys(page)) query = query.orderBy(key, page.sortOrder);
  const ids = (await query.limit(tooMany ? first : cap + 1).execute()).map((row) => row.id);
  if (tooMany) return { ids, complete: false, total: counted };
  if (ids.length <= cap) return { ids, complete: true, total: ids.length };
  return { ids: ids.slice(0, first), complete: false, total: await countMedia(db, userId, filter) };
}

/**
 * SQLite: whether a search narrowed by a category, a size or a date range should start from the term's matches in
 * the trigram index rather than walk the filters' index: when the term matches fewer of the owner's files than those
 * filters leave. At a million files, 114,400 matches of a term against 199,981 images of a size range: 1.9 -> 0.4 s
 * (docs/performance.md). The term's matches are counted in the trigram index, the filters' files through their index.
 */
export async function searchLeads(db: Db, userId: string, filter: MediaFilter): Promise<boolean> {
  const { search, category, minSize, maxSize, createdFrom, createdBefore } = filter;
  const narrowed = category || minSize !== undefined || maxSize !== undefined || createdFrom || createdBefore;
  const termCount = search && narrowed && !isPostgres(db) ? ownerMatchCount(userId, search) : null;
  if (!termCount) return false;
  const matches = Number((await db.selectNoFrom(termCount.as('n')).executeTakeFirstOrThrow()).n);
  // The filters' files are counted only as far as one past the term's matches: all that the choice needs.
  const others = { category, minSize, maxSize, createdFrom, createdBefore };
  const { n } = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('media_files')
        .select(sql<number>`1`.as('one'))
        .where((eb) => whereFilter(eb, userId, others, false))
        .limit(matches + 1)
        .as('filtered'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return matches < Number(n);
}

/**
 * The user's files of these ids, in the order of `ids` (an id gone since it was listed is left out). Looked up by id
 * alone, the owner checked on each row: with user_id in the WHERE, SQLite (without ANALYZE statistics) walks the
 * user's whole index instead of the primary key.
 */
export async function findMediaInOrder(db: Db, userId: string, ids: string[]): Promise<MediaListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('media_files').select(MEDIA_LIST_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.filter((row) => row.user_id === userId).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether anchors can serve this filter: only a category (their cost is one walk of the whole view). */
export const anchorable = countedByStats;

/** The version of a user's library: it changes whenever a file is added, removed or moved in some sort order. */
export async function libraryVersion(db: Db, userId: string): Promise<number> {
  // Asked before every deep page: a named statement, not parsed and planned each time.
  const [row] = await runPrepared(db, 'library version', [userId], ([user]) =>
    db
      .selectFrom('media_stats')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('changes'), eb.lit(0)).as('v'))
      .where('user_id', '=', user as string),
  );
  return Number(row!.v);
}

/**
 * The sort key of every `every`-th row of the view (rows every-1, 2*every-1, ...), numbered by the database. With a
 * `reach`, the walk starts after the anchor `after` (null: at the first row) and stops after `rows` rows, so anchors
 * are built only as deep as pages are asked: both databases number the rows as the sort index yields them and stop
 * at the limit.
 */
export async function sortAnchors(
  db: Db,
  userId: string,
  filter: MediaFilter,
  page: MediaPage,
  every: number,
  reach?: { after: unknown[] | null; rows: number },
): Promise<unknown[][]> {
  const keys = sortKeys(page);
  const direction = sql.raw(page.sortOrder);
  const ordered = sql.join(keys.map((key) => sql`${key} ${direction}`));
  let walked = db
    .selectFrom('media_files')
    .select(sql<number>`row_number() over (order by ${ordered})`.as('position'))
    .select(keys.map((key, i) => sql`${key}`.as(`k${i}`)))
    .where((eb) => whereFilter(eb, userId, filter, isPostgres(db)));
  if (reach) {
    if (reach.after) walked = walked.where(afterAnchor(page, reach.after, isPostgres(db)));
    walked = keys.reduce((query, key) => query.orderBy(key, page.sortOrder), walked).limit(reach.rows);
  }
  const rows = await db
    .selectFrom(walked.as('numbered'))
    .selectAll()
    .where(sql<SqlBool>`position % ${every} = 0`)
    .orderBy('position')
    .execute();
  return rows.map((row) => keys.map((_key, i) => (row as Record<string, unknown>)[`k${i}`]));
}
