import { useQuery } from '@tanstack/react-query';
import type { AdminStats, AdminStatsResponse } from '@vaultbox/common/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export async function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  try {
    const res = await apiRequest<AdminStatsResponse>('/admin/stats', { signal });
    return res.stats;
  } catch (error) {
    // A stats failure is only logged: the cards show dashes.
    console.error('Failed to fetch statistics', error);
    throw error;
  }
}

/** GET /api/admin/stats: users, files and shares of the whole site. */
export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => fetchAdminStats(signal) });
}
