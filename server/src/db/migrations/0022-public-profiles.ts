import { sql, type Kysely } from 'kysely';

// The public profile page (/u/{username}, docs/product.md, Public profile): a short bio the user writes about
// themself (null: none), and an index of each user's public files, newest first, so a page of the grid is an index
// walk however large the rest of the library is (a partial index: only public files are in it).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('bio', 'text').execute();
  await sql`create index media_files_public_idx on media_files (user_id, created_at, id) where is_public = 1`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists media_files_public_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('bio').execute();
}
