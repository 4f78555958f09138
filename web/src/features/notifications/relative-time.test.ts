import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [10_000, 'now'],
    [5 * 60_000, '5 minutes ago'],
    [3 * 3_600_000, '3 hours ago'],
    [26 * 3_600_000, 'yesterday'],
    [3 * 86_400_000, '3 days ago'],
  ])('says %s ms ago as "%s"', (ms, text) => {
    expect(relativeTime(before(ms), 'en', NOW)).toBe(text);
  });

  it('gives the date after a week, and the language words it', () => {
    expect(relativeTime(before(30 * 86_400_000), 'en', NOW)).toBe('Feb 8, 2026');
    expect(relativeTime(before(5 * 60_000), 'de', NOW)).toBe('vor 5 Minuten');
  });

  it('says nothing for a date it cannot read', () => {
    expect(relativeTime('not a date', 'en', NOW)).toBe('');
  });
});
