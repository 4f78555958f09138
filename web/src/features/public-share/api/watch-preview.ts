import { useQuery } from '@tanstack/react-query';
import type { SharedMedia } from '@vaultbox/common/schemas/share.ts';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';
import { accessParams, publicSharePath, type ShareAccess } from '../public-urls.ts';

const LOOK_AGAIN_MS = 5000;

/**
 * While the share's browser-viewable copy is being made, asks every few seconds with HEAD .../preview (with the
 * page's grant: free, it costs no view) what the preview serves now: the copy's type once it is ready (a type other
 * than the file's own), else null (a 415 until then). The page then shows the copy without a reload, which would
 * cost a view.
 */
export function useReadyPreviewType(
  media: Pick<SharedMedia, 'slug' | 'previewState' | 'mimeType'>,
  access: ShareAccess,
) {
  const waiting = media.previewState === 'pending';
  return useQuery({
    queryKey: ['public-share', media.slug, 'preview-type', access.grant, access.password],
    queryFn: async ({ signal }) => {
      try {
        const headers = await apiRequest<Headers>(`${publicSharePath(media.slug)}/preview`, {
          method: 'HEAD',
          query: accessParams(access),
          signal,
          anonymous: true,
          skipUnauthorizedHandler: true,
          responseType: 'headers',
        });
        const type = headers.get('content-type');
        return type && type !== media.mimeType ? type : null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 415) return null;
        throw error;
      }
    },
    enabled: waiting,
    refetchInterval: (query) => (query.state.data ? false : LOOK_AGAIN_MS),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
