import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaFile, MediaFileResponse, UpdateMediaRequest } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mediaKeys } from '../../../lib/media-cache.ts';

export async function updateMedia(id: string, body: UpdateMediaRequest): Promise<MediaFile> {
  const res = await apiRequest<MediaFileResponse>(`/media/${encodeURIComponent(id)}`, { method: 'PUT', body });
  return res.data.file;
}

/** PUT /api/media/{id} {title, description, tags}. */
export function useUpdateMedia(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMediaRequest) => updateMedia(id, body),
    onSuccess: (file) => {
      queryClient.setQueryData(mediaKeys.detail(id), file);
      void queryClient.invalidateQueries({ queryKey: mediaKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
