import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// A share link's access log and its leak alert (docs/product.md, Share access log):
// - share_access_log: every counted event of a share's public routes, with the visitor as coarse as we keep it (the
//   network, browser family, system, device type; all null when the owner's analytics are off), pruned after
//   ACCESS_LOG_DAYS; read newest first per share, deleted by time;
// - share_recent_visitors: when each visitor (the hash of address and user agent the view windows use) last opened a
//   share, an operational counter like share_view_windows, never shown, pruned after a few hours: how many distinct
//   visitors opened a share within the hour, and whether a visitor is new;
// - shares: the alert's threshold (20 unless the owner changes it, null: off), whether it also pauses the link, whether
//   it did (the public routes then answer SHARE_PAUSED), and when it last alerted (once per share per hour).

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'share_access_log')
    .addColumn('share_id', 'text', (c) => c.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('network', 'text')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('device', 'text')
    .addColumn('recipient', 'text')
    .execute();
  await db.schema
    .createIndex('share_access_log_share_at_idx')
    .on('share_access_log')
    .columns(['share_id', 'at', 'id'])
    .execute();
  await db.schema.createIndex('share_access_log_at_idx').on('share_access_log').column('at').execute();
  await db.schema.createIndex('share_access_log_user_idx').on('share_access_log').column('user_id').execute();

  await db.schema
    .createTable('share_recent_visitors')
    .addColumn('share_id', 'text', (c) => c.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('share_recent_visitors_pk', ['share_id', 'visitor'])
    .execute();
  await db.schema
    .createIndex('share_recent_visitors_share_seen_idx')
    .on('share_recent_visitors')
    .columns(['share_id', 'seen_at'])
    .execute();
  await db.schema.createIndex('share_recent_visitors_seen_idx').on('share_recent_visitors').column('seen_at').execute();

  await db.schema
    .alterTable('shares')
    .addColumn('leak_alert_visitors', 'integer', (c) => c.defaultTo(20))
    .execute();
  await db.schema
    .alterTable('shares')
    .addColumn('leak_auto_pause', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shares')
    .addColumn('paused_by_leak', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('shares').addColumn('leak_alerted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['leak_alerted_at', 'paused_by_leak', 'leak_auto_pause', 'leak_alert_visitors']) {
    await db.schema.alterTable('shares').dropColumn(column).execute();
  }
  await db.schema.dropTable('share_recent_visitors').ifExists().execute();
  await db.schema.dropTable('share_access_log').ifExists().execute();
}
