import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// File requests (docs/product.md, File requests): links through which visitors upload into an album of the owner's.
//
// `files_taken` and `bytes_taken` count what the link has admitted: every upload begun by a visitor takes its
// declared length by one conditional UPDATE (so concurrent visitors cannot pass max_files or max_total_size) and an
// abandoned one gives it back. `album_id` is set null when the owner deletes the album: the next upload makes a new
// one. `last_seen_at` is when the owner last read the request's uploads (what is "new").
//
// `resumable_uploads` learns whose visitor began an upload: a visitor's upload is found only with the same request and
// the hash of the same visitor token, and the owner's own calls never see it. `media_files.from_request_unseen` marks
// a file that came from outside until its owner opens it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'file_requests')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('max_files', 'integer')
    .addColumn('max_total_size', 'bigint')
    .addColumn('allowed_types', 'text', (c) => c.notNull())
    .addColumn('require_name', 'integer', (c) => c.notNull())
    .addColumn('show_uploads', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('album_id', 'text', (c) => c.references('albums.id').onDelete('set null'))
    .addColumn('files_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes_taken', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_seen_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_requests_user_idx')
    .on('file_requests')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('file_request_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('file_requests.id').onDelete('cascade'))
    .addColumn('media_id', 'text', (c) => c.notNull().unique().references('media_files.id').onDelete('cascade'))
    .addColumn('uploader_name', 'text')
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_request_uploads_request_idx')
    .on('file_request_uploads')
    .columns(['request_id', 'created_at'])
    .execute();

  // No foreign key, so the column can be dropped again on SQLite: a deleted request's unfinished uploads fail at
  // their last byte and expire like any other.
  await db.schema.alterTable('resumable_uploads').addColumn('request_id', 'text').execute();
  await db.schema.alterTable('resumable_uploads').addColumn('visitor_hash', 'text').execute();
  await db.schema
    .alterTable('media_files')
    .addColumn('from_request_unseen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media_files').dropColumn('from_request_unseen').execute();
  await db.schema.alterTable('resumable_uploads').dropColumn('visitor_hash').execute();
  await db.schema.alterTable('resumable_uploads').dropColumn('request_id').execute();
  await db.schema.dropTable('file_request_uploads').ifExists().execute();
  await db.schema.dropTable('file_requests').ifExists().execute();
}
