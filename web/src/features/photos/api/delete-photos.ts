import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDeleteResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterMediaChange } from '../../../lib/media-cache.ts';

export async function deletePhotos(ids: string[]): Promise<BulkDeleteResponse> {
  return apiRequest<BulkDeleteResponse>('/media/bulk-delete', { method: 'POST', body: { ids } });
}

/** POST /api/media/bulk-delete {ids}: the selection's Delete; the timeline's months and counts are fetched again. */
export function useDeletePhotos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePhotos, onSettled: () => refreshAfterMediaChange(queryClient) });
}
