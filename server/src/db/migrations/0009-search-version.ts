import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { added, bumped, removed } from './0008-library-at-scale.ts';

// The library's version (media_stats.changes) also moves when a file's description or tags change: a cached search
// result (matching ids per search and version, see media/view-cache.ts) must not outlive a change of what it matched.
// Migration 0008 moved it only for the columns a sort order reads.

const BEFORE = ['user_id', 'category', 'size', 'view_count', 'title', 'original_name', 'created_at'];
const AFTER = [...BEFORE, 'description', 'tags'];

async function versionTrigger(db: Kysely<unknown>, columns: string[]): Promise<void> {
  const list = sql.raw(columns.join(', '));
  if (!isPostgres(db)) {
    await sql`drop trigger if exists media_version_update`.execute(db);
    await sql`create trigger media_version_update after update of ${list} on media_files
      begin ${bumped('old')} ${bumped('new')} end`.execute(db);
    return;
  }
  // PostgreSQL keeps stats and version in one function (0008, whose statements it reuses): only its version test and
  // its column list change.
  const oldRow = sql.raw(columns.map((c) => `old.${c}`).join(', '));
  const newRow = sql.raw(columns.map((c) => `new.${c}`).join(', '));
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
