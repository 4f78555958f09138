import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from '@vaultbox/common/constants.ts';
import type { ActivityResponse } from '@vaultbox/common/schemas/account-security.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export type ActivityPage = Omit<ActivityResponse, 'success'>;

export async function fetchActivity(page: number, signal?: AbortSignal): Promise<ActivityPage> {
  const { activities, pagination } = await apiRequest<ActivityResponse>('/user/activity', {
    query: { page, limit: ACTIVITY_PAGE_SIZE },
    signal,
  });
  return { activities, pagination };
}

/** GET /api/user/activity?page&limit (20 a page). */
export function useActivity(page: number) {
  return useQuery({
    queryKey: settingsKeys.activity(page),
    queryFn: ({ signal }) => fetchActivity(page, signal),
    placeholderData: keepPreviousData,
  });
}
