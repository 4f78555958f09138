import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { AdminStats } from '@vaultbox/common/schemas/admin.ts';
import type { Db } from '../db/database.ts';
import type { Database, UserRow } from '../db/tables.ts';
import { containsPattern, lowerLike } from '../db/text-search.ts';

// The owner's view of every account: paged and filtered, with each account's file and share counts, and the
// site-wide totals.

export interface UserWithUsage extends UserRow {
  file_count: number | string;
  share_count: number | string;
}

export interface AdminUserFilter {
  search?: string;
  role?: string;
  tier?: string;
}

function whereFilter(eb: ExpressionBuilder<Database, 'users'>, filter: AdminUserFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      eb.or([
        lowerLike('users.username', pattern),
        lowerLike('users.email', pattern),
        lowerLike('users.display_name', pattern),
      ]),
    );
  }
  if (filter.role) conditions.push(eb('users.role', '=', filter.role));
  if (filter.tier) conditions.push(eb('users.tier', '=', filter.tier));
  return eb.and(conditions);
}

function selectWithUsage(db: Db) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      eb
        .selectFrom('media_files')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('media_files.user_id', '=', 'users.id')
        .as('file_count'),
      eb
        .selectFrom('shares')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('shares.user_id', '=', 'users.id')
        .as('share_count'),
    ]);
}

export async function findUserWithUsage(db: Db, id: string): Promise<UserWithUsage | undefined> {
  return (await selectWithUsage(db).where('users.id', '=', id).executeTakeFirst()) as UserWithUsage | undefined;
}

/** One page of accounts, newest first. */
export async function findUserPage(
  db: Db,
  filter: AdminUserFilter,
  page: { page: number; limit: number },
): Promise<{ rows: UserWithUsage[]; total: number }> {
  const [counted, rows] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => whereFilter(eb, filter))
      .executeTakeFirstOrThrow(),
    selectWithUsage(db)
      .where((eb) => whereFilter(eb, filter))
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
  ]);
  return { rows: rows as UserWithUsage[], total: Number(counted.n) };
}

/** The site's figures of Manage Users, in three small aggregate queries. */
export async function siteStats(db: Db): Promise<AdminStats> {
  const [users, files, shares] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>('is_active').as('active')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('media_files')
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>('size').as('bytes')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('shares')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL answers counts and sums as strings, and a sum over no rows as null.
  return {
    users: { total: Number(users.total), active: Number(users.active ?? 0) },
    files: { total: Number(files.total), totalStorage: Number(files.bytes ?? 0) },
    shares: { total: Number(shares.total) },
  };
}
