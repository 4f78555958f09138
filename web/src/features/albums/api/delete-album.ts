import { refreshAfterAlbumChange } from '../../../lib/albums-api.ts';
import { useDeleteById } from '../../../lib/use-delete-by-id.ts';

/** DELETE /api/albums/{id}: the album goes, its files stay in the library. */
export function useDeleteAlbum() {
  return useDeleteById('/albums', refreshAfterAlbumChange);
}
