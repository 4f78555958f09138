import type { SessionInfo } from '@vaultbox/common/schemas/account-security.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { SessionRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { notFoundError } from '../../errors.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import type { SessionAuthenticated } from '../../domain/account/authenticated.ts';
import { deleteOtherSessionsOfUser, deleteSessionOfUser, listLiveSessionsOfUser } from '../../repos/session.repo.ts';

const toSessionInfo = (row: SessionRow, currentId: string): SessionInfo => ({
  id: row.id,
  userAgent: row.user_agent,
  ip: row.ip,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  expiresAt: row.expires_at,
  current: row.id === currentId,
});

/** Where the signed-in user is signed in, and ending those sessions: each ends at once (tokens are looked up). */
export function createSessionsService(ctx: AppContext) {
  const { db } = ctx;

  async function list({ user, session }: SessionAuthenticated): Promise<SessionInfo[]> {
    return (await listLiveSessionsOfUser(db, user.id, isoNow())).map((row) => toSessionInfo(row, session.id));
  }

  /** Another user's session id, or an unknown one, is a 404. */
  async function revoke({ user, session }: SessionAuthenticated, id: string, meta: RequestMeta): Promise<void> {
    if (!(await deleteSessionOfUser(db, user.id, id))) throw notFoundError();
    await insertActivity(db, {
      userId: user.id,
      action: 'session_revoked',
      meta,
      details: { current: id === session.id },
    });
  }

  async function revokeOthers({ user, session }: SessionAuthenticated, meta: RequestMeta): Promise<number> {
    const revoked = await deleteOtherSessionsOfUser(db, user.id, session.id);
    await insertActivity(db, { userId: user.id, action: 'session_revoked', meta, details: { others: revoked } });
    return revoked;
  }

  return { list, revoke, revokeOthers };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
