import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { createUserRowsTable } from '../user-rows-table.ts';

// Albums (docs/product.md, Albums): a user's named groups of their own files.
// - albums: name, description, order ('manual' or 'date'), the cover the owner chose (null: the album's first file; a
//   deleted file sets it back to null), the file request that fills it (no foreign key: file_requests comes later and
//   points here), and its file count and total bytes, kept by triggers on album_files in the same transaction as every
//   change (a file's deletion too, through the cascade), so a list of albums never counts their files;
// - album_files: which files are in which album, with their manual position. A file may be in many albums; deleting
//   the album or the file deletes its rows, never the other. `size` copies the file's size (which never changes): the
//   triggers read it from the row, since a cascade from media_files runs after the file's row is gone.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'albums')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'text', (c) => c.notNull().defaultTo('date'))
    .addColumn('cover_media_id', 'text', (c) => c.references('media_files.id').onDelete('set null'))
    .addColumn('file_request_id', 'text')
    .addColumn('file_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('albums_user_created_idx')
    .on('albums')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('albums_cover_idx').on('albums').column('cover_media_id').execute();

  await db.schema
    .createTable('album_files')
    .addColumn('album_id', 'text', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('media_id', 'text', (c) => c.notNull().references('media_files.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('album_files_pk', ['album_id', 'media_id'])
    .execute();
  await db.schema.createIndex('album_files_media_idx').on('album_files').column('media_id').execute();
  await db.schema.createIndex('album_files_position_idx').on('album_files').columns(['album_id', 'position']).execute();

  const added = sql.raw(
    'update albums set file_count = file_count + 1, total_size = total_size + new.size where id = new.album_id;',
  );
  const removed = sql.raw(
    'update albums set file_count = file_count - 1, total_size = total_size - old.size where id = old.album_id;',
  );
  if (isPostgres(db)) {
    await sql`create function album_files_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${added} return new; end if;
        ${removed} return old;
      end $$`.execute(db);
    await sql`create trigger album_files_count after insert or delete on album_files
      for each row execute function album_files_count()`.execute(db);
  } else {
    await sql`create trigger album_files_added after insert on album_files begin ${added} end`.execute(db);
    await sql`create trigger album_files_removed after delete on album_files begin ${removed} end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('album_files').ifExists().execute();
  if (isPostgres(db)) await sql`drop function if exists album_files_count()`.execute(db);
  await db.schema.dropTable('albums').ifExists().execute();
}
