import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export async function deleteInvite(id: string): Promise<void> {
  await apiRequest<unknown>(`/invite/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/invite/{id}: permanent; the uses stay in the registered users' history. */
export function useDeleteInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.invites }),
  });
}
