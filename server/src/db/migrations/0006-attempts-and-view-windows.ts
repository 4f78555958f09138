import type { Kysely } from 'kysely';

// Shared counters that must outlive a process and hold across instances (Redis may take them over later):
// - attempt_counters: failures per key (a share and an address, a share, an account...) in a fixed window, recorded
//   before the check they guard, so concurrent guesses cannot pass the limit;
// - share_view_windows: when a visitor (a hash of address and user agent) last paid a view of a share without a
//   grant; their further preview, thumbnail and ranged raw requests are free until the window ends.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attempt_counters_window_idx').on('attempt_counters').column('window_ends_at').execute();

  await db.schema
    .createTable('share_view_windows')
    .addColumn('share_id', 'text', (c) => c.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('share_view_windows_pk', ['share_id', 'visitor'])
    .execute();
  await db.schema.createIndex('share_view_windows_ends_idx').on('share_view_windows').column('ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_view_windows').ifExists().execute();
  await db.schema.dropTable('attempt_counters').ifExists().execute();
}
