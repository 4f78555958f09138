import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// SQLite's trigram index (migration 0008) was one list of rows per trigram for the whole instance, so a search cost as
// much as its term's rarest trigram is common among everyone's files: with 1,000,000 files on the instance a new
// search of one user's 100,000 ran at a fifth of its rate alone (docs/performance.md, library). Now each row's key in
// the index (media_files.search_key) lies in its owner's range, users.search_slot * 2^32 onwards, so a search reads
// only the part of each list in that range. Both numbers are columns of their own, not rowids, which a VACUUM may
// renumber. PostgreSQL's pg_trgm indexes are left as they are.

/** Where one owner's keys begin: their search_slot times this. */
export const SEARCH_KEY_SHIFT = 2 ** 32;

const SHIFT = sql.raw(String(SEARCH_KEY_SHIFT));
/** The next key in the new file's owner's range: one past their highest (an index seek), or the range's first. */
const nextKey = sql`(select coalesce(
    (select m.search_key + 1 from media_files m
      where m.search_key between u.search_slot * ${SHIFT} and u.search_slot * ${SHIFT} + ${SHIFT} - 1
      order by m.search_key desc limit 1),
    u.search_slot * ${SHIFT})
  from users u where u.id = new.user_id)`;
const COLUMNS = sql.raw('title, original_name, description, tags');
const values = (row: 'new' | 'old') => sql.raw(`${row}.title, ${row}.original_name, ${row}.description, ${row}.tags`);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`alter table users add column search_slot integer`.execute(db);
  await sql`update users set search_slot = rowid`.execute(db);
  await sql`create unique index users_search_slot_idx on users (search_slot)`.execute(db);
  await sql`create trigger users_search_slot after insert on users begin
    update users set search_slot = (select coalesce(max(search_slot), 0) + 1 from users) where rowid = new.rowid;
    end`.execute(db);
  await sql`alter table media_files add column search_key integer`.execute(db);
  await sql`update media_files set search_key =
    (select users.search_slot from users where users.id = media_files.user_id) * ${SHIFT} + media_files.rowid`.execute(
    db,
  );
  await sql`create unique index media_files_search_key_idx on media_files (search_key)`.execute(db);
  await dropSearchIndex(db);
  await createSearchIndex(db, 'search_key');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await dropSearchIndex(db);
  await sql`drop index media_files_search_key_idx`.execute(db);
  await sql`alter table media_files drop column search_key`.execute(db);
  await sql`drop trigger users_search_slot`.execute(db);
  await sql`drop index users_search_slot_idx`.execute(db);
  await sql`alter table users drop column search_slot`.execute(db);
  await createSearchIndex(db, 'rowid'); // migration 0008's index again
}

/** The trigram table over media_files and the triggers that keep it in step, keyed by `key`. */
async function createSearchIndex(db: Kysely<unknown>, key: 'search_key' | 'rowid'): Promise<void> {
  const byOwner = key === 'search_key';
  await sql`create virtual table media_search using fts5(title, original_name, description, tags,
    content='media_files', ${sql.raw(byOwner ? "content_rowid='search_key', " : '')}tokenize='trigram')`.execute(db);
  // A file's key is set as it is written; a file never changes owner.
  const setKey = byOwner ? sql`update media_files set search_key = ${nextKey} where rowid = new.rowid;` : sql``;
  const newKey = byOwner ? sql`(select search_key from media_files where rowid = new.rowid)` : sql.raw('new.rowid');
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
