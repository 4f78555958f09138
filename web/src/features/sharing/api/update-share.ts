import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLink, ShareResponse, UpdateShareRequest } from '@vaultbox/common/schemas/share.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { shareKeys } from '../../../lib/share-api.ts';

export async function updateShare({ id, changes }: { id: string; changes: UpdateShareRequest }): Promise<ShareLink> {
  const res = await apiRequest<ShareResponse>(`/share/${encodeURIComponent(id)}`, { method: 'PUT', body: changes });
  return res.data.share;
}

/** PUT /api/share/{id}: a real update of expiry, limits, password, embedding and activity. */
export function useUpdateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.all }),
  });
}
