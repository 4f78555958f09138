import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Multi-file share links (docs/product.md, Multi-file shares): a link points at one file, a live album or a fixed
// selection. shares.media_id becomes nullable (null for albums and selections); shares gain `kind`, `album_id` (the
// album's links end with it) and `title` (a selection's page title); share_items holds a selection's files in order
// (a file deleted from the library leaves every selection it was in).
//
// SQLite cannot drop NOT NULL in place, so there the table is rebuilt the way SQLite documents (ALTER TABLE, "Making
// Other Kinds Of Table Schema Changes"): foreign keys off (the pragma only works outside a transaction, and Kysely runs
// SQLite migrations outside one), a copy of the table made from its own stored definition, the rows copied, the old
// table dropped (with foreign keys off nothing cascades into the tables that reference shares: view windows, access
// log, visitors, reminders...), the copy renamed, every index and trigger of the old table recreated from its stored
// text (the share_stats triggers of 0010 among them), a foreign key check, foreign keys on again.

const MEDIA_ID_NOT_NULL = /"media_id"\s+text\s+not\s+null/i;

async function rebuildSqliteShares(db: Kysely<unknown>, changeColumn: (definition: string) => string): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'shares'`.execute(db);
  const { rows: attached } = await sql<{ sql: string }>`
    select sql from sqlite_master where type in ('index', 'trigger') and tbl_name = 'shares' and sql is not null`.execute(
    db,
  );
  const definition = tables[0]?.sql;
  if (!definition) throw new Error('The shares table is missing');
  const rebuilt = changeColumn(definition).replace(/^create table\s+"?shares"?/i, 'create table "shares_new"');
  if (rebuilt === definition) throw new Error('The shares table is not as expected');

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      // The copy's own columns: the rollback copies into a table with fewer.
      const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info('shares_new')`.execute(
        trx,
      );
      const names = sql.raw(columns.map(({ name }) => `"${name}"`).join(', '));
      await sql`insert into shares_new (${names}) select ${names} from shares`.execute(trx);
      await sql`drop table shares`.execute(trx);
      await sql`alter table shares_new rename to shares`.execute(trx);
      for (const { sql: text } of attached) await sql.raw(text).execute(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error('Rebuilding shares broke a foreign key');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table shares alter column media_id drop not null`.execute(db);
  else
    await rebuildSqliteShares(db, (definition) => {
      if (!MEDIA_ID_NOT_NULL.test(definition)) return definition;
      return definition.replace(MEDIA_ID_NOT_NULL, '"media_id" text');
    });

  await db.schema
    .alterTable('shares')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('file'))
    .execute();
  await db.schema
    .alterTable('shares')
    .addColumn('album_id', 'text', (c) => c.references('albums.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('shares').addColumn('title', 'text').execute();
  await db.schema.createIndex('shares_album_idx').on('shares').column('album_id').execute();

  await db.schema
    .createTable('share_items')
    .addColumn('share_id', 'text', (c) => c.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('media_id', 'text', (c) => c.notNull().references('media_files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('share_items_pk', ['share_id', 'media_id'])
    .execute();
  await db.schema.createIndex('share_items_media_idx').on('share_items').column('media_id').execute();
  await db.schema
    .createIndex('share_items_share_position_idx')
    .on('share_items')
    .columns(['share_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_items').ifExists().execute();
  // A link without its one file cannot exist before this migration.
  await sql`delete from shares where media_id is null`.execute(db);
  await db.schema.dropIndex('shares_album_idx').ifExists().execute();
  if (isPostgres(db)) {
    await db.schema.alterTable('shares').dropColumn('title').execute();
    await db.schema.alterTable('shares').dropColumn('album_id').execute();
    await db.schema.alterTable('shares').dropColumn('kind').execute();
    await sql`alter table shares alter column media_id set not null`.execute(db);
    return;
  }
  // SQLite cannot drop a column that references another table: the rebuild drops the three columns and restores NOT
  // NULL at once (the columns added by up() are the definition's last three).
  await rebuildSqliteShares(db, (definition) =>
    definition
      .replace(/"media_id"\s+text(?!\s+not)/i, '"media_id" text not null')
      .replace(/,\s*"kind"[^,]*,\s*"album_id"[^,]*,\s*"title"\s+text\s*\)\s*$/i, ')'),
  );
}
