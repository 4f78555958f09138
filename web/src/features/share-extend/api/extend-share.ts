import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareExtendResponse } from '@vaultbox/common/schemas/share-extend.ts';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { shareKeys } from '../../../lib/share-api.ts';

export async function extendShare(token: string): Promise<ShareLink> {
  const res = await apiRequest<ShareExtendResponse>(`/shares/extend/${encodeURIComponent(token)}`, { method: 'POST' });
  return res.data.share;
}

/** POST /api/shares/extend/{token}: moves the share's expiry 7 days on, once. */
export function useExtendShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.all }),
  });
}
