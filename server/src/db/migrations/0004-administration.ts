import { sql, type Kysely } from 'kysely';

// Administration: invite codes unique without regard to case or dashes, deleted codes kept (their uses stay in the
// registered users' history) but never redeemable again; usage rows that no longer copy the user's e-mail (it is
// read from the account, so a deleted account leaves none behind); and the instance's settings (maintenance mode),
// stored in the database so they survive restarts and hold for every process.

/** The comparison key of a code: upper case, no dashes (the same rule as invite-code.ts). */
const KEY = sql`upper(replace(code, '-', ''))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invite_codes').addColumn('code_key', 'text').execute();
  await db.schema.alterTable('invite_codes').addColumn('deleted_at', 'text').execute();
  // Codes made before this rule that now collide keep a key of their own, so the unique index can be built.
  await sql`update invite_codes set code_key = ${KEY} || case when exists (
      select 1 from invite_codes older
      where upper(replace(older.code, '-', '')) = upper(replace(invite_codes.code, '-', '')) and older.id < invite_codes.id
    ) then '#' || id else '' end`.execute(db);
  await db.schema.createIndex('invite_codes_code_key_idx').on('invite_codes').column('code_key').unique().execute();
  await db.schema.createIndex('invite_codes_created_idx').on('invite_codes').column('created_at').execute();

  await db.schema.alterTable('invite_code_uses').dropColumn('email').execute();
  await db.schema.createIndex('invite_code_uses_user_idx').on('invite_code_uses').column('user_id').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_settings').ifExists().execute();
  await db.schema.dropIndex('invite_code_uses_user_idx').ifExists().execute();
  await db.schema
    .alterTable('invite_code_uses')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.dropIndex('invite_codes_created_idx').ifExists().execute();
  await db.schema.dropIndex('invite_codes_code_key_idx').ifExists().execute();
  await db.schema.alterTable('invite_codes').dropColumn('deleted_at').execute();
  await db.schema.alterTable('invite_codes').dropColumn('code_key').execute();
}
