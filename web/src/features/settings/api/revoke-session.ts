import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export function revokeSession(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/user/sessions/{id}: that device is signed out at once. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
        // The step is in the account's activity now.
        queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll }),
      ]),
  });
}
