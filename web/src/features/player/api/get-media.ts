import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaFile, MediaFileResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { cachedListFile, mediaKeys } from '../../../lib/media-cache.ts';

export async function fetchMedia(id: string, signal?: AbortSignal): Promise<MediaFile> {
  const res = await apiRequest<MediaFileResponse>(`/media/${encodeURIComponent(id)}`, { signal });
  return res.data.file;
}

/** Something the server is still making for this file: its thumbnail, or the copy a browser can play. */
const stillMaking = (file: MediaFile | undefined) =>
  file?.thumbnailState === 'pending' || file?.previewState === 'pending';

/**
 * GET /api/media/{id}; asked again every few seconds while a thumbnail or a browser-viewable copy is being made, so
 * the player switches from "Preparing video..." to the video on its own. A file stepped to from the library list
 * shows at once from that list. No list holds a file stepped to on the Photos timeline (`keepPrevious`): the file
 * before stays on screen until it comes, rather than the page blinking to "Loading". It is not fetched ahead: the
 * owner's look at a file ends its "new" mark (docs/product.md, File requests).
 */
export function useMediaFile(id: string, options: { keepPrevious?: boolean } = {}) {
  const queryClient = useQueryClient();
  const keepPrevious = options.keepPrevious ?? false;
  return useQuery<MediaFile>({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) => fetchMedia(id, signal),
    enabled: id.length > 0,
    placeholderData: (previous) => cachedListFile(queryClient, id) ?? (keepPrevious ? previous : undefined),
    refetchInterval: (q) => (stillMaking(q.state.data) ? 3000 : false),
  });
}
