import { useQuery } from '@tanstack/react-query';
import type { SharedMedia } from '@vaultbox/common/schemas/public-share.ts';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';
import { accessParams, fileRefOf, sharedFilePath, type ShareAccess } from '../public-urls.ts';

const LOOK_AGAIN_MS = 5000;

/** What a look at the preview found: the copy ready (with its type), no copy ever, or null: not yet. */
export type PreviewLook = { previewState: 'ready'; previewMimeType: string } | { previewState: 'failed' } | null;

/**
 * While the share's browser-viewable copy is being made, asks every few seconds with HEAD .../preview (with the
 * page's grant: free, it costs no view) whether it is ready. The status says it, not the type, which may be the
 * file's own (an MP4 holding HEVC): 409 not yet, 200 ready (with the copy's type), 415 the copy could not be made and
 * the original cannot be shown. The page then changes without a reload, which would cost a view.
 */
export function useReadyPreview(
  media: Pick<SharedMedia, 'slug' | 'previewState' | 'mimeType' | 'strippingProblem'> & { itemId?: string },
  access: ShareAccess,
) {
  // A withheld file (no metadata-free copy possible) is refused whatever its preview's state: nothing to wait for.
  const waiting = media.previewState === 'pending' && media.strippingProblem === null;
  return useQuery({
    queryKey: ['public-share', media.slug, media.itemId ?? null, 'preview-look', access.grant, access.password],
    queryFn: async ({ signal }): Promise<PreviewLook> => {
      try {
        const headers = await apiRequest<Headers>(`${sharedFilePath(fileRefOf(media))}/preview`, {
          method: 'HEAD',
          query: accessParams(access),
          signal,
          anonymous: true,
          skipUnauthorizedHandler: true,
          responseType: 'headers',
        });
        return { previewState: 'ready', previewMimeType: headers.get('content-type') ?? media.mimeType };
      } catch (error) {
        // A HEAD answer has no body, so no error code to read: its status tells.
        if (error instanceof ApiError && error.status === 409) return null;
        if (error instanceof ApiError && error.status === 415) return { previewState: 'failed' };
        throw error;
      }
    },
    enabled: waiting,
    refetchInterval: (query) => (query.state.data ? false : LOOK_AGAIN_MS),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
