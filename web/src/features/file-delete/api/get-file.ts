import { useQuery } from '@tanstack/react-query';
import type { MediaFile, MediaFileResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mediaKeys } from '../../../lib/media-cache.ts';

export async function fetchFile(id: string, signal?: AbortSignal): Promise<MediaFile> {
  return (await apiRequest<MediaFileResponse>(`/media/${encodeURIComponent(id)}`, { signal })).data.file;
}

/** GET /api/media/{id}: the file the delete page names; not asked again once it is gone. */
export function useFileToDelete(id: string) {
  return useQuery({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) => fetchFile(id, signal),
    retry: false,
  });
}
