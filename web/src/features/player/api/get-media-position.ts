import { useQuery } from '@tanstack/react-query';
import type { MediaPosition, MediaPositionResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { toListQuery, type LibraryQueryState } from '../../../lib/library-address.ts';
import { mediaKeys } from '../../../lib/media-cache.ts';

/** The list's filters and sort without its page: what a file's place in that list depends on. */
function positionQuery(place: LibraryQueryState) {
  const { page: _page, limit: _limit, ...query } = toListQuery(place);
  return query;
}

export async function fetchMediaPosition(id: string, place: LibraryQueryState, signal?: AbortSignal) {
  const res = await apiRequest<MediaPositionResponse>(`/media/${encodeURIComponent(id)}/position`, {
    query: positionQuery(place),
    signal,
  });
  return res.data;
}

/**
 * GET /api/media/{id}/position: where the file sits in the library list of `place`, for a player opened without the
 * page it is on (a pasted link, a bookmark, a notification, the dashboard's recent files).
 */
export function useMediaPosition(id: string, place: LibraryQueryState, enabled: boolean) {
  const query = positionQuery(place);
  return useQuery<MediaPosition>({
    queryKey: [...mediaKeys.all, 'position', id, query],
    queryFn: ({ signal }) => fetchMediaPosition(id, place, signal),
    enabled: enabled && id.length > 0,
    staleTime: 30_000,
  });
}
