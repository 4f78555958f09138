import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// The Photos timeline (docs/product.md, Photos) answers as fast for 100,000 photos as for 100:
// - media_files.taken_at: the capture date as written in the file (`YYYY-MM-DDTHH:MM:SS`, no zone), null when it
//   carries none. Where a file sits on the timeline is coalesce(taken_at, created_at), and its month the first seven
//   characters of that; an expression, not a stored column, so that no insert path (uploads, copies, restores, the
//   tests' direct rows) has one more column to keep right;
// - media_files_timeline_idx: a partial index over that expression of the images and videos only, so one month's page
//   is one range read of the index (on PostgreSQL with the two dates included, for index-only scans);
// - timeline_months: per user and month the images and videos it holds, kept by triggers in the same transaction as
//   every change (as media_stats is, migration 0008), so the list of months never counts the files. A month whose
//   files all left keeps its row at 0; the reads skip it.

/** Where a file sits on the timeline; the repo's queries write the same text, so the index serves them. */
export const TIMELINE_AT = 'coalesce(taken_at, created_at)';
const monthOf = (row: 'new' | 'old') => `substr(coalesce(${row}.taken_at, ${row}.created_at), 1, 7)`;
const onTimeline = (row: 'new' | 'old') => `${row}.category in ('image', 'video')`;

const added = sql.raw(`
    insert into timeline_months (user_id, month, files)
    select new.user_id, ${monthOf('new')}, 1 where ${onTimeline('new')}
    on conflict (user_id, month) do update set files = timeline_months.files + 1;`);
// An update only: when the user itself is being deleted its months may be gone already.
const removed = sql.raw(`
    update timeline_months set files = files - 1
    where user_id = old.user_id and month = ${monthOf('old')} and ${onTimeline('old')};`);
const MOVING_COLUMNS = 'user_id, category, taken_at, created_at';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media_files').addColumn('taken_at', 'text').execute();
  // On PostgreSQL the index also carries the two dates, so that reading a page's ids is an index-only scan: its
  // planner reads one from the index only when the columns of the expression are in it too (at offset 5,010 of 100,000
  // files, 3.5 ms against 22.6 ms reading the skipped rows; docs/performance.md, Photos timeline).
  const dates = isPostgres(db) ? sql`include (taken_at, created_at)` : sql``;
  await sql`create index media_files_timeline_idx on media_files (user_id, (${sql.raw(TIMELINE_AT)}) desc, id desc)
    ${dates} where category in ('image', 'video')`.execute(db);

  await db.schema
    .createTable('timeline_months')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('files', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('timeline_months_pk', ['user_id', 'month'])
    .execute();
  await sql`
    insert into timeline_months (user_id, month, files)
    select user_id, substr(${sql.raw(TIMELINE_AT)}, 1, 7), count(*) from media_files
    where category in ('image', 'video') group by user_id, substr(${sql.raw(TIMELINE_AT)}, 1, 7)`.execute(db);

  if (isPostgres(db)) {
    await sql`create function timeline_months_change() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${removed} end if;
        if tg_op in ('UPDATE', 'INSERT') then ${added} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger timeline_months_change
      after insert or delete or update of ${sql.raw(MOVING_COLUMNS)} on media_files
      for each row execute function timeline_months_change()`.execute(db);
    return;
  }
  await sql`create trigger timeline_months_insert after insert on media_files begin ${added} end`.execute(db);
  await sql`create trigger timeline_months_delete after delete on media_files begin ${removed} end`.execute(db);
  await sql`create trigger timeline_months_update after update of ${sql.raw(MOVING_COLUMNS)} on media_files
    when old.user_id is not new.user_id or old.category is not new.category
      or ${sql.raw(monthOf('old'))} is not ${sql.raw(monthOf('new'))}
    begin ${removed} ${added} end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists timeline_months_change on media_files`.execute(db);
    await sql`drop function if exists timeline_months_change()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.raw(`timeline_months_${name}`)}`.execute(db);
  }
  await db.schema.dropTable('timeline_months').ifExists().execute();
  await sql`drop index if exists media_files_timeline_idx`.execute(db);
  await db.schema.alterTable('media_files').dropColumn('taken_at').execute();
}
