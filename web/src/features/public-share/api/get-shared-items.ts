import { useInfiniteQuery } from '@tanstack/react-query';
import { SHARE_ITEMS_PAGE_SIZE } from '@vaultbox/common/constants.ts';
import type { SharedItemsResponse } from '@vaultbox/common/schemas/public-share.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { accessParams, sharedItemsPath, type ShareAccess } from '../public-urls.ts';

/**
 * GET /api/share/public/s/{slug}/items?page=&limit=: the pages of a multi-file link's grid after the first, which the
 * page load carried (docs/product.md, Multi-file shares). Free with the page's grant; asked for only once the
 * visitor wants more (`wanted`), then page after page with fetchNextPage.
 */
export function useMoreSharedItems(slug: string, access: ShareAccess, wanted: boolean) {
  return useInfiniteQuery({
    queryKey: ['public-share', slug, 'items', access.grant, access.password],
    initialPageParam: 2,
    queryFn: async ({ pageParam, signal }) => {
      const res = await apiRequest<SharedItemsResponse>(sharedItemsPath(slug), {
        query: { ...accessParams(access), page: pageParam, limit: SHARE_ITEMS_PAGE_SIZE },
        signal,
        anonymous: true,
        skipUnauthorizedHandler: true,
      });
      return res.data;
    },
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: wanted,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
