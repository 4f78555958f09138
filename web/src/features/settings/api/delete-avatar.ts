import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, User } from '@vaultbox/common/schemas/user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeUser } from './update-profile.ts';

export async function deleteAvatar(): Promise<User> {
  return (await apiRequest<ProfileResponse>('/user/avatar', { method: 'DELETE' })).data.user;
}

/** DELETE /api/user/avatar. */
export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAvatar, onSuccess: (user) => storeUser(queryClient, user) });
}
