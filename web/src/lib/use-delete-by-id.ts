import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * DELETE /api{collection}/{id}. `refresh` runs whatever the outcome (a failure may still have deleted it), and the
 * mutation stays pending until it is done.
 */
export function useDeleteById(collection: `/${string}`, refresh: (queryClient: QueryClient) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest<unknown>(`${collection}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSettled: () => refresh(queryClient),
  });
}
