import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWhenQuiet, lowMemoryCollection, memoryRelease } from './quiet-collection.ts';

describe('memory handed back once the server is quiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function appCollectingInto(collect: () => void | Promise<void>) {
    // Only the interval and the clock are faked: Fastify's inject keeps its own immediates and ticks.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const app = Fastify();
    app.get('/ping', () => ({ ok: true }));
    collectWhenQuiet(app, collect, 1_000);
    await app.ready();
    return app;
  }

  it('collects once, a quiet spell after requests, and again only after new requests', async () => {
    const collect = vi.fn();
    const app = await appCollectingInto(collect);
    vi.advanceTimersByTime(5_000);
    expect(collect).not.toHaveBeenCalled(); // nobody came: nothing to collect

    await app.inject('/ping');
    vi.advanceTimersByTime(600);
    await app.inject('/ping');
    vi.advanceTimersByTime(600);
    expect(collect).not.toHaveBeenCalled(); // the last request was 600 ms ago
    vi.advanceTimersByTime(900);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);

    await app.inject('/ping');
    vi.advanceTimersByTime(1_500);
    expect(collect).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('stops checking when the app closes', async () => {
    const collect = vi.fn();
    const app = await appCollectingInto(collect);
    await app.inject('/ping');
    await app.close();
    vi.advanceTimersByTime(5_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it("runs V8's low-memory collection, which hands back the pages of what is no longer live", async () => {
    const collect = lowMemoryCollection();
    expect(collect).toBeTypeOf('function');
    const grown = heapAfterDroppedObjects(400_000);
    await collect?.();
    expect(grown - process.memoryUsage().heapTotal).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('releases what it is handed first, then collects and trims', async () => {
    const order: string[] = [];
    const release = memoryRelease(async () => {
      await Promise.resolve();
      order.push('handed back');
    });
    expect(release).toBeTypeOf('function');
    await release?.();
    order.push('released');
    expect(order).toEqual(['handed back', 'released']);
  });

  it('goes on checking when a release fails, and says so in the log', async () => {
    const release = vi.fn().mockRejectedValueOnce(new Error('database closed')).mockResolvedValue(undefined);
    const app = await appCollectingInto(release);
    const warn = vi.spyOn(app.log, 'warn');
    await app.inject('/ping');
    vi.advanceTimersByTime(1_500);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.anything(), 'memory not handed back'));
    await app.inject('/ping');
    vi.advanceTimersByTime(1_500);
    expect(release).toHaveBeenCalledTimes(2);
    await app.close();
  });
});

/** The heap's size once `count` objects were made; they are no longer reachable once this returns. */
function heapAfterDroppedObjects(count: number): number {
  const objects = Array.from({ length: count }, (_, i) => ({ i, text: `item ${i}` }));
  return objects.length > 0 ? process.memoryUsage().heapTotal : 0;
}
