import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaListQuery, MediaListResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mediaKeys } from '../../../lib/media-cache.ts';

export type MediaPage = MediaListResponse['data'];

export async function fetchMediaList(query: Partial<MediaListQuery>, signal?: AbortSignal): Promise<MediaPage> {
  const res = await apiRequest<MediaListResponse>('/media', { query, signal });
  return res.data;
}

/** GET /api/media; while a thumbnail is still being made, asks again every few seconds so it appears on its own. */
export function useMediaList(query: Partial<MediaListQuery>) {
  return useQuery({
    queryKey: mediaKeys.list(query),
    queryFn: ({ signal }) => fetchMediaList(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.files.some((f) => f.thumbnailState === 'pending') ? 3000 : false),
  });
}
