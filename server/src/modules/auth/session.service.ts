import { randomUUID } from 'node:crypto';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_LIFETIME_MS } from '@vaultbox/common/constants.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { SessionAuthenticated } from '../../domain/account/authenticated.ts';
import { isoIn, isoNow } from '../../db/time.ts';
import { AppError } from '../../errors.ts';
import { hashToken, newSecretToken } from '../../domain/account/secret-token.ts';
import {
  deleteSession,
  deleteSessionsOfUser,
  findLiveSessionByRefreshHash,
  findLiveSessionByTokenHash,
  findSessionByPreviousRefreshHash,
  insertSession,
  rotateSessionTokens,
  touchSession,
} from '../../repos/session.repo.ts';

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  expiresAt: string;
}

// Two tabs of one browser may refresh with the same token at once: the loser of that race is refused, not treated as
// a thief, when it comes this soon after the rotation.
const REUSE_GRACE_MS = 30_000;

// last_seen_at is written at most once a minute per session: reads should not turn into a write each.
const TOUCH_EVERY_MS = 60_000;

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

export function createSessionService(ctx: AppContext) {
  const { db } = ctx;

  async function open(userId: string, meta: RequestMeta): Promise<IssuedTokens> {
    const token = newSecretToken();
    const refreshToken = newSecretToken();
    const now = isoNow();
    const expiresAt = isoIn(SESSION_LIFETIME_MS);
    await insertSession(db, {
      id: randomUUID(),
      user_id: userId,
      token_hash: hashToken(token),
      refresh_hash: hashToken(refreshToken),
      user_agent: clip(meta.userAgent, 512),
      ip: clip(meta.ip, 64),
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      previous_refresh_hash: null,
      rotated_at: null,
    });
    return { token, refreshToken, expiresAt };
  }

  /** The session and user behind a token, or null; a deactivated account's sessions stop working at once. */
  async function authenticate(token: string): Promise<SessionAuthenticated | null> {
    const now = isoNow();
    const found = await findLiveSessionByTokenHash(db, hashToken(token), now);
    if (!found || !found.user.is_active) return null;
    if (Date.now() - Date.parse(found.session.last_seen_at) > TOUCH_EVERY_MS) {
      await touchSession(db, found.session.id, now);
    }
    return found;
  }

  /**
   * Rotates both tokens; the old refresh token dies with this call. A refresh token that was already rotated away,
   * presented again, was copied: the whole session ends (reuse detection). A session ends 30 days after its sign-in
   * however often it is refreshed.
   */
  async function refresh(refreshToken: string, meta: RequestMeta): Promise<IssuedTokens> {
    const oldHash = hashToken(refreshToken);
    const now = isoNow();
    const invalid = new AppError('INVALID_REFRESH_TOKEN', 'Your session has expired. Please sign in again.');
    const session = await findLiveSessionByRefreshHash(db, oldHash, now);
    if (!session) {
      await endSessionOfReusedToken(oldHash);
      throw invalid;
    }
    const absoluteEnd = Date.parse(session.created_at) + SESSION_ABSOLUTE_LIFETIME_MS;
    const expiresAt = new Date(Math.min(Date.now() + SESSION_LIFETIME_MS, absoluteEnd)).toISOString();
    const next = { token: newSecretToken(), refreshToken: newSecretToken(), expiresAt };
    const rotated = await rotateSessionTokens(db, oldHash, {
      tokenHash: hashToken(next.token),
      refreshHash: hashToken(next.refreshToken),
      expiresAt: next.expiresAt,
      now,
      ip: clip(meta.ip, 64),
      userAgent: clip(meta.userAgent, 512),
    });
    if (!rotated) throw invalid;
    const still = await findLiveSessionByTokenHash(db, hashToken(next.token), now);
    if (!still || !still.user.is_active) {
      await deleteSession(db, session.id);
      throw invalid;
    }
    return next;
  }

  async function endSessionOfReusedToken(refreshHash: string): Promise<void> {
    const reused = await findSessionByPreviousRefreshHash(db, refreshHash);
    if (!reused?.rotated_at || Date.now() - Date.parse(reused.rotated_at) < REUSE_GRACE_MS) return;
    await deleteSession(db, reused.id);
    ctx.log.warn(
      { userId: reused.user_id, sessionId: reused.id },
      'a rotated refresh token was used again: session ended',
    );
  }

  return {
    open,
    authenticate,
    refresh,
    revoke: (sessionId: string) => deleteSession(db, sessionId),
    revokeAllOfUser: (userId: string) => deleteSessionsOfUser(db, userId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
