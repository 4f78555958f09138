import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// The quota a multipart upload holds while it runs, kept beside what unfinished resumable uploads reserve, so every
// upload of a user draws on one remaining space: each hold adds its bytes to users.upload_reserved and is a row here,
// under a lease its instance renews while the upload runs. The hold of an instance that died lapses, and the next
// reservation of its user gives its bytes back.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'quota_holds')
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quota_holds_user_idx').on('quota_holds').columns(['user_id', 'lease_until']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quota_holds').ifExists().execute();
}
