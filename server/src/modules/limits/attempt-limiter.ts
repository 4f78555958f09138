import type { Db } from '../../db/database.ts';
import type { RateLimitRule } from '../../http/rate-limits.ts';
import { addAttempt, removeAttempt } from './attempts.repo.ts';

/** One counter an attempt is recorded under, and the rule it must stay within. */
export interface AttemptKey {
  key: string;
  rule: RateLimitRule;
}

export type Reservation = { ok: true; forgive(): Promise<void> } | { ok: false; retryAfterSeconds: number };

/**
 * Limits attempts that can be guessed (share passwords, sign-ins). An attempt is recorded under every key BEFORE the
 * check it guards runs, so a thousand concurrent guesses cannot all reach the check; over any limit, the attempt is
 * taken back and refused with the time to wait. A check that passes is forgiven, so only failures count.
 */
export function createAttemptLimiter(db: Db) {
  async function reserve(keys: AttemptKey[], now = Date.now()): Promise<Reservation> {
    const counted = await Promise.all(
      keys.map(async ({ key, rule }) => ({
        key,
        rule,
        ...(await addAttempt(db, key, new Date(now).toISOString(), new Date(now + rule.windowMs).toISOString())),
      })),
    );
    const forgive = async () => {
      for (const { key } of counted) await removeAttempt(db, key);
    };
    const over = counted.filter(({ count, rule }) => count > rule.max);
    if (over.length === 0) return { ok: true, forgive };
    await forgive();
    const waitMs = Math.max(...over.map(({ windowEndsAt }) => Date.parse(windowEndsAt) - now));
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  return { reserve };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
