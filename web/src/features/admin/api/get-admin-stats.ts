import { useQuery } from '@tanstack/react-query';
import type { AdminStats, AdminStatsResponse } from '@vaultbox/common/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export async function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  try {
    const res = await apiRequest<AdminStatsResponse>('/admin/stats', { signal });
    return res.stats;
  } catch (error) {
    // SPEC §8 Admin: a stats failure is only logged.
    console.error('Failed to fetch statistics', error);
    throw error;
  }
}

/** GET /api/admin/stats: users, files and shares of the whole site. */
export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => fetchAdminStats(signal) });
}
