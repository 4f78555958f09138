import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, PreferencesResponse, PreferencesUpdate } from '@vaultbox/common/schemas/user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { settingsKeys } from './settings-keys.ts';

export async function updatePreferences(changes: PreferencesUpdate): Promise<Preferences> {
  return (await apiRequest<PreferencesResponse>('/user/preferences', { method: 'PUT', body: changes })).data
    .preferences;
}

/**
 * PUT /api/user/preferences (a partial update the server merges). The signed-in user's copy follows, so the upload
 * screen's limits and the language of the session apply at once.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(settingsKeys.preferences, preferences);
      const user = sessionStore.get()?.user;
      if (user) {
        const next = { ...user, preferences };
        sessionStore.setUser(next);
        queryClient.setQueryData(settingsKeys.profile, next);
      }
    },
  });
}
