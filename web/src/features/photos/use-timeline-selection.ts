import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { timelinePageQuery } from './api/timeline-api.ts';
import type { TimelineGeometry } from './timeline-geometry.ts';
import {
  selectedPerMonth,
  toggled,
  withMonth,
  withRange,
  type OrderedFile,
  type SelectedFiles,
} from './timeline-selection.ts';

/**
 * The selection across months: one file, a Shift range (the months between fetched first, so the range has no
 * holes where pages were not loaded yet), or a whole month from its header.
 */
export function useTimelineSelection(geometry: TimelineGeometry, onFailure: (month: string) => void) {
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<SelectedFiles>(() => new Map());
  const [busyMonth, setBusyMonth] = useState<string | null>(null);
  const lastClicked = useRef<OrderedFile | null>(null);
  const latest = useRef({ geometry, selection, onFailure });
  useEffect(() => {
    latest.current = { geometry, selection, onFailure };
  });

  const filesOf = useCallback(
    async (months: readonly string[]): Promise<OrderedFile[]> => {
      const blocks = latest.current.geometry.months.filter((m) => months.includes(m.month));
      const pages = await Promise.all(
        blocks.flatMap((block) =>
          block.pages.map((p) => queryClient.fetchQuery(timelinePageQuery(block.month, p.page))),
        ),
      );
      return pages.flatMap((page) => page.files.map((f) => ({ id: f.id, month: page.month })));
    },
    [queryClient],
  );

  const toggle = useCallback(
    (file: OrderedFile, range: boolean) => {
      const from = lastClicked.current;
      lastClicked.current = file;
      if (!range || !from || from.id === file.id) {
        setSelection((s) => toggled(s, file));
        return;
      }
      const months = latest.current.geometry.months.map((m) => m.month);
      const [a, b] = [months.indexOf(from.month), months.indexOf(file.month)].sort((x, y) => x - y);
      filesOf(months.slice(a, b + 1))
        .then((ordered) => setSelection((s) => withRange(s, ordered, from.id, file.id)))
        .catch(() => latest.current.onFailure(file.month));
    },
    [filesOf],
  );

  const counts = useMemo(() => selectedPerMonth(selection), [selection]);

  const toggleMonth = useCallback(
    (month: string) => {
      const block = latest.current.geometry.months.find((m) => m.month === month);
      if (!block) return;
      const chosen = [...latest.current.selection].filter(([, m]) => m === month).map(([id]) => id);
      if (chosen.length >= block.count) {
        setSelection((s) => withMonth(s, month, chosen, false));
        return;
      }
      setBusyMonth(month);
      filesOf([month])
        .then((files) =>
          setSelection((s) =>
            withMonth(
              s,
              month,
              files.map((f) => f.id),
              true,
            ),
          ),
        )
        .catch(() => latest.current.onFailure(month))
        .finally(() => setBusyMonth(null));
    },
    [filesOf],
  );

  const clear = useCallback(() => setSelection((s) => (s.size === 0 ? s : new Map())), []);
  return { selection, counts, busyMonth, toggle, toggleMonth, clear };
}
