import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateShareRequest, ShareLink, ShareResponse } from '@vaultbox/common/schemas/share.ts';
import { apiRequest } from './api-client.ts';
import { usePublicLink } from './public-link.ts';

// Shares are created from the library, the player and the sharing screen: the call and its cache keys live here.

export const shareKeys = {
  all: ['shares'] as const,
  list: (query: Record<string, unknown>) => ['shares', 'list', query] as const,
};

/** After a share is created or deleted: every share list is stale, and so are the dashboard's share counters. */
export async function refreshAfterShareChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: shareKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['user'] }),
  ]);
}

export async function createShare(payload: CreateShareRequest): Promise<ShareLink> {
  const res = await apiRequest<ShareResponse>('/share', { method: 'POST', body: payload });
  return res.data.share;
}

/** POST /api/share. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShare, onSuccess: () => refreshAfterShareChange(queryClient) });
}

/** A share's public address as the app shows and copies it (`usePublicLink`: on this host unless APP_URL is set). */
export function useShareLink(): (share: Pick<ShareLink, 'slug'> & { url?: string }) => string {
  const linkOf = usePublicLink();
  return (share) => linkOf(share.url, `/s/${encodeURIComponent(share.slug)}`);
}
