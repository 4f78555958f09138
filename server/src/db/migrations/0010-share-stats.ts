import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// A user's share figures without counting the shares: share_stats holds per user the shares, the "live"
// ones (switched on, both limits with headroom), and the views and downloads, kept by triggers in the same transaction
// as every change. Only expiry depends on the clock: the live shares already past their expiry are counted through
// (user_id, expires_at), which reads only those. The list's index gains the id, its last sort key.

const live = (row: 'new' | 'old') =>
  `case when ${row}.is_active = 1 and (${row}.max_views is null or ${row}.current_views < ${row}.max_views)
    and (${row}.max_downloads is null or ${row}.current_downloads < ${row}.max_downloads) then 1 else 0 end`;
const added = sql.raw(`
    insert into share_stats (user_id, shares, live, views, downloads)
    values (new.user_id, 1, ${live('new')}, new.current_views, new.current_downloads)
    on conflict (user_id) do update set
      shares = share_stats.shares + 1, live = share_stats.live + excluded.live,
      views = share_stats.views + excluded.views, downloads = share_stats.downloads + excluded.downloads;`);
// An update only: when the user itself is being deleted its stats may be gone already.
const removed = sql.raw(`
    update share_stats set shares = shares - 1, live = live - ${live('old')}, views = views - old.current_views,
      downloads = downloads - old.current_downloads
    where user_id = old.user_id;`);
const COUNTED = 'user_id, is_active, max_views, current_views, max_downloads, current_downloads';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_stats')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('shares', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('live', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into share_stats (user_id, shares, live, views, downloads)
    select user_id, count(*), sum(${sql.raw(live('old').replaceAll('old.', 'shares.'))}),
           sum(current_views), sum(current_downloads)
    from shares group by user_id`.execute(db);
  await sql`create index shares_user_expires_idx on shares (user_id, expires_at)`.execute(db);
  await sql`create index shares_user_created_id_idx on shares (user_id, created_at, id)`.execute(db);
  await sql`drop index if exists shares_user_created_idx`.execute(db);

  if (isPostgres(db)) {
    await sql`create function share_stats_change() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${removed} end if;
        if tg_op in ('UPDATE', 'INSERT') then ${added} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger share_stats_change after insert or delete or update of ${sql.raw(COUNTED)} on shares
      for each row execute function share_stats_change()`.execute(db);
  } else {
    await sql`create trigger share_stats_insert after insert on shares begin ${added} end`.execute(db);
    await sql`create trigger share_stats_delete after delete on shares begin ${removed} end`.execute(db);
    await sql`create trigger share_stats_update after update of ${sql.raw(COUNTED)} on shares
      begin ${removed} ${added} end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists share_stats_change on shares`.execute(db);
    await sql`drop function if exists share_stats_change()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update']) {
      await sql`drop trigger if exists ${sql.raw(`share_stats_${name}`)}`.execute(db);
    }
  }
  await sql`create index shares_user_created_idx on shares (user_id, created_at)`.execute(db);
  await sql`drop index if exists shares_user_created_id_idx`.execute(db);
  await sql`drop index if exists shares_user_expires_idx`.execute(db);
  await db.schema.dropTable('share_stats').ifExists().execute();
}
