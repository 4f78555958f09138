import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export function disableTwoFactor(password: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/2fa/disable', { method: 'POST', body: { password } });
}

/** POST /api/user/2fa/disable {password}. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.profile }),
        // The step is in the account's activity now.
        queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll }),
      ]),
  });
}
