import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigationType } from 'react-router';
import type { TimelineBucket } from '@vaultbox/common/schemas/timeline.ts';
import type { TimelinePage } from './api/timeline-api.ts';
import { aspectOf, justifiedLayout, type JustifiedLayout } from './justified-layout.ts';
import {
  anchorAt,
  gridMetricsFor,
  type TimelineAnchor,
  offsetOf,
  pageKey,
  timelineGeometry,
  type TimelineGeometry,
} from './timeline-geometry.ts';
import { STICKY_TOP } from './use-scroll-band.ts';

interface Measured {
  month: string;
  /** The month's count and the grid's width it was laid out for: either changing makes it an estimate again. */
  count: number;
  width: number;
  height: number;
}

/** What the screen's last visit in this tab knew: the pages' heights, and the place it was left at. */
const remembered: { heights: ReadonlyMap<string, Measured>; place: TimelineAnchor | null } = {
  heights: new Map(),
  place: null,
};

export interface LoadedPage {
  month: string;
  page: number;
  lastPage: boolean;
  data: TimelinePage;
}

/**
 * The timeline's element, its width and place on the page, and the geometry of every month: estimated from the
 * counts, exact for the pages laid out (`record`). When pages above the view change height, the window scrolls by as much, so
 * what is in view stays in view.
 */
export function useTimelineGeometry(buckets: readonly TimelineBucket[]) {
  const listRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setBox((old) => (old.width === width && old.top === top ? old : { width, top }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const metrics = useMemo(() => gridMetricsFor(box.width), [box.width]);
  const layouts = useRef(new WeakMap<TimelinePage, { width: number; fill: boolean; layout: JustifiedLayout }>());
  const layoutOf = useCallback(
    (page: TimelinePage, fillLastRow: boolean): JustifiedLayout => {
      const cached = layouts.current.get(page);
      if (cached && cached.width === metrics.width && cached.fill === fillLastRow) return cached.layout;
      const layout = justifiedLayout(
        page.files.map((f) => aspectOf(f.width, f.height)),
        { containerWidth: metrics.width, targetRowHeight: metrics.targetRowHeight, gap: metrics.gap, fillLastRow },
      );
      layouts.current.set(page, { width: metrics.width, fill: fillLastRow, layout });
      return layout;
    },
    [metrics],
  );

  // Every page laid out so far keeps its height, also once its files have left the cache, and for the screen's next
  // visit in this tab: Back from the player finds the timeline as tall as it left it.
  const [measured, setMeasured] = useState<ReadonlyMap<string, Measured>>(() => remembered.heights);
  useEffect(() => {
    remembered.heights = measured;
  }, [measured]);
  const record = useCallback(
    (loaded: readonly LoadedPage[]) => {
      if (metrics.width <= 0) return;
      setMeasured((old) => {
        const found: [string, Measured][] = [];
        for (const p of loaded) {
          const key = pageKey(p.month, p.page);
          const height = layoutOf(p.data, !p.lastPage).height;
          const was = old.get(key);
          if (was?.height === height && was.width === metrics.width && was.count === p.data.total) continue;
          found.push([key, { month: p.month, count: p.data.total, width: metrics.width, height }]);
        }
        return found.length > 0 ? new Map([...old, ...found]) : old;
      });
    },
    [layoutOf, metrics.width],
  );

  const geometry = useMemo(() => {
    const counts = new Map(buckets.map((b) => [b.month, b.count]));
    const known = new Map<string, number>();
    for (const [key, m] of measured) {
      if (m.width === metrics.width && counts.get(m.month) === m.count) known.set(key, m.height);
    }
    return timelineGeometry(buckets, known, metrics);
  }, [buckets, measured, metrics]);

  useHoldView(geometry, box.top);
  useReturnToPlace(geometry, box.top, metrics.width > 0);
  return { listRef, listTop: box.top, metrics, geometry, layoutOf, record };
}

/** Scrolls by as much as the content above the view grew or shrank (docs/product.md, Photos: a steady scroll). */
function useHoldView(geometry: TimelineGeometry, listTop: number) {
  const previous = useRef<TimelineGeometry | null>(null);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = geometry;
    if (!before || before === geometry) return;
    const viewTop = window.scrollY + STICKY_TOP - listTop;
    if (viewTop <= 0) return;
    const anchor = anchorAt(before, viewTop, window.innerHeight - STICKY_TOP);
    if (!anchor) return;
    const was = offsetOf(before, anchor);
    const now = offsetOf(geometry, anchor);
    if (was !== null && now !== null && Math.round(now - was) !== 0) {
      window.scrollTo({ top: window.scrollY + now - was, behavior: 'instant' });
    }
  }, [geometry, listTop]);
}

/**
 * Back from the player (a history step) returns to the place the timeline was left at; a new visit starts at the
 * newest month.
 */
function useReturnToPlace(geometry: TimelineGeometry, listTop: number, ready: boolean) {
  const navigationType = useNavigationType();
  const restored = useRef(false);
  const latest = useRef({ geometry, listTop });
  // The place is noted while the timeline is shown (each scroll, and once it is drawn), never as it goes: by then the
  // next screen, or a fallback hiding this one, may have made the page shorter, and the browser has pulled the
  // window's scroll back towards the top.
  const notePlace = useCallback(() => {
    // Until the place to return to is read (the grid measured), a scroll would note over it.
    if (!restored.current) return;
    const { geometry: now, listTop: top } = latest.current;
    remembered.place = anchorAt(now, window.scrollY + STICKY_TOP - top);
  }, []);
  useLayoutEffect(() => {
    latest.current = { geometry, listTop };
    if (restored.current || !ready) return;
    restored.current = true;
    const place = remembered.place;
    const offset = place && navigationType === 'POP' ? offsetOf(geometry, place) : null;
    if (offset !== null) window.scrollTo({ top: listTop + offset - STICKY_TOP, behavior: 'instant' });
    notePlace();
  }, [geometry, listTop, ready, navigationType, notePlace]);
  // Removed in a layout effect's cleanup: before the elements go, so the scroll their going causes is not noted.
  useLayoutEffect(() => {
    window.addEventListener('scroll', notePlace, { passive: true });
    return () => window.removeEventListener('scroll', notePlace);
  }, [notePlace]);
}
