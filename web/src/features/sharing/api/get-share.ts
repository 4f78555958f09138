import { useQuery } from '@tanstack/react-query';
import type { ShareResponse } from '@vaultbox/common/schemas/share.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { shareKeys } from '../../../lib/share-api.ts';

/** GET /api/share/{id}: one of the user's shares (someone else's is a 404). */
export function useShare(id: string) {
  return useQuery({
    queryKey: [...shareKeys.all, 'one', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<ShareResponse>(`/share/${encodeURIComponent(id)}`, { signal })).data.share,
  });
}
