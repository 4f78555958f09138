import { useQuery } from '@tanstack/react-query';
import type { ApiToken, ApiTokensResponse } from '@vaultbox/common/schemas/api-tokens.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export async function fetchApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  return (await apiRequest<ApiTokensResponse>('/user/tokens', { signal })).tokens;
}

/** GET /api/user/tokens: the account's API tokens, never their secrets. */
export function useApiTokens() {
  return useQuery({ queryKey: settingsKeys.apiTokens, queryFn: ({ signal }) => fetchApiTokens(signal) });
}
