import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaFile, MediaFileResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterMediaChange } from '../../../lib/media-cache.ts';

/** PUT /api/media/{id} with isPublic alone: the file shows on the owner's public profile, or no longer. */
export async function setMediaPublic(id: string, isPublic: boolean): Promise<MediaFile> {
  const res = await apiRequest<MediaFileResponse>(`/media/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { isPublic },
  });
  return res.data.file;
}

export function useSetMediaPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) => setMediaPublic(id, isPublic),
    onSuccess: () => refreshAfterMediaChange(queryClient),
  });
}
