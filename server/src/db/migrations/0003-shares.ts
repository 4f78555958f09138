import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// Share links. A share dies with its file (media_id cascades) and with its owner. Counters are plain integers that
// only ever move through one conditional UPDATE (see public-share.repo.ts), so no limit can be passed concurrently.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'shares')
    .addColumn('media_id', 'text', (c) => c.notNull().references('media_files.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('max_views', 'integer')
    .addColumn('current_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_downloads', 'integer')
    .addColumn('current_downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_embedding', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shares_user_created_idx').on('shares').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('shares_media_idx').on('shares').column('media_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shares').ifExists().execute();
}
