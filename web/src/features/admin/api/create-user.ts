import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserResponse, CreateUserPayload } from '@vaultbox/common/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterUserChange } from './refresh.ts';

export async function createUser(payload: CreateUserPayload): Promise<AdminUser> {
  const res = await apiRequest<AdminUserResponse>('/admin/users', { method: 'POST', body: payload });
  return res.user;
}

/** POST /api/admin/users: the account is active and activated at once. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => refreshAfterUserChange(queryClient) });
}
