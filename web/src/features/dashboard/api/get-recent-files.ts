import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_RECENT_FILES } from '@vaultbox/common/constants.ts';
import type { MediaFile, RecentFilesResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mediaKeys } from '../../../lib/media-cache.ts';

export async function fetchRecentFiles(limit: number, signal?: AbortSignal): Promise<MediaFile[]> {
  const res = await apiRequest<RecentFilesResponse>('/user/recent-files', { query: { limit }, signal });
  return res.data.files;
}

/** GET /api/user/recent-files?limit=5 (the dashboard shows 5). */
export function useRecentFiles(limit = DASHBOARD_RECENT_FILES) {
  return useQuery({ queryKey: mediaKeys.recentFiles(limit), queryFn: ({ signal }) => fetchRecentFiles(limit, signal) });
}
