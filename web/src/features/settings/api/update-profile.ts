import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProfileResponse, UpdateProfileRequest, User } from '@vaultbox/common/schemas/user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { settingsKeys } from './settings-keys.ts';

export async function updateProfile(changes: UpdateProfileRequest): Promise<User> {
  const res = await apiRequest<ProfileResponse>('/user/profile', { method: 'PUT', body: changes });
  return res.data.user;
}

/** Every call that answers the whole user: the settings screen and the shell show it at once. */
export function storeUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(settingsKeys.profile, user);
  queryClient.setQueryData(settingsKeys.preferences, user.preferences);
  sessionStore.setUser(user);
}

/** PUT /api/user/profile {displayName?, email?, avatar?, currentPassword?}; a new e-mail address becomes pending. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => storeUser(queryClient, user) });
}
