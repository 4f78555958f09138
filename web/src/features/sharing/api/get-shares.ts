import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShareListQuery, ShareListResponse } from '@vaultbox/common/schemas/share.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { shareKeys } from '../../../lib/share-api.ts';

export type SharePage = ShareListResponse['data'];

export async function fetchShares(query: Partial<ShareListQuery>, signal?: AbortSignal): Promise<SharePage> {
  const res = await apiRequest<ShareListResponse>('/share', { query, signal });
  return res.data;
}

/** GET /api/share with page, limit, search and status. */
export function useShares(query: Partial<ShareListQuery>) {
  return useQuery({
    queryKey: shareKeys.list(query),
    queryFn: ({ signal }) => fetchShares(query, signal),
    placeholderData: keepPreviousData,
  });
}
