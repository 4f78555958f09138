import type { ShareListQuery, ShareListResponse } from '@vaultbox/common/schemas/share.ts';
import { usePageQuery } from '../../../components/use-page-query.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { shareKeys } from '../../../lib/share-api.ts';

/** GET /api/share with page, limit, search and status. */
export function useShares(query: Partial<ShareListQuery>) {
  return usePageQuery(shareKeys.list(query), async (signal) => {
    const res = await apiRequest<ShareListResponse>('/share', { query, signal });
    return res.data;
  });
}
