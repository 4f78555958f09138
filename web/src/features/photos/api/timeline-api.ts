import { useQueries, useQuery } from '@tanstack/react-query';
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

export async function fetchTimelinePage(month: string, page: number, signal?: AbortSignal): Promise<TimelinePage> {
  const res = await apiRequest<TimelinePageResponse>(`/timeline/buckets/${encodeURIComponent(month)}`, {
    query: { offset: page * PAGE_SIZE, limit: PAGE_SIZE },
    signal,
  });
  return res.data;
}

/** GET /api/timeline/buckets: the months and their counts, which lay out the whole scroll height at once. */
export function useTimelineBuckets() {
  return useQuery({ queryKey: timelineKeys.buckets, queryFn: ({ signal }) => fetchTimelineBuckets(signal) });
}

export const timelinePageQuery = (month: string, page: number) => ({
  queryKey: timelineKeys.page(month, page),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchTimelinePage(month, page, signal),
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
