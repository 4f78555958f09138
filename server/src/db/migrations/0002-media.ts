import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// Media files and the background job queue. Same conventions as 0001: text ids and ISO times, 0/1 flags, bigint
// byte counts. Thumbnails need no table: their blob keys derive from the file's storage key.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'media_files')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('storage_format', 'text', (c) => c.notNull())
    .addColumn('wrapped_key', 'text')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration', 'double precision')
    .addColumn('view_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('download_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('thumbnail_state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('thumbnail_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_files_user_created_idx')
    .on('media_files')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('media_files_user_category_idx')
    .on('media_files')
    .columns(['user_id', 'category'])
    .execute();
  await db.schema.createIndex('media_files_user_size_idx').on('media_files').columns(['user_id', 'size']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_state_run_after_idx').on('jobs').columns(['state', 'run_after']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
  await db.schema.dropTable('media_files').ifExists().execute();
}
