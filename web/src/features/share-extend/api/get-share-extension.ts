import { useQuery } from '@tanstack/react-query';
import type { ShareExtendPreviewResponse } from '@vaultbox/common/schemas/share-extend.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type ShareExtension = ShareExtendPreviewResponse['data'];

export const shareExtensionKey = (token: string) => ['share-extension', token] as const;

export async function getShareExtension(token: string, signal?: AbortSignal): Promise<ShareExtension> {
  const res = await apiRequest<ShareExtendPreviewResponse>(`/shares/extend/${encodeURIComponent(token)}`, { signal });
  return res.data;
}

/** GET /api/shares/extend/{token}: the share a reminder's link names, its expiry now and once extended. */
export function useShareExtension(token: string) {
  return useQuery({
    queryKey: shareExtensionKey(token),
    queryFn: ({ signal }) => getShareExtension(token, signal),
    // The page asks once; reading it again after the extension would only say "already used".
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
