import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { objectRows } from './row-objects.ts';

/** How many distinct SQL texts keep their compiled statement (the app has a few hundred; IN lists vary by length). */
const CAPACITY = 500;

interface Compiled {
  statement: SQLite.Statement;
  /** What Kysely is handed: the statement itself, or for one that returns rows, its row-building view. */
  view: SqliteStatement;
}

/**
 * The SQLite connection as Kysely sees it, with each SQL text compiled once. Kysely's driver prepares every query
 * anew, and under load compiling cost as much as running the query. A statement still iterating (a streamed query)
 * is busy: the caller then gets a fresh one. SQLite re-prepares a cached statement by itself after a schema change.
 * Rows are read as arrays and built into objects by row-objects.ts, which costs half of better-sqlite3's objects.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase & { forget(): void } {
  const cache = new Map<string, Compiled>();
  const schemaVersionStatement = sqlite.prepare('pragma schema_version').pluck();
  const schemaVersion = () => schemaVersionStatement.get() as number;
  const compile = (text: string): Compiled => {
    const statement = sqlite.prepare(text);
    const view = statement.reader ? objectRows(statement, schemaVersion) : (statement as unknown as SqliteStatement);
    return { statement, view };
  };
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    // Once the server is quiet: each statement's compiled program goes when V8 collects it (after a crowd, about
    // 4 MB of the allocator's memory), and the next query compiles its text again.
    forget: () => cache.clear(),
    prepare: (text: string): SqliteStatement => {
      const cached = cache.get(text);
      if (cached && !cached.statement.busy) {
        // Least recently used first in the Map's order: move this one to the end.
        cache.delete(text);
        cache.set(text, cached);
        return cached.view;
      }
      const compiled = compile(text);
      if (!cached) {
        cache.set(text, compiled);
        if (cache.size > CAPACITY) cache.delete(cache.keys().next().value as string);
      }
      return compiled.view;
    },
  };
}
