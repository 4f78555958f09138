import { useQuery } from '@tanstack/react-query';
import type { SystemInfo } from '@vaultbox/common/schemas/system.ts';
import { apiRequest } from './api-client.ts';

/** How often an open tab asks for the build id and maintenance mode. */
export const SYSTEM_INFO_POLL_MS = 60_000;

export const systemKeys = { info: ['system', 'info'] as const };

export type SystemFacts = Omit<SystemInfo, 'success'>;

export async function fetchSystemInfo(signal?: AbortSignal): Promise<SystemFacts> {
  const { success: _success, ...facts } = await apiRequest<SystemInfo>('/system/info', {
    signal,
    anonymous: true,
    skipUnauthorizedHandler: true,
  });
  return facts;
}

/**
 * GET /api/system/info (open to everyone): the build id, maintenance mode and the base of mailed links. Polled while
 * the tab is open and asked again when it comes back into view; the app-wide notices and the admin screens share it.
 */
export function useSystemInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: systemKeys.info,
    enabled,
    queryFn: ({ signal }) => fetchSystemInfo(signal),
    refetchInterval: SYSTEM_INFO_POLL_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    staleTime: 0,
  });
}
