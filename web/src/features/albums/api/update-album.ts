import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album, AlbumResponse, UpdateAlbumRequest } from '@vaultbox/common/schemas/albums.ts';
import { refreshAfterAlbumChange } from '../../../lib/albums-api.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function updateAlbum({ id, changes }: { id: string; changes: UpdateAlbumRequest }): Promise<Album> {
  const res = await apiRequest<AlbumResponse>(`/albums/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
  return res.data.album;
}

/** PATCH /api/albums/{id}: name, description, order, cover. */
export function useUpdateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAlbum, onSuccess: () => refreshAfterAlbumChange(queryClient) });
}
