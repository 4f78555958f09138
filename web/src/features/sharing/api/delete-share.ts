import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterShareChange } from '../../../lib/share-api.ts';

export async function deleteShare(id: string): Promise<void> {
  await apiRequest<unknown>(`/share/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/share/{id}; the lists and the dashboard's share counters follow. */
export function useDeleteShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShare,
    onSettled: () => refreshAfterShareChange(queryClient),
  });
}
