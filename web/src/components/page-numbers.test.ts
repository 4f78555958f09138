import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers.ts';

describe('pageNumbers (at most 5 page buttons)', () => {
  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps the current page in the middle', () => {
    expect(pageNumbers(7, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageNumbers(4, 10)).toEqual([2, 3, 4, 5, 6]);
  });
  it('stops at the ends', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageNumbers(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('clamps a page outside the range and handles no pages', () => {
    expect(pageNumbers(99, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pageNumbers(-3, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
  it('honours another maximum', () => {
    expect(pageNumbers(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});
