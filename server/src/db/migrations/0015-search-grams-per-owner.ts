import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// PostgreSQL's counterpart of migration 0014. pg_trgm's GIN indexes (0008) hold one list per trigram for the whole
// instance, and a search visits every page of its common trigrams' lists: with 1,000,000 files on the instance a new
// search of one user's 100,000 ran at a third of its rate alone (docs/performance.md, library). Here each key of one GIN
// index is a trigram *of one owner*: the owner's hash in the high 32 bits, the trigram's in the low ones. A search
// asks for its term's keys, so it reads lists as long as the owner's library, never the instance's. The keys are a
// filter only: the query keeps the exact LIKE on each column, so a hash collision can cost a row read, never a result.
// (`hashtext` is PostgreSQL's text hash, which hash partitions rely on staying the same across versions.)
// The index covers the four searched columns at once (one scan instead of four). pg_trgm's indexes of title and
// original name stay for the share list's search; those of description and tags served only this one and go.
// SQLite: nothing.

const GRAMS = sql.raw(`create function media_search_grams(owner text, body text) returns bigint[]
  language sql immutable strict parallel safe as $$
    select coalesce(array_agg(distinct (hashtext(owner)::bigint << 32) | (hashtext(substr(body, i, 3))::bigint & 4294967295)), '{}')
    from generate_series(1, length(body) - 2) as i
  $$`);

/** The searched columns, lower-cased, in one text: a control character between them, which nobody searches for. */
const BODY =
  'lower(title) || chr(31) || lower(original_name) || chr(31) || lower(description) || chr(31) || lower(tags)';

/** A file's keys, as the index holds them: the query's left side must be this very expression to use the index. */
export const FILE_GRAMS = sql.raw(`media_search_grams(user_id, ${BODY})`);

const DROPPED = ['description', 'tags'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`${GRAMS}`.execute(db);
  await sql`create index media_files_search_grams_idx on media_files using gin (${FILE_GRAMS})`.execute(db);
  for (const column of DROPPED) await sql`drop index ${sql.raw(`media_files_search_${column}_idx`)}`.execute(db);
  // Without statistics on the new expression the planner guesses a match for 1 file in 200 and may walk a sort index
  // instead; with them it knows a term's keys are rare.
  await sql`analyze media_files`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of DROPPED) {
    await sql`create index ${sql.raw(`media_files_search_${column}_idx`)} on media_files
      using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
  }
  await sql`drop index media_files_search_grams_idx`.execute(db);
  await sql`drop function media_search_grams(text, text)`.execute(db);
}
