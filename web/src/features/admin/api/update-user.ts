import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserResponse, UpdateUserRequest } from '@vaultbox/common/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterUserChange } from './refresh.ts';

export async function updateUser({ id, changes }: { id: string; changes: UpdateUserRequest }): Promise<AdminUser> {
  const res = await apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });
  return res.user;
}

/** PUT /api/admin/users/{id}: any of username, email, displayName, role, tier, storageLimit (bytes), isActive. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_user, { id }) => refreshAfterUserChange(queryClient, id),
  });
}
