import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import { SEARCH_KEY_SHIFT } from '../db/migrations/0014-search-per-owner.ts';
import { FILE_GRAMS } from '../db/migrations/0015-search-grams-per-owner.ts';
import type { Database } from '../db/tables.ts';
import { containsPattern, lowerLike } from '../db/text-search.ts';

// Text search in a user's media: a substring of title, original name, description or tags, in any letter case. From 3
// characters through a trigram index read within the owner's files (SQLite FTS5, migration 0014; PostgreSQL, migration
// 0015), shorter ones by LIKE over the user's rows. media-query.repo.ts puts these conditions in its lists.

export type Eb = ExpressionBuilder<Database, 'media_files'>;

const SEARCHED = ['title', 'original_name', 'description', 'tags'];
/** The trigram index matches substrings of at least 3 characters (code points, as FTS5 counts them). */
const TRIGRAM = 3;
const isAscii = (text: string) => [...text].every((char) => char.codePointAt(0)! < 128);

/** An FTS5 phrase: the text as one literal substring (quotes doubled; MATCH has no wildcards inside a phrase). */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

const SHIFT = sql.lit(SEARCH_KEY_SHIFT);

/**
 * The keys (media_files.search_key) of the owner's files that hold `search`: SQLite's trigram index read only in the
 * owner's range of keys (migration 0014), so the cost follows their library, not the whole instance's.
 */
function ownerMatches(userId: string, search: string, query = ftsPhrase(search)) {
  const first = sql`(select users.search_slot * ${SHIFT} from users where users.id = ${userId})`;
  return sql<number>`select rowid from media_search where media_search match ${query}
    and rowid between ${first} and ${first} + ${SHIFT} - 1`;
}

/**
 * An FTS5 query for the rows that hold every trigram of an ASCII `search` side by side, not overlapping: from its
 * start three characters apart, and its last three, so every character is in one. It reads fewer posting lists than
 * the phrase, which reads one per trigram and checks their positions (`img_000123`: 4 against 8), in 44-65 % of the
 * phrase's time (docs/performance.md, A new term's trigrams at a million). It is not exact: a row may hold them apart,
 * so the rows it names still take the term's LIKE (anyColumnHolds).
 */
function trigramCover(search: string) {
  const grams: string[] = [];
  for (let at = 0; at + TRIGRAM <= search.length; at += TRIGRAM) grams.push(search.slice(at, at + TRIGRAM));
  if (search.length % TRIGRAM) grams.push(search.slice(-TRIGRAM));
  return grams.map(ftsPhrase).join(' AND ');
}

/**
 * SQLite: how many of the owner's files hold `search`, counted in the trigram index alone (no file row read), or null
 * when the term is too short for the index. At 100,000 matches among 1,000,000 files: 30 ms, where counting the files
 * the index names took 2.5 s.
 */
export function ownerMatchCount(userId: string, search: string) {
  if ([...search].length < TRIGRAM) return null;
  return sql<number>`(select count(*) from (${ownerMatches(userId, search)}))`;
}

/**
 * PostgreSQL: the owner's files whose searched text holds every trigram of `text` (migration 0015), a filter in front
 * of the exact LIKE, read from lists as long as the owner's library; with `keys`, only those of its trigrams
 * (searchGramsToRead).
 */
const ownerGrams = (userId: string, text: string, keys?: string[] | null) =>
  keys
    ? sql<SqlBool>`${FILE_GRAMS} @> ${keys}::bigint[]`
    : sql<SqlBool>`${FILE_GRAMS} @> media_search_grams(${userId}, ${text.toLowerCase()})`;

/** A key in more than this share of all files is left out of a search's lookup (see searchGramsToRead). */
const COMMON_GRAM = 0.01;
/** How long the index's statistics are kept before they are read again (autovacuum's ANALYZE renews them). */
const STATISTICS_FOR_MS = 5 * 60_000;

const commonGramsOf = new WeakMap<Db, { readAt: number; frequencies: Promise<Map<string, number>> }>();

/** The keys of the search index its statistics find in more than COMMON_GRAM of all files, with their share. */
async function readCommonGrams(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ key: string; frequency: number }>`
    select element::text as key, frequency
    from pg_stats stats,
      unnest(stats.most_common_elems::text::bigint[], stats.most_common_elem_freqs) as counted(element, frequency)
    where stats.schemaname = current_schema() and stats.tablename = 'media_files_search_grams_idx'
      and element is not null and frequency > ${COMMON_GRAM}`.execute(db);
  return new Map(rows.map((row) => [row.key, Number(row.frequency)]));
}

/** The common keys, read at most every few minutes (an error reads none and asks again next time). */
function commonGrams(db: Db): Promise<Map<string, number>> {
  const kept = commonGramsOf.get(db);
  if (kept && Date.now() - kept.readAt < STATISTICS_FOR_MS) return kept.frequencies;
  const frequencies = readCommonGrams(db).catch(() => {
    commonGramsOf.delete(db);
    return new Map<string, number>();
  });
  commonGramsOf.set(db, { readAt: Date.now(), frequencies });
  return frequencies;
}

/** Reads the index's statistics again at the next search (after an ANALYZE). */
export function forgetCommonGrams(db: Db): void {
  commonGramsOf.delete(db);
}

/**
 * PostgreSQL: the keys of `search` worth reading in the owner's trigram index, or null to read them all (SQLite, a
 * term too short for the index, or none of its keys common). A key the index's statistics find in more than 1 % of the
 * files (`img` in a library of `IMG_0001.jpg` names) is left out, keeping at least the rarest: the index's scan steps
 * through the posting lists of every key it is given, and three such keys made one rare name's lookup among 1,000,000
 * files 6 ms instead of 0.3 ms (docs/performance.md, A million files). The exact LIKE after it keeps every result right.
 */
export async function searchGramsToRead(db: Db, userId: string, search: string | undefined) {
  if (!search || !isPostgres(db) || [...search].length < TRIGRAM) return null;
  const common = await commonGrams(db);
  if (common.size === 0) return null;
  const { rows } = await sql<{ key: string }>`
    select unnest(media_search_grams(${userId}, ${search.toLowerCase()}))::text as key`.execute(db);
  const keys = rows.map((row) => row.key);
  const rare = keys.filter((key) => !common.has(key));
  if (rare.length === keys.length) return null;
  if (rare.length > 0) return rare;
  return [...keys].sort((a, b) => common.get(a)! - common.get(b)!).slice(0, 1);
}

/**
 * The files holding `search`. A `common` search (one matching too many of the owner's files for their ids to be kept,
 * so one in ten or more of a large library) of ASCII characters is tested row by row: a page walks the sort index and
 * stops after a few hundred rows (0.2 ms for page 1 at 1,000,000 files on SQLite), where reading its 100,000 or more
 * matches from the trigram index cost every page 36 ms on SQLite and 4.5 s under 50 connections on PostgreSQL. Only
 * ASCII: SQLite's lower() folds no other letter, the trigram index folds them all.
 */
export function searchCondition(
  eb: Eb,
  userId: string,
  search: string,
  postgres: boolean,
  common = false,
  grams: string[] | null = null,
): Expression<SqlBool> {
  const indexed = [...search].length >= TRIGRAM;
  const scanned = common && isAscii(search);
  if (indexed && !postgres && !scanned)
    return sql<SqlBool>`media_files.search_key in (${ownerMatches(userId, search)})`;
  const anyColumn = anyColumnHolds(eb, search, postgres);
  return indexed && postgres && !scanned ? eb.and([ownerGrams(userId, search, grams), anyColumn]) : anyColumn;
}

/** The row holds `search` in a searched column, in any letter case (only ASCII letters on SQLite): LIKE, no index. */
export const anyColumnHolds = (eb: Eb, search: string, postgres: boolean) =>
  eb.or(SEARCHED.map((column) => lowerLike(column, containsPattern(search), !postgres)));

/** A whole tag: tags are stored as a JSON array, so a quoted tag matches only a whole tag, never a part of one. */
export function tagCondition(eb: Eb, userId: string, tag: string, postgres: boolean): Expression<SqlBool> {
  const quoted = JSON.stringify(tag);
  const exact = lowerLike('tags', containsPattern(quoted), !postgres);
  return postgres ? eb.and([ownerGrams(userId, quoted), exact]) : exact;
}

/** Below this many matches among the owner's files, a search reads its matches rather than walk all their files. */
const RARE_MATCHES = 5000;

/** A rare term's keys: exactly its files, or (not `exact`) a few more, to be tested with anyColumnHolds. */
export interface RareKeys {
  keys: number[];
  exact: boolean;
}

/**
 * The keys of the owner's files a rare term (a name, a number) matches, when SQLite should start from them: a few
 * hundred rows instead of the owner's whole library. Null for a common term, which is cheaper the other way, and on
 * PostgreSQL. These keys are what the search then filters and sorts. A term of ASCII longer than a trigram is looked
 * up by its trigrams side by side (trigramCover), and its rows then tested with LIKE in that same query; only when
 * those name too many is the index read again for the phrase: a common term's first search pays 4-6 ms more for it,
 * but a rare term whose trigrams side by side are in more than 5,000 files still starts from its few matches instead
 * of walking the owner's whole library.
 */
export async function rareSearchKeys(db: Db, userId: string, search: string | undefined): Promise<RareKeys | null> {
  if (!search || isPostgres(db) || [...search].length < TRIGRAM) return null;
  const read = async (query?: string) =>
    (await sql<{ rowid: number }>`${ownerMatches(userId, search, query)} limit ${RARE_MATCHES + 1}`.execute(db)).rows;
  if (search.length > TRIGRAM && isAscii(search)) {
    const named = await read(trigramCover(search));
    if (named.length <= RARE_MATCHES) return { keys: named.map((row) => row.rowid), exact: false };
  }
  const rows = await read();
  return rows.length <= RARE_MATCHES ? { keys: rows.map((row) => row.rowid), exact: true } : null;
}

/** Leaf pages one step of the trigram index's upkeep writes: about 10 ms of SQLite's one connection at a time. */
const MERGE_PAGES_PER_STEP = 100;

/**
 * SQLite: one step of merging the trigram index's segments into one (FTS5's incremental 'merge'; a negative amount
 * takes any two segments, as 'optimize' does, instead of waiting for a level to fill). Every write leaves a small
 * segment, and a search reads every segment's list of each of its trigrams: beside 1,000,000 files a new term ran at
 * 2,536 index reads a second with the segments the writes left and 9,755 with one (docs/performance.md, A million
 * files). True while there is work left; always false on PostgreSQL.
 */
export async function mergeSearchIndexStep(db: Db, pages = MERGE_PAGES_PER_STEP): Promise<boolean> {
  if (isPostgres(db)) return false;
  const changes = async () => (await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0].n;
  const before = await changes();
  await sql`insert into media_search (media_search, rank) values ('merge', ${-pages})`.execute(db);
  // FTS5 counts a step that wrote nothing as fewer than two changes.
  return (await changes()) - before >= 2;
}
