import { describe, expect, it } from 'vitest';
import { fractionOfOffset, monthIndexAtFraction, monthIndexForKey, yearMarks } from './scrubber-marks.ts';
import { gridMetricsFor, timelineGeometry } from './timeline-geometry.ts';

const buckets = [
  { month: '2026-11', count: 40 },
  { month: '2026-02', count: 40 },
  { month: '2025-12', count: 40 },
  { month: '2024-06', count: 40 },
];
const geometry = timelineGeometry(buckets, new Map(), gridMetricsFor(1000));

describe('the scrubber', () => {
  it('labels each year where its newest month begins', () => {
    const marks = yearMarks(geometry, 1000);
    expect(marks.map((m) => m.year)).toEqual(['2026', '2025', '2024']);
    expect(marks[0].fraction).toBe(0);
    expect(marks[1].fraction).toBeCloseTo(0.5);
  });

  it('leaves out a label that would overlap the one above', () => {
    expect(yearMarks(geometry, 40).map((m) => m.year)).toEqual(['2026', '2025']);
  });

  it('turns a point of the track into a month and back', () => {
    expect(monthIndexAtFraction(geometry, 0)).toBe(0);
    expect(monthIndexAtFraction(geometry, 0.3)).toBe(1);
    expect(monthIndexAtFraction(geometry, 1)).toBe(3);
    expect(monthIndexAtFraction(geometry, -2)).toBe(0);
    expect(fractionOfOffset(geometry, geometry.months[2].top)).toBeCloseTo(0.5);
    expect(fractionOfOffset(geometry, geometry.height * 3)).toBe(1);
  });

  it('moves by month, year and to either end with the keyboard', () => {
    expect(monthIndexForKey('ArrowDown', 0, 30)).toBe(1);
    expect(monthIndexForKey('ArrowUp', 0, 30)).toBe(0);
    expect(monthIndexForKey('PageDown', 25, 30)).toBe(29);
    expect(monthIndexForKey('PageUp', 13, 30)).toBe(1);
    expect(monthIndexForKey('Home', 13, 30)).toBe(0);
    expect(monthIndexForKey('End', 1, 30)).toBe(29);
    expect(monthIndexForKey('a', 1, 30)).toBeNull();
  });
});
