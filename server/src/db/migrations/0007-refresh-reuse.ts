import type { Kysely } from 'kysely';

// Refresh-token reuse detection: a session remembers the refresh token it rotated away from, and when. That token
// presented again (after a short grace for two tabs refreshing at once) means it was stolen: the session ends.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('previous_refresh_hash', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('rotated_at', 'text').execute();
  await db.schema.createIndex('sessions_previous_refresh_idx').on('sessions').column('previous_refresh_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_previous_refresh_idx').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('rotated_at').execute();
  await db.schema.alterTable('sessions').dropColumn('previous_refresh_hash').execute();
}
