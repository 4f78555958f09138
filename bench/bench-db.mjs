// The database side of the benches that measure a large library: a fresh PostgreSQL database per size, other users
// copied from the owner's rows (an instance of a million files), and PostgreSQL's statistics after seeding.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../server/src/db/database.ts';
import { createSearchIndexUpkeep } from '../server/src/modules/media/search-index-upkeep.ts';
import { insertUser } from '../server/src/repos/user.repo.ts';
import { copyMediaRows } from '../server/test/helpers/media-rows.ts';

export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The address of database `name` on the bench's PostgreSQL server. */
export function benchDatabaseUrl(name) {
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and creates database `name` on the bench's PostgreSQL server; returns its address. */
export async function freshPostgresDatabase(name) {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return benchDatabaseUrl(name);
}

/** The app's database: PostgreSQL at `databaseUrl`, else the SQLite file in `dataDir`. */
export function openBenchDatabase(dataDir, databaseUrl) {
  return createDatabase(
    databaseUrl ? { dialect: 'postgres', url: databaseUrl } : { dialect: 'sqlite', file: join(dataDir, 'vaultbox.db') },
  );
}

/**
 * Other users holding `files` in all: copies of the owner's rows (so a search term matches across the whole instance),
 * up to 100,000 to a user, by INSERT ... SELECT (through the same triggers as any insert, without a round trip per
 * row). Their ids and storage keys are the owner's with a prefix; they never sign in and own no bytes.
 */
export async function seedOtherUsers(db, owner, ownerFiles, files) {
  const each = Math.min(100_000, ownerFiles);
  // SQLite's own number per user (migration 0014) is set by a trigger, never copied.
  const fields = Object.fromEntries(Object.entries(owner).filter(([column]) => column !== 'search_slot'));
  for (let n = 0; n * each < files; n++) {
    const id = randomUUID();
    const [email, username] = [`other-${n}@example.com`, `other_${n}`];
    await insertUser(db, {
      ...fields,
      id,
      email,
      email_lower: email,
      username,
      username_lower: username,
      role: 'user',
    });
    // 1,000 rows a statement: in one statement of 100,000, PostgreSQL's stats trigger updates the same few rows so
    // often within one transaction that each update walks a longer chain of their versions (it ran for many minutes).
    for (let done = 0; done < Math.min(each, files - n * each); done += 1000) {
      const limit = Math.min(1000, each - done, files - n * each - done);
      await copyMediaRows(db, { fromUserId: owner.id, toUserId: id, prefix: `other${n}-`, limit, offset: done });
    }
  }
}

/** PostgreSQL's planner statistics after a bulk load (nothing to do on SQLite). */
/**
 * SQLite: the trigram index merged as the server's upkeep keeps it on a running instance
 * (server/src/modules/media/search-index-upkeep.ts); the seeding wrote it in batches no server has merged yet. Nothing
 * to do on PostgreSQL.
 */
export async function settleSearchIndex(db) {
  const upkeep = createSearchIndexUpkeep(db, { pauseMs: 0 });
  while ((await upkeep()) > 0);
}

export async function analyzeAfterSeeding(databaseUrl) {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
}
