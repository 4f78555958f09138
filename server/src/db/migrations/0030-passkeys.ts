import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// Passkeys (docs/security.md, Passkeys):
// - passkeys: one WebAuthn credential of a user. `credential_id` (base64url) is unique across accounts, since a
//   discoverable sign-in finds the account by it alone; `public_key` is the COSE key (base64url), `counter` the last
//   signature counter seen, `transports` a JSON array, `backed_up` a 0/1 flag;
// - webauthn_challenges: the challenge of one ceremony, keyed by a random id handed to the browser. Read by the one
//   DELETE ... RETURNING that spends it, so it serves once even across instances; `user_id` is set for a
//   registration (its account) and null for a sign-in; `expires_at` five minutes on.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'passkeys')
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_idx')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').ifExists().execute();
  await db.schema.dropTable('passkeys').ifExists().execute();
}
