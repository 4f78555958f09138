import { useQuery } from '@tanstack/react-query';
import type { UserStatsResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mediaKeys } from '../../../lib/media-cache.ts';

export type DashboardStats = UserStatsResponse['data'];

export async function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  const res = await apiRequest<UserStatsResponse>('/user/stats', { signal });
  return res.data;
}

/** GET /api/user/stats: files, storage, shares and activity for the stat cards and the category breakdown. */
export function useDashboardStats() {
  return useQuery({ queryKey: mediaKeys.userStats, queryFn: ({ signal }) => fetchDashboardStats(signal) });
}
