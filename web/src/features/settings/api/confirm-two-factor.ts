import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupCodesResponse } from '@vaultbox/common/schemas/account-security.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export async function confirmTwoFactor(token: string): Promise<string[]> {
  return (await apiRequest<BackupCodesResponse>('/user/2fa/confirm', { method: 'POST', body: { token } })).backupCodes;
}

/** POST /api/user/2fa/confirm {token} -> the 10 backup codes, shown once. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.profile }),
        // The step is in the account's activity now.
        queryClient.invalidateQueries({ queryKey: settingsKeys.activityAll }),
      ]),
  });
}
