import type { ChangePasswordRequest } from '@vaultbox/common/schemas/account.ts';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { settingsKeys } from './settings-keys.ts';

export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/password', { method: 'PUT', body });
}

/** PUT /api/user/password; the server ends every other session, so the sessions list changes too. */
export function useChangePassword() {
  // The step is in the account's activity now.
  return useRefreshingMutation(changePassword, [settingsKeys.sessions, settingsKeys.activityAll]);
}
