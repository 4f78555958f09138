import { useCallback, useLayoutEffect, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { TimelineBucket, TimelineItem } from '@vaultbox/common/schemas/timeline.ts';
import { FROM_PHOTOS_STATE, photosPlayerPath } from '../../../lib/photos-address.ts';
import { timelineKeys } from '../../../lib/timeline-keys.ts';
import { notify } from '../../../lib/toast.ts';
import { useTimelinePages, type TimelinePage } from '../api/timeline-api.ts';
import { monthLabel } from '../month-label.ts';
import { pageKey, pagesBetween } from '../timeline-geometry.ts';
import { STICKY_TOP, useScrollBand, useThrottled } from '../use-scroll-band.ts';
import { useTimelineGeometry, type LoadedPage } from '../use-timeline-geometry.ts';
import { useTimelineSelection } from '../use-timeline-selection.ts';
import { MonthSection } from './month-section.tsx';
import type { TileHandlers } from './photo-tile.tsx';
import { PhotosBulkBar } from './photos-bulk-bar.tsx';
import { TimelineScrubber } from './timeline-scrubber.tsx';

/** How often, at most, the pages to load follow the scroll. */
const LOAD_EVERY_MS = 150;

/**
 * The months, newest first, virtualised by month with TanStack Virtual over the window's scroll; inside a month
 * only the rows near the view are drawn, and only the pages near it (a view above and two below) are fetched.
 */
export function PhotosTimeline({ buckets }: { buckets: TimelineBucket[] }) {
  const { t, i18n } = useTranslation('photos');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { listRef, listTop, metrics, geometry, layoutOf, record } = useTimelineGeometry(buckets);
  const band = useScrollBand();
  const [dragging, setDragging] = useState(false);
  const viewTop = band.scrollY + STICKY_TOP - listTop;
  const vh = band.viewHeight;

  const loadTop = useThrottled(viewTop, LOAD_EVERY_MS, dragging);
  const wanted = useMemo(() => pagesBetween(geometry, loadTop - vh, loadTop + 2 * vh), [geometry, loadTop, vh]);
  const results = useTimelinePages(wanted);

  // The pages to draw: those fetched for the view, and any already in the cache (after a jump, before the next load).
  const drawFrom = viewTop - vh * 0.75;
  const drawTo = viewTop + vh * 1.75;
  const pages = new Map<string, TimelinePage>();
  const loaded: LoadedPage[] = [];
  const pageCounts = new Map(geometry.months.map((m) => [m.month, m.pages.length]));
  const add = (month: string, page: number, data: TimelinePage | undefined) => {
    const key = pageKey(month, page);
    if (!data || pages.has(key)) return;
    pages.set(key, data);
    loaded.push({ month, page, data, lastPage: page === (pageCounts.get(month) ?? 1) - 1 });
  };
  wanted.forEach((p, i) => add(p.month, p.page, results[i]?.data));
  for (const p of pagesBetween(geometry, drawFrom, drawTo)) {
    add(p.month, p.page, queryClient.getQueryData<TimelinePage>(timelineKeys.page(p.month, p.page)));
  }
  const loadedKey = loaded.map((p) => `${pageKey(p.month, p.page)}:${p.data.files.length}:${p.data.total}`).join();
  useLayoutEffect(() => {
    record(loaded);
    // `loadedKey` names what `loaded` holds: a new array with the same pages needs no new layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedKey, record]);

  const labelOf = useCallback((month: string) => monthLabel(month, i18n.language), [i18n.language]);
  const { selection, counts, busyMonth, toggle, toggleMonth, clear } = useTimelineSelection(geometry, (month) =>
    notify.error(t('selectFailed', { month: labelOf(month) })),
  );
  const selecting = selection.size > 0;
  const handlers = useMemo<TileHandlers>(
    () => ({
      onToggle: (item: TimelineItem, month: string, event: MouseEvent) =>
        toggle({ id: item.id, month }, event.shiftKey),
      onPress: (item: TimelineItem, month: string) => toggle({ id: item.id, month }, false),
      onOpen: (item: TimelineItem, month: string, event: MouseEvent) => {
        if (selecting || event.shiftKey) toggle({ id: item.id, month }, event.shiftKey);
        // The player walks the timeline; the state tells it Back is a history step to here (photos-address.ts).
        else void navigate(photosPlayerPath(item.id), { state: FROM_PHOTOS_STATE });
      },
    }),
    [navigate, selecting, toggle],
  );

  const virtualizer = useWindowVirtualizer({
    count: geometry.months.length,
    estimateSize: (i) => geometry.months[i].height,
    // A new key function whenever the geometry changes makes the virtualizer read every month's size again.
    getItemKey: useCallback((i: number) => geometry.months[i].month, [geometry]),
    overscan: 1,
    scrollMargin: listTop,
    // Not inside the scroll event: the rows to draw follow the band above, and a render there would lengthen a frame.
    useFlushSync: false,
  });

  return (
    <>
      <div
        ref={listRef}
        data-testid="photos-timeline"
        className="relative mr-2 sm:mr-8 lg:mr-6"
        style={{ height: geometry.height, overflowAnchor: 'none' }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const block = geometry.months[item.index];
          return (
            <MonthSection
              key={block.month}
              block={block}
              top={block.top}
              label={labelOf(block.month)}
              from={drawFrom}
              to={drawTo}
              metrics={metrics}
              pages={pages}
              layoutOf={layoutOf}
              selection={selection}
              selectedCount={counts.get(block.month) ?? 0}
              monthBusy={busyMonth === block.month}
              onToggleMonth={toggleMonth}
              handlers={handlers}
            />
          );
        })}
      </div>
      <TimelineScrubber geometry={geometry} listTop={listTop} labelOf={labelOf} onDraggingChange={setDragging} />
      <PhotosBulkBar ids={[...selection.keys()]} onClear={clear} />
    </>
  );
}
