import { useQuery } from '@tanstack/react-query';
import type { AlbumResponse } from '@vaultbox/common/schemas/albums.ts';
import { albumKeys } from '../../../lib/albums-api.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/albums/{id}: one of the user's albums (someone else's is a 404). */
export function useAlbum(id: string) {
  return useQuery({
    queryKey: albumKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<AlbumResponse>(`/albums/${encodeURIComponent(id)}`, { signal })).data.album,
  });
}
