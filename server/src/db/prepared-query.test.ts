import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { pageCounts, rowCount, runPrepared } from './prepared-query.ts';
import { withStatementCache } from './statement-cache.ts';

interface Items {
  items: { id: number; name: string; kind: string };
}

describe('runPrepared', () => {
  let db: Kysely<Items>;
  const asApp = () => db as unknown as Db;

  beforeEach(async () => {
    db = new Kysely<Items>({ dialect: new SqliteDialect({ database: withStatementCache(new SQLite(':memory:')) }) });
    await sql`create table items (id integer primary key, name text, kind text)`.execute(db);
    await db
      .insertInto('items')
      .values([
        { id: 1, name: 'a', kind: 'photo' },
        { id: 2, name: 'b', kind: 'photo' },
        { id: 3, name: 'c', kind: 'video' },
      ])
      .execute();
  });
  afterEach(() => db.destroy());

  it('builds a shape once and binds each call its own values, beside the constants the builder bound', async () => {
    let builds = 0;
    const above = (id: number) =>
      runPrepared(asApp(), 'test: above an id', [id], ([min]) => {
        builds++;
        return db
          .selectFrom('items')
          .select('name')
          .where('id', '>', min as number)
          .where('kind', '=', 'photo');
      });
    expect(await above(0)).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(await above(1)).toEqual([{ name: 'b' }]);
    expect(await above(5)).toEqual([]);
    expect(builds).toBe(1);
  });

  it('keeps shapes apart by their name and by how many values they bind', async () => {
    const byIds = (ids: number[]) =>
      runPrepared(asApp(), 'test: by ids', ids, (slots) =>
        db
          .selectFrom('items')
          .select('id')
          .where('id', 'in', slots as number[])
          .orderBy('id'),
      );
    expect(await byIds([1])).toEqual([{ id: 1 }]);
    expect(await byIds([1, 3])).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('refuses a builder that reads a value instead of binding it', async () => {
    const lowered = (name: string) =>
      runPrepared(asApp(), 'test: lowered', [name], ([value]) =>
        db
          .selectFrom('items')
          .select('id')
          .where('name', '=', (value as string).toLowerCase?.() ?? `${value as string}`),
      );
    await expect(lowered('A')).rejects.toThrow(/never read them/);
    const serialized = () =>
      runPrepared(asApp(), 'test: serialized', [['x']], ([value]) =>
        db.selectFrom('items').select('id').where('name', '=', JSON.stringify(value)),
      );
    await expect(serialized()).rejects.toThrow(/never read them/);
  });

  it('writes a row count into the SQL', () => {
    const written = db.selectFrom('items').select('id').orderBy('id').limit(rowCount(2)).offset(rowCount(1)).compile();
    expect(written.sql).toMatch(/ limit 2 offset 1$/);
    expect(written.parameters).toEqual([]);
  });

  it('refuses a row count that is not a whole number of zero or more', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => rowCount(bad)).toThrow(RangeError);
    }
    expect(() => rowCount(0)).not.toThrow();
  });

  it("writes a page's LIMIT and OFFSET into its shape, or binds them ahead of the query's other values", async () => {
    const photos = (limit: number, offset: number, written: boolean) => {
      const counts = pageCounts(limit, offset, written);
      return runPrepared(asApp(), `test: photos|${counts.shape}`, [...counts.values, 'photo'], (slots) => {
        const [n, skip] = counts.take(slots);
        return db
          .selectFrom('items')
          .select('id')
          .where('kind', '=', slots[0] as string)
          .orderBy('id')
          .limit(rowCount(n))
          .offset(rowCount(skip));
      });
    };
    expect(pageCounts(20, 40, true)).toMatchObject({ shape: 'limit 20 offset 40', values: [] });
    expect(pageCounts(20, 400, false)).toMatchObject({ shape: 'limit ? offset ?', values: [20, 400] });
    expect(await photos(1, 1, true)).toEqual([{ id: 2 }]);
    expect(await photos(1, 1, false)).toEqual([{ id: 2 }]);
    expect(await photos(2, 0, false)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await photos(2, 0, true)).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
