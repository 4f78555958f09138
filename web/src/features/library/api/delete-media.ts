import { refreshAfterMediaChange } from '../../../lib/media-cache.ts';
import { useDeleteById } from '../../../lib/use-delete-by-id.ts';

/** DELETE /api/media/{id}. */
export function useDeleteMedia() {
  return useDeleteById('/media', refreshAfterMediaChange);
}
