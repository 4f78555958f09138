import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisForTests, testRedisUrl } from '../../test/helpers/redis-for-tests.ts';
import { createLocalHolds, createRedisHolds, type SharedHolds } from './shared-holds.ts';

const REDIS_URL = testRedisUrl(11);
const hasRedis = await redisForTests(REDIS_URL);

function describeHolds(name: string, open: () => SharedHolds) {
  describe(`${name}`, () => {
    it('takes within the ceiling, refuses beyond it, and frees on release', async () => {
      const holds = open();
      const first = await holds.take('k', 3, 5);
      expect(first).not.toBeNull();
      expect(await holds.take('k', 3, 5)).toBeNull();
      const second = await holds.take('k', 2, 5);
      expect(await holds.held('k')).toBe(5);
      await first!.release();
      expect(await holds.held('k')).toBe(2);
      expect(await holds.take('other', 5, 5)).not.toBeNull(); // keys apart
      await second!.release();
      expect(await holds.held('k')).toBe(0);
      expect(await holds.take('k', 10 ** 12, Number.POSITIVE_INFINITY)).not.toBeNull();
      holds.stop();
    });

    it('never lets concurrent takes pass the ceiling', async () => {
      const holds = open();
      const taken = await Promise.all(Array.from({ length: 50 }, () => holds.take('crowd', 1, 16)));
      expect(taken.filter(Boolean)).toHaveLength(16);
      holds.stop();
    });
  });
}

describeHolds('local holds', createLocalHolds);

describe.runIf(hasRedis)('Redis holds', () => {
  const clients: Redis[] = [];
  const connect = () => {
    const redis = new Redis(REDIS_URL);
    clients.push(redis);
    return redis;
  };
  afterAll(() => clients.forEach((c) => c.disconnect()));

  describeHolds('Redis holds (one instance)', () => createRedisHolds(connect(), { prefix: `t${Date.now()}:` }));

  it('counts two instances together, and frees a dead instance’s holds once they run out', async () => {
    const prefix = `shared${Date.now()}:`;
    const a = createRedisHolds(connect(), { prefix, ttlMs: 400, renewMs: 100 });
    const b = createRedisHolds(connect(), { prefix, ttlMs: 400, renewMs: 100 });
    expect(await a.take('k', 1, 2)).not.toBeNull();
    expect(await b.take('k', 1, 2)).not.toBeNull();
    expect(await b.take('k', 1, 2)).toBeNull();
    // A keeps renewing what it holds; B dies (stops renewing) with its hold.
    b.stop();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await a.held('k')).toBe(1);
    expect(await a.take('k', 1, 2)).not.toBeNull();
    a.stop();
  });
});
