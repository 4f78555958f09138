import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { TIMELINE_AT } from './0031-photos-timeline.ts';

// SQLite: the timeline's index carries every column of a tile, so a month's page is read from the index alone. With the
// bare index each of a page's 200 rows costs a walk down the table's tree, and at 100,000 files those rows lie on 200
// different pages of it where a small library's share a few: the page took 0.80 ms against 0.42 ms, covered 0.49 ms
// (docs/performance.md, Photos timeline). The index grows by about a tenth of the database. PostgreSQL keeps its index:
// there a covered page answered no faster over HTTP (the same section).

const ON_TIMELINE = `where category in ('image', 'video')`;
/** What the timeline's page reads of each file, after the key the index is ordered by. */
const TILE_COLUMNS = 'title, mime_type, category, width, height, duration, taken_at, created_at, thumbnail_state';

async function rebuild(db: Kysely<unknown>, columns: string): Promise<void> {
  await sql`drop index media_files_timeline_idx`.execute(db);
  await sql`create index media_files_timeline_idx on media_files (user_id, (${sql.raw(TIMELINE_AT)}) desc, id desc
    ${sql.raw(columns)}) ${sql.raw(ON_TIMELINE)}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, `, ${TILE_COLUMNS}`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, '');
}
