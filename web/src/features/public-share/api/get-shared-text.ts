import { useQuery } from '@tanstack/react-query';
import type { SharedMedia } from '@vaultbox/common/schemas/public-share.ts';
import { fetchTextHead } from '../../../lib/text-content.ts';
import { accessParams, fileRefOf, sharedFilePath, type ShareAccess } from '../public-urls.ts';

/** GET /api/share/public/s/{slug}/preview as text (its head when long), with the page's grant. */
export function useSharedText(media: Pick<SharedMedia, 'slug' | 'size'> & { itemId?: string }, access: ShareAccess) {
  return useQuery({
    queryKey: ['public-share', media.slug, media.itemId ?? null, 'text', access.grant, access.password],
    queryFn: ({ signal }) =>
      fetchTextHead(`${sharedFilePath(fileRefOf(media))}/preview`, media.size, {
        query: accessParams(access),
        signal,
        anonymous: true,
        skipUnauthorizedHandler: true,
      }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
