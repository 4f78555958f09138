import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// Resumable uploads (tus). An unfinished upload is this row plus its temp blob: the row holds what the
// upload was declared to be, its wrapped file key and the sealed tail (the bytes after the last whole chunk, see
// docs/decisions/0002). users.upload_reserved and users.uploads_open hold what unfinished uploads have reserved of
// the quota and how many there are, moved by single conditional UPDATEs like storage_used.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'resumable_uploads')
    .addColumn('media_id', 'text', (c) => c.notNull())
    .addColumn('temp_id', 'text', (c) => c.notNull())
    .addColumn('length', 'bigint', (c) => c.notNull())
    .addColumn('wrapped_key', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('sealed_tail', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resumable_uploads_user_idx').on('resumable_uploads').column('user_id').execute();
  await db.schema.createIndex('resumable_uploads_updated_idx').on('resumable_uploads').column('updated_at').execute();
  await db.schema
    .alterTable('users')
    .addColumn('upload_reserved', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('uploads_open', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('uploads_open').execute();
  await db.schema.alterTable('users').dropColumn('upload_reserved').execute();
  await db.schema.dropTable('resumable_uploads').ifExists().execute();
}
