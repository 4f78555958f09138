import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database.ts';
import { runPrepared } from '../src/db/prepared-query.ts';
import { createEmptyPostgresDatabase, testDialect, type TestDatabase } from './helpers/test-database.ts';

interface Items {
  items: { id: number; name: string };
}

// PostgreSQL runs the texts runPrepared makes as named statements (db/named-statements.ts).
describe.runIf(testDialect === 'postgres')('named statements on PostgreSQL', () => {
  let database: TestDatabase & { databaseUrl: string };
  let db: Db;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    db = createDatabase({ dialect: 'postgres', url: database.databaseUrl });
    await sql`create table items (id integer primary key, name text)`.execute(db);
    await sql`insert into items values (1, 'a'), (2, 'b')`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const itemsAbove = (on: Db, id: number) =>
    runPrepared(on, 'test: items above', [id], ([min]) =>
      (on as unknown as Kysely<Items>)
        .selectFrom('items')
        .selectAll()
        .where('id', '>', min as number)
        .orderBy('id'),
    );

  it('parses a prepared text once per connection and binds each run its values', async () => {
    await db.connection().execute(async (connection) => {
      expect(await itemsAbove(connection, 0)).toEqual([
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ]);
      expect(await itemsAbove(connection, 1)).toEqual([{ id: 2, name: 'b' }]);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
        where statement like 'select * from "items" where "id" > $1%'`.execute(connection);
      expect(rows[0]!.n).toBe(1);
    });
  });

  it('keeps answering after a migration changes what the statement returns', async () => {
    await db.connection().execute(async (connection) => {
      expect(await itemsAbove(connection, 1)).toEqual([{ id: 2, name: 'b' }]);
      // As another instance's migration would: PostgreSQL then refuses the statement parsed before it.
      await sql`alter table items add column size integer not null default 7`.execute(db);
      expect(await itemsAbove(connection, 1)).toEqual([{ id: 2, name: 'b', size: 7 }]);
      expect(await itemsAbove(connection, 0)).toHaveLength(2);
    });
  });
});
