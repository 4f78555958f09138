import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// Accounts, sessions, mail tokens, invite codes and the activity log. Column types are chosen to mean the same on
// SQLite and PostgreSQL: text ids and ISO times, integer 0/1 flags, bigint byte counts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_lower', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_lower', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('tier', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('storage_used', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_limit', 'bigint', (c) => c.notNull().defaultTo(1073741824))
    .addColumn('avatar', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activated_at', 'text')
    .addColumn('preferences', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('wrapped_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute();

  await createUserRowsTable(db, 'sessions')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await createUserRowsTable(db, 'mail_tokens')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('mail_tokens_user_id_idx').on('mail_tokens').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('invite_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('expires_at', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('current_uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invite_code_uses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invite_code_id', 'text', (c) => c.notNull().references('invite_codes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invite_code_uses_code_idx').on('invite_code_uses').column('invite_code_id').execute();

  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_log_user_idx').on('activity_log').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['activity_log', 'invite_code_uses', 'invite_codes', 'mail_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
