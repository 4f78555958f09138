import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokedSessionsResponse } from '@vaultbox/common/schemas/account-security.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export async function revokeOtherSessions(): Promise<number> {
  return (await apiRequest<RevokedSessionsResponse>('/user/sessions/all', { method: 'DELETE' })).revoked;
}

/** DELETE /api/user/sessions/all: every session but this one ends. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
        // The step is in the account's activity now.
        queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll }),
      ]),
  });
}
