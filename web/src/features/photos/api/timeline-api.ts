import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TimelineBucketsResponse, TimelinePageResponse } from '@vaultbox/common/schemas/timeline.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { timelineKeys } from '../../../lib/timeline-keys.ts';
import { PAGE_SIZE, type PageInView } from '../timeline-geometry.ts';

export type TimelineBuckets = TimelineBucketsResponse['data'];
export type TimelinePage = TimelinePageResponse['data'];

/** While a thumbnail is still being made, a shown page asks again every few seconds so it appears on its own. */
const PENDING_REFETCH_MS = 3000;

export async function fetchTimelineBuckets(signal?: AbortSignal): Promise<TimelineBuckets> {
  const res = await apiRequest<TimelineBucketsResponse>('/timeline/buckets', { signal });
  return res.data;
}

/** `after`: the id of the file just before the page (the previous page's last), so the server seeks instead of counting. */
export async function fetchTimelinePage(
  month: string,
  page: number,
  signal?: AbortSignal,
  after?: string,
): Promise<TimelinePage> {
  const res = await apiRequest<TimelinePageResponse>(`/timeline/buckets/${encodeURIComponent(month)}`, {
    query: { offset: page * PAGE_SIZE, limit: PAGE_SIZE, ...(after ? { after } : {}) },
    signal,
  });
  return res.data;
}

/**
 * The last file of the page before, when the cache holds it as the server last gave it (fetched, not marked stale by a
 * change since): scrolling through a busy month then costs a seek per page, however deep. Otherwise (a jump, or a
 * change that may have moved files between pages) the offset alone, which is always right.
 */
export function fileBeforePage(client: QueryClient, month: string, page: number): string | undefined {
  if (page === 0) return undefined;
  const state = client.getQueryState<TimelinePage>(timelineKeys.page(month, page - 1));
  if (!state?.data || state.isInvalidated || state.fetchStatus !== 'idle') return undefined;
  const { files, offset } = state.data;
  return files.length === PAGE_SIZE && offset === (page - 1) * PAGE_SIZE ? files.at(-1)?.id : undefined;
}

/** GET /api/timeline/buckets: the months and their counts, which lay out the whole scroll height at once. */
export function useTimelineBuckets() {
  return useQuery({ queryKey: timelineKeys.buckets, queryFn: ({ signal }) => fetchTimelineBuckets(signal) });
}

export const timelinePageQuery = (month: string, page: number) => ({
  queryKey: timelineKeys.page(month, page),
  queryFn: ({ signal, client }: { signal: AbortSignal; client: QueryClient }) =>
    fetchTimelinePage(month, page, signal, fileBeforePage(client, month, page)),
  staleTime: 60_000,
});

/** GET /api/timeline/buckets/{month}?offset&limit for each page in view (and its margin), 200 files a page. */
export function useTimelinePages(pages: readonly PageInView[]) {
  return useQueries({
    queries: pages.map((p) => ({
      ...timelinePageQuery(p.month, p.page),
      refetchInterval: (q: { state: { data?: TimelinePage } }) =>
        q.state.data?.files.some((f) => f.thumbnailState === 'pending') ? PENDING_REFETCH_MS : false,
    })),
  });
}
