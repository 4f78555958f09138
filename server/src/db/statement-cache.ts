import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct SQL texts keep their compiled statement (the app has a few hundred; IN lists vary by length). */
const CAPACITY = 500;

/**
 * The SQLite connection as Kysely sees it, with each SQL text compiled once. Kysely's driver prepares every query
 * anew, and under load compiling cost as much as running the query. A statement still iterating (a streamed query)
 * is busy: the caller then gets a fresh one. SQLite re-prepares a cached statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (text: string): SqliteStatement => {
      const cached = cache.get(text);
      if (cached && !cached.busy) {
        // Least recently used first in the Map's order: move this one to the end.
        cache.delete(text);
        cache.set(text, cached);
        return cached as unknown as SqliteStatement;
      }
      const statement = sqlite.prepare(text);
      if (!cached) {
        cache.set(text, statement);
        if (cache.size > CAPACITY) cache.delete(cache.keys().next().value as string);
      }
      return statement as unknown as SqliteStatement;
    },
  };
}
