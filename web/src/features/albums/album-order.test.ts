import { describe, expect, it } from 'vitest';
import { moveOne, movesOf } from './album-order.ts';

describe('moving a file in an album', () => {
  const ids = ['a', 'b', 'c'];
  it('swaps it with its neighbour', () => {
    expect(moveOne(ids, 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveOne(ids, 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
  it('refuses to move past either end or an id that is not there', () => {
    expect(moveOne(ids, 'a', 'up')).toBeNull();
    expect(moveOne(ids, 'c', 'down')).toBeNull();
    expect(moveOne(ids, 'x', 'up')).toBeNull();
  });
  it('tells the moves across pages: the first of page 2 can go up, the very last cannot go down', () => {
    expect(movesOf(0, 1, 20, 45)).toEqual({ up: false, down: true });
    expect(movesOf(0, 2, 20, 45)).toEqual({ up: true, down: true });
    expect(movesOf(4, 3, 20, 45)).toEqual({ up: true, down: false });
  });
});
