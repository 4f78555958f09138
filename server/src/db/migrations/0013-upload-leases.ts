import type { Kysely } from 'kysely';

// Several instances: a resumable upload is written by one request at a time across every instance. The writer holds a
// lease on the row (renewed while it writes); a request on another instance that wants the upload asks it to stop
// (stop_asked) and takes the lease once it is let go or has run out (its instance died).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resumable_uploads').addColumn('lease_owner', 'text').execute();
  await db.schema.alterTable('resumable_uploads').addColumn('lease_until', 'text').execute();
  await db.schema
    .alterTable('resumable_uploads')
    .addColumn('stop_asked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['stop_asked', 'lease_until', 'lease_owner']) {
    await db.schema.alterTable('resumable_uploads').dropColumn(column).execute();
  }
}
