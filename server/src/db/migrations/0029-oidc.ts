import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// Single sign-on (docs/security.md, Single sign-on):
// - user_identities: an account's identities at OpenID Connect providers, one (issuer, subject) for one account at
//   most; the e-mail the provider last said, for the Settings list only (never what links an account);
// - oidc_flows: a started sign-in or link (state, nonce, PKCE verifier), kept server side under the SHA-256 of the
//   random id of the browser's short-lived cookie; deleted by the callback that reads it, so a callback runs once;
//   link_user_id: a link started from Settings by that signed-in account;
// - oidc_tickets: what a callback leaves for the web app to finish (a session, a link that needs the account's
//   password, a registration that needs an invite code), under the SHA-256 of the one-time ticket of the redirect's
//   fragment; `attempts` counts wrong passwords and two-factor codes; spent by one conditional DELETE.
// An account made by single sign-on has no password: its password_hash is an unusable random value, which any way of
// setting a password (the reset link) replaces.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'user_identities')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addUniqueConstraint('user_identities_issuer_subject_key', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();

  await db.schema
    .createTable('oidc_flows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('link_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_flows_expires_idx').on('oidc_flows').column('expires_at').execute();

  await db.schema
    .createTable('oidc_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_tickets_expires_idx').on('oidc_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_tickets').ifExists().execute();
  await db.schema.dropTable('oidc_flows').ifExists().execute();
  await db.schema.dropTable('user_identities').ifExists().execute();
}
