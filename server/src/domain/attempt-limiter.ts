import type { Db } from '../db/database.ts';
import type { RateLimitRule, SlowingRule } from '../http/rate-limits.ts';
import { addAttempt, giveBackTurn, removeAttempt, takeTurn, turnOpensAt } from '../repos/attempts.repo.ts';

/** One counter an attempt is recorded under, and the rule it must stay within. */
export interface AttemptKey {
  key: string;
  /** A plain rule refuses past its max until its window ends; a slowing rule lets one attempt through per turn. */
  rule: RateLimitRule | SlowingRule;
}

export type Reservation = { ok: true; forgive(): Promise<void> } | { ok: false; retryAfterSeconds: number };

const slows = (rule: RateLimitRule | SlowingRule): rule is SlowingRule => 'maxDelayMs' in rule;
const iso = (ms: number) => new Date(ms).toISOString();

/** How long the turn stays closed after the `n`th attempt past the free ones: doubling from the first delay, capped. */
export const turnDelayMs = (rule: SlowingRule, n: number): number =>
  Math.max(1, Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(n - 1, 30)));

/**
 * Limits attempts that can be guessed (share passwords, sign-ins). An attempt is recorded under every key BEFORE the
 * check it guards runs, so a thousand concurrent guesses cannot all reach the check; over a plain limit, the attempt
 * is taken back and refused with the time to wait. Over a slowing limit, attempts take turns: one may run, then the
 * next waits a growing delay after it, so guessing from many addresses slows down without locking anyone out for
 * long. A check that passes is forgiven, so only failures count (and its turn opens again).
 */
export function createAttemptLimiter(db: Db) {
  async function reserve(keys: AttemptKey[], now = Date.now()): Promise<Reservation> {
    const counted = await Promise.all(
      keys.map(async ({ key, rule }) => ({
        key,
        rule,
        ...(await addAttempt(db, key, iso(now), iso(now + rule.windowMs))),
      })),
    );
    const turns: { key: string; nextAt: string }[] = [];
    const forgive = async () => {
      for (const { key } of counted) await removeAttempt(db, key);
      for (const turn of turns) await giveBackTurn(db, turn.key, turn.nextAt, iso(now));
    };
    const refuse = async (waitMs: number): Promise<Reservation> => {
      await forgive();
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    };

    const over = counted.filter(({ count, rule }) => count > rule.max);
    const locked = over.filter(({ rule }) => !slows(rule));
    if (locked.length > 0) return refuse(Math.max(...locked.map(({ windowEndsAt }) => Date.parse(windowEndsAt) - now)));
    for (const { key, rule, count } of over) {
      if (!slows(rule)) continue;
      const turn = { key: `${key}:turn`, nextAt: iso(now + turnDelayMs(rule, count - rule.max)) };
      if (!(await takeTurn(db, turn.key, iso(now), turn.nextAt))) {
        // Taken by an attempt that may have begun after this one: it opens at most the longest delay from now.
        const opensAt = await turnOpensAt(db, turn.key);
        return refuse(Math.min(rule.maxDelayMs, (opensAt === undefined ? now : Date.parse(opensAt)) - now));
      }
      turns.push(turn);
    }
    return { ok: true, forgive };
  }

  return { reserve };
}
