import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { runPrepared } from '../db/prepared-query.ts';
import type { SessionRow, UserRow } from '../db/tables.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

// The only SQL about sessions. Tokens arrive here already hashed.

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/**
 * The session of a token and its user in one query (this runs on every signed-in request): the user's columns as they
 * are, the session's under a prefix so the two `id`s and `created_at`s do not collide.
 */
function liveSessionQuery(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(SESSION_COLUMNS.map((column) => sql.ref(`sessions.${column}`).as(`session_${column}`)))
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now);
}

export async function findLiveSessionByTokenHash(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  // Built once (runPrepared): building and compiling it cost twice what SQLite takes to run it.
  const rows = await runPrepared(db, 'live session', [tokenHash, now], ([hash, time]) =>
    liveSessionQuery(db, hash as string, time as string),
  );
  const found = rows[0] as Record<string, unknown> | undefined;
  if (!found) return undefined;
  const session: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  for (const key in found) {
    const column = SESSION_COLUMN_OF.get(key);
    if (column) session[column] = found[key];
    else user[key] = found[key];
  }
  return { session: session as SessionRow, user: user as UserRow };
}

const SESSION_COLUMNS = [
  'id',
  'user_id',
  'token_hash',
  'refresh_hash',
  'user_agent',
  'ip',
  'created_at',
  'last_seen_at',
  'expires_at',
  'previous_refresh_hash',
  'rotated_at',
] as const satisfies readonly (keyof SessionRow)[];
const SESSION_COLUMN_OF = new Map<string, string>(SESSION_COLUMNS.map((column) => [`session_${column}`, column]));
// A column added to sessions and not to the list above fails type checking here.
const EVERY_SESSION_COLUMN: Exclude<keyof SessionRow, (typeof SESSION_COLUMNS)[number]> extends never ? true : never =
  true;
void EVERY_SESSION_COLUMN;

export async function findLiveSessionByRefreshHash(db: Db, refreshHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('refresh_hash', '=', refreshHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The session that rotated away from this refresh token, if any (reuse detection). */
export async function findSessionByPreviousRefreshHash(db: Db, refreshHash: string) {
  return db.selectFrom('sessions').selectAll().where('previous_refresh_hash', '=', refreshHash).executeTakeFirst();
}

/**
 * Swaps both tokens of a session in one conditional UPDATE keyed on the old refresh hash, so a refresh token can be
 * used once: a second, concurrent use finds no row.
 */
export async function rotateSessionTokens(
  db: Db,
  oldRefreshHash: string,
  next: {
    tokenHash: string;
    refreshHash: string;
    expiresAt: string;
    now: string;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('sessions')
      .set({
        token_hash: next.tokenHash,
        refresh_hash: next.refreshHash,
        previous_refresh_hash: oldRefreshHash,
        rotated_at: next.now,
        expires_at: next.expiresAt,
        last_seen_at: next.now,
        ip: next.ip,
        user_agent: next.userAgent,
      })
      .where('refresh_hash', '=', oldRefreshHash)
      .where('expires_at', '>', next.now),
  );
}

export async function touchSession(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** The live sessions of a user, most recently used first. */
export async function listLiveSessionsOfUser(db: Db, userId: string, now: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends one session of a user; false when the user has no such session (another user's id included). */
export async function deleteSessionOfUser(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of a user but `keepId` (the one making the request); answers how many ended. */
export async function deleteOtherSessionsOfUser(db: Db, userId: string, keepId: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
