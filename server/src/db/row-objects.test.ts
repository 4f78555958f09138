import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { objectRows, rowBuilder } from './row-objects.ts';

/** The same SQL read by better-sqlite3's own objects and through objectRows, on one connection. */
function both(sqlite: SQLite.Database, text: string, ...parameters: unknown[]) {
  const version = sqlite.prepare('pragma schema_version').pluck();
  const ours = objectRows(sqlite.prepare(text), () => version.get() as number);
  return { theirs: sqlite.prepare(text).all(...parameters), ours: ours.all(parameters) };
}

describe('rowBuilder', () => {
  it('builds the object better-sqlite3 builds, whatever the column names hold', () => {
    const sqlite = new SQLite(':memory:');
    const text = `select 1 as "a", 'x' as "it's", null as "back\\slash", 2.5 as "new
line", x'00ff' as "${'"'}${'"'}quoted", 3 as "a", 4 as "constructor", 5 as "toString"`;
    const { theirs, ours } = both(sqlite, text);
    expect(ours).toEqual(theirs);
    expect(Object.keys(ours[0] as object)).toEqual(Object.keys(theirs[0] as object));
    sqlite.close();
  });

  it('keeps a "__proto__" column a field, never the prototype', () => {
    const row = rowBuilder(['id', '__proto__'])(['1', { polluted: true }]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row)).toEqual(['id', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // better-sqlite3's own objects drop such a column (a number cannot be a prototype); here it stays a field.
    const sqlite = new SQLite(':memory:');
    const { ours } = both(sqlite, `select 1 as "__proto__", 2 as b`);
    expect(JSON.stringify(ours)).toBe('[{"__proto__":1,"b":2}]');
    sqlite.close();
  });
});

describe('objectRows', () => {
  it('reads rows, no rows, and the rows an insert returns', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key, name text, size real, data blob)');
    const version = sqlite.prepare('pragma schema_version').pluck();
    const schemaVersion = () => version.get() as number;
    const insert = objectRows(
      sqlite.prepare('insert into t (name, size, data) values (?, ?, ?) returning *'),
      schemaVersion,
    );
    expect(insert.all(['a', 1.5, Buffer.from([1])])).toEqual([{ id: 1, name: 'a', size: 1.5, data: Buffer.from([1]) }]);
    const select = objectRows(sqlite.prepare('select * from t where id > ?'), schemaVersion);
    expect(select.all([0])).toEqual([{ id: 1, name: 'a', size: 1.5, data: Buffer.from([1]) }]);
    expect(select.all([5])).toEqual([]);
    sqlite.close();
  });

  it('iterates row by row, and frees the statement when the reader stops early', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const version = sqlite.prepare('pragma schema_version').pluck();
    const statement = sqlite.prepare('select n from t order by n');
    const rows = objectRows(statement, () => version.get() as number);
    const seen: unknown[] = [];
    for (const row of rows.iterate([])) {
      seen.push(row);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(statement.busy).toBe(false);
    sqlite.close();
  });

  it('follows a renamed column, a change that keeps the row the same length', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (a integer, b integer); insert into t values (1, 2)');
    const version = sqlite.prepare('pragma schema_version').pluck();
    const rows = objectRows(sqlite.prepare('select * from t'), () => version.get() as number);
    expect(rows.all([])).toEqual([{ a: 1, b: 2 }]);
    sqlite.exec('alter table t rename column b to c');
    expect(rows.all([])).toEqual([{ a: 1, c: 2 }]);
    sqlite.close();
  });
});
