import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// A library of 100,000 files answers as fast as one of 100:
// - one index per sort order (with the category variant of each), ending in (created_at, id) like the ORDER BY, so a
//   page is an index walk and counting a category never reads the rows;
// - text search by trigram index: SQLite's FTS5 trigram table (kept in step by triggers), PostgreSQL's pg_trgm GIN
//   index per searched column (the same lower(column) LIKE the query uses);
// - media_stats: per user and category the files, bytes, views and downloads, kept by triggers in the same
//   transaction as every change, so the pager's total and the dashboard never count the library.

const SORTS = {
  created: sql`created_at, id`,
  size: sql`size, created_at, id`,
  views: sql`view_count, created_at, id`,
  name: sql`lower(title), lower(original_name), created_at, id`,
};
const SEARCHED = ['title', 'original_name', 'description', 'tags'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(SORTS)) {
    await sql`create index ${sql.raw(`media_files_sort_${name}_idx`)} on media_files (user_id, ${columns})`.execute(db);
    await sql`create index ${sql.raw(`media_files_sort_${name}_cat_idx`)} on media_files (user_id, category, ${columns})`.execute(
      db,
    );
  }
  await sql`drop index if exists media_files_user_created_idx`.execute(db);
  await sql`drop index if exists media_files_user_category_idx`.execute(db);
  await sql`drop index if exists media_files_user_size_idx`.execute(db);

  await db.schema
    .createTable('media_stats')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('files', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', 'bigint', (c) => c.notNull().defaultTo(0))
    // Bumped by every change of a file that moves it in some sort order: the library's version, for cached anchors.
    .addColumn('changes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('media_stats_pk', ['user_id', 'category'])
    .execute();
  await sql`
    insert into media_stats (user_id, category, files, bytes, views, downloads)
    select user_id, category, count(*), coalesce(sum(size), 0), coalesce(sum(view_count), 0),
           coalesce(sum(download_count), 0)
    from media_files group by user_id, category`.execute(db);

  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

// What a row adds to its user's and category's stats (an upsert: the first file of a category makes the row)...
const added = sql.raw(`
    insert into media_stats (user_id, category, files, bytes, views, downloads)
    values (new.user_id, new.category, 1, new.size, new.view_count, new.download_count)
    on conflict (user_id, category) do update set
      files = media_stats.files + 1, bytes = media_stats.bytes + excluded.bytes,
      views = media_stats.views + excluded.views, downloads = media_stats.downloads + excluded.downloads;`);
// ...and what it takes away (an update only: when the user itself is being deleted its stats may be gone already).
const removed = sql.raw(`
    update media_stats set files = files - 1, bytes = bytes - old.size, views = views - old.view_count,
      downloads = downloads - old.download_count
    where user_id = old.user_id and category = old.category;`);
// The library's version moves when a file may have moved in a sort order; a download count alone moves nothing.
const bumped = (row: 'new' | 'old') =>
  sql.raw(
    `update media_stats set changes = changes + 1 where user_id = ${row}.user_id and category = ${row}.category;`,
  );
export const SORTED_COLUMNS = ['user_id', 'category', 'size', 'view_count', 'title', 'original_name', 'created_at'];

/**
 * (Re)creates what moves the library's version when one of `columns` changes: SQLite's media_version_update trigger,
 * or, on PostgreSQL, the one function that keeps both the stats and the version, with its trigger. Migration 0009
 * calls it again with more columns.
 */
export async function versionOnChangeOf(db: Kysely<unknown>, columns: string[]): Promise<void> {
  const list = sql.raw(columns.join(', '));
  if (!isPostgres(db)) {
    await sql`drop trigger if exists media_version_update`.execute(db);
    await sql`create trigger media_version_update after update of ${list} on media_files
      begin ${bumped('old')} ${bumped('new')} end`.execute(db);
    return;
  }
  const row = (which: 'old' | 'new') => sql.raw(columns.map((c) => `${which}.${c}`).join(', '));
  await sql`create or replace function media_stats_change() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${removed} end if;
      if tg_op in ('UPDATE', 'INSERT') then ${added} end if;
      if tg_op = 'INSERT' then ${bumped('new')}
      elsif tg_op = 'DELETE' then ${bumped('old')}
      elsif (${row('old')}) is distinct from (${row('new')}) then ${bumped('old')} ${bumped('new')}
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists media_stats_change on media_files`.execute(db);
  await sql`create trigger media_stats_change
    after insert or delete or update of ${list}, download_count on media_files
    for each row execute function media_stats_change()`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger media_stats_insert after insert on media_files begin ${added} ${bumped('new')} end`.execute(
    db,
  );
  await sql`create trigger media_stats_delete after delete on media_files begin ${removed} ${bumped('old')} end`.execute(
    db,
  );
  await sql`create trigger media_stats_update
    after update of user_id, category, size, view_count, download_count on media_files
    begin ${removed} ${added} end`.execute(db);
  await versionOnChangeOf(db, SORTED_COLUMNS);

  // Case-insensitive substrings of 3 characters or more, any script; external content, so no second copy of the text.
  await sql`create virtual table media_search using fts5(
    title, original_name, description, tags, content='media_files', tokenize='trigram')`.execute(db);
  const values = (row: 'new' | 'old') =>
    sql.raw(`${row}.rowid, ${row}.title, ${row}.original_name, ${row}.description, ${row}.tags`);
  await sql`create trigger media_search_insert after insert on media_files begin
    insert into media_search (rowid, title, original_name, description, tags) values (${values('new')}); end`.execute(
    db,
  );
  await sql`create trigger media_search_delete after delete on media_files begin
    insert into media_search (media_search, rowid, title, original_name, description, tags)
    values ('delete', ${values('old')}); end`.execute(db);
  await sql`create trigger media_search_update
    after update of title, original_name, description, tags on media_files begin
    insert into media_search (media_search, rowid, title, original_name, description, tags)
    values ('delete', ${values('old')});
    insert into media_search (rowid, title, original_name, description, tags) values (${values('new')}); end`.execute(
    db,
  );
  await sql`insert into media_search (media_search) values ('rebuild')`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await versionOnChangeOf(db, SORTED_COLUMNS);

  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of SEARCHED) {
    await sql`create index ${sql.raw(`media_files_search_${column}_idx`)} on media_files
      using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of SEARCHED)
      await sql`drop index if exists ${sql.raw(`media_files_search_${column}_idx`)}`.execute(db);
    await sql`drop trigger if exists media_stats_change on media_files`.execute(db);
    await sql`drop function if exists media_stats_change()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update']) {
      await sql`drop trigger if exists ${sql.raw(`media_search_${name}`)}`.execute(db);
      await sql`drop trigger if exists ${sql.raw(`media_stats_${name}`)}`.execute(db);
    }
    await sql`drop trigger if exists media_version_update`.execute(db);
    await sql`drop table if exists media_search`.execute(db);
  }
  await db.schema.dropTable('media_stats').ifExists().execute();
  for (const name of Object.keys(SORTS)) {
    await sql`drop index if exists ${sql.raw(`media_files_sort_${name}_idx`)}`.execute(db);
    await sql`drop index if exists ${sql.raw(`media_files_sort_${name}_cat_idx`)}`.execute(db);
  }
  await sql`create index media_files_user_created_idx on media_files (user_id, created_at)`.execute(db);
  await sql`create index media_files_user_category_idx on media_files (user_id, category)`.execute(db);
  await sql`create index media_files_user_size_idx on media_files (user_id, size)`.execute(db);
}
