import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteUserResponse } from '@vaultbox/common/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterUserChange } from './refresh.ts';

export async function deleteUser(id: string): Promise<DeleteUserResponse['deleted']> {
  const res = await apiRequest<DeleteUserResponse>(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return res.deleted;
}

/** DELETE /api/admin/users/{id}: the account, its files, shares and keys, for good. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSettled: () => refreshAfterUserChange(queryClient) });
}
