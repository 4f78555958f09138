import type { Kysely } from 'kysely';

// A file's copy without location and camera data that could not be made keeps why (stripped_error): the shares that
// ask for it answer 422 at once instead of trying again on every visit, and the owner's share list says so. Null
// while the copy is made, once it is, or when it was never asked for.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media_files').addColumn('stripped_error', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media_files').dropColumn('stripped_error').execute();
}
