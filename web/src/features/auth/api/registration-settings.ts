import { useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@vaultbox/common/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function fetchRegistrationSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  return apiRequest<SettingsResponse>('/auth/settings', { signal, anonymous: true });
}

export function useRegistrationSettings() {
  return useQuery({
    queryKey: ['auth', 'settings'],
    queryFn: ({ signal }) => fetchRegistrationSettings(signal),
    retry: 1,
    staleTime: 60_000,
  });
}
