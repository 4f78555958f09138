import { useQuery } from '@tanstack/react-query';
import type { UserStatsResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from './api-client.ts';
import { mediaKeys } from './media-cache.ts';

export type UserStats = UserStatsResponse['data'];

export async function fetchUserStats(signal?: AbortSignal): Promise<UserStats> {
  const res = await apiRequest<UserStatsResponse>('/user/stats', { signal });
  return res.data;
}

/** GET /api/user/stats: files, storage, shares and activity (dashboard cards, the upload screen's storage warnings). */
export function useUserStats() {
  return useQuery({ queryKey: mediaKeys.userStats, queryFn: ({ signal }) => fetchUserStats(signal) });
}
