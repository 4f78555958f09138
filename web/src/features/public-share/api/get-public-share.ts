import { useQuery } from '@tanstack/react-query';
import type { PublicShareResponse } from '@vaultbox/common/schemas/public-share.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { takeEarlyPageData } from './early-page-data.ts';

export type PublicShare = PublicShareResponse['data'];

/** One attempt to open a share: a page load counts a view, so each attempt is its own query, never refetched. */
export interface ShareAttempt {
  password: string | null;
  n: number;
}

export function publicShareKey(slug: string, attempt: ShareAttempt) {
  return ['public-share', slug, attempt.n, attempt.password] as const;
}

export async function fetchPublicShare(
  slug: string,
  password: string | null,
  signal?: AbortSignal,
): Promise<PublicShare> {
  const res = await apiRequest<PublicShareResponse>(`/share/public/s/${encodeURIComponent(slug)}`, {
    query: password ? { password } : undefined,
    signal,
    anonymous: true,
    skipUnauthorizedHandler: true,
    sent: password ? undefined : takeEarlyPageData(slug),
  });
  return res.data;
}

/** GET /api/share/public/s/{slug}[?password=]: the media, and a short-lived grant for its bytes. */
export function usePublicShare(slug: string, attempt: ShareAttempt) {
  return useQuery({
    queryKey: publicShareKey(slug, attempt),
    queryFn: ({ signal }) => fetchPublicShare(slug, attempt.password, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
}
