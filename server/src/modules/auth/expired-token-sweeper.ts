import type { AppContext } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import { deleteMailTokensExpiredBefore } from '../../repos/mail-token.repo.ts';
import { deleteExpiredSessions } from '../../repos/session.repo.ts';

export const HOUR_MS = 60 * 60 * 1000;
// Expired mail tokens stay a day so a late click still gets "expired" rather than "invalid".
const MAIL_TOKEN_GRACE_MS = 24 * HOUR_MS;

/** Expired sessions and mail tokens past their grace can never be used again: removed (hourly, see register-auth). */
export async function sweepExpiredTokens(ctx: AppContext): Promise<void> {
  await deleteExpiredSessions(ctx.db, isoNow());
  await deleteMailTokensExpiredBefore(ctx.db, new Date(Date.now() - MAIL_TOKEN_GRACE_MS).toISOString());
}
