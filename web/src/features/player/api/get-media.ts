import { useQuery } from '@tanstack/react-query';
import type { MediaFile, MediaFileResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mediaKeys } from '../../../lib/media-cache.ts';

export async function fetchMedia(id: string, signal?: AbortSignal): Promise<MediaFile> {
  const res = await apiRequest<MediaFileResponse>(`/media/${encodeURIComponent(id)}`, { signal });
  return res.data.file;
}

/** GET /api/media/{id}. */
export function useMediaFile(id: string) {
  return useQuery({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) => fetchMedia(id, signal),
    enabled: id.length > 0,
    refetchInterval: (q) => (q.state.data?.thumbnailState === 'pending' ? 3000 : false),
  });
}
