import { describe, expect, it } from 'vitest';
import { categoryShares } from './category-shares.ts';

describe('categoryShares', () => {
  it('gives counts and percentages, largest first, without empty categories', () => {
    expect(categoryShares({ image: 2, video: 1, audio: 0, document: 1 })).toEqual([
      { category: 'image', count: 2, percent: 50 },
      { category: 'document', count: 1, percent: 25 },
      { category: 'video', count: 1, percent: 25 },
    ]);
    expect(categoryShares({})).toEqual([]);
  });
});
