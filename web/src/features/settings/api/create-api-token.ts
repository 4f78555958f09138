import type { CreateApiTokenRequest, CreateApiTokenResponse } from '@vaultbox/common/schemas/api-tokens.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { settingsKeys } from './settings-keys.ts';

export function createApiToken(body: CreateApiTokenRequest): Promise<CreateApiTokenResponse> {
  return apiRequest<CreateApiTokenResponse>('/user/tokens', { method: 'POST', body });
}

/** POST /api/user/tokens: the answer carries the secret, shown this once. */
export function useCreateApiToken() {
  return useRefreshingMutation(createApiToken, [settingsKeys.apiTokens, settingsKeys.activityAll], 'settled');
}
