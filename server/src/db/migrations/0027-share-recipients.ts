import type { Kysely } from 'kysely';

// Recipient-verified links (docs/product.md, Recipient-verified links):
// - share_recipients: the addresses a link is bound to, as the owner typed them (`email`) and lower-cased (`email_key`,
//   what a visitor's address is compared with), in the owner's order; going with the link;
// - share_codes: the one live code of each (link, address): a new request replaces the old. Only an HMAC of the code
//   is kept (key derived from the master key), never the 6 digits; `attempts` counts wrong guesses (5 kill it) and
//   `used_at` is set by the one conditional UPDATE that spends it, so two verifies of one code cannot both win;
// - shares.recipient_count: how many addresses the link is bound to, read with the share by every public request, so an
//   ordinary link costs no extra query.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_recipients')
    .addColumn('share_id', 'text', (c) => c.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('share_recipients_pk', ['share_id', 'email_key'])
    .execute();

  await db.schema
    .createTable('share_codes')
    .addColumn('share_id', 'text', (c) => c.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('share_codes_pk', ['share_id', 'email_key'])
    .execute();
  await db.schema.createIndex('share_codes_expires_idx').on('share_codes').column('expires_at').execute();

  await db.schema
    .alterTable('shares')
    .addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shares').dropColumn('recipient_count').execute();
  await db.schema.dropTable('share_codes').ifExists().execute();
  await db.schema.dropTable('share_recipients').ifExists().execute();
}
