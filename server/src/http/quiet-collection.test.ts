import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWhenQuiet, fullCollection, memoryRelease } from './quiet-collection.ts';

describe('a full collection once the server is quiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function appCollectingInto(collect: () => void) {
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

  it('finds V8 full collection without the command-line flag, and leaves no gc global behind', () => {
    const collect = fullCollection();
    expect(collect).toBeTypeOf('function');
    expect(() => collect?.()).not.toThrow();
    expect(globalThis.gc).toBeUndefined();
  });

  it('releases memory with the collection and the trim together', () => {
    const release = memoryRelease();
    expect(release).toBeTypeOf('function');
    expect(() => release?.()).not.toThrow();
  });
});
