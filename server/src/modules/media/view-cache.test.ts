import { afterEach, describe, expect, it, vi } from 'vitest';
import { createViewCache } from './view-cache.ts';

const cacheOf = (maxViews: number, maxWeight = 1000) =>
  createViewCache<string[]>({ maxViews, maxWeight, weigh: (value) => value.length });

describe('the view cache', () => {
  it('keeps a value for one library version only, and drops the least recently used view', () => {
    const cache = cacheOf(2);
    const anchors = ['a', 'b'];
    cache.set('u1|name', 5, anchors);
    expect(cache.get('u1|name', 5)).toBe(anchors);
    expect(cache.get('u1|name', 6)).toBeUndefined();
    cache.set('u1|size', 5, []);
    expect(cache.get('u1|name', 5)).toBe(anchors); // used: now the newest
    cache.set('u1|views', 5, []);
    expect(cache.get('u1|size', 5)).toBeUndefined();
    expect(cache.get('u1|name', 5)).toBe(anchors);
  });

  it('stays under its weight, and does not keep a value heavier than all of it', () => {
    const cache = cacheOf(10, 5);
    cache.set('a', 1, ['1', '2', '3']);
    cache.set('b', 1, ['1', '2']);
    expect(cache.get('a', 1)).toHaveLength(3);
    cache.set('c', 1, ['1']); // 6 > 5: the oldest, b, goes
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toHaveLength(3);
    cache.set('huge', 1, ['1', '2', '3', '4', '5', '6']);
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toHaveLength(3);
  });

  it('builds a view once however many ask for it at the same time, and again at a new version', async () => {
    const cache = cacheOf(10);
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return ['x'];
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.load('v', 1, build)));
    expect(new Set(answers).size).toBe(1);
    expect(builds).toBe(1);
    await cache.load('v', 1, build);
    expect(builds).toBe(1);
    await cache.load('v', 2, build);
    expect(builds).toBe(2);
  });

  it('builds again after a failed build', async () => {
    const cache = cacheOf(10);
    await expect(cache.load('v', 1, () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.load('v', 1, () => Promise.resolve(['ok']))).toEqual(['ok']);
  });

  it('grows a value not enough for a caller from the one known, once for callers asking at the same time', async () => {
    const cache = cacheOf(10);
    const grown: (string[] | undefined)[] = [];
    const grow = async (known: string[] | undefined) => {
      grown.push(known);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return [...(known ?? []), 'x', 'y'];
    };
    const reaches = (length: number) => (value: string[]) => value.length >= length;
    expect(await cache.load('v', 1, grow, reaches(1))).toEqual(['x', 'y']);
    expect(await cache.load('v', 1, grow, reaches(2))).toEqual(['x', 'y']);
    const deeper = await Promise.all([cache.load('v', 1, grow, reaches(4)), cache.load('v', 1, grow, reaches(3))]);
    expect(deeper).toEqual([
      ['x', 'y', 'x', 'y'],
      ['x', 'y', 'x', 'y'],
    ]);
    expect(grown).toEqual([undefined, ['x', 'y']]);
    // A new version starts again from nothing.
    expect(await cache.load('v', 2, grow, reaches(1))).toEqual(['x', 'y']);
    expect(grown.at(-1)).toBeUndefined();
  });

  describe('a view nobody reads', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('goes after idleMs by itself, a view read meanwhile stays until idleMs after its last read', async () => {
      vi.useFakeTimers();
      const cache = createViewCache<string[]>({ maxViews: 10, maxWeight: 3, weigh: (v) => v.length, idleMs: 30_000 });
      cache.set('read', 1, ['a']);
      cache.set('unread', 1, ['b', 'c']);
      vi.advanceTimersByTime(20_000);
      expect(cache.get('read', 1)).toEqual(['a']);
      vi.advanceTimersByTime(10_000);
      expect(cache.get('unread', 1)).toBeUndefined();
      expect(cache.get('read', 1)).toEqual(['a']); // read at 20 s, and now: it stays
      vi.advanceTimersByTime(30_000);
      expect(cache.get('read', 1)).toBeUndefined();
      // Their weight went with them: a view of the whole weight is kept again.
      cache.set('heavy', 1, ['x', 'y', 'z']);
      expect(cache.get('heavy', 1)).toHaveLength(3);
      // A dropped view is built again at its next load.
      let builds = 0;
      await cache.load('read', 1, async () => (builds++, ['again']));
      expect(builds).toBe(1);
      expect(vi.getTimerCount()).toBe(1); // one sweep waits, whatever the number of views
    });
  });
});
