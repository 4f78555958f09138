import { monthIndexAt, type TimelineGeometry } from './timeline-geometry.ts';
import { yearOf } from './month-label.ts';

// The year/month scrubber beside the timeline: the track stands for the whole scroll height, each month as tall on it
// as in the timeline, so a drag to a point lands where the point says.

export interface YearMark {
  year: string;
  /** 0 at the track's top (the newest), 1 at its bottom. */
  fraction: number;
}

/** The fraction of the track where each year begins (its newest month), leaving out labels that would overlap. */
export function yearMarks(geometry: TimelineGeometry, trackHeight: number, minSpacing = 18): YearMark[] {
  if (geometry.height <= 0) return [];
  const marks: YearMark[] = [];
  let lastPx = Number.NEGATIVE_INFINITY;
  let lastYear = '';
  for (const month of geometry.months) {
    const year = yearOf(month.month);
    if (year === lastYear) continue;
    lastYear = year;
    const fraction = month.top / geometry.height;
    if (fraction * trackHeight - lastPx < minSpacing) continue;
    lastPx = fraction * trackHeight;
    marks.push({ year, fraction });
  }
  return marks;
}

export function clampFraction(fraction: number): number {
  return Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
}

/** The month a point of the track stands for. */
export function monthIndexAtFraction(geometry: TimelineGeometry, fraction: number): number {
  return monthIndexAt(geometry, clampFraction(fraction) * geometry.height);
}

/** The point of the track a place in the timeline is at. */
export function fractionOfOffset(geometry: TimelineGeometry, offset: number): number {
  return geometry.height > 0 ? clampFraction(offset / geometry.height) : 0;
}

/** The month the arrow, Page and Home/End keys move to from `current` (newest first: Down and Right go older). */
export function monthIndexForKey(key: string, current: number, count: number): number | null {
  const last = count - 1;
  const step: Record<string, number> = {
    ArrowDown: 1,
    ArrowRight: 1,
    ArrowUp: -1,
    ArrowLeft: -1,
    PageDown: 12,
    PageUp: -12,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (!(key in step)) return null;
  return Math.min(last, Math.max(0, current + step[key]));
}
