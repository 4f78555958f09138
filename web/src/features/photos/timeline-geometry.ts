import { TIMELINE_PAGE_DEFAULT, type TimelineBucket } from '@vaultbox/common/schemas/timeline.ts';

// Where every month and every page of 200 files sits in the timeline's scroll height, known at once from the months'
// counts: a page not loaded yet is estimated, a loaded one is as tall as its justified layout.

export const PAGE_SIZE = TIMELINE_PAGE_DEFAULT;
/** The month's sticky title bar, and the space after a month's last row. */
export const MONTH_HEADER_HEIGHT = 56;
export const MONTH_SPACING = 24;
/** Below this width the grid is a phone's: smaller rows, thinner gaps. */
export const PHONE_GRID_WIDTH = 640;
/** What a photo library holds on average (most cameras 4:3 or 3:2 landscape, phones also portrait). */
const TYPICAL_ASPECT = 1.3;

export interface GridMetrics {
  width: number;
  targetRowHeight: number;
  gap: number;
}

/** Rows of ~220 px on a desktop, ~120 px on a phone. */
export function gridMetricsFor(width: number): GridMetrics {
  const phone = width < PHONE_GRID_WIDTH;
  return { width, targetRowHeight: phone ? 120 : 220, gap: phone ? 2 : 4 };
}

export interface PageBlock {
  page: number;
  /** From the top of the month's grid (below its title). */
  top: number;
  height: number;
  count: number;
}

export interface MonthBlock {
  month: string;
  count: number;
  /** From the top of the timeline. */
  top: number;
  height: number;
  pages: PageBlock[];
}

export interface TimelineGeometry {
  months: MonthBlock[];
  height: number;
}

export const pageKey = (month: string, page: number) => `${month}/${page}`;

export function pageCountOf(count: number): number {
  return Math.ceil(count / PAGE_SIZE);
}

/** How tall `count` pictures probably are before their sizes are known. */
export function estimatedHeight(count: number, metrics: GridMetrics): number {
  if (count <= 0 || metrics.width <= 0) return 0;
  const perRow = Math.max(1, (metrics.width + metrics.gap) / (metrics.targetRowHeight * TYPICAL_ASPECT + metrics.gap));
  const rows = Math.ceil(count / perRow);
  return rows * metrics.targetRowHeight + (rows - 1) * metrics.gap;
}

/** Every month and page in order, newest first; `known` holds the laid-out height of the pages loaded so far. */
export function timelineGeometry(
  buckets: readonly TimelineBucket[],
  known: ReadonlyMap<string, number>,
  metrics: GridMetrics,
): TimelineGeometry {
  const months: MonthBlock[] = [];
  let top = 0;
  for (const bucket of buckets) {
    const pages: PageBlock[] = [];
    let gridTop = 0;
    for (let page = 0; page < pageCountOf(bucket.count); page++) {
      const count = Math.min(PAGE_SIZE, bucket.count - page * PAGE_SIZE);
      const height = known.get(pageKey(bucket.month, page)) ?? estimatedHeight(count, metrics);
      pages.push({ page, top: gridTop, height, count });
      gridTop += height + metrics.gap;
    }
    const gridHeight = Math.max(0, gridTop - metrics.gap);
    const height = MONTH_HEADER_HEIGHT + gridHeight + MONTH_SPACING;
    months.push({ month: bucket.month, count: bucket.count, top, height, pages });
    top += height;
  }
  return { months, height: top };
}

/** The index of the month at `offset` (from the timeline's top), the first or last one outside it. */
export function monthIndexAt(geometry: TimelineGeometry, offset: number): number {
  const { months } = geometry;
  let low = 0;
  let high = months.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (months[mid].top <= offset) low = mid;
    else high = mid - 1;
  }
  return Math.max(0, low);
}

/** A place in the timeline named by its content: a page of a month and how far into it. */
export interface TimelineAnchor {
  month: string;
  /** -1: the month's title. */
  page: number;
  within: number;
}

function pageTop(month: MonthBlock, page: PageBlock): number {
  return month.top + MONTH_HEADER_HEIGHT + page.top;
}

/**
 * What to hold in place at `offset` (the top of the view): the first month title or page that begins inside the view,
 * so a page above it that loads grows upwards, out of sight; else the page the view is inside of.
 */
export function anchorAt(geometry: TimelineGeometry, offset: number, viewHeight = 0): TimelineAnchor | null {
  const index = monthIndexAt(geometry, offset);
  const month = geometry.months[index];
  if (!month) return null;
  for (let i = index; i < geometry.months.length; i++) {
    const candidate = geometry.months[i];
    if (candidate.top >= offset + viewHeight) break;
    if (candidate.top >= offset) return { month: candidate.month, page: -1, within: offset - candidate.top };
    const page = candidate.pages.find((p) => pageTop(candidate, p) >= offset);
    if (page && pageTop(candidate, page) < offset + viewHeight)
      return { month: candidate.month, page: page.page, within: offset - pageTop(candidate, page) };
  }
  const found = [...month.pages].reverse().find((p) => pageTop(month, p) <= offset);
  if (!found) return { month: month.month, page: -1, within: offset - month.top };
  return { month: month.month, page: found.page, within: offset - pageTop(month, found) };
}

/**
 * Where an anchor is now: after pages above it changed height, scrolling by the difference keeps in view what was
 * in view. Within its own page it keeps its distance, so a page that loads under the reader grows downwards.
 */
export function offsetOf(geometry: TimelineGeometry, anchor: TimelineAnchor): number | null {
  const month = geometry.months.find((m) => m.month === anchor.month);
  if (!month) return null;
  const page = month.pages[anchor.page];
  if (!page) return month.top + Math.min(anchor.within, MONTH_HEADER_HEIGHT);
  return pageTop(month, page) + Math.min(anchor.within, page.height);
}

export interface PageInView {
  month: string;
  page: number;
  count: number;
}

/** The pages whose blocks meet the band [from, to] of the timeline: the ones to load and draw. */
export function pagesBetween(geometry: TimelineGeometry, from: number, to: number): PageInView[] {
  const found: PageInView[] = [];
  for (let i = monthIndexAt(geometry, from); i < geometry.months.length; i++) {
    const month = geometry.months[i];
    if (month.top > to) break;
    for (const page of month.pages) {
      const top = pageTop(month, page);
      if (top > to) break;
      if (top + page.height >= from) found.push({ month: month.month, page: page.page, count: page.count });
    }
  }
  return found;
}
