import type { RevokedSessionsResponse } from '@vaultbox/common/schemas/account-security.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { settingsKeys } from './settings-keys.ts';

export async function revokeOtherSessions(): Promise<number> {
  return (await apiRequest<RevokedSessionsResponse>('/user/sessions/all', { method: 'DELETE' })).revoked;
}

/** DELETE /api/user/sessions/all: every session but this one ends. */
export function useRevokeOtherSessions() {
  // The step is in the account's activity now.
  return useRefreshingMutation(revokeOtherSessions, [settingsKeys.sessions, settingsKeys.activityAll], 'settled');
}
