import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// SQLite's trigram index (migration 0008) was one list of rows per trigram for the whole instance, so a search cost as
// much as its term's rarest trigram is common among everyone's files: with 1,000,000 files on the instance a new
// search of one user's 100,000 took ten times what it took alone (docs/performance.md, library). Now each row's key
// in the index is its owner's users.rowid * 2^32 + its own rowid (media_files.search_key), so one user's rows are one
// range of keys, and a search reads only the part of each list in that range.
// PostgreSQL's pg_trgm indexes are left as they are.

/** Where one owner's keys begin: users.rowid shifted past any media_files.rowid. */
export const SEARCH_KEY_SHIFT = 2 ** 32;

const searchKeyOf = (row: 'new') =>
  sql.raw(`(select users.rowid from users where users.id = ${row}.user_id) * ${SEARCH_KEY_SHIFT} + ${row}.rowid`);
const COLUMNS = sql.raw('title, original_name, description, tags');
const values = (row: 'new' | 'old') => sql.raw(`${row}.title, ${row}.original_name, ${row}.description, ${row}.tags`);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`alter table media_files add column search_key integer`.execute(db);
  await sql`update media_files set search_key = (select users.rowid from users where users.id = media_files.user_id)
    * ${sql.raw(String(SEARCH_KEY_SHIFT))} + media_files.rowid`.execute(db);
  await sql`create unique index media_files_search_key_idx on media_files (search_key)`.execute(db);
  await dropSearchIndex(db);
  await createSearchIndex(db, 'search_key');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await dropSearchIndex(db);
  await sql`drop index media_files_search_key_idx`.execute(db);
  await sql`alter table media_files drop column search_key`.execute(db);
  await createSearchIndex(db, 'rowid'); // migration 0008's index again
}

/** The trigram table over media_files and the triggers that keep it in step, keyed by `key`. */
async function createSearchIndex(db: Kysely<unknown>, key: 'search_key' | 'rowid'): Promise<void> {
  const byOwner = key === 'search_key';
  await sql`create virtual table media_search using fts5(title, original_name, description, tags,
    content='media_files', ${sql.raw(byOwner ? "content_rowid='search_key', " : '')}tokenize='trigram')`.execute(db);
  // A file's key is set as it is written; a file never changes owner.
  const setKey = byOwner
    ? sql`update media_files set search_key = ${searchKeyOf('new')} where rowid = new.rowid;`
    : sql``;
  const newKey = byOwner ? searchKeyOf('new') : sql.raw('new.rowid');
  const [oldKey, updatedKey] = [sql.raw(`old.${key}`), sql.raw(`new.${key}`)];
  await sql`create trigger media_search_insert after insert on media_files begin ${setKey}
    insert into media_search (rowid, ${COLUMNS}) values (${newKey}, ${values('new')}); end`.execute(db);
  await sql`create trigger media_search_delete after delete on media_files begin
    insert into media_search (media_search, rowid, ${COLUMNS}) values ('delete', ${oldKey}, ${values('old')});
    end`.execute(db);
  await sql`create trigger media_search_update after update of ${COLUMNS} on media_files begin
    insert into media_search (media_search, rowid, ${COLUMNS}) values ('delete', ${oldKey}, ${values('old')});
    insert into media_search (rowid, ${COLUMNS}) values (${updatedKey}, ${values('new')}); end`.execute(db);
  await sql`insert into media_search (media_search) values ('rebuild')`.execute(db);
}

async function dropSearchIndex(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['media_search_insert', 'media_search_delete', 'media_search_update']) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists media_search`.execute(db);
}
