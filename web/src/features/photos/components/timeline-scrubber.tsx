import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import {
  clampFraction,
  fractionOfOffset,
  monthIndexAtFraction,
  monthIndexForKey,
  yearMarks,
} from '../scrubber-marks.ts';
import type { TimelineGeometry } from '../timeline-geometry.ts';
import { STICKY_TOP } from '../use-scroll-band.ts';

const PADDING = 12;

/**
 * The year/month scrubber on the right edge (docs/product.md, Photos): the years at their place, a click or a drag
 * jumps there and names the month under the pointer; a slider for the keyboard (arrows: a month, Page keys: a year).
 * On a phone a thin strip with a grab handle.
 */
export function TimelineScrubber({
  geometry,
  listTop,
  labelOf,
  onDraggingChange,
}: {
  geometry: TimelineGeometry;
  listTop: number;
  labelOf: (month: string) => string;
  onDraggingChange: (dragging: boolean) => void;
}) {
  const { t } = useTranslation('photos');
  const track = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const [trackHeight, setTrackHeight] = useState(0);
  const [current, setCurrent] = useState(0);
  const [pointer, setPointer] = useState<{ fraction: number; dragging: boolean } | null>(null);
  const months = geometry.months;

  const viewOffset = () => window.scrollY + STICKY_TOP - listTop;
  const scrollToOffset = (offset: number) =>
    window.scrollTo({ top: Math.max(0, listTop + offset - STICKY_TOP), behavior: 'instant' });

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setTrackHeight(element.clientHeight - 2 * PADDING));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The handle follows the scroll frame by frame without rendering; the slider's value changes once per month.
  useEffect(() => {
    let frame = 0;
    const place = () => {
      frame = 0;
      // At the page's end the last month may be too short to reach the top of the view: it is the current one then.
      const atEnd =
        window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const fraction = atEnd ? 1 : fractionOfOffset(geometry, window.scrollY + STICKY_TOP - listTop);
      if (handle.current) handle.current.style.transform = `translateY(${PADDING + fraction * trackHeight}px)`;
      setCurrent(monthIndexAtFraction(geometry, fraction));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [geometry, listTop, trackHeight]);

  const fractionAt = (clientY: number) => {
    const rect = track.current?.getBoundingClientRect();
    return rect && trackHeight > 0 ? clampFraction((clientY - rect.top - PADDING) / trackHeight) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const fraction = fractionAt(event.clientY);
    setPointer({ fraction, dragging: true });
    onDraggingChange(true);
    scrollToOffset(fraction * geometry.height);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const fraction = fractionAt(event.clientY);
    const dragging = pointer?.dragging === true;
    if (event.pointerType === 'mouse' || dragging) setPointer({ fraction, dragging });
    if (dragging) scrollToOffset(fraction * geometry.height);
  };
  const endDrag = () => {
    if (pointer?.dragging) onDraggingChange(false);
    setPointer(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = monthIndexForKey(
      event.key,
      monthIndexAtFraction(geometry, fractionOfOffset(geometry, viewOffset())),
      months.length,
    );
    if (index === null) return;
    event.preventDefault();
    scrollToOffset(months[index].top);
  };

  if (months.length === 0) return null;
  const pointed = pointer ? months[monthIndexAtFraction(geometry, pointer.fraction)] : null;
  return (
    <div
      ref={track}
      role="slider"
      tabIndex={0}
      aria-label={t('scrubber.label')}
      aria-orientation="vertical"
      aria-valuemin={0}
      aria-valuemax={months.length - 1}
      aria-valuenow={current}
      aria-valuetext={labelOf(months[current].month)}
      data-testid="timeline-scrubber"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onPointerLeave={() => {
        if (!pointer?.dragging) setPointer(null);
      }}
      onKeyDown={onKeyDown}
      className="group fixed top-16 right-0 bottom-0 z-20 w-6 cursor-row-resize touch-none select-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-400 sm:w-14"
    >
      <div className="absolute inset-y-3 right-2.5 w-px bg-slate-300 sm:right-3 dark:bg-slate-700" aria-hidden="true" />
      {yearMarks(geometry, trackHeight).map((mark) => (
        <span
          key={mark.year}
          aria-hidden="true"
          className="absolute right-6 hidden -translate-y-1/2 text-[11px] leading-none font-medium text-slate-500 tabular-nums sm:block dark:text-slate-400"
          style={{ top: PADDING + mark.fraction * trackHeight }}
        >
          {mark.year}
        </span>
      ))}
      <div ref={handle} className="pointer-events-none absolute inset-x-0 top-0" aria-hidden="true">
        <div className="absolute right-0 hidden h-0.5 w-5 -translate-y-1/2 rounded bg-indigo-500 sm:block" />
        <div className="absolute right-1 h-9 w-3.5 -translate-y-1/2 rounded-full border border-white/60 bg-indigo-600 shadow sm:hidden" />
      </div>
      {pointed && pointer ? (
        <div
          data-testid="scrubber-month"
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute right-full mr-1 -translate-y-1/2 rounded-lg bg-slate-900 px-2.5 py-1 text-sm font-medium whitespace-nowrap text-white shadow-lg dark:bg-white dark:text-slate-900',
          )}
          style={{ top: PADDING + pointer.fraction * trackHeight }}
        >
          {labelOf(pointed.month)}
        </div>
      ) : null}
    </div>
  );
}
