import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// Account security: an e-mail change waits on users.pending_email until its mailed link is used; an uploaded avatar
// is a blob (avatar_key) sealed with its own key wrapped by the user key; two-factor keeps its TOTP secret sealed
// (two_factor_secret), whether it is on (two_factor_enabled_at) and the last time step used, so a code works once;
// backup codes are single-use SHA-256 hashes that die with the account.

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'bigint'][] = [
    ['pending_email', 'text'],
    ['avatar_key', 'text'],
    ['avatar_wrapped_key', 'text'],
    ['two_factor_secret', 'text'],
    ['two_factor_enabled_at', 'text'],
    ['two_factor_last_step', 'bigint'],
  ];
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [name, type] of columns) await db.schema.alterTable('users').addColumn(name, type).execute();

  await createUserRowsTable(db, 'backup_codes')
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('backup_codes_user_idx').on('backup_codes').columns(['user_id', 'code_hash']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_codes').ifExists().execute();
  for (const name of [
    'two_factor_last_step',
    'two_factor_enabled_at',
    'two_factor_secret',
    'avatar_wrapped_key',
    'avatar_key',
    'pending_email',
  ]) {
    await db.schema.alterTable('users').dropColumn(name).execute();
  }
}
