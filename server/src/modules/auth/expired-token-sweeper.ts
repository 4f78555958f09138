import type { AppContext } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import { deleteMailTokensExpiredBefore } from './mail-token.repo.ts';
import { deleteExpiredSessions } from './session.repo.ts';

const HOUR = 60 * 60 * 1000;
// Expired mail tokens stay a day so a late click still gets "expired" rather than "invalid".
const MAIL_TOKEN_GRACE_MS = 24 * HOUR;

export async function sweepExpiredTokens(ctx: AppContext): Promise<void> {
  await deleteExpiredSessions(ctx.db, isoNow());
  await deleteMailTokensExpiredBefore(ctx.db, new Date(Date.now() - MAIL_TOKEN_GRACE_MS).toISOString());
}

/** Runs the sweep at start and hourly; stop() ends it and waits for a sweep in flight (before the db closes). */
export function startExpiredTokenSweeper(ctx: AppContext, everyMs = HOUR): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sweepExpiredTokens(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'expired token sweep failed'));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
