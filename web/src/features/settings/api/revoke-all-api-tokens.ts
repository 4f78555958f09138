import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { settingsKeys } from './settings-keys.ts';

export async function revokeAllApiTokens(): Promise<number> {
  return (await apiRequest<{ revoked: number }>('/user/tokens', { method: 'DELETE' })).revoked;
}

/** DELETE /api/user/tokens: every token of the account stops working. */
export function useRevokeAllApiTokens() {
  return useRefreshingMutation(revokeAllApiTokens, [settingsKeys.apiTokens, settingsKeys.activityAll], 'settled');
}
