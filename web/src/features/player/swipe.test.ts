import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe.ts';

describe('swipeDirection', () => {
  it('to the left is next, to the right is previous', () => {
    expect(swipeDirection(-120, 10, 200)).toBe('next');
    expect(swipeDirection(120, -10, 200)).toBe('previous');
  });
  it('ignores taps, slow drags and mostly vertical moves (scrolling)', () => {
    expect(swipeDirection(-20, 0, 100)).toBeNull();
    expect(swipeDirection(-200, 0, 1500)).toBeNull();
    expect(swipeDirection(-100, 90, 200)).toBeNull();
  });
});
