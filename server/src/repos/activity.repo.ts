import { randomUUID } from 'node:crypto';
import type { RequestMeta } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { ActivityLogRow } from '../db/tables.ts';
import { isoNow } from '../db/time.ts';

export type ActivityAction =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'register'
  | 'activate'
  | 'password_reset_requested'
  | 'password_reset'
  | 'profile_update'
  | 'password_change'
  | 'email_change_requested'
  | 'email_change'
  | 'avatar_update'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'backup_codes_regenerated'
  /** An administrator turned the account's two-factor off (the administrator's own entry names the account). */
  | 'two_factor_cleared'
  | 'session_revoked'
  | 'upload'
  | 'media_delete'
  | 'share_create'
  | 'share_delete'
  | 'export'
  // What an admin or the owner did (the entry is the actor's; details name the target by id).
  | 'admin_user_create'
  | 'admin_user_update'
  | 'admin_user_role_change'
  | 'admin_user_password_reset'
  | 'admin_user_two_factor_clear'
  | 'admin_user_delete'
  | 'invite_create'
  | 'invite_activate'
  | 'invite_deactivate'
  | 'invite_delete'
  | 'maintenance_change';

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
