import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// Notifications (docs/product.md, Notifications): the entries the bell lists, the browsers that receive them by Web
// Push, the storage level a user was last warned of, and the files of an upload batch whose processing ended.
//
// A grouped entry (share activity) is one row per user, kind, group and clock hour (group_hour, '2026-01-31T14'):
// the unique index makes its insert or update atomic, `count` adds up the visits, mailed_at marks the hour's digest
// as sent so no second mail goes out for it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'notifications')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('facts', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text')
    .addColumn('group_hour', 'text')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_group_idx')
    .on('notifications')
    .columns(['user_id', 'kind', 'group_key', 'group_hour'])
    .unique()
    .execute();
  await db.schema
    .createIndex('notifications_list_idx')
    .on('notifications')
    .columns(['user_id', 'updated_at'])
    .execute();
  await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'read_at']).execute();

  await createUserRowsTable(db, 'push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('storage_alert_levels')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .execute();

  await createUserRowsTable(db, 'upload_batch_files')
    .addColumn('media_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('processing_failed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_batch_files_user_idx').on('upload_batch_files').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['upload_batch_files', 'storage_alert_levels', 'push_subscriptions', 'notifications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
