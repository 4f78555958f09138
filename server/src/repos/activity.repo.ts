import { randomUUID } from 'node:crypto';
import type { ActivityAction } from '@vaultbox/common/schemas/account-security.ts';
import type { RequestMeta } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { ActivityLogRow } from '../db/tables.ts';
import { isoNow } from '../db/time.ts';

/** One entry of a user's activity log (or of nobody's: a failed sign-in for an unknown address). */
export async function insertActivity(
  db: Db,
  entry: { userId: string | null; action: ActivityAction; meta: RequestMeta; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      id: randomUUID(),
      user_id: entry.userId,
      action: entry.action,
      ip: entry.meta.ip,
      user_agent: entry.meta.userAgent?.slice(0, 512) ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: isoNow(),
    })
    .execute();
}

export async function listActivityOfUser(db: Db, userId: string) {
  return db
    .selectFrom('activity_log')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** One page of a user's activity, newest first (the id breaks ties of one millisecond), and the total. */
export async function findActivityPageOfUser(
  db: Db,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: ActivityLogRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('activity_log')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('activity_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The browsers and addresses of a user's latest successful sign-ins (the new-device check). */
export async function findRecentSignInsOfUser(
  db: Db,
  userId: string,
  limit: number,
): Promise<Array<{ ip: string | null; user_agent: string | null }>> {
  return db
    .selectFrom('activity_log')
    .select(['ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('action', '=', 'login')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
