import type { Kysely } from 'kysely';
import { createUserRowsTable } from '../user-rows-table.ts';

// Personal API tokens (docs/security.md, API tokens): only the SHA-256 of the secret is kept (token_hash, unique: a
// bearer is found by it), with its first characters (hint) so its owner can tell tokens apart; scopes is a JSON array;
// expires_at null: never. last_used_at and last_used_address (coarse: IPv4 /24, IPv6 /64) are written at most once a
// minute. A revoked token is deleted; the user's deletion deletes their tokens.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserRowsTable(db, 'api_tokens')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('last_used_address', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').ifExists().execute();
}
