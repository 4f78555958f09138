import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { containsPattern, lowerLike } from './text-search.ts';

const VALUES = [
  'Sunset over the bay',
  'SUNSET',
  'sunSet',
  'ÉTÉ à Paris',
  'été à paris',
  'Straße',
  'STRASSE',
  'Über',
  'über',
  '100% sure',
  '100 sure',
  'snake_case',
  'snakeXcase',
  'back\\slash',
  '東京 Tokyo',
  '',
];
const SEARCHES = [
  'sunset',
  'SUNSET',
  'été',
  'ÉTÉ',
  'straße',
  'über',
  'Über',
  '100%',
  'e_c',
  '\\',
  '東京',
  'tokyo',
  'x',
];

describe('lowerLike on SQLite', () => {
  it('finds the same rows with the column as it is as with lower(column)', async () => {
    const db = new Kysely<{ t: { v: string } }>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await db.schema.createTable('t').addColumn('v', 'text').execute();
    await db
      .insertInto('t')
      .values(VALUES.map((v) => ({ v })))
      .execute();
    for (const search of SEARCHES) {
      const pattern = containsPattern(search);
      const found = async (sqlite: boolean) =>
        (
          await db
            .selectFrom('t')
            .select('v')
            .where(lowerLike('v', pattern, sqlite))
            .execute()
        ).map((row) => row.v);
      const lowered = await found(false);
      expect(await found(true), search).toEqual(lowered);
      // Not a vacuous comparison: the ASCII letters are folded either way.
      if (search === 'SUNSET') expect(lowered).toEqual(['Sunset over the bay', 'SUNSET', 'sunSet']);
    }
    await db.destroy();
  });
});
