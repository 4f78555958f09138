import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { settingsKeys } from './settings-keys.ts';

export function revokeSession(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/user/sessions/{id}: that device is signed out at once. */
export function useRevokeSession() {
  // The step is in the account's activity now.
  return useRefreshingMutation(revokeSession, [settingsKeys.sessions, settingsKeys.activityAll], 'settled');
}
