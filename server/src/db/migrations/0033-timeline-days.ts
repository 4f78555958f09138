import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { TIMELINE_AT } from './0031-photos-timeline.ts';

// The timeline's files counted per user and day (`YYYY-MM-DD`), kept by triggers as timeline_months is (migration
// 0031): a page deep into a busy month starts at the day it falls in, so it walks past that day's files instead of
// every file of the month before it (offset 5,010 of a month of 5,210: docs/performance.md, Photos timeline).

const dayOf = (row: 'new' | 'old') => `substr(coalesce(${row}.taken_at, ${row}.created_at), 1, 10)`;
const onTimeline = (row: 'new' | 'old') => `${row}.category in ('image', 'video')`;

const added = sql.raw(`
    insert into timeline_days (user_id, day, files)
    select new.user_id, ${dayOf('new')}, 1 where ${onTimeline('new')}
    on conflict (user_id, day) do update set files = timeline_days.files + 1;`);
// An update only: when the user itself is being deleted its days may be gone already.
const removed = sql.raw(`
    update timeline_days set files = files - 1
    where user_id = old.user_id and day = ${dayOf('old')} and ${onTimeline('old')};`);
const MOVING_COLUMNS = 'user_id, category, taken_at, created_at';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('timeline_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('files', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('timeline_days_pk', ['user_id', 'day'])
    .execute();
  await sql`
    insert into timeline_days (user_id, day, files)
    select user_id, substr(${sql.raw(TIMELINE_AT)}, 1, 10), count(*) from media_files
    where category in ('image', 'video') group by user_id, substr(${sql.raw(TIMELINE_AT)}, 1, 10)`.execute(db);

  if (isPostgres(db)) {
    await sql`create function timeline_days_change() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${removed} end if;
        if tg_op in ('UPDATE', 'INSERT') then ${added} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger timeline_days_change
      after insert or delete or update of ${sql.raw(MOVING_COLUMNS)} on media_files
      for each row execute function timeline_days_change()`.execute(db);
    return;
  }
  await sql`create trigger timeline_days_insert after insert on media_files begin ${added} end`.execute(db);
  await sql`create trigger timeline_days_delete after delete on media_files begin ${removed} end`.execute(db);
  await sql`create trigger timeline_days_update after update of ${sql.raw(MOVING_COLUMNS)} on media_files
    when old.user_id is not new.user_id or old.category is not new.category
      or ${sql.raw(dayOf('old'))} is not ${sql.raw(dayOf('new'))}
    begin ${removed} ${added} end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists timeline_days_change on media_files`.execute(db);
    await sql`drop function if exists timeline_days_change()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.raw(`timeline_days_${name}`)}`.execute(db);
  }
  await db.schema.dropTable('timeline_days').ifExists().execute();
}
