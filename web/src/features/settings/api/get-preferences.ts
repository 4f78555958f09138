import { useQuery } from '@tanstack/react-query';
import type { Preferences, PreferencesResponse } from '@vaultbox/common/schemas/user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export async function fetchPreferences(signal?: AbortSignal): Promise<Preferences> {
  return (await apiRequest<PreferencesResponse>('/user/preferences', { signal })).data.preferences;
}

/** GET /api/user/preferences: the defaults (docs/product.md, Preferences) merged with what the user saved. */
export function usePreferences() {
  return useQuery({ queryKey: settingsKeys.preferences, queryFn: ({ signal }) => fetchPreferences(signal) });
}
