import { describe, expect, it } from 'vitest';
import { arrowKeyTarget } from './arrow-keys.ts';

describe('arrowKeyTarget', () => {
  it('steps forward with Right and Down, back with Left and Up, wrapping at both ends (a radio group)', () => {
    expect(arrowKeyTarget('ArrowRight', 0, 3, 'both')).toBe(1);
    expect(arrowKeyTarget('ArrowDown', 2, 3, 'both')).toBe(0);
    expect(arrowKeyTarget('ArrowLeft', 1, 3, 'both')).toBe(0);
    expect(arrowKeyTarget('ArrowUp', 0, 3, 'both')).toBe(2);
  });

  it('keeps to the arrows of its axis: Left/Right in a row of tabs, Up/Down in a menu', () => {
    expect(arrowKeyTarget('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(arrowKeyTarget('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(arrowKeyTarget('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(arrowKeyTarget('ArrowLeft', 0, 3, 'vertical')).toBeNull();
  });

  it('goes to the first with Home and the last with End', () => {
    expect(arrowKeyTarget('Home', 2, 3, 'vertical')).toBe(0);
    expect(arrowKeyTarget('End', 0, 3, 'horizontal')).toBe(2);
  });

  it('leaves other keys and empty lists alone', () => {
    expect(arrowKeyTarget('Enter', 1, 3, 'both')).toBeNull();
    expect(arrowKeyTarget(' ', 1, 3, 'both')).toBeNull();
    expect(arrowKeyTarget('ArrowRight', 0, 0, 'both')).toBeNull();
  });
});
