import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDeleteResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterMediaChange } from '../../../lib/media-cache.ts';

export async function bulkDeleteMedia(ids: string[]): Promise<BulkDeleteResponse> {
  return apiRequest<BulkDeleteResponse>('/media/bulk-delete', { method: 'POST', body: { ids } });
}

/** POST /api/media/bulk-delete {ids}. */
export function useBulkDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteMedia,
    onSettled: () => refreshAfterMediaChange(queryClient),
  });
}
