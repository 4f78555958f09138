import { describe, expect, it } from 'vitest';
import { bellBadge } from './bell-badge.ts';

describe('the bell badge', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows %s unread as %s', (unread, badge) => {
    expect(bellBadge(unread)).toBe(badge);
  });
});
