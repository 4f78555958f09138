import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { adminKeys } from './admin-keys.ts';

export async function deleteInvite(id: string): Promise<void> {
  await apiRequest<unknown>(`/invite/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/invite/{id}: permanent; the uses stay in the registered users' history. */
export function useDeleteInvite() {
  return useRefreshingMutation(deleteInvite, [adminKeys.invites], 'settled');
}
