import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** One thing held under a key (an open stream, an upload and the quota it reserves) until it is let go. */
export interface Hold {
  release(): Promise<void>;
}

/**
 * Amounts held under keys, with a ceiling per take: how many public streams an address has open, how many uploads a
 * user runs and how much quota they hold. With Redis every instance counts together; without, the process counts.
 */
export interface SharedHolds {
  /** Holds `amount` under `key` if what is held there stays within `max`; null when it would not. */
  take(key: string, amount: number, max: number): Promise<Hold | null>;
  /** The total held under `key`. */
  held(key: string): Promise<number>;
  /** Stops renewing (the app closes); holds of a stopped instance run out by themselves. */
  stop(): void;
}

/** How long a hold lives unless its instance renews it: an instance that dies frees its holds this soon. */
const HOLD_TTL_MS = 90_000;
const RENEW_EVERY_MS = 30_000;

// Lua, run by Redis as one step. KEYS[1] is the key: a sorted set of "holdId:amount" members scored by expiry.
// TOTAL drops the expired holds (ARGV[1] is now) and sums the amounts of the others.
const TOTAL = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local total = 0
for _, member in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  total = total + tonumber(string.match(member, ':(%d+)$'))
end
`;
// Adds a hold if the total stays within the ceiling. ARGV: now, amount, max, member, expiry, ttl. Answers 1 if taken.
const TAKE = `${TOTAL}
if total + tonumber(ARGV[2]) > tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[5], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
return 1
`;
const HELD = `${TOTAL}
return total
`;

/** Holds in this process: one instance counts alone. */
export function createLocalHolds(): SharedHolds {
  const byKey = new Map<string, Map<symbol, number>>();
  const total = (key: string) => [...(byKey.get(key)?.values() ?? [])].reduce((sum, amount) => sum + amount, 0);
  return {
    async take(key, amount, max) {
      if (total(key) + amount > max) return null;
      const holds = byKey.get(key) ?? new Map<symbol, number>();
      byKey.set(key, holds);
      const id = Symbol(key);
      holds.set(id, amount);
      return {
        release: async () => {
          holds.delete(id);
          if (holds.size === 0 && byKey.get(key) === holds) byKey.delete(key);
        },
      };
    },
    held: async (key) => total(key),
    stop: () => undefined,
  };
}

/**
 * Holds in Redis, shared by every instance: each key is a sorted set of holds scored by their expiry, which this
 * instance pushes forward every 30 s for the holds it still has, so a crashed instance's holds vanish within 90 s.
 */
export function createRedisHolds(
  redis: Redis,
  { prefix = 'vaultbox:holds:', ttlMs = HOLD_TTL_MS, renewMs = RENEW_EVERY_MS } = {},
): SharedHolds {
  const live = new Map<string, { key: string; member: string }>();
  const renew = setInterval(() => {
    if (live.size === 0) return;
    const expiry = Date.now() + ttlMs;
    const batch = redis.pipeline();
    for (const { key, member } of live.values()) batch.zadd(key, 'XX', expiry, member).pexpire(key, ttlMs);
    void batch.exec().catch(() => undefined); // Redis away: the holds run out, as an instance's would
  }, renewMs);
  renew.unref();

  return {
    async take(key, amount, max) {
      const id = randomUUID();
      const member = `${id}:${Math.round(amount)}`;
      const now = Date.now();
      const ceiling = Number.isFinite(max) ? Math.floor(max) : Number.MAX_SAFE_INTEGER;
      const args = [now, Math.round(amount), ceiling, member, now + ttlMs, ttlMs];
      const taken = await redis.eval(TAKE, 1, prefix + key, ...args);
      if (taken !== 1) return null;
      live.set(id, { key: prefix + key, member });
      return {
        release: async () => {
          live.delete(id);
          await redis.zrem(prefix + key, member).catch(() => undefined);
        },
      };
    },
    held: async (key) => Number(await redis.eval(HELD, 1, prefix + key, Date.now())),
    stop: () => clearInterval(renew),
  };
}
