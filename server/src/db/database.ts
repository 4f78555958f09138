import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import type PgModule from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { isPostgres } from './dialect.ts';
import { FlagColumnsPlugin, sendingFlagsAsIntegers } from './flag-columns.ts';
import { nameStatements } from './named-statements.ts';
import { withStatementCache } from './statement-cache.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;
/** A `Db` inside `db.transaction().execute(...)`: for steps that must run in the caller's transaction. */
export type DbTransaction = Transaction<Database>;

const PG_INT8_OID = 20;

/** Each SQLite database's statement cache, by the Kysely instance that runs on it. */
const statementCaches = new WeakMap<Db, () => void>();

/** Opens the database of the configured dialect. Byte counts never exceed 2^53, so int8 is read as a JS number. */
export function createDatabase(config: DatabaseConfig): Db {
  if (config.dialect === 'postgres') {
    // Loaded only here: a SQLite instance never holds the PostgreSQL driver (about 4 MB of memory).
    const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === PG_INT8_OID
            ? (v: string) => Number(v)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // A connection the server ends (restart, admin command, a dropped test database) must not crash the process:
    // queries on it fail on their own, and the pool opens a new connection for the next one.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      nameStatements(client);
    });
    return new Kysely<Database>({
      dialect: sendingFlagsAsIntegers(new PostgresDialect({ pool })),
      plugins: [new FlagColumnsPlugin()],
    });
  }
  mkdirSync(dirname(config.file), { recursive: true, mode: 0o700 });
  // Created private before SQLite opens it: its -wal and -shm files take the same mode.
  closeSync(openSync(config.file, 'a', 0o600));
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Deleted rows are overwritten with zeros, not left in free space: a deleted account's address and wrapped key must
  // not be readable in a copy of the file (see eraseDeletedRows for the write-ahead log).
  sqlite.pragma('secure_delete = ON');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({
    dialect: sendingFlagsAsIntegers(new SqliteDialect({ database: statements })),
    plugins: [new FlagColumnsPlugin()],
  });
  statementCaches.set(db, statements.forget);
  return db;
}

/**
 * After a deletion that must leave no trace on disk (an account): on SQLite, moves the write-ahead log into the
 * database file and empties it, so the old pages it still held are gone too (secure_delete zeroed them in the file).
 * PostgreSQL keeps dead row versions until VACUUM reclaims them (autovacuum, or an operator's VACUUM): see
 * docs/security.md.
 */
export async function eraseDeletedRows(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}

/**
 * Once a busy spell is over, SQLite hands back its caches: its page cache, which better-sqlite3 builds at up to 16 MB
 * and which a crowd fills, and the compiled statements (after one crowd, about 15 and 4 MB of the memory the
 * allocator held: docs/performance.md, Mixed crowd and memory). The next queries compile again and read their pages
 * from the file, most of them from the system's file cache. PostgreSQL keeps its caches in its own server.
 */
export async function releaseDatabaseMemory(db: Db): Promise<void> {
  const forgetStatements = statementCaches.get(db);
  if (!forgetStatements) return;
  forgetStatements();
  await sql`pragma shrink_memory`.execute(db);
}

/** One round trip that proves the database answers (the health check); throws when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
