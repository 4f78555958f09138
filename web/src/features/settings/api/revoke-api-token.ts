import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { settingsKeys } from './settings-keys.ts';

export function revokeApiToken(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/user/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/user/tokens/{id}: the token stops working at once. */
export function useRevokeApiToken() {
  return useRefreshingMutation(revokeApiToken, [settingsKeys.apiTokens, settingsKeys.activityAll], 'settled');
}
