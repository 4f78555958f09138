import type { Kysely } from 'kysely';

// Expiry reminders (docs/product.md, Expiry reminders): a share remembers the expiry its owner was last reminded of.
// The periodic check claims a share by setting it to the share's expiry in one conditional UPDATE, so two instances
// never send two reminders; an expiry that changes (edited, or extended by the mailed link) no longer equals it, so
// the new one is reminded of again. The index serves the check's range of soon-expiring shares.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shares').addColumn('expiry_reminded_for', 'text').execute();
  await db.schema.createIndex('shares_expires_idx').on('shares').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shares_expires_idx').execute();
  await db.schema.alterTable('shares').dropColumn('expiry_reminded_for').execute();
}
