import { describe, expect, it } from 'vitest';
import {
  anchorAt,
  estimatedHeight,
  gridMetricsFor,
  MONTH_HEADER_HEIGHT,
  MONTH_SPACING,
  monthIndexAt,
  offsetOf,
  pageKey,
  pagesBetween,
  timelineGeometry,
} from './timeline-geometry.ts';

const METRICS = gridMetricsFor(1000);
const BUCKETS = [
  { month: '2026-11', count: 450 },
  { month: '2026-10', count: 3 },
  { month: '2025-01', count: 200 },
];

describe('timelineGeometry', () => {
  it('knows the whole height from the counts alone, pages of 200 estimated', () => {
    const geometry = timelineGeometry(BUCKETS, new Map(), METRICS);
    expect(geometry.months.map((m) => m.pages.map((p) => p.count))).toEqual([[200, 200, 50], [3], [200]]);
    const [first, second] = geometry.months;
    expect(first.top).toBe(0);
    expect(second.top).toBe(first.height);
    expect(first.pages[1].top).toBe(first.pages[0].height + METRICS.gap);
    expect(second.height).toBe(MONTH_HEADER_HEIGHT + estimatedHeight(3, METRICS) + MONTH_SPACING);
    expect(geometry.height).toBe(geometry.months.reduce((sum, m) => sum + m.height, 0));
  });

  it('uses a loaded page’s own height', () => {
    const known = new Map([[pageKey('2026-10', 0), 500]]);
    const geometry = timelineGeometry(BUCKETS, known, METRICS);
    expect(geometry.months[1].height).toBe(MONTH_HEADER_HEIGHT + 500 + MONTH_SPACING);
  });

  it('estimates a phone’s rows lower than a desktop’s', () => {
    expect(gridMetricsFor(390).targetRowHeight).toBe(120);
    expect(gridMetricsFor(1200).targetRowHeight).toBe(220);
    expect(estimatedHeight(0, METRICS)).toBe(0);
    expect(estimatedHeight(7, METRICS)).toBeGreaterThanOrEqual(220);
  });
});

describe('finding places', () => {
  const geometry = timelineGeometry(BUCKETS, new Map(), METRICS);

  it('finds the month at an offset', () => {
    expect(monthIndexAt(geometry, 0)).toBe(0);
    expect(monthIndexAt(geometry, geometry.months[1].top)).toBe(1);
    expect(monthIndexAt(geometry, geometry.months[2].top + 5)).toBe(2);
    expect(monthIndexAt(geometry, geometry.height + 1000)).toBe(2);
    expect(monthIndexAt(geometry, -50)).toBe(0);
  });

  it('keeps the place in view when a page above it loads', () => {
    const offset = geometry.months[2].top + 100;
    const anchor = anchorAt(geometry, offset)!;
    expect(anchor).toMatchObject({ month: '2025-01', page: 0 });
    const grown = timelineGeometry(BUCKETS, new Map([[pageKey('2026-11', 1), 9000]]), METRICS);
    const delta = 9000 - geometry.months[0].pages[1].height;
    expect(offsetOf(grown, anchor)).toBe(offset + delta);
  });

  it('lets the page being read grow downwards', () => {
    const page = geometry.months[0].pages[1];
    const offset = MONTH_HEADER_HEIGHT + page.top + 40;
    const anchor = anchorAt(geometry, offset)!;
    const grown = timelineGeometry(BUCKETS, new Map([[pageKey('2026-11', 1), page.height + 300]]), METRICS);
    expect(offsetOf(grown, anchor)).toBe(offset);
  });

  it('holds the first page that begins in view, so a page above it grows out of sight', () => {
    const second = geometry.months[0].pages[1];
    const offset = MONTH_HEADER_HEIGHT + second.top - 100;
    const anchor = anchorAt(geometry, offset, 800)!;
    expect(anchor).toEqual({ month: '2026-11', page: 1, within: -100 });
    const grown = timelineGeometry(BUCKETS, new Map([[pageKey('2026-11', 0), 9000]]), METRICS);
    expect(offsetOf(grown, anchor)).toBe(offset + 9000 - geometry.months[0].pages[0].height);
  });

  it('lists the pages that meet a band', () => {
    const inView = pagesBetween(geometry, 0, MONTH_HEADER_HEIGHT + 10);
    expect(inView).toEqual([{ month: '2026-11', page: 0, count: 200 }]);
    const all = pagesBetween(geometry, 0, geometry.height);
    expect(all.map((p) => `${p.month}/${p.page}`)).toEqual([
      '2026-11/0',
      '2026-11/1',
      '2026-11/2',
      '2026-10/0',
      '2025-01/0',
    ]);
    const last = pagesBetween(geometry, geometry.months[2].top, geometry.height);
    expect(last.map((p) => p.month)).toEqual(['2025-01']);
  });
});
