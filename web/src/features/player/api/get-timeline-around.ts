import { useQuery } from '@tanstack/react-query';
import type { TimelineAround, TimelineAroundResponse } from '@vaultbox/common/schemas/timeline.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { timelineKeys } from '../../../lib/timeline-keys.ts';

export async function fetchTimelineAround(id: string, signal?: AbortSignal): Promise<TimelineAround> {
  const res = await apiRequest<TimelineAroundResponse>(`/timeline/around/${encodeURIComponent(id)}`, { signal });
  return res.data;
}

/** The query of one file's place on the timeline: the player's own, and its prefetch of a neighbour's. */
export const timelineAroundQuery = (id: string) => ({
  queryKey: timelineKeys.around(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchTimelineAround(id, signal),
  staleTime: 30_000,
});

/**
 * GET /api/timeline/around/{id}: where the file sits on the Photos timeline and its neighbours there, for the player
 * opened from Photos (docs/product.md, Photos).
 */
export function useTimelineAround(id: string, enabled: boolean) {
  return useQuery<TimelineAround>({ ...timelineAroundQuery(id), enabled: enabled && id.length > 0 });
}
