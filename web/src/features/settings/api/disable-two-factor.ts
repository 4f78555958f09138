import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { settingsKeys } from './settings-keys.ts';

export function disableTwoFactor(password: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/2fa/disable', { method: 'POST', body: { password } });
}

/** POST /api/user/2fa/disable {password}. */
export function useDisableTwoFactor() {
  // The step is in the account's activity now.
  return useRefreshingMutation(disableTwoFactor, [settingsKeys.profile, settingsKeys.activityAll]);
}
