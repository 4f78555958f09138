import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT } from '@vaultbox/common/constants.ts';
import { ALBUM_FILES_MAX, type AlbumResponse } from '@vaultbox/common/schemas/albums.ts';
import { fetchAlbumFiles } from '../../../lib/album-files-api.ts';
import { refreshAfterAlbumChange } from '../../../lib/albums-api.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { moveOne, type MoveDirection } from '../album-order.ts';

/** Every file id of an album in its order: the order call takes the whole album, and the screen shows one page. */
async function albumIds(albumId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < ALBUM_FILES_MAX; page++) {
    const data = await fetchAlbumFiles(albumId, { page, limit: MAX_PAGE_LIMIT });
    ids.push(...data.files.map((f) => f.id));
    if (page >= data.totalPages || data.files.length === 0) break;
  }
  return ids;
}

/** PUT /api/albums/{id}/order with one file moved a place up or down (docs/product.md, Albums: manual order). */
async function moveInAlbum({
  albumId,
  mediaId,
  direction,
}: {
  albumId: string;
  mediaId: string;
  direction: MoveDirection;
}) {
  const order = moveOne(await albumIds(albumId), mediaId, direction);
  if (!order) return;
  await apiRequest<AlbumResponse>(`/albums/${encodeURIComponent(albumId)}/order`, {
    method: 'PUT',
    body: { mediaIds: order },
  });
}

export function useMoveInAlbum() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveInAlbum, onSettled: () => refreshAfterAlbumChange(queryClient) });
}
