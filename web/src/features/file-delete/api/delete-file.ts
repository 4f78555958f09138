import { refreshAfterMediaChange } from '../../../lib/media-cache.ts';
import { useDeleteById } from '../../../lib/use-delete-by-id.ts';

/** DELETE /api/media/{id}: the library's own delete of one file. */
export function useDeleteFile() {
  return useDeleteById('/media', refreshAfterMediaChange);
}
