import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaListQuery, MediaListResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from './api-client.ts';
import { mediaKeys } from './media-cache.ts';

// The library shows a page of this list, and the player walks it for previous/next: the call lives here.

export type MediaPage = MediaListResponse['data'];

export async function fetchMediaList(query: Partial<MediaListQuery>, signal?: AbortSignal): Promise<MediaPage> {
  const res = await apiRequest<MediaListResponse>('/media', { query, signal });
  return res.data;
}

/** GET /api/media; while a thumbnail is still being made, asks again every few seconds so it appears on its own. */
export function useMediaList(query: Partial<MediaListQuery>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: mediaKeys.list(query),
    queryFn: ({ signal }) => fetchMediaList(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: (q) => (q.state.data?.files.some((f) => f.thumbnailState === 'pending') ? 3000 : false),
  });
}
