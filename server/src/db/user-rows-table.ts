import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * For migrations: `create table` of rows that belong to a user, begun with their two columns: a text id as the key,
 * and `user_id`, whose user's deletion deletes the rows. Old migrations use it, so what it creates never changes.
 */
export function createUserRowsTable<Name extends string>(
  db: Kysely<unknown>,
  name: Name,
): CreateTableBuilder<Name, 'id' | 'user_id'> {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'));
}
