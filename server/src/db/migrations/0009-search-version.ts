import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// The library's version (media_stats.changes) also moves when a file's description or tags change: a cached search
// result (matching ids per search and version, see media/view-cache.ts) must not outlive a change of what it matched.
// Migration 0008 moved it only for the columns a sort order reads.

const BEFORE = ['user_id', 'category', 'size', 'view_count', 'title', 'original_name', 'created_at'];
const AFTER = [...BEFORE, 'description', 'tags'];

const bumped = (row: 'new' | 'old') =>
  sql.raw(
    `update media_stats set changes = changes + 1 where user_id = ${row}.user_id and category = ${row}.category;`,
  );

async function versionTrigger(db: Kysely<unknown>, columns: string[]): Promise<void> {
  const list = sql.raw(columns.join(', '));
  if (!isPostgres(db)) {
    await sql`drop trigger if exists media_version_update`.execute(db);
    await sql`create trigger media_version_update after update of ${list} on media_files
      begin ${bumped('old')} ${bumped('new')} end`.execute(db);
    return;
  }
  // PostgreSQL keeps stats and version in one function (0008): only its version test and its column list change.
  const oldRow = sql.raw(columns.map((c) => `old.${c}`).join(', '));
  const newRow = sql.raw(columns.map((c) => `new.${c}`).join(', '));
  const removed = sql.raw(`
    update media_stats set files = files - 1, bytes = bytes - old.size, views = views - old.view_count,
      downloads = downloads - old.download_count
    where user_id = old.user_id and category = old.category;`);
  const added = sql.raw(`
    insert into media_stats (user_id, category, files, bytes, views, downloads)
    values (new.user_id, new.category, 1, new.size, new.view_count, new.download_count)
    on conflict (user_id, category) do update set
      files = media_stats.files + 1, bytes = media_stats.bytes + excluded.bytes,
      views = media_stats.views + excluded.views, downloads = media_stats.downloads + excluded.downloads;`);
  await sql`create or replace function media_stats_change() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${removed} end if;
      if tg_op in ('UPDATE', 'INSERT') then ${added} end if;
      if tg_op = 'INSERT' then ${bumped('new')}
      elsif tg_op = 'DELETE' then ${bumped('old')}
      elsif (${oldRow}) is distinct from (${newRow}) then ${bumped('old')} ${bumped('new')}
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists media_stats_change on media_files`.execute(db);
  await sql`create trigger media_stats_change
    after insert or delete or update of ${list}, download_count on media_files
    for each row execute function media_stats_change()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await versionTrigger(db, AFTER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await versionTrigger(db, BEFORE);
}
