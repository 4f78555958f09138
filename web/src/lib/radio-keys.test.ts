import { describe, expect, it } from 'vitest';
import { radioKeyTarget } from './radio-keys.ts';

describe('radioKeyTarget', () => {
  it('steps forward with Right and Down, back with Left and Up, wrapping at both ends', () => {
    expect(radioKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(radioKeyTarget('ArrowDown', 2, 3)).toBe(0);
    expect(radioKeyTarget('ArrowLeft', 1, 3)).toBe(0);
    expect(radioKeyTarget('ArrowUp', 0, 3)).toBe(2);
  });

  it('goes to the first with Home and the last with End', () => {
    expect(radioKeyTarget('Home', 2, 3)).toBe(0);
    expect(radioKeyTarget('End', 0, 3)).toBe(2);
  });

  it('leaves other keys and empty groups alone', () => {
    expect(radioKeyTarget('Enter', 1, 3)).toBeNull();
    expect(radioKeyTarget(' ', 1, 3)).toBeNull();
    expect(radioKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
