import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RequestMeta } from '../../context.ts';
import type { Database } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';

export type ActivityAction =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'register'
  | 'activate'
  | 'password_reset_requested'
  | 'password_reset'
  | 'profile_update';

export async function insertActivity(
  db: Kysely<Database>,
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

export async function listActivityOfUser(db: Kysely<Database>, userId: string) {
  return db.selectFrom('activity_log').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
}
