import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterMediaChange } from '../../../lib/media-cache.ts';

export async function deleteMedia(id: string): Promise<void> {
  await apiRequest<unknown>(`/media/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/media/{id}. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSettled: () => refreshAfterMediaChange(queryClient),
  });
}
