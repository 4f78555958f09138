import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/http/rate-limits.ts';
import { createAttemptLimiter } from '../../src/domain/attempt-limiter.ts';
import { buildShare } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { pageRoutes } from './public-routes.ts';
import { useShareWorld } from './share-helpers.ts';

// Guessing one share's password from many addresses slows the guessing down (a growing wait between attempts, per
// share) instead of locking the share: the rightful visitor, from an address of their own, gets in after at most
// that wait.

const guessFrom = (address: string, password: string) => ({ password, headers: { 'x-forwarded-for': address } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('guesses from many addresses', () => {
  const w = useShareWorld({
    env: { TRUST_PROXY: 'true' },
    rateLimits: {
      sharePasswordPerShareAndIp: { max: 10, windowMs: 60 * 60_000 },
      sharePasswordPerShare: { max: 10, windowMs: 60 * 60_000, firstDelayMs: 2000, maxDelayMs: 2000 },
    },
  });

  it('80 at once: 10 checked, then one per turn; the right password from a new address gets in within a turn', async () => {
    const share = await buildShare(w.t.ctx, w.file, { password: 'the-right-one' });
    const load = (address: string, password: string) =>
      pageRoutes['GET page data'](w.t, share.slug, guessFrom(address, password));
    const burstStarted = Date.now();
    const results = await Promise.all(Array.from({ length: 80 }, (_, i) => load(`198.51.100.${i}`, `guess-${i}`)));
    // 10 free failures, then one per turn of 2 s (a slow machine may see a second turn open during the burst).
    const turns = 1 + Math.floor((Date.now() - burstStarted) / 2000);
    const checked = results.filter((r) => r.json?.code === 'INVALID_PASSWORD').length;
    expect(checked).toBeGreaterThanOrEqual(11);
    expect(checked).toBeLessThanOrEqual(10 + turns);
    const slowed = results.filter((r) => r.status === 429);
    expect(slowed).toHaveLength(80 - checked);
    for (const r of slowed) expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(2);

    const startedAt = Date.now();
    let res = await load('203.0.113.50', 'the-right-one');
    while (res.status === 429) {
      await sleep(Number(res.headers.get('retry-after')) * 1000);
      res = await load('203.0.113.50', 'the-right-one');
    }
    expect(res.status).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(2000 + 2000);
  });

  it('one address stays stopped for the hour after its 10 wrong guesses', async () => {
    const share = await buildShare(w.t.ctx, w.file, { password: 'the-right-one' });
    for (let i = 0; i < 10; i++) {
      const res = await pageRoutes['GET page data'](w.t, share.slug, guessFrom('192.0.2.9', `guess-${i}`));
      expect(res.status).toBe(401);
    }
    const stopped = await pageRoutes['GET page data'](w.t, share.slug, guessFrom('192.0.2.9', 'the-right-one'));
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});

describe('the slowdown of one share, on a simulated clock', () => {
  const t = useTestApp();
  const rule = defaultRateLimits.sharePasswordPerShare;

  it('by default: 10 free failures an hour, then waits of 1, 2, 4... seconds up to a minute after the last one', () => {
    expect(rule).toEqual({ max: 10, windowMs: 60 * 60_000, firstDelayMs: 1000, maxDelayMs: 60_000 });
  });

  it('a guesser with endless addresses, trying every second for an hour, gets at most one check a minute', async () => {
    const limiter = createAttemptLimiter(t.ctx.db);
    const start = Date.parse('2030-01-01T00:00:00Z');
    const checked: number[] = [];
    for (let at = start; at < start + 60 * 60_000; at += 1000) {
      const reservation = await limiter.reserve([{ key: 'slowdown-test:share-a', rule }], at);
      if (reservation.ok) checked.push(at);
      else expect(reservation.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // 10 free failures, then one attempt per turn: each turn opens 1, 2, 4... seconds, at most a minute, after the
    // previous one.
    const gaps = checked.slice(11).map((at, i) => at - checked[10 + i]);
    expect(gaps.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
    expect(gaps.slice(6).every((gap) => gap === 60_000)).toBe(true);
    expect(checked.length).toBeLessThanOrEqual(10 + 1 + 6 + 60);
  }, 120_000);

  it('the wait counts from the last failure: a minute after the guessing stops, anyone gets in at once', async () => {
    const limiter = createAttemptLimiter(t.ctx.db);
    const start = Date.parse('2030-02-01T00:00:00Z');
    let last = start;
    for (let at = start; at < start + 10 * 60_000; at += 1000) {
      if ((await limiter.reserve([{ key: 'slowdown-test:share-b', rule }], at)).ok) last = at;
    }
    const visitor = await limiter.reserve([{ key: 'slowdown-test:share-b', rule }], last + 60_000);
    expect(visitor.ok).toBe(true);
    // The right password is forgiven: its turn is given back, so the next visitor does not wait for it.
    if (visitor.ok) await visitor.forgive();
    expect((await limiter.reserve([{ key: 'slowdown-test:share-b', rule }], last + 60_001)).ok).toBe(true);
  });
});
