import type { RateLimitRule } from '../../http/rate-limits.ts';

/**
 * Counts wrong share passwords per key (share + address) in a fixed window. Unlike the route rate limits, only
 * failures count, so a visitor streaming a video with ?password= is never throttled, and a guesser is stopped
 * before the next verification (not after it). In memory: each instance counts its own attempts.
 */
export class PasswordAttempts {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly rule: RateLimitRule) {}

  /** Seconds to wait when the key used up its attempts; null when it may try. */
  retryAfterSeconds(key: string, now = Date.now()): number | null {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now || entry.count < this.rule.max) return null;
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
  }

  recordFailure(key: string, now = Date.now()): void {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > now) entry.count++;
    else this.failures.set(key, { count: 1, resetAt: now + this.rule.windowMs });
    if (this.failures.size > 10_000) this.prune(now);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
