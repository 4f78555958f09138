import { describe, expect, it } from 'vitest';
import { ANCHOR_EVERY, anchorsReach, anchorsToAdd, FEWEST_NEW_ANCHORS, pageStart } from './page-anchors.ts';

describe('page anchors', () => {
  const anchors = [['a'], ['b'], ['c']]; // rows ANCHOR_EVERY - 1, 2 * ANCHOR_EVERY - 1, 3 * ANCHOR_EVERY - 1

  it.each([
    [0, null, 0],
    [ANCHOR_EVERY - 1, null, ANCHOR_EVERY - 1],
    [ANCHOR_EVERY, ['a'], 0],
    [ANCHOR_EVERY + 20, ['a'], 20],
    [3 * ANCHOR_EVERY - 1, ['b'], ANCHOR_EVERY - 1],
    [10 * ANCHOR_EVERY + 5, ['c'], 7 * ANCHOR_EVERY + 5],
  ])('offset %i starts after %j and skips %i', (offset, anchor, skip) => {
    expect(pageStart(anchors, offset)).toEqual({ anchor, offset: skip });
  });

  it('are enough for a page when they reach its offset, or when the view has no more rows', () => {
    const three = { keys: anchors, complete: false };
    expect(anchorsReach(three, 3 * ANCHOR_EVERY + 99)).toBe(true);
    expect(anchorsReach(three, 4 * ANCHOR_EVERY)).toBe(false);
    expect(anchorsReach({ keys: anchors, complete: true }, 400 * ANCHOR_EVERY)).toBe(true);
  });

  it('grow by what a page needs, by at least as many as there are, and by at least a short walk', () => {
    expect(anchorsToAdd(0, 2 * ANCHOR_EVERY)).toBe(FEWEST_NEW_ANCHORS);
    expect(anchorsToAdd(0, 500 * ANCHOR_EVERY + 7)).toBe(500);
    expect(anchorsToAdd(500, 501 * ANCHOR_EVERY)).toBe(500);
    expect(anchorsToAdd(500, 2000 * ANCHOR_EVERY)).toBe(1500);
  });
});
