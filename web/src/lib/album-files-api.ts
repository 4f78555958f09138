import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaListResponse } from '@vaultbox/common/schemas/media.ts';
import { albumKeys } from './albums-api.ts';
import { apiRequest } from './api-client.ts';
import type { MediaPage } from './media-list-api.ts';

// The album screen shows a page of an album's files, and the player walks them for previous/next: the call lives here.

export type AlbumPageQuery = {
  page: number;
  limit: number;
};

/** GET /api/albums/{id}/files: a page of the album's files in the album's order (the library list's shape). */
export async function fetchAlbumFiles(
  albumId: string,
  query: AlbumPageQuery,
  signal?: AbortSignal,
): Promise<MediaPage> {
  const res = await apiRequest<MediaListResponse>(`/albums/${encodeURIComponent(albumId)}/files`, { query, signal });
  return res.data;
}

/** A page of an album's files; while a thumbnail is still being made, asks again every few seconds. */
export function useAlbumFiles(albumId: string, query: AlbumPageQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: albumKeys.files(albumId, query),
    queryFn: ({ signal }) => fetchAlbumFiles(albumId, query, signal),
    placeholderData: keepPreviousData,
    enabled: (options.enabled ?? true) && albumId !== '',
    refetchInterval: (q) => (q.state.data?.files.some((f) => f.thumbnailState === 'pending') ? 3000 : false),
  });
}
