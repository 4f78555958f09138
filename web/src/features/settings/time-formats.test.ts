import { describe, expect, it } from 'vitest';
import { accountAge, timeSince } from './time-formats.ts';

const now = Date.parse('2025-06-30T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('accountAge (days under 30, months under 365, then years)', () => {
  it.each([
    [0, { unit: 'days', count: 0 }],
    [29 * DAY, { unit: 'days', count: 29 }],
    [30 * DAY, { unit: 'months', count: 1 }],
    [364 * DAY, { unit: 'months', count: 12 }],
    [365 * DAY, { unit: 'years', count: 1 }],
    [800 * DAY, { unit: 'years', count: 2 }],
  ])('%i ms -> %o', (ms, expected) => {
    expect(accountAge(ago(ms), now)).toEqual(expected);
  });
  it('is null for a date it cannot read', () => {
    expect(accountAge('soon', now)).toBeNull();
  });
});

describe('timeSince (minutes, hours or days up to 7, then a date)', () => {
  it.each([
    [0, { unit: 'minutes', count: 1 }],
    [5 * MIN, { unit: 'minutes', count: 5 }],
    [59 * MIN, { unit: 'minutes', count: 59 }],
    [60 * MIN, { unit: 'hours', count: 1 }],
    [23 * 60 * MIN, { unit: 'hours', count: 23 }],
    [DAY, { unit: 'days', count: 1 }],
    [7 * DAY, { unit: 'days', count: 7 }],
    [8 * DAY, { unit: 'date' }],
  ])('%i ms -> %o', (ms, expected) => {
    expect(timeSince(ago(ms), now)).toEqual(expected);
  });
  it('treats a clock a little ahead as just now', () => {
    expect(timeSince(new Date(now + 5000).toISOString(), now)).toEqual({ unit: 'minutes', count: 1 });
  });
});
