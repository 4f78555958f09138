import { Redis } from 'ioredis';

/**
 * The machine's Redis (CI has one), on database `db`: each test file takes its own number, so that files running at
 * once never empty each other's counters.
 */
export const testRedisUrl = (db: number) => `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/${db}`;

/**
 * Whether Redis tests can run. Without a Redis they are skipped with one loud line, except in CI, where a missing
 * Redis is a broken machine and must fail the run.
 */
export async function redisForTests(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.flushdb();
    return true;
  } catch {
    const message = `Redis not reachable at ${url} (set TEST_REDIS_URL or start redis-server)`;
    if (process.env.CI) throw new Error(`${message}: required when CI is set`);
    console.warn(`\n!!!!! SKIPPING REDIS TESTS: ${message} !!!!!\n`);
    return false;
  } finally {
    redis.disconnect();
  }
}
