import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The connection to REDIS_URL, where the state every instance must share lives (rate-limit counters). Commands fail
 * fast while Redis is away instead of queueing: a rate-limited route then answers 500 rather than letting requests
 * through uncounted, and /api/ready says Redis is down.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 5000,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log.error({ err: error }, 'Redis is unreachable');
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis is reachable again');
    reported = false;
  });
  return redis;
}

/** Waits until the connection is ready (start-up): a wrong REDIS_URL stops the server with a clear line. */
export async function waitForRedis(redis: Redis, timeoutMs = 10_000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      cleanup();
      redis.disconnect();
      reject(new Error(`Redis could not be reached (${reason}): check REDIS_URL`));
    };
    const timer = setTimeout(() => fail(`no answer within ${timeoutMs / 1000} s`), timeoutMs);
    const onError = (error: Error) => fail(error.message);
    const onReady = () => {
      cleanup();
      resolve();
    };
    const cleanup = () => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
    };
    redis.on('ready', onReady);
    redis.on('error', onError);
  });
}
