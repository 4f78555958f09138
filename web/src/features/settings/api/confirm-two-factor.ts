import type { BackupCodesResponse } from '@vaultbox/common/schemas/account-security.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { settingsKeys } from './settings-keys.ts';

export async function confirmTwoFactor(token: string): Promise<string[]> {
  return (await apiRequest<BackupCodesResponse>('/user/2fa/confirm', { method: 'POST', body: { token } })).backupCodes;
}

/** POST /api/user/2fa/confirm {token} -> the 10 backup codes, shown once. */
export function useConfirmTwoFactor() {
  // The step is in the account's activity now.
  return useRefreshingMutation(confirmTwoFactor, [settingsKeys.profile, settingsKeys.activityAll]);
}
