import { useEffect, useRef, useState } from 'react';

/** The app's header is sticky, 4rem tall: the timeline's view begins under it. */
export const STICKY_TOP = 64;

export interface ScrollBand {
  /** The window's scroll position, moved in steps of a quarter of the window's height. */
  scrollY: number;
  viewHeight: number;
}

function read(step: number, last: ScrollBand | null): ScrollBand {
  const viewHeight = window.innerHeight;
  const y = window.scrollY;
  if (last && last.viewHeight === viewHeight && Math.abs(y - last.scrollY) < step) return last;
  return { scrollY: y, viewHeight };
}

/**
 * The window's scroll position for the rows to draw: the screen renders again only when it moved a quarter of the
 * window, not on every frame, and draws a margin around the view wide enough for that quarter.
 */
export function useScrollBand(): ScrollBand {
  const [band, setBand] = useState<ScrollBand>(() => read(0, null));
  const shown = useRef(band);
  useEffect(() => {
    let frame = 0;
    // Only a move past the step is handed to React: asking it every frame would schedule a render every frame.
    const update = () => {
      frame = 0;
      const next = read(shown.current.viewHeight / 4, shown.current);
      if (next === shown.current) return;
      shown.current = next;
      setBand(next);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return band;
}

/**
 * A value that follows `value` at most once every `ms`, the latest one arriving at the end of each wait; held while
 * `paused`. The pages to load follow the scroll so: a fast scroll past a thousand pictures asks for a few pages, not all.
 */
export function useThrottled<T>(value: T, ms: number, paused = false): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const timer = useRef<number | null>(null);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    if (paused || timer.current !== null || Object.is(value, shown)) return;
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setShown(latest.current);
    }, ms);
  }, [value, shown, ms, paused]);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return shown;
}
