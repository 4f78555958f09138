import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('withStatementCache', () => {
  it('compiles a SQL text once and hands out the same statement again', () => {
    const db = withStatementCache(new SQLite(':memory:'));
    expect(db.prepare('select 1')).toBe(db.prepare('select 1'));
    db.close();
  });

  it('gives a fresh statement while the cached one is still iterating', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const first = db.prepare('select n from t order by n') as unknown as SQLite.Statement;
    const rows = first.iterate();
    rows.next();
    const second = db.prepare('select n from t order by n') as unknown as SQLite.Statement;
    expect(second).not.toBe(first);
    expect(second.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    rows.return?.();
    db.close();
  });

  it('follows a schema change', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    sqlite.exec('create table t (a integer); insert into t values (1)');
    expect((db.prepare('select * from t') as unknown as SQLite.Statement).all()).toEqual([{ a: 1 }]);
    sqlite.exec('alter table t add column b integer default 2');
    expect((db.prepare('select * from t') as unknown as SQLite.Statement).all()).toEqual([{ a: 1, b: 2 }]);
    db.close();
  });

  it('compiles a text again once its statements are forgotten', () => {
    const db = withStatementCache(new SQLite(':memory:'));
    const first = db.prepare('select 1');
    db.forget();
    const second = db.prepare('select 1');
    expect(second).not.toBe(first);
    expect(db.prepare('select 1')).toBe(second);
    db.close();
  });
});
