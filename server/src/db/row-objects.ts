import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

type Row = Record<string, unknown>;
type BuildRow = (values: unknown[]) => Row;

/**
 * Turns a row read as an array into the object better-sqlite3 would have built: the columns' names as keys, in their
 * order, a later column of the same name winning. One object literal per column list, compiled once: better-sqlite3
 * sets each key by name instead, and for a page of 20 files of 21 columns that cost as much as the query itself
 * (200 µs as objects, 97 µs as arrays and this; docs/performance.md).
 */
export function rowBuilder(names: readonly string[]): BuildRow {
  // In a literal, a "__proto__" key would set the prototype instead of a field: such a list is built key by key.
  if (names.includes('__proto__')) {
    return (values) => {
      const row: Row = {};
      names.forEach((name, i) =>
        Object.defineProperty(row, name, { value: values[i], enumerable: true, writable: true, configurable: true }),
      );
      return row;
    };
  }
  // JSON.stringify makes each name a plain string literal, whatever it holds; the names come from the statement.
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as BuildRow;
}

/**
 * A statement that returns rows, as Kysely sees it: read as arrays, each row then built by `rowBuilder`. The builder
 * follows the schema: after a change (`schemaVersion` moved) SQLite re-prepares the statement as it runs, and the
 * column names are read again.
 */
export function objectRows(statement: SQLite.Statement, schemaVersion: () => number): SqliteStatement {
  statement.raw(true);
  let builtAt: number | undefined;
  let build: BuildRow = () => ({});
  // Called after the statement stepped, so the names are those of the re-prepared statement.
  const builder = () => {
    const version = schemaVersion();
    if (version !== builtAt) {
      build = rowBuilder(statement.columns().map((column) => column.name));
      builtAt = version;
    }
    return build;
  };
  return {
    reader: true,
    all: (...parameters: unknown[]) => {
      const rows = statement.all(...parameters) as unknown[][];
      return rows.length === 0 ? rows : rows.map(builder());
    },
    *iterate(...parameters: unknown[]) {
      let rowOf: BuildRow | undefined;
      for (const values of statement.iterate(...parameters) as IterableIterator<unknown[]>) {
        rowOf ??= builder();
        yield rowOf(values);
      }
    },
    run: (...parameters: unknown[]) => statement.run(...parameters),
  };
}
