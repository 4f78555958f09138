import { describe, expect, it } from 'vitest';
import { ANCHOR_EVERY, pageStart } from './page-anchors.ts';

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
});
