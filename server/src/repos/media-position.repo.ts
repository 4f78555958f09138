import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import {
  afterAnchor,
  countQuery,
  sortKeys,
  whereFilter,
  type MediaFilter,
  type MediaPage,
} from './media-query.repo.ts';

export interface ListPosition {
  /** How many files of the list come before this one; null when the filter leaves it out. */
  index: number | null;
  total: number;
}

type Order = Pick<MediaPage, 'sortBy' | 'sortOrder'>;

const reversed = (order: Order): Order => ({ ...order, sortOrder: order.sortOrder === 'asc' ? 'desc' : 'asc' });

/**
 * Where one of the user's files sits in the list `filter` and `order` make: its sort key (one primary key lookup),
 * then a count of the matching rows before that key, which walks the sort index of migration 0008 up to the file and
 * reads no row. The rows after a key in the reversed order are the rows before it.
 */
export async function positionInOrder(
  db: Db,
  userId: string,
  filter: MediaFilter,
  order: Order,
  id: string,
): Promise<ListPosition> {
  const postgres = isPostgres(db);
  const keys = sortKeys(order);
  const own = await db
    .selectFrom('media_files')
    .select(keys.map((key, i) => sql<unknown>`${key}`.as(`k${i}`)))
    .where('id', '=', id)
    .where((eb) => whereFilter(eb, userId, filter, postgres))
    .executeTakeFirst();
  const counted = await countQuery(db, userId, filter).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (!own) return { index: null, total };
  const anchor = keys.map((_key, i) => (own as Record<string, unknown>)[`k${i}`]);
  const before = await countBefore(db, userId, filter, order, anchor).executeTakeFirstOrThrow();
  return { index: Number(before.n), total };
}

/**
 * The count of the matching rows before a sort key (exported for the test that reads its plan). The bound on the
 * first key says nothing the row comparison does not, but SQLite seeks an index on expressions (the name order's
 * lower(title)) only by a plain comparison, not by a row value.
 */
export function countBefore(db: Db, userId: string, filter: MediaFilter, order: Order, anchor: unknown[]) {
  const postgres = isPostgres(db);
  const first = sortKeys(order)[0]!;
  const bound =
    order.sortOrder === 'asc' ? sql<SqlBool>`${first} <= ${anchor[0]}` : sql<SqlBool>`${first} >= ${anchor[0]}`;
  return db
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => whereFilter(eb, userId, filter, postgres))
    .where(bound)
    .where(afterAnchor(reversed(order), anchor, postgres));
}
